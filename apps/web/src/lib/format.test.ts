import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatKurus,
  formatPrice,
  formatRelativeTime,
  formatTime,
} from './format';

// U+00A0 / U+202F may separate the parts depending on ICU; compare without them.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('format (tr-TR, Europe/Istanbul)', () => {
  it('formats lira amounts with the ₺ sign', () => {
    expect(plain(formatCurrency(1250.5))).toBe('₺1.250,50');
    expect(plain(formatKurus(125050))).toBe('₺1.250,50');
    expect(plain(formatPrice(300))).toBe('₺300');
    expect(plain(formatPrice(299.9))).toBe('₺299,90');
  });

  it('shows dates and times in Istanbul time (UTC+3)', () => {
    const instant = '2026-11-22T21:30:00Z';
    expect(formatDate(instant)).toBe('23 Kasım 2026');
    expect(formatTime(instant)).toBe('00:30');
    expect(formatDateTime('2026-11-22T11:05:00Z')).toBe('22 Kasım 2026 14:05');
  });

  it('gives the relative labels of SPEC §9', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatRelativeTime(now - 20_000, now)).toBe('Az önce');
    expect(formatRelativeTime(now + 60_000, now)).toBe('Az önce');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5 dakika önce');
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe('3 saat önce');
    expect(formatRelativeTime(now - 6 * 86_400_000, now)).toBe('6 gün önce');
    expect(formatRelativeTime(now - 7 * 86_400_000, now)).toBe('15 Kasım 2026');
  });
});
