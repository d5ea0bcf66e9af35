import { LOCALE } from '../constants';

/**
 * One money format (issue 21 item 12, ADR 0033): integer kuruş in, '₺2.000' out when the amount is whole lira,
 * '₺2.000,50' when it has kuruş. No rounding away of kuruş, no '₺2.000,00', no '2.000 ₺'.
 */

const withKurus = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeLira = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 200000 → '₺2.000', 200050 → '₺2.000,50', -1500 → '-₺15'. */
export function formatTRY(kurus: number): string {
  const value = Math.round(kurus);
  const abs = Math.abs(value);
  const text = abs % 100 === 0 ? wholeLira.format(abs / 100) : withKurus.format(abs / 100);
  return `${value < 0 ? '-' : ''}₺${text}`;
}

/** Lira as the API sends some amounts (a number of lira, maybe with kuruş) → kuruş, exactly to the kuruş. */
export function liraToKurus(lira: number): number {
  return Math.round(lira * 100);
}

/** '₺380 – ₺4.250' (kuruş); one amount when both ends are equal or one is missing; null without either. */
export function formatTRYRange(minKurus: number | null, maxKurus: number | null): string | null {
  if (minKurus === null && maxKurus === null) return null;
  if (minKurus === null || maxKurus === null || minKurus === maxKurus || maxKurus <= 0) {
    return formatTRY((minKurus ?? maxKurus)!);
  }
  return `${formatTRY(minKurus)} – ${formatTRY(maxKurus)}`;
}

/**
 * Kuruş as a lira number in the Turkish format, always with two decimals and no sign of the currency: 125050 →
 * '1.250,50', 200000 → '2.000,00'. For tables and exports a spreadsheet in tr-TR reads as numbers (CSV columns).
 */
export function formatLiraNumber(kurus: number): string {
  const value = Math.round(kurus);
  return `${value < 0 ? '-' : ''}${withKurus.format(Math.abs(value) / 100)}`;
}
