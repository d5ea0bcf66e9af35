import { describe, expect, it } from 'vitest';
import {
  binOf,
  decimalLiraToKurus,
  installmentOption,
  installmentSummary,
  kurusToDecimalLira,
  testInstallmentOptions,
} from './installments';

describe('instalments (ADR 0049)', () => {
  it('rounds the total and one instalment half up to the kuruş', () => {
    expect(installmentOption(10_000, 3, 300)).toEqual({
      count: 3,
      perInstallmentKurus: 3_433,
      totalKurus: 10_300,
    });
    expect(installmentOption(40_000, 3, 300)).toEqual({
      count: 3,
      perInstallmentKurus: 13_733,
      totalKurus: 41_200,
    });
    // 0.5 kuruş of maturity difference rounds up.
    expect(installmentOption(50, 2, 100).totalKurus).toBe(51);
    expect(installmentOption(10_001, 2, 0)).toEqual({
      count: 2,
      perInstallmentKurus: 5_001,
      totalKurus: 10_001,
    });
  });

  it('the test BINs get 1, 2, 3, 6, 9 instalments; any other card a single payment', () => {
    expect(testInstallmentOptions('42424242', 10_000).map((o) => [o.count, o.totalKurus])).toEqual([
      [1, 10_000],
      [2, 10_000],
      [3, 10_300],
      [6, 10_600],
      [9, 10_900],
    ]);
    expect(testInstallmentOptions('55287900', 10_000)).toEqual([
      { count: 1, perInstallmentKurus: 10_000, totalKurus: 10_000 },
    ]);
  });

  it('reads the BIN of a typed card number', () => {
    expect(binOf('4242 4242 4242 4242')).toBe('42424242');
    expect(binOf('4242-42')).toBe('424242');
  });

  it('converts between kuruş and the decimal lira iyzico writes, exactly', () => {
    expect(kurusToDecimalLira(10_000)).toBe('100.0');
    expect(kurusToDecimalLira(10_350)).toBe('103.5');
    expect(kurusToDecimalLira(3_467)).toBe('34.67');
    expect(kurusToDecimalLira(5)).toBe('0.05');
    expect(decimalLiraToKurus('103.5')).toBe(10_350);
    expect(decimalLiraToKurus(34.67)).toBe(3_467);
    expect(decimalLiraToKurus(103)).toBe(10_300);
    expect(decimalLiraToKurus('0.005')).toBe(1);
    expect(decimalLiraToKurus('1,5')).toBeNull();
    expect(decimalLiraToKurus('-1')).toBeNull();
  });

  it('says an option in Turkish', () => {
    expect(installmentSummary({ count: 1, perInstallmentKurus: 10_000, totalKurus: 10_000 })).toBe(
      'Tek çekim: ₺100',
    );
    expect(installmentSummary({ count: 3, perInstallmentKurus: 3_433, totalKurus: 10_300 })).toBe(
      '3 taksit × ₺34,33 = ₺103',
    );
  });
});
