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
