import {
  paymentMethods,
  paymentStatuses,
  type DocumentStats,
  type PaymentStatistics,
  type SalonEarningsStats,
  type SupportStats,
  type UserStats,
  type WalletStats,
} from '@salonya/contracts/admin';
import type { RefundStats } from '@salonya/contracts/refunds';
import { z } from 'zod';
import { kurusToLira } from '@salonya/domain/admin/dashboard-range';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, num, queryOne, queryRows } from '../../db/rows';
import { ts } from './admin-sql';

export async function salonEarningsStats(db: Db): Promise<SalonEarningsStats> {
  const row = await queryOne(
    db,
    'salonEarningsStats',
    z.object({ pending: num, pending_kurus: num, approved: num, paid_kurus: num }),
    sql`select count(*) filter (where status = 'pending')::int as pending,
               coalesce(sum(amount_kurus) filter (where status = 'pending'), 0)::float8 as pending_kurus,
               count(*) filter (where status = 'approved')::int as approved,
               coalesce(sum(amount_kurus) filter (where status = 'paid'), 0)::float8 as paid_kurus
        from withdrawal_requests`,
  );
  return {
    pending_withdrawals: row?.pending ?? 0,
    pending_withdrawals_amount: kurusToLira(row?.pending_kurus ?? 0),
    approved_withdrawals: row?.approved ?? 0,
    paid_total: kurusToLira(row?.paid_kurus ?? 0),
  };
}

export async function documentStats(db: Db): Promise<DocumentStats> {
  const row = await queryOne(
    db,
    'documentStats',
    z.object({
      pending: int,
      pending_applications: int,
      approved_applications: int,
      rejected_applications: int,
      total_documents: int,
    }) satisfies z.ZodType<DocumentStats, unknown>,
    sql`select
          (select count(*)::int from salon_application_documents d
             join salon_applications a on a.id = d.application_id where a.status = 'pending') as pending,
          count(*) filter (where status = 'pending')::int as pending_applications,
          count(*) filter (where status = 'approved')::int as approved_applications,
          count(*) filter (where status = 'rejected')::int as rejected_applications,
          (select count(*)::int from salon_application_documents) as total_documents
        from salon_applications`,
  );
  return row!;
}

export async function supportStats(db: Db): Promise<SupportStats> {
  const row = await queryOne(
    db,
    'supportStats',
    z.object({ waiting_admin: int, open: int, closed: int, total: int }) satisfies z.ZodType<
      SupportStats,
      unknown
    >,
    sql`select count(*) filter (where status = 'waiting_admin')::int as waiting_admin,
               count(*) filter (where status <> 'closed')::int as open,
               count(*) filter (where status = 'closed')::int as closed,
               count(*)::int as total
        from support_threads`,
  );
  return row!;
}

export async function userStats(db: Db, now: Date): Promise<UserStats> {
  const row = await queryOne(
    db,
    'userStats',
    z.object({
      total: num,
      customer: num,
      salon_owner: num,
      staff: num,
      admin: num,
      active: num,
      inactive: num,
      verified: num,
      new7: num,
      new30: num,
    }),
    sql`select count(*)::int as total,
               count(*) filter (where user_type = 'customer')::int as customer,
               count(*) filter (where user_type = 'salon_owner')::int as salon_owner,
               count(*) filter (where user_type = 'staff')::int as staff,
               count(*) filter (where user_type = 'admin')::int as admin,
               count(*) filter (where is_active)::int as active,
               count(*) filter (where not is_active)::int as inactive,
               count(*) filter (where email_verified_at is not null)::int as verified,
               count(*) filter (where created_at >= ${ts(now)} - interval '7 days')::int as new7,
               count(*) filter (where created_at >= ${ts(now)} - interval '30 days')::int as new30
        from users`,
  );
  const r = row!;
  return {
    total: r.total,
    by_type: { customer: r.customer, salon_owner: r.salon_owner, staff: r.staff, admin: r.admin },
    active: r.active,
    inactive: r.inactive,
    verified: r.verified,
    new_last_7_days: r.new7,
    new_last_30_days: r.new30,
  };
}

/**
 * Per salon: completed appointments earned, paid out and requested; a salon's payable balance is
 * max(0, earned − paid − pending − approved); the totals add the salons up.
 */
export async function walletStats(db: Db): Promise<WalletStats> {
  const row = await queryOne(
    db,
    'walletStats',
    z.object({
      earned: num,
      paid: num,
      pending: num,
      pending_count: num,
      payable: num,
      salons_with_balance: num,
    }),
    sql`with earned as (
          select salon_id, sum(total_price_kurus) as kurus from appointments
          where status = 'completed' and deleted_at is null group by salon_id
        ), withdrawn as (
          select salon_id,
                 sum(amount_kurus) filter (where status = 'paid') as paid,
                 sum(amount_kurus) filter (where status = 'pending') as pending,
                 sum(amount_kurus) filter (where status = 'approved') as approved,
                 count(*) filter (where status = 'pending') as pending_count
          from withdrawal_requests group by salon_id
        ), per_salon as (
          select coalesce(e.kurus, 0) as earned, coalesce(w.paid, 0) as paid, coalesce(w.pending, 0) as pending,
                 coalesce(w.approved, 0) as approved, coalesce(w.pending_count, 0) as pending_count
          from earned e full join withdrawn w on w.salon_id = e.salon_id
        )
        select coalesce(sum(earned), 0)::float8 as earned,
               coalesce(sum(paid), 0)::float8 as paid,
               coalesce(sum(pending), 0)::float8 as pending,
               coalesce(sum(pending_count), 0)::int as pending_count,
               coalesce(sum(greatest(earned - paid - pending - approved, 0)), 0)::float8 as payable,
               count(*) filter (where earned - paid - pending - approved > 0)::int as salons_with_balance
        from per_salon`,
  );
  const r = row!;
  return {
    total_earned: kurusToLira(r.earned),
    total_paid_out: kurusToLira(r.paid),
    pending_withdrawals_amount: kurusToLira(r.pending),
    pending_withdrawals: r.pending_count,
    payable_balance: kurusToLira(r.payable),
    salons_with_balance: r.salons_with_balance,
  };
}

export async function paymentStatistics(
  db: Db,
  from: Date,
  to: Date,
): Promise<Omit<PaymentStatistics, 'time_range'>> {
  const rows = await queryRows(
    db,
    'paymentStatistics',
    z.object({
      payment_method: z.enum(paymentMethods),
      payment_status: z.enum(paymentStatuses),
      n: num,
      kurus: num,
    }),
    sql`select payment_method, payment_status, count(*)::int as n,
               coalesce(sum(total_price_kurus), 0)::float8 as kurus
        from appointments
        where deleted_at is null and status <> 'cancelled'
          and starts_at >= ${ts(from)} and starts_at < ${ts(to)}
        group by payment_method, payment_status`,
  );
  const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
    rows
      .filter(pick)
      .reduce((acc, r) => ({ n: acc.n + r.n, kurus: acc.kurus + r.kurus }), { n: 0, kurus: 0 });
  const all = sum(() => true);
  return {
    transactions: all.n,
    total_amount: kurusToLira(all.kurus),
    paid_amount: kurusToLira(sum((r) => r.payment_status === 'paid').kurus),
    unpaid_amount: kurusToLira(sum((r) => r.payment_status === 'unpaid').kurus),
    refunded_amount: kurusToLira(sum((r) => r.payment_status === 'refunded').kurus),
    by_method: (['card', 'pay_at_salon'] as const).map((method) => {
      const s = sum((r) => r.payment_method === method);
      return { method, count: s.n, amount: kurusToLira(s.kurus) };
    }),
    by_status: (['paid', 'unpaid', 'refunded'] as const).map((status) => {
      const s = sum((r) => r.payment_status === status);
      return { status, count: s.n, amount: kurusToLira(s.kurus) };
    }),
  };
}

/** Refunds waiting for an administrator (ADR 0048) and card refunds the provider has not answered yet. */
export async function refundStats(db: Db): Promise<RefundStats> {
  const row = await queryOne(
    db,
    'refundStats',
    z.object({ requested: int, processing: int }) satisfies z.ZodType<RefundStats, unknown>,
    sql`select count(*) filter (where status = 'requested')::int as requested,
               count(*) filter (where status = 'processing')::int as processing
        from refunds`,
  );
  return row!;
}
