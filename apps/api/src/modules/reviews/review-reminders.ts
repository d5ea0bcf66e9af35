import { REVIEW_REMINDER_AFTER_MINUTES, REVIEW_REMINDER_MAX_AGE_HOURS } from '@salonya/domain/reviews/rules';
import { periodicRound } from '../../lib/periodic-round';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryRows } from '../../db/rows';
import { inTransaction } from '../../db/transaction';
import { emitReviewEvent } from './reviews.events';

const BATCH = 20;
const dueRow = z.object({ id: int });

export interface ReviewReminderWorker {
  /** Sends every reminder due now; resolves with how many visits were reminded. */
  runDue(): Promise<number>;
  start(pollMs: number): void;
  stop(): Promise<void>;
}

/**
 * 'How was your visit?' (issue 19 item 1, ADR 0043): 2 hours after a visit is completed, once, unless it was already
 * reviewed. Rows are claimed with FOR UPDATE SKIP LOCKED and marked in the same commit as the event's mail, so a
 * restart or a second replica never sends it twice. Visits completed more than 48 hours ago are left alone.
 */
export function createReviewReminderWorker(deps: {
  db: Db;
  now: () => number;
  mail: { kick(): void };
  appUrl: string;
  onError: (err: unknown) => void;
}): ReviewReminderWorker {
  const loop = periodicRound(() => runDue(), deps.onError);

  async function batch(): Promise<number> {
    const now = deps.now();
    const dueBefore = new Date(now - REVIEW_REMINDER_AFTER_MINUTES * 60_000).toISOString();
    const notBefore = new Date(now - REVIEW_REMINDER_MAX_AGE_HOURS * 3_600_000).toISOString();
    return inTransaction(deps.db, async (tx) => {
      const due = await queryRows(
        tx,
        'dueReviewReminders',
        dueRow,
        sql`select a.id from appointments a
        where a.status = 'completed' and a.customer_user_id is not null and a.deleted_at is null
          and a.review_reminder_sent_at is null
          and a.completed_at <= ${dueBefore} and a.completed_at >= ${notBefore}
          and not exists (select 1 from reviews r where r.appointment_id = a.id and r.deleted_at is null)
        order by a.completed_at, a.id limit ${BATCH}
        for update of a skip locked`,
      );
      for (const row of due) {
        await tx.execute(
          sql`update appointments set review_reminder_sent_at = ${new Date(now).toISOString()} where id = ${row.id}`,
        );
        await emitReviewEvent(tx, { kind: 'review.reminder', appointmentId: row.id }, deps.appUrl);
      }
      return due.length;
    });
  }

  async function runDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const n = await batch();
      sent += n;
      if (n < BATCH || loop.stopped) break;
    }
    if (sent > 0) deps.mail.kick();
    return sent;
  }

  return {
    runDue,
    start: (pollMs) => loop.start(pollMs),
    stop: () => loop.stop(),
  };
}
