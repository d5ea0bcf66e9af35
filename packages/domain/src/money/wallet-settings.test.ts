import { describe, expect, it } from 'vitest';
import { topUpBonus, topUpProblem, walletSettingsProblems, type BonusRuleInput } from './wallet-settings';

const rules: BonusRuleInput[] = [
  { min_top_up_kurus: 50_000, bonus_kurus: 2_500, active: true },
  { min_top_up_kurus: 100_000, bonus_kurus: 7_500, active: true },
  { min_top_up_kurus: 200_000, bonus_kurus: 30_000, active: false },
];

describe('topUpBonus', () => {
  it.each<[number, number | null]>([
    [49_999, null],
    [50_000, 2_500],
    [99_999, 2_500],
    [100_000, 7_500],
    [500_000, 7_500],
  ])('a top-up of %i kuruş gets %s', (amount, bonus) => {
    expect(topUpBonus(amount, rules)?.bonus_kurus ?? null).toBe(bonus);
  });
});

describe('topUpProblem', () => {
  const limits = { top_up_min_kurus: 10_000, top_up_max_kurus: 500_000 };
  it.each<[number, string | null]>([
    [9_999, 'Yükleme tutarı en az ₺100 olabilir.'],
    [10_000, null],
    [500_000, null],
    [500_001, 'Yükleme tutarı en fazla ₺5.000 olabilir.'],
  ])('%i kuruş → %s', (amount, problem) => {
    expect(topUpProblem(amount, limits)).toBe(problem);
  });
});

describe('walletSettingsProblems', () => {
  it('accepts sane settings', () => {
    expect(
      walletSettingsProblems({ top_up_min_kurus: 5_000, top_up_max_kurus: 1_000_000, bonus_rules: rules }),
    ).toEqual({});
  });
  it('names each wrong field in Turkish', () => {
    expect(
      walletSettingsProblems({
        top_up_min_kurus: 10_000,
        top_up_max_kurus: 5_000,
        bonus_rules: [
          { min_top_up_kurus: 1_000, bonus_kurus: 2_000, active: true },
          { min_top_up_kurus: 1_000, bonus_kurus: 100, active: true },
        ],
      }),
    ).toEqual({
      top_up_max_kurus: ['En yüksek yükleme tutarı en düşük tutardan küçük olamaz.'],
      'bonus_rules.0.bonus_kurus': ['Bonus, yükleme tutarından büyük olamaz.'],
      'bonus_rules.0.min_top_up_kurus': ['Kuralın yükleme tutarı yükleme sınırları içinde olmalıdır.'],
      'bonus_rules.1.min_top_up_kurus': [
        'Kuralın yükleme tutarı yükleme sınırları içinde olmalıdır.',
        'Aynı yükleme tutarı için birden fazla kural olamaz.',
      ],
    });
  });
});
