import type { DataExport, ExportSection } from '@salonya/contracts/privacy';
import { exportTableLabel } from '@salonya/domain/privacy/privacy';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/rows';

/**
 * Every column of the schema that names a user (issue 19 item 5, ADR 0050): the data export reads each, and
 * apps/api/test/privacy-export.test.ts compares this list with the database (foreign keys to users and columns named
 * like a user reference), so a new table that refers to users cannot be forgotten.
 *
 * `omit`: columns of that table left out when the row is reached through this column, because they are another
 * person's data (the customer's notes in an appointment a staff member did) — the row itself is still exported.
 */
export interface UserColumn {
  table: string;
  column: string;
  omit?: readonly string[];
}

/** Another customer's details in an appointment the user did not book (staff member, salon, creator). */
const OTHER_CUSTOMER = ['guest_name', 'guest_phone', 'guest_email', 'notes', 'address', 'pet'] as const;

export const USER_COLUMNS: readonly UserColumn[] = [
  { table: 'users', column: 'id' },
  // Sign-in.
  { table: 'auth_tokens', column: 'user_id' },
  { table: 'auth_tokens', column: 'impersonator_user_id' },
  { table: 'password_reset_tokens', column: 'user_id' },
  { table: 'user_devices', column: 'user_id' },
  { table: 'login_links', column: 'user_id' },
  // Bookings.
  { table: 'appointments', column: 'customer_user_id' },
  { table: 'appointments', column: 'staff_user_id', omit: OTHER_CUSTOMER },
  { table: 'appointments', column: 'created_by_user_id', omit: OTHER_CUSTOMER },
  { table: 'appointment_idempotency_keys', column: 'customer_user_id' },
  { table: 'guest_appointment_links', column: 'customer_user_id' },
  { table: 'customer_addresses', column: 'user_id' },
  { table: 'favorites', column: 'user_id' },
  { table: 'favorite_staff', column: 'user_id' },
  // Reviews.
  { table: 'reviews', column: 'customer_user_id' },
  { table: 'reviews', column: 'reported_by_user_id' },
  { table: 'reviews', column: 'moderated_by_user_id' },
  // Notifications and consent.
  { table: 'notifications', column: 'user_id' },
  { table: 'notification_preferences', column: 'user_id' },
  { table: 'commercial_consents', column: 'user_id' },
  { table: 'account_deletion_requests', column: 'user_id' },
  // Money.
  { table: 'payments', column: 'customer_user_id' },
  { table: 'ledger_accounts', column: 'user_id' },
  { table: 'ledger_journals', column: 'created_by_user_id' },
  { table: 'money_idempotency_keys', column: 'user_id' },
  { table: 'withdrawal_requests', column: 'requested_by_user_id' },
  { table: 'withdrawal_requests', column: 'reviewed_by_user_id' },
  { table: 'coupon_redemptions', column: 'user_id' },
  { table: 'refunds', column: 'customer_user_id' },
  { table: 'refunds', column: 'decided_by_user_id', omit: ['decision_reason'] },
  { table: 'wallet_settings', column: 'updated_by_user_id' },
  { table: 'coupons', column: 'created_by_user_id' },
  // Contact, support, applications.
  { table: 'contact_messages', column: 'user_id' },
  {
    table: 'contact_messages',
    column: 'replied_by_user_id',
    omit: ['name', 'email', 'phone', 'message', 'ip'],
  },
  { table: 'support_threads', column: 'user_id' },
  { table: 'support_threads', column: 'assigned_admin_id' },
  { table: 'support_messages', column: 'sender_user_id' },
  { table: 'salon_applications', column: 'user_id' },
  {
    table: 'salon_applications',
    column: 'reviewed_by',
    omit: ['applicant_name', 'applicant_email', 'applicant_phone', 'tax_number', 'address', 'note'],
  },
  // Salons and staff.
  { table: 'salons', column: 'owner_user_id' },
  { table: 'owner_salon_selections', column: 'owner_user_id' },
  { table: 'salon_staff', column: 'user_id' },
  { table: 'staff_blockings', column: 'staff_user_id' },
  { table: 'staff_blockings', column: 'created_by' },
  { table: 'staff_breaks', column: 'staff_user_id' },
  { table: 'staff_invitations', column: 'invited_by_user_id', omit: ['email', 'name'] },
  { table: 'staff_invitations', column: 'accepted_user_id' },
  { table: 'staff_gallery_photos', column: 'reviewed_by_user_id' },
  // Admin.
  { table: 'admin_audit_log', column: 'admin_user_id' },
  { table: 'admin_audit_log', column: 'impersonated_user_id' },
  { table: 'admin_notification_reads', column: 'admin_user_id' },
];

/** Secrets and stored answers never leave the database, whatever the table (hashes of live tokens, mail bodies). */
const NEVER_EXPORTED = new Set([
  'password_hash',
  'token_hash',
  'cancel_token_hash',
  'challenge_token_hash',
  'request_hash',
  'response_body',
  'device_hash',
  'text_body',
  'html_body',
  'attachments',
]);

const anyRow = z.record(z.string(), z.unknown());

/** A value as JSON has it: instants as ISO strings, 64-bit integers as numbers (kuruş fit easily). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Uint8Array) return undefined;
  return value;
}

function cleanRow(row: Record<string, unknown>, omit: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (NEVER_EXPORTED.has(key) || omit.has(key)) continue;
    const v = plain(value);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

async function section(
  db: Db,
  table: string,
  column: string,
  where: SQL,
  omit: readonly string[] = [],
): Promise<ExportSection> {
  const rows = await queryRows(
    db,
    `export:${table}.${column}`,
    anyRow,
    sql`select * from ${sql.identifier(table)} where ${where} order by 1`,
  );
  const skip = new Set(omit);
  return { table, column, label: exportTableLabel(table), rows: rows.map((r) => cleanRow(r, skip)) };
}

const emailRow = z.object({ email: z.string() });

/**
 * Everything the database holds about one user, as the JSON file of "Verilerimi indir": every row of every
 * user-referencing column, the services of their bookings, the movements of their wallet, and the mails sent to
 * them (without their bodies, which held one-time links).
 */
export async function exportUserData(db: Db, userId: number, now: Date): Promise<DataExport> {
  const sections: ExportSection[] = [];
  for (const c of USER_COLUMNS) {
    sections.push(await section(db, c.table, c.column, sql`${sql.identifier(c.column)} = ${userId}`, c.omit));
  }
  sections.push(
    await section(
      db,
      'appointment_services',
      'appointment_id',
      sql`appointment_id in (select id from appointments where customer_user_id = ${userId})`,
    ),
    await section(
      db,
      'ledger_postings',
      'account_id',
      sql`account_id in (select id from ledger_accounts where user_id = ${userId})`,
    ),
  );
  const email = await queryOne(
    db,
    'exportUserEmail',
    emailRow,
    sql`select email from users where id = ${userId}`,
  );
  if (email) sections.push(await section(db, 'mail_outbox', 'to_address', sql`to_address = ${email.email}`));
  return {
    format: 'salonya-kvkk-export/1',
    generated_at: now.toISOString(),
    user_id: userId,
    sections: sections.filter((s) => s.rows.length > 0 || s.table === 'users'),
  };
}
