import { formatTRY } from '../format/money';

/**
 * Card instalments (taksit, issue 18 item 2, ADR 0049). A provider offers, for a card's BIN and an amount, the
 * instalment counts the card's bank runs and what each costs: the total the card is charged (the amount, or more
 * when the bank adds a maturity difference) and the amount of one instalment. The customer picks one; the total shown
 * is the total charged (the booking request carries it and the server refuses a total that no longer matches).
 */

export interface InstallmentOption {
  /** 1 = a single payment (tek çekim). */
  count: number;
  /** What one instalment costs (kuruş), as the provider rounds it. */
  perInstallmentKurus: number;
  /** What the card is charged in all (kuruş): the amount plus any maturity difference. */
  totalKurus: number;
}

/** The instalment counts iyzico and the Turkish card programmes run (Bonus, World, Maximum, Axess, …). */
export const INSTALLMENT_COUNTS = [1, 2, 3, 6, 9, 12] as const;
export const MAX_INSTALLMENTS = 12;

/** A BIN is the card number's first 6 or 8 digits; the lookup uses 8 when the number has them. */
export const BIN_LENGTH = 8;
export function binOf(cardDigits: string): string {
  return cardDigits.replace(/\D/g, '').slice(0, BIN_LENGTH);
}

/**
 * The option for a count, from the amount and a maturity rate in basis points (1 % = 100): the total is rounded
 * half up to the kuruş; one instalment is the total divided by the count, rounded half up (the bank's last
 * instalment absorbs the difference, as iyzico's installmentPrice does).
 */
export function installmentOption(
  amountKurus: number,
  count: number,
  rateBasisPoints: number,
): InstallmentOption {
  const totalKurus = amountKurus + Math.floor((amountKurus * rateBasisPoints + 5_000) / 10_000);
  return { count, perInstallmentKurus: Math.floor((totalKurus * 2 + count) / (count * 2)), totalKurus };
}

/**
 * The test provider's table (test mode only): the test cards' BINs get 1, 2, 3, 6 and 9 instalments, the first two
 * at the cash price ('peşin fiyatına'), the others with a fixed maturity difference; any other BIN gets a single
 * payment. Deterministic, so tests and the browser tests know every figure.
 */
export const TEST_INSTALLMENT_RATES: Readonly<Record<number, number>> = {
  1: 0,
  2: 0,
  3: 300,
  6: 600,
  9: 900,
};
export const TEST_INSTALLMENT_BINS: readonly string[] = ['42424242', '40000000'];

export function testInstallmentOptions(bin: string, amountKurus: number): InstallmentOption[] {
  const counts = TEST_INSTALLMENT_BINS.includes(bin.slice(0, BIN_LENGTH))
    ? Object.keys(TEST_INSTALLMENT_RATES).map(Number)
    : [1];
  return counts.map((count) => installmentOption(amountKurus, count, TEST_INSTALLMENT_RATES[count] ?? 0));
}

/** 'Tek çekim' or '3 taksit'. */
export function installmentLabel(count: number): string {
  return count === 1 ? 'Tek çekim' : `${String(count)} taksit`;
}

/** What the payment step shows for an option: 'Tek çekim: ₺100' or '3 taksit × ₺34,33 = ₺103'. */
export function installmentSummary(option: InstallmentOption): string {
  return option.count === 1
    ? `Tek çekim: ${formatTRY(option.totalKurus)}`
    : `${installmentLabel(option.count)} × ${formatTRY(option.perInstallmentKurus)} = ${formatTRY(option.totalKurus)}`;
}

export const INSTALLMENT_MESSAGES = {
  notOffered: 'Bu kart için seçilen taksit sayısı sunulmuyor. Lütfen taksit seçeneğini yeniden seçin.',
  totalChanged: (total: number) =>
    `Taksitli toplam tutar değişti; güncel tutar ${formatTRY(total)}. Lütfen taksit seçeneğini yeniden seçin.`,
  totalRequired: 'Taksitli ödemede gösterilen toplam tutar da gönderilmelidir.',
  topUpSingle: 'Bakiye yüklemede taksit kullanılamaz; tek çekim seçin.',
  unavailable: 'Taksit seçenekleri şu anda alınamadı. Tek çekim ile devam edebilirsiniz.',
} as const;

/** Parses a lira amount as iyzico writes it ('103.0', '34.33', '1,234.5' never) into kuruş, exactly. */
export function decimalLiraToKurus(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,8}))?$/.exec(text);
  if (!m) return null;
  const fraction = (m[2] ?? '').padEnd(3, '0');
  const kurus = Number(m[1]) * 100 + Number(fraction.slice(0, 2));
  // Half up on the third decimal (iyzico sends two; anything more is rounded like the bank does).
  return kurus + (Number(fraction[2]) >= 5 ? 1 : 0);
}

/** Kuruş → the decimal lira iyzico expects ('103.5', '100.0'), never through a float. */
export function kurusToDecimalLira(kurus: number): string {
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  if (rest === 0) return `${String(lira)}.0`;
  return `${String(lira)}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
