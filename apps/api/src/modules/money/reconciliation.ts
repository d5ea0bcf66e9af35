import { PAYMENT_HOLD_MINUTES } from '@salonya/domain/money/payments';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { periodicRound } from '../../lib/periodic-round';
import { claimStuckPayments } from './payments.repository';
import type { PaymentsService } from './payments.service';

/** A 'pending' payment is stuck once its request should long have ended (the provider call is bounded by 20 s). */
export const RECONCILE_GRACE_MS = 2 * 60_000;
/** How long one process's claim on a payment keeps the others from asking the provider about it too. */
export const RECONCILE_LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface ReconcileCounts {
  captured: number;
  failed: number;
  /** The provider had no answer yet (or a challenge still has time): asked again after the lease. */
  waiting: number;
}

export interface PaymentReconciler {
  /** One round: every stuck payment claimed now is settled by the provider's word; resolves with the counts. */
  runDue(): Promise<ReconcileCounts>;
  /** Polls every pollMs (server.ts); tests call runDue with the injected clock instead. */
  start(pollMs: number): void;
  /** Stops polling and waits for a round in flight (before the database closes). */
  stop(): Promise<void>;
}

/**
 * The reconciliation of payments stuck in 'pending' (issue 18 item 2, ADR 0049): a crash between the booking's two
 * transactions, or a provider that did not answer, leaves a payment waiting with its slot and wallet hold. Each round
 * claims such payments with a lease (FOR UPDATE SKIP LOCKED in a short transaction, so concurrent processes take
 * disjoint rows and a payment is asked about once across processes), asks the provider outside any transaction, and
 * settles each one under its row lock: captured → booking journal and confirmation (or the wallet, if its slot was
 * released meanwhile); failed or unknown to the provider → the hold back to the wallet and the slot released. A
 * real provider's 3-D Secure payments past their time are settled here too, instead of being expired blindly.
 */
export function createPaymentReconciler(deps: {
  db: Db;
  now: () => number;
  payments: PaymentsService;
  onError: (err: unknown) => void;
}): PaymentReconciler {
  const loop = periodicRound(() => runDue(), deps.onError);
  const { provider } = deps.payments;

  async function runDue(): Promise<ReconcileCounts> {
    const counts: ReconcileCounts = { captured: 0, failed: 0, waiting: 0 };
    for (;;) {
      const now = new Date(deps.now());
      const ids = await inTransaction(deps.db, (tx) =>
        claimStuckPayments(tx, now, {
          // expires_at = start + hold: a payment started at least the grace ago expires by now + hold − grace.
          pendingExpiringBy: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000 - RECONCILE_GRACE_MS),
          leaseUntil: new Date(now.getTime() + RECONCILE_LEASE_MS),
          expiredProviders: provider.reconcilesExpired ? [provider.name] : [],
          limit: BATCH,
        }),
      );
      for (const id of ids) {
        if (loop.stopped) break;
        const outcome = await deps.payments.reconcile(id);
        if (outcome === 'captured') counts.captured++;
        else if (outcome === 'failed') counts.failed++;
        else if (outcome === 'waiting') counts.waiting++;
      }
      if (ids.length < BATCH || loop.stopped) break;
    }
    return counts;
  }

  return {
    runDue,
    start: (pollMs) => loop.start(pollMs),
    stop: () => loop.stop(),
  };
}
