import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema';

export type { MailAttachment };

export interface OutgoingMail {
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (the .ics of an appointment). */
  attachments?: MailAttachment[];
}

export interface PendingMail extends OutgoingMail {
  id: number;
  attempts: number;
  attachments: MailAttachment[];
}

/** Written in the caller's transaction, so a mail exists if and only if its cause committed. */
export async function insertMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template: mail.template,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Claims due mails; SKIP LOCKED lets several replicas drain the outbox without sending one twice at once. */
export async function claimDueMails(db: Db, limit: number): Promise<PendingMail[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: mailOutbox.id,
        template: mailOutbox.template,
        to: mailOutbox.to_address,
        subject: mailOutbox.subject,
        text: mailOutbox.text_body,
        html: mailOutbox.html_body,
        attempts: mailOutbox.attempts,
        attachments: mailOutbox.attachments,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.available_at, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      // Lease: another worker may retry only after a minute.
      await tx
        .update(mailOutbox)
        .set({
          attempts: row.attempts + 1,
          available_at: sql`now() + interval '1 minute'`,
          updated_at: sql`now()`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
    return rows;
  });
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: sql`now()`, last_error: null, updated_at: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, attempts: number, error: string): Promise<void> {
  const giveUp = attempts >= 8;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      last_error: error.slice(0, 2000),
      // Exponential back-off: 30 s, 1 min, 2 min … capped by the attempt limit.
      available_at: sql`now() + make_interval(secs => ${30 * 2 ** Math.max(0, attempts - 1)})`,
      updated_at: sql`now()`,
    })
    .where(eq(mailOutbox.id, id));
}

export async function listMailsTo(db: Db, to: string) {
  return db
    .select({
      id: mailOutbox.id,
      template: mailOutbox.template,
      subject: mailOutbox.subject,
      text: mailOutbox.text_body,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, to))
    .orderBy(asc(mailOutbox.id));
}
