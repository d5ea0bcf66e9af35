import {
  DEFAULT_REFUND_POLICY,
  lateRefundValues,
  refundDestinationValues,
  refundStatusValues,
  type RefundDestination,
  type RefundPolicy,
  type RefundStatus,
} from '@salonya/domain/money/refunds';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  idRow,
  int,
  intOrNull,
  queryOne,
  queryRows,
  runStatement,
  timestamp,
  timestampOrNull,
} from '../../db/rows';

/** Refunds of paid appointments (migration 0031, ADR 0048). */

const policyRow = z.object({
  free_cancellation_minutes: int,
  late_refund: z.enum(lateRefundValues),
  late_refund_percent: int,
  starts_at: timestamp,
});

/** The refund policy of an appointment's salon (the defaults when the salon never saved settings) and its start. */
export async function refundPolicyOf(
  tx: Db,
  appointmentId: number,
): Promise<{ policy: RefundPolicy; startsAt: Date } | undefined> {
  const row = await queryOne(
    tx,
    'refundPolicyOf',
    policyRow,
    sql`select coalesce(b.free_cancellation_minutes, ${DEFAULT_REFUND_POLICY.freeCancellationMinutes})
        as free_cancellation_minutes,
      coalesce(b.late_refund, ${DEFAULT_REFUND_POLICY.lateRefund}) as late_refund,
      coalesce(b.late_refund_percent, ${DEFAULT_REFUND_POLICY.lateRefundPercent}) as late_refund_percent,
      a.starts_at
    from appointments a left join salon_booking_settings b on b.salon_id = a.salon_id
    where a.id = ${appointmentId}`,
  );
  if (!row) return undefined;
  return {
    startsAt: row.starts_at,
    policy: {
      freeCancellationMinutes: row.free_cancellation_minutes,
      lateRefund: row.late_refund,
      lateRefundPercent: row.late_refund_percent,
    },
  };
}

export interface NewRefund {
  paymentId: number;
  appointmentId: number;
  customerUserId: number;
  salonId: number;
  status: RefundStatus;
  destination: RefundDestination;
  automatic: boolean;
  cancelledBy: string;
  paidKurus: number;
  proposedKurus: number;
  amountKurus: number | null;
  cardKurus: number;
  walletKurus: number;
}

/** One refund per payment (unique index): a second cancellation path finds the first one's row. */
export async function insertRefund(tx: Db, r: NewRefund): Promise<number> {
  const [row] = await queryRows(
    tx,
    'insertRefund',
    idRow,
    sql`insert into refunds (payment_id, appointment_id, customer_user_id, salon_id, status, destination, automatic,
        cancelled_by, paid_kurus, proposed_kurus, amount_kurus, card_kurus, wallet_kurus, refunded_at, decided_at)
      values (${r.paymentId}, ${r.appointmentId}, ${r.customerUserId}, ${r.salonId}, ${r.status}, ${r.destination},
        ${r.automatic}, ${r.cancelledBy}, ${r.paidKurus}, ${r.proposedKurus}, ${r.amountKurus}, ${r.cardKurus},
        ${r.walletKurus}, ${r.status === 'refunded' ? sql`now()` : sql`null`},
        ${r.automatic ? sql`now()` : sql`null`})
      returning id`,
  );
  return row!.id;
}

const refundRow = z.object({
  id: int,
  payment_id: int,
  appointment_id: int,
  customer_user_id: int,
  salon_id: int,
  status: z.enum(refundStatusValues),
  destination: z.enum(refundDestinationValues),
  automatic: z.boolean(),
  cancelled_by: z.string(),
  paid_kurus: int,
  proposed_kurus: int,
  amount_kurus: intOrNull,
  card_kurus: int,
  wallet_kurus: int,
  provider_refund_ref: z.string().nullable(),
  decision_reason: z.string().nullable(),
  decided_at: timestampOrNull,
  refunded_at: timestampOrNull,
  created_at: timestamp,
  payment_card_kurus: int,
  payment_wallet_kurus: int,
  payment_provider_ref: z.string().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  salon_name: z.string(),
  starts_at: timestamp,
});
export type RefundRow = z.output<typeof refundRow>;

const refundSelect = sql`select r.id, r.payment_id, r.appointment_id, r.customer_user_id, r.salon_id, r.status,
    r.destination, r.automatic, r.cancelled_by, r.paid_kurus, r.proposed_kurus, r.amount_kurus, r.card_kurus,
    r.wallet_kurus, r.provider_refund_ref, r.decision_reason, r.decided_at, r.refunded_at, r.created_at,
    p.card_kurus as payment_card_kurus, p.wallet_kurus as payment_wallet_kurus,
    p.provider_ref as payment_provider_ref, u.name as customer_name, u.email as customer_email,
    s.name as salon_name, a.starts_at
  from refunds r
  join payments p on p.id = r.payment_id
  join users u on u.id = r.customer_user_id
  join salons s on s.id = r.salon_id
  join appointments a on a.id = r.appointment_id`;

async function findRefund(db: Db, where: SQL): Promise<RefundRow | undefined> {
  return queryOne(db, 'findRefund', refundRow, sql`${refundSelect} where ${where} order by r.id limit 1`);
}

export const refundById = (db: Db, id: number) => findRefund(db, sql`r.id = ${id}`);
export const refundOfPayment = (db: Db, paymentId: number) =>
  findRefund(db, sql`r.payment_id = ${paymentId}`);
export const refundOfAppointment = (db: Db, appointmentId: number) =>
  findRefund(db, sql`r.appointment_id = ${appointmentId}`);
/** A customer's own refund; another customer's is undefined (the 404 of the route). */
export const customerRefundById = (db: Db, userId: number, id: number) =>
  findRefund(db, sql`r.id = ${id} and r.customer_user_id = ${userId}`);

/** One refund under a row lock: its status changes one at a time. */
export async function lockRefund(tx: Db, id: number): Promise<RefundRow | undefined> {
  return queryOne(tx, 'lockRefund', refundRow, sql`${refundSelect} where r.id = ${id} for update of r`);
}

const pagedRefundRow = refundRow.extend({ total_count: int });

export async function refundsPage(
  db: Db,
  filters: {
    status?: RefundStatus | undefined;
    customerUserId?: number | undefined;
    appointmentId?: number | undefined;
    q?: string | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: RefundRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (filters.status) where.push(sql`r.status = ${filters.status}`);
  if (filters.customerUserId !== undefined) where.push(sql`r.customer_user_id = ${filters.customerUserId}`);
  if (filters.appointmentId !== undefined) where.push(sql`r.appointment_id = ${filters.appointmentId}`);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(u.email ilike ${like} or u.name ilike ${like} or s.name ilike ${like})`);
  }
  const rows = await queryRows(
    db,
    'refundsPage',
    pagedRefundRow,
    sql`select x.*, count(*) over () as total_count from (${refundSelect}
      where ${sql.join(where, sql` and `)}) x
      order by (x.status = 'requested') desc, x.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { rows, total: rows[0]?.total_count ?? 0 };
}

export async function markRefundDecided(
  tx: Db,
  id: number,
  d: {
    status: RefundStatus;
    amountKurus: number;
    cardKurus: number;
    walletKurus: number;
    reason: string | null;
    byUserId: number;
  },
): Promise<void> {
  await runStatement(
    tx,
    sql`update refunds set status = ${d.status}, amount_kurus = ${d.amountKurus}, card_kurus = ${d.cardKurus},
      wallet_kurus = ${d.walletKurus}, decision_reason = ${d.reason}, decided_by_user_id = ${d.byUserId},
      decided_at = now(), refunded_at = case when ${d.status} = 'refunded' then now() else null end,
      updated_at = now()
    where id = ${id}`,
  );
}

/** The provider paid the card part back (or could not, and it went to the wallet): the refund is done. */
export async function markRefundPaidOut(
  tx: Db,
  id: number,
  outcome: { providerRef: string } | { movedToWalletKurus: number; note: string },
): Promise<void> {
  if ('providerRef' in outcome)
    await runStatement(
      tx,
      sql`update refunds set status = 'refunded', provider_refund_ref = ${outcome.providerRef}, refunded_at = now(),
        updated_at = now() where id = ${id}`,
    );
  else
    await runStatement(
      tx,
      sql`update refunds set status = 'refunded', card_kurus = card_kurus - ${outcome.movedToWalletKurus},
        wallet_kurus = wallet_kurus + ${outcome.movedToWalletKurus},
        decision_reason = coalesce(decision_reason || ' ', '') || ${outcome.note},
        refunded_at = now(), updated_at = now() where id = ${id}`,
    );
}

/** Card refunds sent to the provider and not answered (a crash in between): the sweep sends them again. */
export async function processingRefundIds(db: Db): Promise<number[]> {
  const rows = await queryRows(
    db,
    'processingRefundIds',
    idRow,
    sql`select id from refunds where status = 'processing' order by id limit 100`,
  );
  return rows.map((r) => r.id);
}

export async function setAppointmentPaymentStatus(
  tx: Db,
  appointmentId: number,
  status: 'paid' | 'refunded',
): Promise<void> {
  await runStatement(
    tx,
    sql`update appointments set payment_status = ${status}, updated_at = now() where id = ${appointmentId}`,
  );
}
