import {
  ACCOUNT_OWNER,
  NEGATIVE_ALLOWED,
  accountKey,
  applyJournal,
  journalKindValues,
  netChanges,
  wallet,
  type AccountRef,
  type Journal,
} from '@salonya/domain/money/ledger';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idRow, int, intOrNull, queryOne, queryRows, timestamp } from '../../db/rows';

/** Who and what a journal is about (kept with it for the history and the audit). */
export interface JournalMeta {
  paymentId?: number | null;
  appointmentId?: number | null;
  createdByUserId?: number | null;
  reason?: string | null;
}

const ownerOf = (ref: AccountRef) => ({
  userId: ref.kind === 'customer_wallet' ? ref.userId : null,
  salonId: ref.kind === 'salon_receivable' || ref.kind === 'salon_earnings' ? ref.salonId : null,
});

/** Creates the accounts a journal needs that do not exist yet (a customer's first wallet money, a salon's first payment). */
async function ensureAccounts(tx: Db, refs: AccountRef[]): Promise<void> {
  for (const ref of refs) {
    if (ACCOUNT_OWNER[ref.kind] === 'platform') continue;
    const { userId, salonId } = ownerOf(ref);
    await tx.execute(sql`
      insert into ledger_accounts (key, kind, user_id, salon_id, may_go_negative)
      values (${accountKey(ref)}, ${ref.kind}, ${userId}, ${salonId}, ${NEGATIVE_ALLOWED.has(ref.kind)})
      on conflict (key) do nothing`);
  }
}

const lockedAccountRow = z.object({ id: int, key: z.string(), balance_kurus: int });

/**
 * Writes a journal in the caller's transaction (ADR 0041):
 * 1. the accounts it touches are locked FOR UPDATE in the order of their keys (every writer locks in the same order,
 *    so two journals never wait on each other in a circle);
 * 2. the pure ledger computes the new balances, refusing an unbalanced journal or a wallet below zero (LedgerError);
 * 3. the journal, its postings and the cached balances are written; the database checks the sum again at commit
 *    (deferred constraint trigger) and refuses a negative cached balance (check constraint).
 */
export async function postJournal(tx: Db, journal: Journal, meta: JournalMeta = {}): Promise<number> {
  const changes = netChanges(journal);
  await ensureAccounts(
    tx,
    [...changes.values()].map((c) => c.account),
  );
  const keys = [...changes.keys()];
  const locked = await queryRows(
    tx,
    'postJournal.lock',
    lockedAccountRow,
    sql`select id, key, balance_kurus from ledger_accounts
      where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})
      order by key for update`,
  );
  const idByKey = new Map(locked.map((r) => [r.key, r.id]));
  const balances = applyJournal(new Map(locked.map((r) => [r.key, r.balance_kurus])), journal);
  const [inserted] = await queryRows(
    tx,
    'postJournal.journal',
    idRow,
    sql`insert into ledger_journals (kind, payment_id, appointment_id, created_by_user_id, reason)
      values (${journal.kind}, ${meta.paymentId ?? null}, ${meta.appointmentId ?? null},
        ${meta.createdByUserId ?? null}, ${meta.reason ?? null})
      returning id`,
  );
  const journalId = inserted!.id;
  for (const p of journal.postings) {
    await tx.execute(sql`insert into ledger_postings (journal_id, account_id, amount_kurus)
      values (${journalId}, ${idByKey.get(accountKey(p.account))!}, ${p.amountKurus})`);
  }
  for (const key of keys) {
    await tx.execute(sql`update ledger_accounts set balance_kurus = ${balances.get(key)!}, updated_at = now()
      where id = ${idByKey.get(key)!}`);
  }
  return journalId;
}

const balanceRow = z.object({ balance_kurus: int });

/** A customer's wallet balance (kuruş; 0 before the first wallet money). */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const row = await queryOne(
    db,
    'walletBalance',
    balanceRow,
    sql`select balance_kurus from ledger_accounts where key = ${accountKey(wallet(userId))}`,
  );
  return row?.balance_kurus ?? 0;
}

const transactionRow = z.object({
  id: int,
  kind: z.enum(journalKindValues),
  amount_kurus: int,
  balance_after_kurus: int,
  reason: z.string().nullable(),
  payment_id: intOrNull,
  appointment_id: intOrNull,
  salon_name: z.string().nullable(),
  created_at: timestamp,
  total_count: int,
});
export type WalletTransactionRow = z.output<typeof transactionRow>;

export interface WalletTransactionFilters {
  type?: (typeof journalKindValues)[number] | undefined;
  direction?: 'in' | 'out' | undefined;
  /** Istanbul calendar days, inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** One page of a wallet's postings, newest first, each with the balance right after it. */
export async function walletTransactions(
  db: Db,
  userId: number,
  filters: WalletTransactionFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: WalletTransactionRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (filters.type) where.push(sql`t.kind = ${filters.type}`);
  if (filters.direction === 'in') where.push(sql`t.amount_kurus > 0`);
  if (filters.direction === 'out') where.push(sql`t.amount_kurus < 0`);
  if (filters.dateFrom)
    where.push(sql`(t.created_at at time zone 'Europe/Istanbul')::date >= ${filters.dateFrom}::date`);
  if (filters.dateTo)
    where.push(sql`(t.created_at at time zone 'Europe/Istanbul')::date <= ${filters.dateTo}::date`);
  const run = (limit: number, offset: number) =>
    queryRows(
      db,
      'walletTransactions',
      transactionRow,
      sql`
      select t.*, count(*) over () as total_count from (
        select p.id, j.kind, p.amount_kurus, j.reason, j.payment_id, j.appointment_id, s.name as salon_name,
          p.created_at, sum(p.amount_kurus) over (order by p.id) as balance_after_kurus
        from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        join ledger_journals j on j.id = p.journal_id
        left join appointments ap on ap.id = j.appointment_id
        left join salons s on s.id = ap.salon_id
        where a.key = ${accountKey(wallet(userId))}
      ) t
      where ${sql.join(where, sql` and `)}
      order by t.id desc
      limit ${limit} offset ${offset}`,
    );
  const rows = await run(page.limit, page.offset);
  // A page past the end is empty but still says how many there are.
  const total = rows[0]?.total_count ?? (page.offset > 0 ? ((await run(1, 0))[0]?.total_count ?? 0) : 0);
  return { rows, total };
}

const checkRow = z.object({ journals_unbalanced: int, accounts_off: int, total: int });

/** The books' health (tests and the reconciliation job): unbalanced journals, cached balances off, the grand total. */
export async function ledgerCheck(db: Db) {
  const row = await queryOne(
    db,
    'ledgerCheck',
    checkRow,
    sql`select
      (select count(*) from (select journal_id from ledger_postings group by journal_id
        having sum(amount_kurus) <> 0) x) as journals_unbalanced,
      (select count(*) from ledger_accounts a where a.balance_kurus <>
        coalesce((select sum(amount_kurus) from ledger_postings p where p.account_id = a.id), 0)) as accounts_off,
      (select coalesce(sum(balance_kurus), 0) from ledger_accounts) as total`,
  );
  return row!;
}
