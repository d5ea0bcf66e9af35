import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthShort,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatWeekday,
  formatWeekdayShort,
} from './date';
import { formatLiraNumber, formatTRY, formatTRYRange, liraToKurus } from './money';
import { formatProperName, initialsOf, personInitialsOf, salonsOfCategory } from './names';
import {
  formatDecimal,
  formatFileSize,
  formatKilometres,
  formatNumber,
  formatPercent,
  formatRating,
  formatSignedPercent,
} from './number';
import { formatPhone, telHref } from './phone';

// Depending on ICU, a no-break space may separate parts; compare without it.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatTRY: kuruş in, one money format out (issue 21 item 12)', () => {
  it.each([
    [200000, '₺2.000'],
    [200050, '₺2.000,50'],
    [909355025, '₺9.093.550,25'],
    [0, '₺0'],
    [5, '₺0,05'],
    [-1500, '-₺15'],
    [45000.4, '₺450'],
  ])('%d kuruş → %s', (kurus, text) => {
    expect(plain(formatTRY(kurus))).toBe(text);
  });

  it.each([
    [38000, 425000, '₺380 – ₺4.250'],
    [38000, 38000, '₺380'],
    [null, 38000, '₺380'],
    [38000, null, '₺380'],
  ] as const)('range %s–%s → %s', (min, max, text) => {
    expect(formatTRYRange(min, max)).toBe(text);
  });

  it('has no range without amounts, and converts lira exactly', () => {
    expect(formatTRYRange(null, null)).toBeNull();
    expect(liraToKurus(299.9)).toBe(29990);
    expect(liraToKurus(1250.5)).toBe(125050);
  });
});

describe('numbers, ratings and percentages', () => {
  it.each([
    ['4.9', '4,9'],
    [4.86, '4,9'],
    [5, '5,0'],
    [null, '0,0'],
    ['abc', '0,0'],
    [7, '5,0'],
  ] as const)('rating %s → %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });

  it.each([
    [25, '%25'],
    [12.5, '%12,5'],
    [12.345, '%12,3'],
    [0, '%0'],
    [-4, '-%4'],
  ])('percent %d → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    [12.3, '+%12,3'],
    [-4, '-%4'],
    [0, '%0'],
  ])('signed percent %d → %s', (value, text) => {
    expect(formatSignedPercent(value)).toBe(text);
  });

  it.each([
    [1250, 2, '1.250'],
    [0.35, 2, '0,35'],
    [1234567.891, 0, '1.234.568'],
    [2.46, 1, '2,5'],
  ])('number %d (max %d decimals) → %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it.each([
    [512, '1 KB'],
    [48_000, '47 KB'],
    [2_400_000, '2,3 MB'],
  ])('file size %d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('writes kilometres and fixed decimals with a decimal comma', () => {
    expect(formatKilometres(2.46)).toBe('2,5 km');
    expect(formatDecimal(41.0082, 5)).toBe('41,00820');
  });
});

describe('dates by rule, in Istanbul time', () => {
  it.each([
    [formatDate, '2026-11-27T09:00:00Z', '27 Kasım 2026'],
    [formatDate, '2026-11-26T21:30:00Z', '27 Kasım 2026'],
    [formatDate, '2026-11-27', '27 Kasım 2026'],
    [formatShortDate, '2026-11-27T09:00:00Z', '27.11.2026'],
    [formatShortDate, '2026-01-05', '05.01.2026'],
    [formatDayMonth, '2026-11-27', '27 Kasım'],
    [formatTime, '2026-11-26T21:30:00Z', '00:30'],
    [formatDateTime, '2026-11-22T11:05:00Z', '22 Kasım 2026 14:05'],
    [formatShortDateTime, '2026-11-22T11:05:00Z', '22.11.2026 14:05'],
    [formatWeekday, '2026-11-27', 'Cuma'],
    [formatWeekdayShort, '2026-11-27', 'Cum'],
    [formatMonthShort, '2026-11-27', 'Kas'],
  ] as const)('%o(%s) → %s', (format, value, text) => {
    expect(format(value)).toBe(text);
  });
});

describe('phone numbers', () => {
  it.each([
    ['+902162453217', '0216 245 32 17'],
    ['0216 245 32 17', '0216 245 32 17'],
    ['(0532) 111-22-33', '0532 111 22 33'],
    ['2162453217', '0216 245 32 17'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('%s → %s', (phone, text) => {
    expect(formatPhone(phone)).toBe(text);
  });

  it.each([
    ['0216 245 32 17', 'tel:+902162453217'],
    ['+902162453217', 'tel:+902162453217'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
  ])('tel link of %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('names and labels', () => {
  it.each([
    ['Serenya Aromatics', 'Serenya Aromatics'],
    ['SERENYA AROMATICS', 'Serenya Aromatics'],
    ['IŞIK GÜZELLİK', 'Işık Güzellik'],
    ['  Tazelik   Skin Studio ', 'Tazelik Skin Studio'],
    ['L’Oréal', 'L’Oréal'],
    ['SERENYA SPA', 'Serenya SPA'],
    ['X', 'X'],
  ])('proper name %s → %s', (name, text) => {
    expect(formatProperName(name)).toBe(text);
  });

  it.each([
    ['Kuaför', 'Kuaför Salonları'],
    ['Kadın Kuaförü', 'Kadın Kuaförü Salonları'],
    ['Masaj Salonu', 'Masaj Salonları'],
    ['Güzellik Salonu', 'Güzellik Salonları'],
    ['Tırnak Salonları', 'Tırnak Salonları'],
  ])('salons of %s → %s (no doubled word)', (category, text) => {
    expect(salonsOfCategory(category)).toBe(text);
  });

  it('takes Turkish initials', () => {
    expect(initialsOf('ışık salon')).toBe('IS');
    expect(initialsOf('Tazelik Skin Studio')).toBe('TS');
  });
});

describe('formatLiraNumber: kuruş as a Turkish lira number for exports', () => {
  it.each([
    [125_050, '1.250,50'],
    [200_000, '2.000,00'],
    [5, '0,05'],
    [-1_500, '-15,00'],
    [0, '0,00'],
  ])('%i → %s', (kurus, text) => {
    expect(formatLiraNumber(kurus)).toBe(text);
  });
});

describe('personInitialsOf', () => {
  it.each([
    ['Ayşe Yılmaz', 'AY'],
    ['Ayşe Nur Yılmaz', 'AY'],
    ['ilker can öztürk', 'İÖ'],
    ['Merve', 'M'],
    ['  Ece   Su  ', 'ES'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(personInitialsOf(name)).toBe(initials);
  });
});
