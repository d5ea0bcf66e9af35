import { describe, expect, it } from 'vitest';
import {
  addBlockingFormSchema,
  addBreakFormSchema,
  editBlockingFormSchema,
  editBreakFormSchema,
  workingWeekFieldOf,
  workingWeekFormSchema,
  workingWeekOrder,
  type AddBlockingFormValues,
  type AddBreakFormValues,
  type EditBlockingFormValues,
  type EditBreakFormValues,
  type WorkingWeekFormValues,
} from './availability-forms';

/** Istanbul is UTC+3: '10:07' there is 07:07Z. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const NOW = at('2026-11-24', '10:07');

/** First message per field, as the forms show them. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('addBlockingFormSchema (SPEC §5, at now)', () => {
  const base: AddBlockingFormValues = {
    staff_user_id: '101',
    date: '2026-11-24',
    start_time: '11:00',
    end_time: '12:00',
    reason: 'Toplantı',
    type: 'meeting',
    is_full_day: false,
    recurring: false,
    recurring_pattern: 'weekly',
    end_date: '',
  };

  it.each<[string, Partial<AddBlockingFormValues>, Date, Record<string, string>]>([
    ['valid', {}, NOW, {}],
    [
      'start at or before now',
      { start_time: '10:00' },
      NOW,
      {
        start_time:
          'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin. (Şu anki saat: 10:07, seçilen saat: 10:00)',
      },
    ],
    ['the same start a day earlier is fine', { start_time: '10:00' }, at('2026-11-23', '10:07'), {}],
    ['past date', { date: '2026-11-23' }, NOW, { date: 'Geçmiş bir tarih seçilemez' }],
    ['no date', { date: '' }, NOW, { date: 'Tarih gerekli' }],
    ['not a date', { date: '2026-02-30' }, NOW, { date: 'Geçerli bir tarih girin' }],
    [
      'not a quarter hour',
      { start_time: '11:10' },
      NOW,
      { start_time: 'Saatler 15 dakikalık aralıklarla seçilmelidir' },
    ],
    [
      'end before start',
      { end_time: '10:45' },
      NOW,
      { end_time: 'Bitiş saati başlangıç saatinden sonra olmalıdır' },
    ],
    [
      'no times',
      { start_time: '', end_time: '' },
      NOW,
      { start_time: 'Başlangıç ve bitiş saati gerekli', end_time: 'Başlangıç ve bitiş saati gerekli' },
    ],
    ['no reason', { reason: '  ' }, NOW, { reason: 'Açıklama gerekli' }],
    [
      'reason over 200',
      { reason: 'x'.repeat(201) },
      NOW,
      { reason: 'Açıklama en fazla 200 karakter olabilir' },
    ],
    ['no staff', { staff_user_id: '' }, NOW, { staff_user_id: 'Lütfen personel seçin' }],
    ['full day ignores the times', { is_full_day: true, start_time: '', end_time: '' }, NOW, {}],
    [
      'recurring end before the date',
      { recurring: true, end_date: '2026-11-20' },
      NOW,
      { end_date: 'Tekrar bitiş tarihi başlangıç tarihinden önce olamaz' },
    ],
  ])('%s', (_, change, now, expected) => {
    const result = addBlockingFormSchema(now, { staffPreset: false }).safeParse({ ...base, ...change });
    expect(fieldErrors(result)).toEqual(expected);
  });

  it('needs no staff when preset (staff adding their own)', () => {
    expect(
      addBlockingFormSchema(NOW, { staffPreset: true }).safeParse({ ...base, staff_user_id: '' }).success,
    ).toBe(true);
  });

  it.each<[string, Partial<AddBlockingFormValues>, Record<string, unknown>]>([
    [
      'full day sends null times',
      { is_full_day: true, start_time: '09:00', end_time: '18:00' },
      { staff_user_id: 101, start_time: null, end_time: null, is_full_day: true, end_date: null },
    ],
    [
      'the end date only when recurring, the reason trimmed',
      { recurring: true, end_date: '2026-12-31', reason: ' Kurs ' },
      { recurring: true, recurring_pattern: 'weekly', end_date: '2026-12-31', reason: 'Kurs' },
    ],
    ['no end date when not recurring', { end_date: '2026-12-31' }, { end_date: null }],
  ])('body: %s', (_, change, expected) => {
    expect(addBlockingFormSchema(NOW, { staffPreset: false }).parse({ ...base, ...change })).toMatchObject(
      expected,
    );
  });
});

describe('editBlockingFormSchema (SPEC §5, at now)', () => {
  const base: EditBlockingFormValues = {
    date: '2026-11-25',
    start_time: '10:00',
    end_time: '11:00',
    reason: 'Fuar',
    type: 'unavailable',
    is_full_day: false,
    status: 'active',
  };
  it.each<[Partial<EditBlockingFormValues>, Record<string, string>]>([
    [{}, {}],
    [{ date: '' }, { date: 'Lütfen tüm zorunlu alanları doldurun' }],
    [{ date: '2026-11-23' }, { date: 'Geçmiş bir tarih seçilemez' }],
    [{ reason: '' }, { reason: 'Lütfen tüm zorunlu alanları doldurun' }],
    [{ start_time: '' }, { start_time: 'Başlangıç ve bitiş saati gerekli' }],
    [{ end_time: '09:45' }, { end_time: 'Bitiş saati başlangıç saatinden sonra olmalıdır' }],
    [{ start_time: '', end_time: '', is_full_day: true }, {}],
  ])('%j', (change, expected) => {
    expect(fieldErrors(editBlockingFormSchema(NOW).safeParse({ ...base, ...change }))).toEqual(expected);
  });
  it('sends a full day as 00:00–23:45', () => {
    expect(editBlockingFormSchema(NOW).parse({ ...base, is_full_day: true, reason: ' Fuar ' })).toEqual({
      ...base,
      start_time: '00:00',
      end_time: '23:45',
      is_full_day: true,
    });
  });
});

describe('break forms (SPEC §5)', () => {
  const add: AddBreakFormValues = {
    staff_user_id: '1',
    name: 'Çay',
    start_time: '12:00',
    end_time: '13:00',
    days: ['monday'],
  };
  it.each<[Partial<AddBreakFormValues>, boolean, Record<string, string>]>([
    [{}, false, {}],
    [{ name: ' ' }, false, { name: 'Mola adı gerekli' }],
    [{ start_time: '' }, false, { start_time: 'Mola için başlangıç ve bitiş saati gerekli' }],
    [{ end_time: '11:00' }, false, { end_time: 'Bitiş saati başlangıç saatinden sonra olmalıdır' }],
    [{ days: [] }, false, { days: 'Lütfen en az bir gün seçin' }],
    [{ staff_user_id: '' }, false, { staff_user_id: 'Lütfen personel seçin' }],
    [{ staff_user_id: '' }, true, {}],
  ])('add %j (preset %s)', (change, staffPreset, expected) => {
    expect(fieldErrors(addBreakFormSchema({ staffPreset }).safeParse({ ...add, ...change }))).toEqual(
      expected,
    );
  });
  it('sends the staff member as a number and the name trimmed', () => {
    expect(addBreakFormSchema({ staffPreset: false }).parse({ ...add, name: ' Çay ' })).toEqual({
      ...add,
      staff_user_id: 1,
      name: 'Çay',
    });
  });

  const edit: EditBreakFormValues = {
    name: 'Öğle arası',
    start_time: '12:30',
    end_time: '13:00',
    days: ['saturday'],
    status: 'cancelled',
  };
  it.each<[Partial<EditBreakFormValues>, Record<string, string>]>([
    [{}, {}],
    [{ name: '' }, { name: 'Mola adı gerekli' }],
    [{ end_time: '' }, { end_time: 'Mola için başlangıç ve bitiş saati gerekli' }],
    [{ days: [] }, { days: 'En az bir gün seçin' }],
  ])('edit %j', (change, expected) => {
    expect(fieldErrors(editBreakFormSchema.safeParse({ ...edit, ...change }))).toEqual(expected);
  });
});

describe('workingWeekFormSchema (domain validateWorkingRanges through the PUT body schema)', () => {
  const week = (days: Record<number, { start_time: string; end_time: string }[]>): WorkingWeekFormValues => ({
    days: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ ranges: days[d] ?? [] })),
  });

  it.each<[string, Record<number, { start_time: string; end_time: string }[]>, Record<string, string>]>([
    [
      'valid',
      {
        1: [
          { start_time: '09:00', end_time: '12:00' },
          { start_time: '13:00', end_time: '18:00' },
        ],
      },
      {},
    ],
    [
      'end before start',
      { 2: [{ start_time: '12:00', end_time: '09:00' }] },
      { 'days.1.ranges.0.end_time': 'Başlangıç saati bitiş saatinden önce olmalıdır' },
    ],
    [
      'not on the grid',
      { 3: [{ start_time: '09:10', end_time: '12:00' }] },
      { 'days.2.ranges.0.start_time': 'Saatler 15 dakikalık aralıklarla seçilmelidir' },
    ],
    [
      'empty time',
      { 3: [{ start_time: '09:00', end_time: '' }] },
      { 'days.2.ranges.0.end_time': 'Saat SS:DD biçiminde olmalıdır' },
    ],
    [
      'overlap in a day (reported on the later range of the form)',
      {
        4: [
          { start_time: '13:00', end_time: '18:00' },
          { start_time: '09:00', end_time: '14:00' },
        ],
      },
      { 'days.3.ranges.0.start_time': 'Aynı gündeki çalışma aralıkları çakışamaz' },
    ],
  ])('%s', (_, days, expected) => {
    expect(fieldErrors(workingWeekFormSchema.safeParse(week(days)))).toEqual(expected);
  });

  it('outputs the PUT body in day and time order', () => {
    const parsed = workingWeekFormSchema.parse(
      week({
        1: [
          { start_time: '14:00', end_time: '18:00' },
          { start_time: '09:00', end_time: '12:00' },
        ],
        3: [{ start_time: '10:00', end_time: '16:00' }],
      }),
    );
    expect(parsed).toEqual({
      ranges: [
        { weekday: 1, start_time: '09:00', end_time: '12:00' },
        { weekday: 1, start_time: '14:00', end_time: '18:00' },
        { weekday: 3, start_time: '10:00', end_time: '16:00' },
      ],
    });
  });

  it("maps a 422's ranges.<n> keys to the form's range (sent order is day and time order)", () => {
    const order = workingWeekOrder(
      week({
        1: [
          { start_time: '14:00', end_time: '18:00' },
          { start_time: '09:00', end_time: '12:00' },
        ],
        2: [{ start_time: '09:00', end_time: '17:00' }],
      }),
    );
    expect(workingWeekFieldOf(order, 'ranges.0.end_time')).toBe('days.0.ranges.1.end_time');
    expect(workingWeekFieldOf(order, 'ranges.1.weekday')).toBe('days.0.ranges.0.start_time');
    expect(workingWeekFieldOf(order, 'ranges.2.start_time')).toBe('days.1.ranges.0.start_time');
    expect(workingWeekFieldOf(order, 'ranges.3.start_time')).toBeNull();
    expect(workingWeekFieldOf(order, 'other')).toBeNull();
  });
});
