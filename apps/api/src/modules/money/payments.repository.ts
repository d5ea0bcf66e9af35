import {
  paymentFailureCodeValues,
  paymentPurposeValues,
  paymentStatusValues,
  type PaymentFailureCode,
  type PaymentPurpose,
  type PaymentStatus,
} from '@salonya/domain/money/payments';
import { accountKindValues, journalKindValues } from '@salonya/domain/money/ledger';
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

/** How long the answer of a money-moving request is replayed for its Idempotency-Key. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export type StoredAnswer = { status: number; body: unknown };

const jsonb = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), schema.nullable());

/**
 * Claims an Idempotency-Key of one user and scope inside the caller's transaction (the booking POST's mechanism,
 * with a 24-hour life): a concurrent request with the same key waits on the unique index until this transaction
 * ends. A key older than 24 hours is claimed afresh.
 */
export async function claimMoneyKey(
  tx: Db,
  userId: number,
  scope: string,
  key: string,
  requestHash: string,
): Promise<{ claimed: true } | { claimed: false; requestHash: string; response: StoredAnswer | null }> {
  const inserted = await queryRows(
    tx,
    'claimMoneyKey.insert',
    idRow,
    sql`insert into money_idempotency_keys (user_id, scope, key, request_hash)
      values (${userId}, ${scope}, ${key}, ${requestHash})
      on conflict (user_id, scope, key) do update set request_hash = excluded.request_hash,
        response_status = null, response_body = null, created_at = now(), updated_at = now()
        where money_idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
      returning id`,
  );
  if (inserted.length > 0) return { claimed: true };
  const row = await queryOne(
    tx,
    'claimMoneyKey.existing',
    z.object({ request_hash: z.string(), response_status: intOrNull, response_body: jsonb(z.unknown()) }),
    sql`select request_hash, response_status, response_body from money_idempotency_keys
      where user_id = ${userId} and scope = ${scope} and key = ${key}`,
  );
  return {
    claimed: false,
    requestHash: row?.request_hash ?? '',
    response:
      row && row.response_status !== null ? { status: row.response_status, body: row.response_body } : null,
  };
}

export async function storeMoneyAnswer(
  tx: Db,
  userId: number,
  scope: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await runStatement(
    tx,
    sql`update money_idempotency_keys set response_status = ${answer.status},
      response_body = ${JSON.stringify(answer.body)}::jsonb, updated_at = now()
    where user_id = ${userId} and scope = ${scope} and key = ${key}`,
  );
}

export interface NewPayment {
  customerUserId: number;
  purpose: PaymentPurpose;
  appointmentId: number | null;
  salonId: number | null;
  provider: string;
  status: PaymentStatus;
  cardKurus: number;
  walletKurus: number;
  cardLast4: string | null;
  expiresAt: Date;
  /** Instalments of the card part (ADR 0049); 1 and the card part itself when absent. */
  installmentCount?: number;
  cardChargedKurus?: number;
}

export async function insertPayment(tx: Db, p: NewPayment): Promise<number> {
  const [row] = await queryRows(
    tx,
    'insertPayment',
    idRow,
    sql`insert into payments (customer_user_id, purpose, appointment_id, salon_id, provider, status, amount_kurus,
        card_kurus, wallet_kurus, card_last4, expires_at, captured_at, installment_count, card_charged_kurus)
      values (${p.customerUserId}, ${p.purpose}, ${p.appointmentId}, ${p.salonId}, ${p.provider}, ${p.status},
        ${p.cardKurus + p.walletKurus}, ${p.cardKurus}, ${p.walletKurus}, ${p.cardLast4},
        ${p.expiresAt.toISOString()}, ${p.status === 'captured' ? sql`now()` : sql`null`},
        ${p.installmentCount ?? 1}, ${p.cardKurus > 0 ? (p.cardChargedKurus ?? p.cardKurus) : null})
      returning id`,
  );
  return row!.id;
}

const paymentRow = z.object({
  id: int,
  customer_user_id: int,
  purpose: z.enum(paymentPurposeValues),
  appointment_id: intOrNull,
  salon_id: intOrNull,
  provider: z.string(),
  status: z.enum(paymentStatusValues),
  amount_kurus: int,
  card_kurus: int,
  wallet_kurus: int,
  provider_ref: z.string().nullable(),
  card_last4: z.string().nullable(),
  installment_count: int,
  card_charged_kurus: intOrNull,
  three_ds: z.string(),
  failure_code: z.enum(paymentFailureCodeValues).nullable(),
  failure_message: z.string().nullable(),
  expires_at: timestamp,
  captured_at: timestampOrNull,
  created_at: timestamp,
});
export type PaymentRow = z.output<typeof paymentRow>;

const paymentColumns = sql`id, customer_user_id, purpose, appointment_id, salon_id, provider, status, amount_kurus,
  card_kurus, wallet_kurus, provider_ref, card_last4, installment_count, card_charged_kurus, three_ds, failure_code,
  failure_message, expires_at, captured_at, created_at`;

/** One payment under a row lock (the caller is in a transaction): its status changes one at a time. */
export async function lockPayment(tx: Db, id: number): Promise<PaymentRow | undefined> {
  return queryOne(
    tx,
    'lockPayment',
    paymentRow,
    sql`select ${paymentColumns} from payments where id = ${id} for update`,
  );
}

export async function findPayment(db: Db, where: SQL): Promise<PaymentRow | undefined> {
  return queryOne(
    db,
    'findPayment',
    paymentRow,
    sql`select ${paymentColumns} from payments where ${where} limit 1`,
  );
}

export async function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  return findPayment(db, sql`id = ${id}`);
}

export async function paymentByChallenge(db: Db, tokenHash: string): Promise<PaymentRow | undefined> {
  return findPayment(db, sql`challenge_token_hash = ${tokenHash}`);
}

export async function markRequiresAction(
  tx: Db,
  id: number,
  providerRef: string,
  challengeTokenHash: string,
  challengeHtml: string | null = null,
): Promise<void> {
  await runStatement(
    tx,
    sql`update payments set status = 'requires_action', provider_ref = ${providerRef}, three_ds = 'challenged',
      challenge_token_hash = ${challengeTokenHash}, challenge_html = ${challengeHtml}, updated_at = now()
    where id = ${id}`,
  );
}

/** A real provider's 3-D Secure page of a payment waiting for it (ADR 0049), by the hash of its token. */
export async function challengePage(db: Db, tokenHash: string) {
  return queryOne(
    db,
    'challengePage',
    z.object({ id: int, html: z.string(), expires_at: timestamp }),
    sql`select id, challenge_html as html, expires_at from payments
      where challenge_token_hash = ${tokenHash} and status = 'requires_action' and challenge_html is not null`,
  );
}

export async function markCaptured(
  tx: Db,
  id: number,
  providerRef: string | null,
  threeDs: 'none' | 'authenticated',
): Promise<void> {
  await runStatement(
    tx,
    sql`update payments set status = 'captured', provider_ref = coalesce(${providerRef}, provider_ref),
      three_ds = case when ${threeDs} = 'authenticated' then 'authenticated' else three_ds end,
      challenge_html = null, captured_at = now(), updated_at = now() where id = ${id}`,
  );
}

export async function markFailed(
  tx: Db,
  id: number,
  status: 'failed' | 'expired',
  code: PaymentFailureCode,
  message: string,
  providerRef: string | null,
): Promise<void> {
  await runStatement(
    tx,
    sql`update payments set status = ${status}, failure_code = ${code}, failure_message = ${message},
      provider_ref = coalesce(${providerRef}, provider_ref),
      three_ds = case when ${code} = 'three_ds_failed' then 'rejected' else three_ds end,
      challenge_html = null, failed_at = now(), updated_at = now() where id = ${id}`,
  );
}

/**
 * Payments still waiting (for the provider or 3-D Secure) past their time, of one salon or all. Payments of a
 * provider named in `reconciledProviders` are left to the reconciliation job, which asks the provider first
 * (ADR 0049): at a real provider money may have moved.
 */
export async function stalePaymentIds(
  tx: Db,
  now: Date,
  salonId?: number,
  reconciledProviders: readonly string[] = [],
): Promise<number[]> {
  const rows = await queryRows(
    tx,
    'stalePaymentIds',
    idRow,
    sql`select id from payments where status in ('pending', 'requires_action')
      and expires_at <= ${now.toISOString()}
      and ${salonId === undefined ? sql`true` : sql`salon_id = ${salonId}`}
      and ${
        reconciledProviders.length === 0
          ? sql`true`
          : sql`provider not in (${sql.join(
              reconciledProviders.map((p) => sql`${p}`),
              sql`, `,
            )})`
      }
      order by id limit 100`,
  );
  return rows.map((r) => r.id);
}

/**
 * The reconciliation job's claim (ADR 0049): card payments that may be stuck — 'pending' for longer than the grace
 * (the provider call of their request should long have ended), or of a provider whose expired payments it settles,
 * 'requires_action' past their time — and not claimed by another process now. The claim is a lease written in its
 * own short transaction (FOR UPDATE SKIP LOCKED: two processes never take the same row); the provider is asked
 * after the commit, and a process that dies mid-way leaves the lease to run out, so another asks again.
 */
export async function claimStuckPayments(
  tx: Db,
  now: Date,
  opts: {
    /** 'pending' payments whose expiry is at or before this (expiry = start + hold, on the app's clock). */
    pendingExpiringBy: Date;
    leaseUntil: Date;
    expiredProviders: readonly string[];
    limit: number;
  },
): Promise<number[]> {
  const expired =
    opts.expiredProviders.length === 0
      ? sql`false`
      : sql`(status = 'requires_action' and expires_at <= ${now.toISOString()} and provider in (${sql.join(
          opts.expiredProviders.map((p) => sql`${p}`),
          sql`, `,
        )}))`;
  const rows = await queryRows(
    tx,
    'claimStuckPayments',
    idRow,
    sql`update payments set reconcile_lease_until = ${opts.leaseUntil.toISOString()},
        reconcile_attempts = reconcile_attempts + 1, updated_at = now()
      where id in (
        select id from payments
        where card_kurus > 0
          and ((status = 'pending' and expires_at <= ${opts.pendingExpiringBy.toISOString()}) or ${expired})
          and (reconcile_lease_until is null or reconcile_lease_until <= ${now.toISOString()})
        order by id limit ${opts.limit}
        for update skip locked)
      returning id`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const appointmentPayRow = z.object({
  id: int,
  status: z.string(),
  manual: z.boolean(),
  starts_at: timestamp,
});

/** The booking of a payment (locked): its status and whether the salon confirms bookings by hand. */
export async function lockPaymentAppointment(tx: Db, appointmentId: number) {
  return queryOne(
    tx,
    'lockPaymentAppointment',
    appointmentPayRow,
    sql`select a.id, a.status, coalesce(b.requires_manual_confirmation, false) as manual, a.starts_at
      from appointments a left join salon_booking_settings b on b.salon_id = a.salon_id
      where a.id = ${appointmentId} for update of a`,
  );
}

/** Paid: the held appointment becomes confirmed (or waits for the salon's approval). */
export async function markAppointmentPaid(tx: Db, appointmentId: number, status: 'confirmed' | 'pending') {
  await runStatement(
    tx,
    sql`update appointments set payment_status = 'paid', status = ${status},
      confirmed_at = case when ${status} = 'confirmed' then now() else confirmed_at end, updated_at = now()
    where id = ${appointmentId}`,
  );
}

export const UNPAID_RELEASE_REASON = 'Ödeme alınamadı; saat serbest bırakıldı.';

/** Not paid: the held appointment is cancelled by the system, so its time is free again. */
export async function releaseUnpaidAppointment(tx: Db, appointmentId: number) {
  await runStatement(
    tx,
    sql`update appointments set payment_status = 'failed', status = 'cancelled', cancelled_at = now(),
      cancelled_by = 'system', cancellation_reason = ${UNPAID_RELEASE_REASON}, revision = revision + 1,
      updated_at = now()
    where id = ${appointmentId} and status <> 'cancelled'`,
  );
}

const adminPaymentRow = paymentRow.extend({
  customer_name: z.string(),
  customer_email: z.string(),
  total_count: int,
});
export type AdminPaymentRow = z.output<typeof adminPaymentRow>;

export interface PaymentFilters {
  status?: PaymentStatus | undefined;
  purpose?: PaymentPurpose | undefined;
  /** The customer's name or e-mail, or the provider's reference (a part of it). */
  q?: string | undefined;
  /** Istanbul calendar days, inclusive. */
  date_from?: string | undefined;
  date_to?: string | undefined;
}

function paymentWhere(f: PaymentFilters): SQL {
  const where: SQL[] = [sql`true`];
  if (f.status) where.push(sql`p.status = ${f.status}`);
  if (f.purpose) where.push(sql`p.purpose = ${f.purpose}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(u.email ilike ${like} or u.name ilike ${like} or p.provider_ref ilike ${like}
      or cast(p.id as text) = ${f.q})`);
  }
  if (f.date_from)
    where.push(sql`(p.created_at at time zone 'Europe/Istanbul')::date >= ${f.date_from}::date`);
  if (f.date_to) where.push(sql`(p.created_at at time zone 'Europe/Istanbul')::date <= ${f.date_to}::date`);
  return sql.join(where, sql` and `);
}

const adminPaymentColumns = sql`p.id, p.customer_user_id, p.purpose, p.appointment_id, p.salon_id, p.provider,
  p.status, p.amount_kurus, p.card_kurus, p.wallet_kurus, p.provider_ref, p.card_last4, p.installment_count,
  p.card_charged_kurus, p.three_ds, p.failure_code, p.failure_message, p.expires_at, p.captured_at, p.created_at, u.name as customer_name, u.email as customer_email`;

export async function paymentsPage(
  db: Db,
  filters: PaymentFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const rows = await queryRows(
    db,
    'paymentsPage',
    adminPaymentRow,
    sql`select ${adminPaymentColumns}, count(*) over () as total_count
      from payments p join users u on u.id = p.customer_user_id
      where ${paymentWhere(filters)}
      order by p.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { rows, total: rows[0]?.total_count ?? 0 };
}

/** Every payment the filters select (the CSV export), newest first, at most `limit`. */
export async function paymentsForExport(db: Db, filters: PaymentFilters, limit: number) {
  return queryRows(
    db,
    'paymentsForExport',
    adminPaymentRow,
    sql`select ${adminPaymentColumns}, 0 as total_count
      from payments p join users u on u.id = p.customer_user_id
      where ${paymentWhere(filters)}
      order by p.id desc limit ${limit}`,
  );
}

export async function adminPaymentById(db: Db, id: number): Promise<AdminPaymentRow | undefined> {
  return queryOne(
    db,
    'adminPaymentById',
    adminPaymentRow,
    sql`select ${adminPaymentColumns}, 1 as total_count
      from payments p join users u on u.id = p.customer_user_id where p.id = ${id}`,
  );
}

const journalLineRow = z.object({
  journal_id: int,
  kind: z.enum(journalKindValues),
  reason: z.string().nullable(),
  created_at: timestamp,
  account_key: z.string(),
  account_kind: z.enum(accountKindValues),
  amount_kurus: int,
});
export type JournalLineRow = z.output<typeof journalLineRow>;

/** The journals of a payment with their postings, oldest first (the admin payment detail). */
export async function paymentJournalLines(db: Db, paymentId: number): Promise<JournalLineRow[]> {
  return queryRows(
    db,
    'paymentJournalLines',
    journalLineRow,
    sql`select j.id as journal_id, j.kind, j.reason, j.created_at, a.key as account_key, a.kind as account_kind,
        l.amount_kurus
      from ledger_journals j
      join ledger_postings l on l.journal_id = j.id
      join ledger_accounts a on a.id = l.account_id
      where j.payment_id = ${paymentId}
      order by j.id, l.id`,
  );
}

const userRow = z.object({ id: int, name: z.string(), email: z.string(), user_type: z.string() });

export async function findUserForWallet(db: Db, by: { id?: number | undefined; email?: string | undefined }) {
  return queryOne(
    db,
    'findUserForWallet',
    userRow,
    by.id !== undefined
      ? sql`select id, name, email, user_type from users where id = ${by.id}`
      : sql`select id, name, email, user_type from users where lower(email) = lower(${by.email ?? ''})`,
  );
}

/**
 * The captured payments of an appointment whose money still sits on the salon's receivable (no revenue recognition
 * or refund journal yet), locked.
 */
export async function capturedBookingPayments(
  tx: Db,
  appointmentId: number,
  { lock }: { lock: boolean } = { lock: true },
): Promise<PaymentRow[]> {
  return queryRows(
    tx,
    'capturedBookingPayments',
    paymentRow,
    sql`select ${paymentColumns} from payments p where p.appointment_id = ${appointmentId}
      and p.status = 'captured' and p.purpose = 'booking'
      and not exists (select 1 from ledger_journals j where j.payment_id = p.id
        and j.kind in ('revenue_recognition', 'refund'))
      order by p.id ${lock ? sql`for update` : sql``}`,
  );
}

const placeRow = z.object({ address: z.string(), district: z.string(), city: z.string() });
export type PlaceRow = z.infer<typeof placeRow>;

/** The T.C. kimlik numarası the customer saved for invoices (checksum-valid when saved), or null. */
export async function customerTckn(db: Db, userId: number): Promise<string | null> {
  const row = await queryOne(
    db,
    'customerTckn',
    z.object({ tckn: z.string().nullable() }),
    sql`select tckn from users where id = ${userId}`,
  );
  return row?.tckn ?? null;
}

/** The customer's default saved address, else their newest one; null when they saved none. */
export async function customerBillingAddress(
  db: Db,
  userId: number,
): Promise<(PlaceRow & { is_default: boolean }) | null> {
  const row = await queryOne(
    db,
    'customerBillingAddress',
    placeRow.extend({ is_default: z.boolean() }),
    sql`select address, district, city, is_default from customer_addresses where user_id = ${userId}
      order by is_default desc, id desc limit 1`,
  );
  return row ?? null;
}

/** The salon's street address with its district and province names. */
export async function salonBillingAddress(db: Db, salonId: number): Promise<PlaceRow | null> {
  const row = await queryOne(
    db,
    'salonBillingAddress',
    placeRow,
    sql`select s.address, d.name as district, p.name as city
      from salons s join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
      where s.id = ${salonId}`,
  );
  return row ?? null;
}
