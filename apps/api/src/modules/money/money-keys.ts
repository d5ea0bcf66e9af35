import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { claimMoneyKey, storeMoneyAnswer, type StoredAnswer } from './payments.repository';

export const KEY_MESSAGES = {
  keyReused: 'Bu Idempotency-Key farklı bir ödeme isteği için kullanıldı. Yeni bir anahtar gönderin.',
  inProgress: 'Bu ödeme hâlâ işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
} as const;

/**
 * Runs a money-moving request once per Idempotency-Key (ADR 0042): the key is claimed in the transaction that starts
 * the work; the same key and body answer the stored answer, another body is a 422, a key whose work still waits on a
 * provider is a 409. `work` answers at once, or with `pending` to finish after the commit (a provider call).
 */
export async function withMoneyKey(
  db: Db,
  userId: number,
  scope: string,
  key: string,
  requestHash: string,
  work: (tx: Db) => Promise<StoredAnswer | { pending: () => Promise<StoredAnswer> }>,
): Promise<StoredAnswer> {
  const first = await inTransaction(db, async (tx) => {
    const claim = await claimMoneyKey(tx, userId, scope, key, requestHash);
    if (!claim.claimed) {
      if (claim.requestHash !== requestHash) throw AppError.field('idempotency_key', KEY_MESSAGES.keyReused);
      if (claim.response) return claim.response;
      throw AppError.conflict('payment_in_progress', KEY_MESSAGES.inProgress);
    }
    const done = await work(tx);
    if ('status' in done) await storeMoneyAnswer(tx, userId, scope, key, done);
    return done;
  });
  if ('status' in first) return first;
  const answer = await first.pending();
  await inTransaction(db, (tx) => storeMoneyAnswer(tx, userId, scope, key, answer));
  return answer;
}
