import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryOne, queryRows, runStatement } from '../../db/rows';

/** The wallet settings (migration 0031, ADR 0048): top-up limits and bonus rules, set at /admin#wallet-settings. */

export interface BonusRule {
  id: number;
  min_top_up_kurus: number;
  bonus_kurus: number;
  active: boolean;
}

export interface WalletSettings {
  top_up_min_kurus: number;
  top_up_max_kurus: number;
  bonus_rules: BonusRule[];
}

const limitsRow = z.object({ top_up_min_kurus: int, top_up_max_kurus: int });
const ruleRow = z.object({ id: int, min_top_up_kurus: int, bonus_kurus: int, active: z.boolean() });

export async function loadWalletSettings(db: Db): Promise<WalletSettings> {
  const limits = await queryOne(
    db,
    'walletSettings',
    limitsRow,
    sql`select top_up_min_kurus, top_up_max_kurus from wallet_settings where id = 1`,
  );
  const rules = await queryRows(
    db,
    'walletBonusRules',
    ruleRow,
    sql`select id, min_top_up_kurus, bonus_kurus, active from wallet_bonus_rules order by min_top_up_kurus, id`,
  );
  return {
    top_up_min_kurus: limits?.top_up_min_kurus ?? 5_000,
    top_up_max_kurus: limits?.top_up_max_kurus ?? 1_000_000,
    bonus_rules: rules,
  };
}

/** Replaces the limits and the rule list in the caller's transaction. */
export async function saveWalletSettings(
  tx: Db,
  s: {
    top_up_min_kurus: number;
    top_up_max_kurus: number;
    bonus_rules: { min_top_up_kurus: number; bonus_kurus: number; active: boolean }[];
  },
  byUserId: number,
): Promise<void> {
  await runStatement(
    tx,
    sql`insert into wallet_settings (id, top_up_min_kurus, top_up_max_kurus, updated_by_user_id)
      values (1, ${s.top_up_min_kurus}, ${s.top_up_max_kurus}, ${byUserId})
      on conflict (id) do update set top_up_min_kurus = excluded.top_up_min_kurus,
        top_up_max_kurus = excluded.top_up_max_kurus, updated_by_user_id = excluded.updated_by_user_id,
        updated_at = now()`,
  );
  await runStatement(tx, sql`delete from wallet_bonus_rules`);
  for (const r of s.bonus_rules)
    await runStatement(
      tx,
      sql`insert into wallet_bonus_rules (min_top_up_kurus, bonus_kurus, active)
        values (${r.min_top_up_kurus}, ${r.bonus_kurus}, ${r.active})`,
    );
}
