import type { InvoiceIdentity } from '@salonya/contracts/privacy';
import { maskTckn } from '@salonya/domain/privacy/tckn';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/rows';

const tcknRow = z.object({ tckn: z.string().nullable() });

/** The customer's saved T.C. kimlik numarası (validated when saved), or null. */
export async function tcknOf(db: Db, userId: number): Promise<string | null> {
  const row = await queryOne(db, 'tcknOf', tcknRow, sql`select tckn from users where id = ${userId}`);
  return row?.tckn ?? null;
}

export async function invoiceIdentityOf(db: Db, userId: number): Promise<InvoiceIdentity> {
  const tckn = await tcknOf(db, userId);
  return { tckn_masked: tckn === null ? null : maskTckn(tckn) };
}

/** Saves (a number the contract checked by the official checksum) or removes (null) the customer's TCKN. */
export async function saveInvoiceIdentity(
  db: Db,
  userId: number,
  tckn: string | null,
): Promise<InvoiceIdentity> {
  await db.execute(sql`update users set tckn = ${tckn}, updated_at = now() where id = ${userId}`);
  return invoiceIdentityOf(db, userId);
}
