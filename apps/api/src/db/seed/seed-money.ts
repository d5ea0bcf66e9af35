import { walletBonusJournal } from '@salonya/domain/money/journals';
import { sql } from 'drizzle-orm';
import { postJournal } from '../../modules/money/ledger.repository';
import type { Db } from '../client';
import { idRow, queryOne } from '../rows';
import { inTransaction } from '../transaction';

/** The demo customer's welcome bonus (kuruş): a real ledger journal from promotion funding, written once. */
export const DEMO_WALLET_BONUS_KURUS = 50_000;

/** Gives the demo customer a small wallet balance through the ledger (ADR 0041); nothing if the wallet has history. */
export async function seedDemoWallet(db: Db): Promise<number> {
  const customer = await queryOne(
    db,
    'seedDemoWallet.customer',
    idRow,
    sql`select u.id from users u where u.email = 'musteri@salonya.test'
      and not exists (select 1 from ledger_accounts a where a.user_id = u.id)`,
  );
  if (!customer) return 0;
  await inTransaction(db, (tx) =>
    postJournal(tx, walletBonusJournal(customer.id, DEMO_WALLET_BONUS_KURUS), {
      reason: 'Hoş geldin bonusu',
    }),
  );
  return DEMO_WALLET_BONUS_KURUS;
}

/**
 * Demo coupons (issue 18 item 5, ADR 0047): a platform coupon for everyone, a first-booking one, and the demo owner's
 * first salon's own coupon. Written once (codes are unique).
 */
export async function seedDemoCoupons(db: Db): Promise<void> {
  await db.execute(sql`
    insert into coupons (code, title, kind, value, funded_by, salon_id, min_amount_kurus, per_user_limit,
      first_booking_only, starts_at, ends_at)
    values
      ('YAZ10', 'Salonya''dan %10 indirim', 'percent', 10, 'platform', null, 0, 3, false,
        '2026-01-01T00:00:00+03:00', '2031-01-01T00:00:00+03:00'),
      ('ILKRANDEVU', 'İlk randevuna %15 indirim', 'percent', 15, 'platform', null, 0, 1, true,
        '2026-01-01T00:00:00+03:00', '2031-01-01T00:00:00+03:00')
    on conflict (code) do nothing`);
  await db.execute(sql`
    insert into coupons (code, title, kind, value, funded_by, salon_id, min_amount_kurus, per_user_limit,
      starts_at, ends_at)
    select 'SALON50', s.name || ' salonunda ₺50 indirim', 'fixed', 5000, 'salon', s.id, 20000, 1,
      '2026-01-01T00:00:00+03:00', '2031-01-01T00:00:00+03:00'
    from salons s join users u on u.id = s.owner_user_id
    where u.email = 'salon@salonya.test' order by s.id limit 1
    on conflict (code) do nothing`);
}
