import { describe, expect, it } from 'vitest';
import {
  checkPastTime,
  validateAddBlocking,
  validateAddBreak,
  validateEditBlocking,
  validateEditBreak,
  type AddBlockingInput,
  type AddBreakInput,
  type EditBlockingInput,
} from './validation';
import { validateWorkingRanges, type WorkingRangeInput } from './working-hours';

const NOW = new Date('2026-11-24T07:07:00Z'); // Tuesday 10:07 in Istanbul

const blocking = (over: Partial<AddBlockingInput>): AddBlockingInput => ({
  staffUserId: 5,
  staffPreset: false,
  date: '2026-11-25',
  startTime: '10:00',
  endTime: '11:00',
  reason: 'Doktor randevusu',
  isFullDay: false,
  recurring: false,
  endDate: null,
  ...over,
});

describe('add blocking (SPEC §5)', () => {
  it.each<[string, Partial<AddBlockingInput>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['staff missing', { staffUserId: null }, { staff_user_id: ['Lütfen personel seçin'] }],
    ['staff preset for staff themselves', { staffUserId: null, staffPreset: true }, {}],
    ['date missing', { date: '' }, { date: ['Tarih gerekli'] }],
    ['date malformed', { date: '2026-02-30' }, { date: ['Geçerli bir tarih girin'] }],
    ['date in the past', { date: '2026-11-23' }, { date: ['Geçmiş bir tarih seçilemez'] }],
    ['start missing', { startTime: null }, { start_time: ['Başlangıç ve bitiş saati gerekli'] }],
    ['end missing', { endTime: '' }, { end_time: ['Başlangıç ve bitiş saati gerekli'] }],
    [
      'off the 15-minute grid',
      { startTime: '10:10' },
      { start_time: ['Saatler 15 dakikalık aralıklarla seçilmelidir'] },
    ],
    [
      'end before start',
      { startTime: '11:00', endTime: '10:00' },
      { end_time: ['Bitiş saati başlangıç saatinden sonra olmalıdır'] },
    ],
    [
      'end equal to start',
      { startTime: '11:00', endTime: '11:00' },
      { end_time: ['Bitiş saati başlangıç saatinden sonra olmalıdır'] },
    ],
    ['full day needs no times', { isFullDay: true, startTime: null, endTime: null }, {}],
    ['reason missing', { reason: '  ' }, { reason: ['Açıklama gerekli'] }],
    ['reason of 200 characters', { reason: 'a'.repeat(200) }, {}],
    [
      'reason of 201 characters',
      { reason: 'a'.repeat(201) },
      { reason: ['Açıklama en fazla 200 karakter olabilir'] },
    ],
    [
      'recurring end before start',
      { recurring: true, endDate: '2026-11-20' },
      { end_date: ['Tekrar bitiş tarihi başlangıç tarihinden önce olamaz'] },
    ],
    ['recurring without end date', { recurring: true, endDate: null }, {}],
  ])('%s', (_name, over, expected) => {
    expect(validateAddBlocking(blocking(over), NOW)).toEqual(expected);
  });

  // Without the clock (the request body's schema): the past is left to the API's PAST_TIME check.
  it.each<[string, Partial<AddBlockingInput>, Record<string, string[]>]>([
    ['date in the past', { date: '2026-11-23' }, {}],
    ['date malformed', { date: '2026-02-30' }, { date: ['Geçerli bir tarih girin'] }],
    ['reason missing', { reason: '' }, { reason: ['Açıklama gerekli'] }],
  ])('without the clock: %s', (_name, over, expected) => {
    expect(validateAddBlocking(blocking(over), null)).toEqual(expected);
  });
});

describe('past time (SPEC §5, §8 PAST_TIME_BLOCKING_FORBIDDEN)', () => {
  it.each<[string, string, string | null, boolean, boolean]>([
    ['today before now', '2026-11-24', '10:00', false, true],
    ['today at the next quarter hour', '2026-11-24', '10:15', false, false],
    ['tomorrow early', '2026-11-25', '00:00', false, false],
    ['full day today', '2026-11-24', null, true, false],
  ])('%s', (_name, date, start, fullDay, refused) => {
    const detail = checkPastTime(date, start, fullDay, NOW);
    expect(detail !== null).toBe(refused);
  });
  it('gives both times', () => {
    expect(checkPastTime('2026-11-24', '09:30', false, NOW)).toEqual({
      current_time: '10:07',
      selected_time: '09:30',
      current_date: '2026-11-24',
      selected_date: '2026-11-24',
    });
  });
});

const brk = (over: Partial<AddBreakInput>): AddBreakInput => ({
  name: 'Öğle arası',
  startTime: '12:00',
  endTime: '13:00',
  days: ['monday', 'tuesday'],
  ...over,
});

describe('add and edit break (SPEC §5)', () => {
  it.each<[string, Partial<AddBreakInput>, Record<string, string[]>, Record<string, string[]>]>([
    ['valid', {}, {}, {}],
    ['name missing', { name: '' }, { name: ['Mola adı gerekli'] }, { name: ['Mola adı gerekli'] }],
    [
      'times missing',
      { startTime: null, endTime: null },
      {
        start_time: ['Mola için başlangıç ve bitiş saati gerekli'],
        end_time: ['Mola için başlangıç ve bitiş saati gerekli'],
      },
      {
        start_time: ['Mola için başlangıç ve bitiş saati gerekli'],
        end_time: ['Mola için başlangıç ve bitiş saati gerekli'],
      },
    ],
    ['no day', { days: [] }, { days: ['Lütfen en az bir gün seçin'] }, { days: ['En az bir gün seçin'] }],
    ['unknown day', { days: ['funday'] }, { days: ['Geçersiz gün'] }, { days: ['Geçersiz gün'] }],
    [
      'off the grid',
      { endTime: '12:40' },
      { end_time: ['Saatler 15 dakikalık aralıklarla seçilmelidir'] },
      { end_time: ['Saatler 15 dakikalık aralıklarla seçilmelidir'] },
    ],
  ])('%s', (_name, over, addErrors, editErrors) => {
    expect(validateAddBreak(brk(over))).toEqual(addErrors);
    expect(validateEditBreak(brk(over))).toEqual(editErrors);
  });
});

const edit = (over: Partial<EditBlockingInput>): EditBlockingInput => ({
  date: '2026-11-25',
  startTime: '10:00',
  endTime: '11:00',
  reason: 'Toplantı',
  isFullDay: false,
  ...over,
});

describe('edit blocking (SPEC §5)', () => {
  it.each<[string, Partial<EditBlockingInput>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['date missing', { date: null }, { date: ['Lütfen tüm zorunlu alanları doldurun'] }],
    ['reason missing', { reason: '' }, { reason: ['Lütfen tüm zorunlu alanları doldurun'] }],
    [
      'times missing',
      { startTime: '', endTime: '' },
      { start_time: ['Başlangıç ve bitiş saati gerekli'], end_time: ['Başlangıç ve bitiş saati gerekli'] },
    ],
    ['full day flag', { isFullDay: true, startTime: null, endTime: null }, {}],
    ['00:00–23:45 is full day', { startTime: '00:00', endTime: '23:45' }, {}],
    ['00:00–23:59 is full day (off grid but accepted)', { startTime: '00:00', endTime: '23:59' }, {}],
    ['past date', { date: '2026-11-20' }, { date: ['Geçmiş bir tarih seçilemez'] }],
  ])('%s', (_name, over, expected) => {
    expect(validateEditBlocking(edit(over), NOW)).toEqual(expected);
  });

  it('without the clock a past date passes (the API checks it against the stored item)', () => {
    expect(validateEditBlocking(edit({ date: '2026-11-23' }), null)).toEqual({});
    expect(validateEditBlocking(edit({ date: '2026-11-23' }), NOW)).toEqual({
      date: ['Geçmiş bir tarih seçilemez'],
    });
  });
});

describe('working hours', () => {
  const r = (weekday: number, start_time: string, end_time: string): WorkingRangeInput => ({
    weekday,
    start_time,
    end_time,
  });
  it.each<[string, WorkingRangeInput[], Record<string, string[]>]>([
    ['empty week', [], {}],
    ['split day', [r(1, '09:00', '13:00'), r(1, '14:00', '18:00')], {}],
    ['touching ranges', [r(1, '09:00', '13:00'), r(1, '13:00', '18:00')], {}],
    [
      'overlapping ranges',
      [r(1, '09:00', '13:00'), r(1, '12:00', '18:00')],
      { 'ranges.1.start_time': ['Aynı gündeki çalışma aralıkları çakışamaz'] },
    ],
    ['same times on different days', [r(1, '09:00', '13:00'), r(2, '09:00', '13:00')], {}],
    [
      'start after end',
      [r(3, '18:00', '09:00')],
      { 'ranges.0.end_time': ['Başlangıç saati bitiş saatinden önce olmalıdır'] },
    ],
    [
      'off the grid',
      [r(3, '09:10', '18:00')],
      { 'ranges.0.start_time': ['Saatler 15 dakikalık aralıklarla seçilmelidir'] },
    ],
    ['weekday 8', [r(8, '09:00', '18:00')], { 'ranges.0.weekday': ['Geçersiz gün'] }],
    ['malformed time', [r(2, '9', '18:00')], { 'ranges.0.start_time': ['Saat SS:DD biçiminde olmalıdır'] }],
  ])('%s', (_name, ranges, expected) => {
    expect(validateWorkingRanges(ranges)).toEqual(expected);
  });
});
