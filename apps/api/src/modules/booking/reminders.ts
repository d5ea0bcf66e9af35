import { planReminders, REMINDER_OFFSETS } from '@salonya/domain/booking/confirmations';
import { periodicRound } from '../../lib/periodic-round';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idRow, int, queryRows } from '../../db/rows';
import { inTransaction } from '../../db/transaction';
import { insertMail } from '../mail/mail.repository';
import { findAppointment } from './appointments.repository';
import { appointmentLink } from '@salonya/domain/notifications/notifications';
import { notifyEvent, wantsEmail } from '../notifications/notifications.service';
import { reminderMail } from './booking-mails';
import { releaseExpiredHolds } from './guest-links.repository';

const reminderKind = z.enum(REMINDER_OFFSETS.map((o) => o.kind));
const dueReminderRow = z.object({ id: int, appointment_id: int, kind: reminderKind });

/**
 * Plans (or re-plans after a move) the 24 h and 2 h reminders of an appointment, in the caller's transaction. The
 * unique (appointment, kind) row is reused: a move sets the new due time and makes it unsent again, so the customer
 * is reminded of the new time once; kinds whose time has passed are cancelled.
 */
export async function scheduleReminders(
  tx: Db,
  appointmentId: number,
  startsAt: Date,
  now: Date,
): Promise<void> {
  const plan = planReminders(startsAt, now);
  for (const { kind, dueAt } of plan) {
    await tx.execute(sql`
      insert into appointment_reminders (appointment_id, kind, due_at)
      values (${appointmentId}, ${kind}, ${dueAt.toISOString()})
      on conflict (appointment_id, kind) do update
        set due_at = excluded.due_at, sent_at = null, cancelled_at = null, updated_at = now()`);
  }
  const planned = plan.map((p) => p.kind);
  await tx.execute(sql`
    update appointment_reminders set cancelled_at = ${now.toISOString()}, updated_at = now()
    where appointment_id = ${appointmentId} and sent_at is null and cancelled_at is null
      ${
        planned.length
          ? sql`and kind not in (${sql.join(
              planned.map((k) => sql`${k}`),
              sql`, `,
            )})`
          : sql``
      }`);
}

/** A cancelled appointment gets no reminder (sent ones stay as the record of what went out). */
export async function cancelReminders(tx: Db, appointmentId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update appointment_reminders set cancelled_at = ${now.toISOString()}, updated_at = now()
    where appointment_id = ${appointmentId} and sent_at is null and cancelled_at is null`);
}

export interface ReminderWorker {
  /** Sends every reminder due now; resolves with how many mails were written. */
  runDue(): Promise<number>;
  /** Polls every pollMs (server.ts); tests call runDue with the injected clock instead. */
  start(pollMs: number): void;
  /** Stops polling and waits for a round in flight (before the database closes). */
  stop(): Promise<void>;
}

const BATCH = 20;

export function createReminderWorker(deps: {
  db: Db;
  now: () => number;
  mail: { kick(): void };
  links: { appUrl: string; appKey: string };
  onError: (err: unknown) => void;
  /** Card payments left waiting past their time are failed and their held slots released (issue 18). */
  releaseStalePayments?: (tx: Db, now: Date) => Promise<unknown>;
  /** Card refunds left 'processing' by a crash are sent to the provider again (ADR 0048). */
  resendCardRefunds?: () => Promise<unknown>;
}): ReminderWorker {
  const loop = periodicRound(() => runDue(), deps.onError);

  /**
   * One batch in one transaction: rows are claimed with FOR UPDATE SKIP LOCKED (another replica skips them), the
   * mail is written and sent_at set in the same commit. A crash before the commit leaves both undone; after it, the
   * row is sent and never claimed again — exactly one reminder across restarts.
   */
  async function batch(): Promise<{ claimed: number; written: number; notified: number }> {
    const now = new Date(deps.now());
    return inTransaction(deps.db, async (tx) => {
      const due = await queryRows(
        tx,
        'dueReminders',
        dueReminderRow,
        sql`
        select id, appointment_id, kind from appointment_reminders
        where sent_at is null and cancelled_at is null and due_at <= ${now.toISOString()}
        order by due_at, id
        limit ${BATCH}
        for update skip locked`,
      );
      let written = 0;
      let notified = 0;
      for (const row of due) {
        const record = await findAppointment(tx, row.appointment_id);
        // Only a confirmed appointment that has not started is worth a reminder; the rest are closed as cancelled.
        const live =
          record !== null && record.status === 'confirmed' && record.startsAt.getTime() > now.getTime()
            ? record
            : null;
        const claimed = await queryRows(
          tx,
          'claimReminder',
          idRow,
          sql`
          update appointment_reminders
          set ${live ? sql`sent_at` : sql`cancelled_at`} = ${now.toISOString()}, updated_at = now()
          where id = ${row.id} and sent_at is null and cancelled_at is null
          returning id`,
        );
        if (!live || claimed.length !== 1) continue;
        // The mail and the in-app reminder, each as the customer's preferences say (ADR 0044).
        const mailOff =
          live.customerUserId !== null &&
          !(await wantsEmail(tx, live.customerUserId, 'appointment_reminder'));
        const mail = reminderMail(live, row.kind, {
          appUrl: deps.links.appUrl,
          appKey: deps.links.appKey,
          now,
          customerMailOff: mailOff,
        });
        if (mail) {
          await insertMail(tx, mail);
          written++;
        }
        if (live.customerUserId !== null) {
          const id = await notifyEvent(
            tx,
            live.customerUserId,
            {
              type: 'appointment_reminder',
              hoursBefore: row.kind === 'reminder_24h' ? 24 : 2,
              a: {
                salonName: live.dto.salon.name,
                customerName: live.customerName,
                staffName: live.dto.staff.display_name,
                services: live.dto.services.map((s) => s.name),
                startsAt: live.startsAt,
              },
            },
            { link: appointmentLink('customer', live.id), data: { appointment_id: live.id } },
          );
          if (id !== null) notified++;
        }
      }
      return { claimed: due.length, written, notified };
    });
  }

  async function runDue(): Promise<number> {
    // Approval holds whose link ran out give their time back (issue 15), also where nobody books the salon meanwhile.
    await inTransaction(deps.db, (tx) => releaseExpiredHolds(tx, new Date(deps.now())));
    const sweep = deps.releaseStalePayments;
    if (sweep) await inTransaction(deps.db, (tx) => sweep(tx, new Date(deps.now())));
    if (deps.resendCardRefunds) await deps.resendCardRefunds();
    let written = 0;
    let notified = 0;
    for (;;) {
      const result = await batch();
      written += result.written;
      notified += result.notified;
      if (result.claimed < BATCH || loop.stopped) break;
    }
    // The outbox kick: mails and in-app reminders go out after the commit.
    if (written > 0 || notified > 0) deps.mail.kick();
    return written;
  }

  return {
    runDue,
    start: (pollMs) => loop.start(pollMs),
    stop: () => loop.stop(),
  };
}
