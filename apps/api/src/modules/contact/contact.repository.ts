import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a contact-form message and returns its id. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}
