import type { ApproveRefundBody, Refund, RefundsQuery, RejectRefundBody } from '@salonya/contracts/refunds';
import { formatIstanbulIso } from '@salonya/domain/booking/time';
import { formatTRY } from '@salonya/domain/format/money';
import {
  cardRefundJournal,
  cardRefundToWalletJournal,
  refundSplitJournal,
  revenueRecognitionJournal,
} from '@salonya/domain/money/journals';
import {
  cancellationPreview,
  cancellationRefund,
  REFUND_MESSAGES,
  refundDestinationLabels,
  refundParts,
  refundStatusLabels,
  type CancellationPreview,
  type CancellationRefund,
  type CancelledBy,
  type RefundDestination,
} from '@salonya/domain/money/refunds';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import { postJournal } from './ledger.repository';
import { withMoneyKey } from './money-keys';
import { capturedBookingPayments, type PaymentRow, type StoredAnswer } from './payments.repository';
import type { PaymentProvider, RefundResult } from './providers/payment-provider';
import {
  customerRefundById,
  insertRefund,
  lockRefund,
  markRefundDecided,
  markRefundPaidOut,
  processingRefundIds,
  refundById,
  refundOfAppointment,
  refundOfPayment,
  refundPolicyOf,
  refundsPage,
  setAppointmentPaymentStatus,
  type RefundRow,
} from './refunds.repository';

/**
 * Refunds of paid appointments (issue 18 item 6, ADR 0048). A cancellation writes one refund per captured payment:
 * automatic inside the salon's policy (a journal at once: the wallet part credited, the card part on refunds payable
 * until the provider has paid it back), a request an administrator decides outside it. A card refund is sent to the
 * provider after the commit (no lock is held while it answers) and recorded in its own transaction; a crash in
 * between leaves it 'processing', and the sweep sends it again (the provider knows the refund id: once only).
 */

const CANCELLED_REASON = 'Randevu iptal edildi; ödeme iade edildi.';
const FEE_REASON = 'Geç iptal: iade edilmeyen tutar salonun geliri.';

export function refundSummary(r: RefundRow): string {
  const amount = r.amount_kurus ?? 0;
  switch (r.status) {
    case 'requested':
      return `İade talebiniz inceleniyor. Salonun iptal politikasına göre önerilen iade: ${formatTRY(r.proposed_kurus)}.`;
    case 'rejected':
      return `İade talebiniz reddedildi${r.decision_reason ? `: ${r.decision_reason}` : '.'}`;
    case 'processing':
      return `${formatTRY(r.card_kurus)} kartınıza iade ediliyor${r.wallet_kurus > 0 ? `, ${formatTRY(r.wallet_kurus)} cüzdanınıza iade edildi` : ''}.`;
    case 'refunded': {
      const parts = [
        r.card_kurus > 0 ? `${formatTRY(r.card_kurus)} kartınıza` : null,
        r.wallet_kurus > 0 ? `${formatTRY(r.wallet_kurus)} cüzdanınıza` : null,
      ].filter((p): p is string => p !== null);
      const fee = r.paid_kurus - amount;
      return `${parts.join(', ')} iade edildi.${fee > 0 ? ` ${formatTRY(fee)} geç iptal nedeniyle iade edilmedi.` : ''}`;
    }
  }
}

export function refundDto(r: RefundRow): Refund {
  return {
    id: r.id,
    payment_id: r.payment_id,
    appointment_id: r.appointment_id,
    status: r.status,
    status_label: refundStatusLabels[r.status],
    destination: r.destination,
    destination_label: refundDestinationLabels[r.destination],
    automatic: r.automatic,
    cancelled_by: r.cancelled_by,
    paid_kurus: r.paid_kurus,
    proposed_kurus: r.proposed_kurus,
    amount_kurus: r.amount_kurus,
    card_kurus: r.card_kurus,
    wallet_kurus: r.wallet_kurus,
    provider_refund_ref: r.provider_refund_ref,
    decision_reason: r.decision_reason,
    summary: refundSummary(r),
    salon: { id: r.salon_id, name: r.salon_name },
    customer: { id: r.customer_user_id, name: r.customer_name, email: r.customer_email },
    starts_at: formatIstanbulIso(r.starts_at),
    created_at: formatIstanbulIso(r.created_at),
    decided_at: r.decided_at ? formatIstanbulIso(r.decided_at) : null,
    refunded_at: r.refunded_at ? formatIstanbulIso(r.refunded_at) : null,
  };
}

export interface CancellationContext {
  by: CancelledBy;
  /** The customer's choice; absent → `cancellationDestination` (the wallet for a customer, else the card). */
  refundTo?: RefundDestination;
  now: Date;
}

/**
 * What a cancellation does to each captured booking payment not yet refunded, kept or decided
 * (`cancellationRefund`): executed by `refundCancelled` (under the payments' row locks), previewed by
 * `previewCancelled` (no locks).
 */
async function planCancelled(db: Db, appointmentId: number, ctx: CancellationContext, lock: boolean) {
  const paid = await capturedBookingPayments(db, appointmentId, { lock });
  if (paid.length === 0) return [];
  const { policy, startsAt } = (await refundPolicyOf(db, appointmentId))!;
  const plans: (CancellationRefund & { payment: PaymentRow })[] = [];
  for (const p of paid) {
    if (await refundOfPayment(db, p.id)) continue;
    const plan = cancellationRefund({
      cancelledBy: ctx.by,
      refundTo: ctx.refundTo,
      startsAt,
      cancelledAt: ctx.now,
      policy,
      payment: { amountKurus: p.amount_kurus, cardKurus: p.card_kurus, walletKurus: p.wallet_kurus },
    });
    plans.push({ ...plan, payment: p });
  }
  return plans;
}

export interface RefundsDeps {
  db: Db;
  provider: PaymentProvider;
}

export function createRefunds({ db, provider }: RefundsDeps) {
  /** Sends one 'processing' card refund to the provider and records the answer (idempotent, never throws). */
  async function sendCardRefund(id: number): Promise<void> {
    const r = await refundById(db, id);
    if (!r || r.status !== 'processing' || r.card_kurus <= 0) return;
    let result: RefundResult;
    try {
      result = await provider.refundCardPayment({
        refundId: r.id,
        providerRef: r.payment_provider_ref ?? '',
        amountKurus: r.card_kurus,
      });
    } catch {
      result = { outcome: 'failed', code: 'provider_error' };
    }
    // A provider that could not be reached: the refund stays 'processing' and the sweep tries again.
    if (result.outcome === 'failed' && result.code === 'provider_error') return;
    await inTransaction(db, async (tx) => {
      const locked = await lockRefund(tx, id);
      if (!locked || locked.status !== 'processing') return;
      const meta = { paymentId: locked.payment_id, appointmentId: locked.appointment_id };
      if (result.outcome === 'refunded') {
        await postJournal(tx, cardRefundJournal(locked.card_kurus), meta);
        await markRefundPaidOut(tx, id, { providerRef: result.providerRef });
      } else {
        await postJournal(tx, cardRefundToWalletJournal(locked.customer_user_id, locked.card_kurus), {
          ...meta,
          reason: REFUND_MESSAGES.cardRefundFailed,
        });
        await markRefundPaidOut(tx, id, {
          movedToWalletKurus: locked.card_kurus,
          note: REFUND_MESSAGES.cardRefundFailed,
        });
      }
    });
  }

  async function sendCardRefunds(ids: readonly number[]): Promise<void> {
    for (const id of ids) await sendCardRefund(id);
  }

  async function pageOf(q: RefundsQuery, customerUserId?: number) {
    const { rows, total } = await refundsPage(
      db,
      {
        status: q.status,
        q: customerUserId === undefined ? q.q : undefined,
        customerUserId,
        appointmentId: q.appointment_id,
      },
      { limit: q.per_page, offset: (q.page - 1) * q.per_page },
    );
    return {
      refunds: rows.map(refundDto),
      meta: {
        page: q.page,
        per_page: q.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
      },
    };
  }

  /** The decision of a request under its row lock; answers 404 / 409 as the customer's and the admin's problem. */
  async function lockRequested(tx: Db, id: number): Promise<RefundRow> {
    const r = await lockRefund(tx, id);
    if (!r) throw AppError.notFound(REFUND_MESSAGES.notFound);
    if (r.status !== 'requested') throw AppError.conflict('refund_decided', REFUND_MESSAGES.notRequested);
    return r;
  }

  const changed = async (id: number, message: string): Promise<StoredAnswer> => ({
    status: 200,
    body: { success: true, message, data: refundDto((await refundById(db, id))!) },
  });

  return {
    sendCardRefunds,

    /**
     * In the cancellation's transaction: one refund per captured payment still on the salon's receivable, decided by
     * the salon's policy (`planCancelled`, the rule the cancel dialogs preview). Answers the ids of card refunds to
     * send to the provider after the commit.
     */
    async refundCancelled(tx: Db, appointmentId: number, ctx: CancellationContext): Promise<number[]> {
      const plans = await planCancelled(tx, appointmentId, ctx, true);
      const cardIds: number[] = [];
      let refundedAny = false;
      for (const { payment: p, decision, destination, parts } of plans) {
        const base = {
          paymentId: p.id,
          appointmentId,
          customerUserId: p.customer_user_id,
          salonId: p.salon_id!,
          destination,
          cancelledBy: ctx.by,
          paidKurus: p.amount_kurus,
        };
        if (decision.kind === 'review' || parts === null) {
          await insertRefund(tx, {
            ...base,
            status: 'requested',
            automatic: false,
            proposedKurus: decision.kind === 'review' ? decision.proposedKurus : 0,
            amountKurus: null,
            cardKurus: 0,
            walletKurus: 0,
          });
          continue;
        }
        const id = await insertRefund(tx, {
          ...base,
          status: parts.cardKurus > 0 ? 'processing' : 'refunded',
          automatic: true,
          proposedKurus: decision.amountKurus,
          amountKurus: decision.amountKurus,
          ...parts,
        });
        await postJournal(tx, refundSplitJournal(p.salon_id!, p.customer_user_id, parts), {
          paymentId: p.id,
          appointmentId,
          reason: CANCELLED_REASON,
        });
        if (parts.cardKurus > 0) cardIds.push(id);
        refundedAny = true;
      }
      if (refundedAny) await setAppointmentPaymentStatus(tx, appointmentId, 'refunded');
      return cardIds;
    },

    /**
     * What cancelling the appointment now would give back, by the salon or an administrator (their cancel dialogs):
     * the same plan `refundCancelled` executes, read without locks.
     */
    async previewCancelled(
      db2: Db,
      appointmentId: number,
      ctx: CancellationContext & { by: Exclude<CancelledBy, 'customer'> },
    ): Promise<CancellationPreview> {
      const plans = await planCancelled(db2, appointmentId, ctx, false);
      return cancellationPreview(
        ctx.by,
        plans.map((plan) => ({ ...plan, paidKurus: plan.payment.amount_kurus })),
      );
    },

    /** Card refunds left 'processing' (a crash between the commit and the provider's answer): sent again. */
    async sweep(): Promise<number> {
      const ids = await processingRefundIds(db);
      await sendCardRefunds(ids);
      return ids.length;
    },

    adminList: (q: RefundsQuery) => pageOf(q),
    customerList: (userId: number, q: RefundsQuery) => pageOf(q, userId),

    async customerRefund(userId: number, id: number): Promise<Refund> {
      const r = await customerRefundById(db, userId, id);
      if (!r) throw AppError.notFound(REFUND_MESSAGES.notFound);
      return refundDto(r);
    },

    /** The refund of an appointment's payment (the customer's cancellation screen), or null. */
    async ofAppointment(db2: Db, appointmentId: number): Promise<Refund | null> {
      const r = await refundOfAppointment(db2, appointmentId);
      return r ? refundDto(r) : null;
    },

    async ofPayment(db2: Db, paymentId: number): Promise<Refund | null> {
      const r = await refundOfPayment(db2, paymentId);
      return r ? refundDto(r) : null;
    },

    /**
     * POST /admin/refunds/:id/approve: the policy's proposal or another amount (1 kuruş … the paid amount). What is not
     * given back is the salon's revenue (a cancellation fee); the card part goes to the provider after the commit.
     */
    async approve(adminId: number, id: number, body: ApproveRefundBody, key: string): Promise<StoredAnswer> {
      return withMoneyKey(
        db,
        adminId,
        'refund_decision',
        key,
        sha256(JSON.stringify({ id, ...body })),
        async (tx) => {
          const r = await lockRequested(tx, id);
          const amount = body.amount_kurus ?? r.proposed_kurus;
          if (amount < 1 || amount > r.paid_kurus)
            throw AppError.field('amount_kurus', REFUND_MESSAGES.amountRange(formatTRY(r.paid_kurus)));
          const parts = refundParts(
            amount,
            { cardKurus: r.payment_card_kurus, walletKurus: r.payment_wallet_kurus },
            r.destination,
          );
          const meta = { paymentId: r.payment_id, appointmentId: r.appointment_id, createdByUserId: adminId };
          await postJournal(tx, refundSplitJournal(r.salon_id, r.customer_user_id, parts), {
            ...meta,
            reason: body.note ?? CANCELLED_REASON,
          });
          if (r.paid_kurus - amount > 0)
            await postJournal(tx, revenueRecognitionJournal(r.salon_id, r.paid_kurus - amount), {
              ...meta,
              reason: FEE_REASON,
            });
          const status = parts.cardKurus > 0 ? 'processing' : 'refunded';
          await markRefundDecided(tx, id, {
            status,
            amountKurus: amount,
            ...parts,
            reason: body.note ?? null,
            byUserId: adminId,
          });
          await setAppointmentPaymentStatus(tx, r.appointment_id, 'refunded');
          return {
            pending: async () => {
              if (status === 'processing') await sendCardRefund(id);
              return changed(id, REFUND_MESSAGES.approved);
            },
          };
        },
      );
    },

    /** POST /admin/refunds/:id/reject: nothing goes back; the paid amount is the salon's revenue. */
    async reject(adminId: number, id: number, body: RejectRefundBody, key: string): Promise<StoredAnswer> {
      return withMoneyKey(
        db,
        adminId,
        'refund_decision',
        key,
        sha256(JSON.stringify({ id, ...body })),
        async (tx) => {
          const r = await lockRequested(tx, id);
          await postJournal(tx, revenueRecognitionJournal(r.salon_id, r.paid_kurus), {
            paymentId: r.payment_id,
            appointmentId: r.appointment_id,
            createdByUserId: adminId,
            reason: FEE_REASON,
          });
          await markRefundDecided(tx, id, {
            status: 'rejected',
            amountKurus: 0,
            cardKurus: 0,
            walletKurus: 0,
            reason: body.reason,
            byUserId: adminId,
          });
          return { pending: () => changed(id, REFUND_MESSAGES.rejected) };
        },
      );
    },
  };
}

export type RefundsService = ReturnType<typeof createRefunds>;
