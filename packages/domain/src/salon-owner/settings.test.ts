import { describe, expect, it } from 'vitest';
import {
  bookingRuleError,
  ownerWantsMail,
  SALON_SETTINGS_DEFAULTS,
  SALON_SETTINGS_MESSAGES as M,
  validateSalonSettings,
  type BookingRuleField,
  type SalonSettingsInput,
} from './settings';

describe('bookingRuleError', () => {
  it.each<[BookingRuleField, number, string | null]>([
    ['min_notice_minutes', 0, null],
    ['min_notice_minutes', 15, null],
    ['min_notice_minutes', 10_080, null],
    ['min_notice_minutes', 10, M.step('min_notice_minutes')],
    ['min_notice_minutes', -15, M.range('min_notice_minutes')],
    ['min_notice_minutes', 10_095, M.range('min_notice_minutes')],
    ['min_notice_minutes', 30.5, M.mustBeWhole('min_notice_minutes')],
    ['max_advance_days', 1, null],
    ['max_advance_days', 365, null],
    ['max_advance_days', 0, M.range('max_advance_days')],
    ['max_advance_days', 366, M.range('max_advance_days')],
    ['buffer_minutes', 0, null],
    ['buffer_minutes', 5, null],
    ['buffer_minutes', 120, null],
    ['buffer_minutes', 7, M.step('buffer_minutes')],
    ['buffer_minutes', 125, M.range('buffer_minutes')],
    ['cancellation_cutoff_minutes', 0, null],
    ['cancellation_cutoff_minutes', 1440, null],
    ['cancellation_cutoff_minutes', 20, M.step('cancellation_cutoff_minutes')],
    ['cancellation_cutoff_minutes', 20_000, M.range('cancellation_cutoff_minutes')],
  ])('%s = %d → %s', (field, value, expected) => {
    expect(bookingRuleError(field, value)).toBe(expected);
  });

  it('says the limits in Turkish', () => {
    expect(M.range('max_advance_days')).toBe('En fazla ileri tarih 1 ile 365 gün arasında olmalıdır');
    expect(M.step('buffer_minutes')).toBe('Randevu arası tampon süre 5 dakikalık adımlarla seçilmelidir');
  });
});

describe('validateSalonSettings', () => {
  const base = SALON_SETTINGS_DEFAULTS;
  it.each<[string, Partial<SalonSettingsInput>, Record<string, string[]>]>([
    ['the defaults', {}, {}],
    ['a day of notice and a week ahead', { min_notice_minutes: 1440, max_advance_days: 7 }, {}],
    [
      'a notice as long as the bookable window',
      { min_notice_minutes: 1440, max_advance_days: 1 },
      { min_notice_minutes: [M.noticeBeyondAdvance] },
    ],
    [
      'two bad fields at once',
      { buffer_minutes: 3, max_advance_days: 0 },
      { buffer_minutes: [M.step('buffer_minutes')], max_advance_days: [M.range('max_advance_days')] },
    ],
    [
      'a bad advance hides the cross-field rule',
      { min_notice_minutes: 1440, max_advance_days: 400 },
      { max_advance_days: [M.range('max_advance_days')] },
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateSalonSettings({ ...base, ...change })).toEqual(expected);
  });
});

describe('ownerWantsMail', () => {
  it.each([
    ['new_booking', { notify_new_booking: false }, false],
    ['new_booking', {}, true],
    ['cancellation', { notify_cancellation: false }, false],
    ['cancellation', { notify_new_booking: false }, true],
    ['daily_digest', { notify_daily_digest: false }, false],
  ] as const)('%s with %o → %s', (kind, change, expected) => {
    expect(ownerWantsMail({ ...SALON_SETTINGS_DEFAULTS, ...change }, kind)).toBe(expected);
  });
});
