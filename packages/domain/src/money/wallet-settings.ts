import { formatTRY } from '../format/money';

/**
 * Wallet settings (issue 18 item 4, ADR 0048): the limits of one top-up and the bonus rules ("top up at least X, get
 * Y"), set by an administrator at /admin#wallet-settings and enforced on every top-up. A bonus is Salonya's money
 * (promotion funding), credited with the top-up's capture.
 */

export { WALLET_LIMIT_BOUNDS } from './journals';
/** At most this many bonus rules. */
export const MAX_BONUS_RULES = 10;

export interface BonusRuleInput {
  min_top_up_kurus: number;
  bonus_kurus: number;
  active: boolean;
}

export interface WalletSettingsInput {
  top_up_min_kurus: number;
  top_up_max_kurus: number;
  bonus_rules: BonusRuleInput[];
}

export const WALLET_SETTINGS_MESSAGES = {
  saved: 'Cüzdan ayarları kaydedildi.',
  maxBelowMin: 'En yüksek yükleme tutarı en düşük tutardan küçük olamaz.',
  bonusTooLarge: 'Bonus, yükleme tutarından büyük olamaz.',
  duplicateRule: 'Aynı yükleme tutarı için birden fazla kural olamaz.',
  ruleOutsideLimits: 'Kuralın yükleme tutarı yükleme sınırları içinde olmalıdır.',
  topUpBelowMin: (min: number) => `Yükleme tutarı en az ${formatTRY(min)} olabilir.`,
  topUpAboveMax: (max: number) => `Yükleme tutarı en fazla ${formatTRY(max)} olabilir.`,
  bonusReason: (bonus: number, min: number) =>
    `${formatTRY(min)} ve üzeri yüklemeye ${formatTRY(bonus)} bonus`,
} as const;

/** Field errors of settings an administrator submits (the shape is checked by the contract before). */
export function walletSettingsProblems(s: WalletSettingsInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (s.top_up_max_kurus < s.top_up_min_kurus) add('top_up_max_kurus', WALLET_SETTINGS_MESSAGES.maxBelowMin);
  const seen = new Set<number>();
  s.bonus_rules.forEach((r, i) => {
    if (r.bonus_kurus > r.min_top_up_kurus)
      add(`bonus_rules.${String(i)}.bonus_kurus`, WALLET_SETTINGS_MESSAGES.bonusTooLarge);
    if (r.min_top_up_kurus < s.top_up_min_kurus || r.min_top_up_kurus > s.top_up_max_kurus)
      add(`bonus_rules.${String(i)}.min_top_up_kurus`, WALLET_SETTINGS_MESSAGES.ruleOutsideLimits);
    if (seen.has(r.min_top_up_kurus))
      add(`bonus_rules.${String(i)}.min_top_up_kurus`, WALLET_SETTINGS_MESSAGES.duplicateRule);
    seen.add(r.min_top_up_kurus);
  });
  return errors;
}

/** Why a top-up amount is refused under the limits, or null. */
export function topUpProblem(
  amountKurus: number,
  limits: { top_up_min_kurus: number; top_up_max_kurus: number },
): string | null {
  if (amountKurus < limits.top_up_min_kurus)
    return WALLET_SETTINGS_MESSAGES.topUpBelowMin(limits.top_up_min_kurus);
  if (amountKurus > limits.top_up_max_kurus)
    return WALLET_SETTINGS_MESSAGES.topUpAboveMax(limits.top_up_max_kurus);
  return null;
}

/** The bonus of a top-up: the active rule with the largest threshold the amount reaches (one rule, never summed). */
export function topUpBonus<R extends BonusRuleInput>(amountKurus: number, rules: readonly R[]): R | null {
  let best: R | null = null;
  for (const r of rules)
    if (
      r.active &&
      amountKurus >= r.min_top_up_kurus &&
      (!best || r.min_top_up_kurus > best.min_top_up_kurus)
    )
      best = r;
  return best;
}
