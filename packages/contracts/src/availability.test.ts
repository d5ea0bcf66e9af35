import { describe, expect, it } from 'vitest';
import {
  availabilityQuerySchema,
  bulkDeleteBodySchema,
  createBlockingBodySchema,
  createBreakBodySchema,
  createMyBlockingBodySchema,
  createMyBreakBodySchema,
  itemIdOf,
  parseItemId,
  updateBlockingBodySchema,
  updateBreakBodySchema,
  updateWorkingHoursBodySchema,
} from './availability';

describe('item ids', () => {
  it.each([
    ['blocking-12', { kind: 'blocking', id: 12 }],
    ['break-5', { kind: 'break', id: 5 }],
    ['break-0', null],
    ['blocking-99999999999', null],
    ['blocking-', null],
    ['appointment-1', null],
    ['12', null],
  ])('%s', (input, expected) => {
    expect(parseItemId(input)).toEqual(expected);
  });
  it('round-trips', () => {
    expect(parseItemId(itemIdOf('break', 42))).toEqual({ kind: 'break', id: 42 });
  });
});

describe('bulk delete body (SPEC §5, §8)', () => {
  it.each<[unknown, boolean, string | null]>([
    [{ item_ids: ['blocking-1', 'break-2'] }, true, null],
    [{ item_ids: [] }, false, 'Silmek için öğe seçiniz'],
    [{}, false, 'Silmek için öğe seçiniz'],
    [{ item_ids: ['x'] }, false, 'Geçersiz veri gönderildi'],
    [{ item_ids: [1] }, false, 'Geçersiz veri gönderildi'],
  ])('%j', (body, ok, message) => {
    const parsed = bulkDeleteBodySchema.safeParse(body);
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(message);
  });
});

/** Every message per field, as the API's 422 lists them. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('blocking bodies (SPEC §5 rules without the clock)', () => {
  const body = {
    staff_user_id: 7,
    date: '2026-12-01',
    start_time: '10:00',
    end_time: '11:00',
    reason: 'Doktor randevusu',
  };

  it('defaults: weekly pattern, not full day, not recurring; unknown type → unavailable', () => {
    const parsed = createBlockingBodySchema.parse({ ...body, type: 'holiday' });
    expect(parsed).toMatchObject({
      type: 'unavailable',
      recurring_pattern: 'weekly',
      is_full_day: false,
      recurring: false,
      end_date: null,
    });
    expect(updateBlockingBodySchema.parse({ type: 'sick' }).type).toBe('sick');
    expect(updateBlockingBodySchema.parse({ status: 'completed' }).status).toBe('active');
    expect(updateBlockingBodySchema.parse({}).status).toBeUndefined();
  });

  it('outputs what is stored: 00:00–23:45 is full day with null times, texts cleaned', () => {
    expect(
      createMyBlockingBodySchema.parse({
        ...body,
        staff_user_id: undefined,
        start_time: '00:00',
        end_time: '23:45',
        reason: ' Bayram\u0000 ',
      }),
    ).toMatchObject({
      staff_user_id: null,
      is_full_day: true,
      start_time: null,
      end_time: null,
      reason: 'Bayram',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    [
      'reason and end missing',
      { reason: '', end_time: null },
      { reason: ['Açıklama gerekli'], end_time: ['Başlangıç ve bitiş saati gerekli'] },
    ],
    ['reason of NUL characters only', { reason: '\u0000' }, { reason: ['Açıklama gerekli'] }],
    ['a past date is left to the API (clock)', { date: '2000-01-03' }, {}],
    ['no staff on the owner path', { staff_user_id: null }, { staff_user_id: ['Lütfen personel seçin'] }],
    [
      'end date before the date',
      { recurring: true, end_date: '2026-11-30' },
      {
        end_date: ['Tekrar bitiş tarihi başlangıç tarihinden önce olamaz'],
      },
    ],
  ])('add: %s', (_, over, expected) => {
    expect(issuesOf(createBlockingBodySchema.safeParse({ ...body, ...over }))).toEqual(expected);
  });

  it('add on /my-blocking: the staff member is the caller', () => {
    expect(issuesOf(createMyBlockingBodySchema.safeParse({ ...body, staff_user_id: null }))).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['status only', { status: 'cancelled' }, {}],
    ['reason only', { reason: 'Yeni' }, {}],
    ['blank reason', { reason: ' ' }, { reason: ['Lütfen tüm zorunlu alanları doldurun'] }],
    [
      'the whole form, empty',
      { date: '', reason: '', start_time: null, end_time: null, is_full_day: false },
      {
        date: ['Lütfen tüm zorunlu alanları doldurun'],
        reason: ['Lütfen tüm zorunlu alanları doldurun'],
        start_time: ['Başlangıç ve bitiş saati gerekli'],
        end_time: ['Başlangıç ve bitiş saati gerekli'],
      },
    ],
  ])('edit (fields sent): %s', (_, sent, expected) => {
    expect(issuesOf(updateBlockingBodySchema.safeParse(sent))).toEqual(expected);
  });
});

describe('break bodies', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    [
      'name, times and days',
      { name: ' ', start_time: '', days: [] },
      {
        name: ['Mola adı gerekli'],
        start_time: ['Mola için başlangıç ve bitiş saati gerekli'],
        days: ['Lütfen en az bir gün seçin'],
      },
    ],
    ['unknown day', { days: ['funday'] }, { days: ['Geçersiz gün'] }],
    ['no staff on the owner path', { staff_user_id: null }, { staff_user_id: ['Lütfen personel seçin'] }],
  ])('add: %s', (_, over, expected) => {
    const valid = {
      staff_user_id: 7,
      name: 'Öğle',
      start_time: '12:00',
      end_time: '13:00',
      days: ['monday'],
    };
    expect(issuesOf(createBreakBodySchema.safeParse({ ...valid, ...over }))).toEqual(expected);
  });

  it('add outputs unique days and HH:MM times; edit checks the fields sent', () => {
    expect(
      createMyBreakBodySchema.parse({
        name: ' Çay ',
        start_time: '15:00:00',
        end_time: '15:15',
        days: ['monday', 'monday'],
      }),
    ).toEqual({
      staff_user_id: null,
      salon_id: undefined,
      name: 'Çay',
      start_time: '15:00',
      end_time: '15:15',
      days: ['monday'],
    });
    expect(issuesOf(updateBreakBodySchema.safeParse({ status: 'pending' }))).toEqual({});
    expect(issuesOf(updateBreakBodySchema.safeParse({ days: [] }))).toEqual({
      days: ['En az bir gün seçin'],
    });
  });
});

describe('working hours body', () => {
  it('reports per range and outputs HH:MM', () => {
    expect(
      issuesOf(
        updateWorkingHoursBodySchema.safeParse({
          ranges: [
            { weekday: 3, start_time: '09:00', end_time: '13:00' },
            { weekday: 3, start_time: '12:00', end_time: '18:00' },
            { weekday: 9, start_time: '09:00', end_time: '18:00' },
          ],
        }),
      ),
    ).toEqual({
      'ranges.1.start_time': ['Aynı gündeki çalışma aralıkları çakışamaz'],
      'ranges.2.weekday': ['Geçersiz gün'],
    });
    expect(
      updateWorkingHoursBodySchema.parse({
        ranges: [{ weekday: 1, start_time: '09:00:00', end_time: '18:00' }],
      }),
    ).toEqual({ ranges: [{ weekday: 1, start_time: '09:00', end_time: '18:00' }] });
  });
});

describe('overview query', () => {
  it.each<[Record<string, string>, boolean, boolean]>([
    [{ with_seo: 'true' }, true, true],
    [{ with_seo: '1' }, true, true],
    [{ with_seo: '0' }, true, false],
    [{}, true, false],
    [{ date_range: 'next_month' }, true, false],
    [{ date_range: 'yesterday' }, false, false],
    [{ start_date: '2026-02-30' }, false, false],
  ])('%j', (query, ok, withSeo) => {
    const parsed = availabilityQuerySchema.safeParse(query);
    expect(parsed.success).toBe(ok);
    if (parsed.success) expect(parsed.data.with_seo).toBe(withSeo);
  });
});
