import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { blockingRow, breakRow } from '../api/adapt';
import { makeBlocking, makeBreak } from '../testing/fixtures';
import {
  addBlockingErrorMessage,
  bulkDeleteErrorMessage,
  bulkOutcome,
  deleteErrorMessage,
  editErrorMessage,
} from './messages';
import { addBlockingDefaults, blockingKindOf, editableStatus, isFullDay, statusLabel } from './rules';

/** Istanbul is UTC+3: '10:07' there is 07:07Z. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

describe('addBlockingDefaults (SPEC §5: today in Istanbul, next quarter hour)', () => {
  it.each([
    [at('2026-11-24', '10:07'), { date: '2026-11-24', startTime: '10:15', endTime: '11:15' }],
    [at('2026-11-24', '10:00'), { date: '2026-11-24', startTime: '10:15', endTime: '11:15' }],
    [at('2026-11-24', '06:30'), { date: '2026-11-24', startTime: '09:00', endTime: '10:00' }],
    [at('2026-11-24', '23:10'), { date: '2026-11-24', startTime: '23:15', endTime: '23:45' }],
    [at('2026-11-24', '23:50'), { date: '2026-11-25', startTime: '09:00', endTime: '10:00' }],
    // 22:30 UTC is already the next day in Istanbul.
    [new Date('2026-11-24T22:30:00Z'), { date: '2026-11-25', startTime: '09:00', endTime: '10:00' }],
  ])('at %s', (now, expected) => {
    expect(addBlockingDefaults(now)).toEqual(expected);
  });
});

describe('status labels (SPEC §4)', () => {
  const today = '2026-11-24';
  it.each([
    ['past blocking', blockingRow(makeBlocking({ date: '2026-11-20' })), 'Geçmiş'],
    ['blocking today', blockingRow(makeBlocking({ date: today })), 'Bugün'],
    ['future blocking', blockingRow(makeBlocking({ date: '2026-12-01' })), 'Aktif'],
    ['cancelled blocking', blockingRow(makeBlocking({ status: 'cancelled' })), 'İptal'],
    [
      'weekly blocking repeating today',
      blockingRow(makeBlocking({ date: '2026-11-17', recurring: true })),
      'Bugün',
    ],
    [
      'weekly blocking ended',
      blockingRow(makeBlocking({ date: '2026-11-03', recurring: true, end_date: '2026-11-17' })),
      'Geçmiş',
    ],
    ['break', breakRow(makeBreak()), 'Aktif'],
  ])('%s → %s', (_, row, expected) => {
    expect(statusLabel(row, today)).toBe(expected);
  });
});

describe('full day and fallbacks (SPEC §5)', () => {
  it.each([
    [{ isFullDay: true, startTime: null, endTime: null }, true],
    [{ isFullDay: false, startTime: '00:00', endTime: '23:45' }, true],
    [{ isFullDay: false, startTime: '00:00:00', endTime: '23:59:00' }, true],
    [{ isFullDay: false, startTime: '00:00', endTime: '23:30' }, false],
    [{ isFullDay: false, startTime: '09:00', endTime: '18:00' }, false],
  ])('isFullDay(%o) = %s', (row, expected) => {
    expect(isFullDay(row)).toBe(expected);
  });

  it.each([
    ['vacation', 'vacation'],
    ['holiday', 'unavailable'],
    [null, 'unavailable'],
  ])('type %s → %s', (type, expected) => {
    expect(blockingKindOf(type)).toBe(expected);
  });

  it.each([
    ['cancelled', 'cancelled'],
    ['active', 'active'],
    ['completed', 'active'],
    ['pending', 'active'],
  ])('edit status %s → %s', (status, expected) => {
    expect(editableStatus(status)).toBe(expected);
  });
});

function apiError(status: number, body: Record<string, unknown>, errors: Record<string, string[]> = {}) {
  return new ApiError({
    status,
    message: typeof body.message === 'string' ? body.message : 'x',
    errors,
    code: typeof body.error_code === 'string' ? body.error_code : undefined,
    body,
  });
}

describe('server answers → SPEC §8 messages', () => {
  it.each([
    [
      apiError(422, {
        success: false,
        message: 'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin.',
        error_code: 'PAST_TIME_BLOCKING_FORBIDDEN',
        current_time: '14:05',
        selected_time: '13:00',
        current_date: '2026-11-24',
        selected_date: '2026-11-24',
      }),
      'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin. (Şu anki saat: 14:05, seçilen saat: 13:00)',
    ],
    [
      apiError(409, {
        success: false,
        message: 'x',
        error_code: 'CONFLICT',
        conflict_type: 'appointment_overlap',
        conflicting_appointment: { id: 4, date: '2026-11-24', start_time: '15:00', end_time: '15:45' },
      }),
      'Bu saatte randevu var (15:00-15:45). Lütfen farklı bir saat seçin.',
    ],
    [
      apiError(409, {
        success: false,
        message: 'x',
        error_code: 'CONFLICT',
        conflict_type: 'blocking_overlap',
      }),
      'Bu saatte zaten blokaj mevcut. Lütfen farklı bir saat seçin.',
    ],
    [
      apiError(403, { success: false, message: 'Bu personel için işlem yetkiniz yok' }),
      'Bu personel için işlem yetkiniz yok',
    ],
    [new ApiError({ status: 500, message: '' }), 'Blokaj eklenirken hata oluştu'],
  ])('add blocking %#', (error, expected) => {
    expect(addBlockingErrorMessage(error)).toBe(expected);
  });

  it.each([
    [
      apiError(
        422,
        { message: 'x' },
        { reason: ['Açıklama gerekli'], end_time: ['Bitiş saati başlangıç saatinden sonra olmalıdır'] },
      ),
      'reason: Açıklama gerekli\nend_time: Bitiş saati başlangıç saatinden sonra olmalıdır',
    ],
    [apiError(422, { message: 'x' }), 'Güncelleme başarısız'],
    [new ApiError({ status: 500, message: '' }), 'Güncelleme sırasında hata oluştu'],
  ])('edit %#', (error, expected) => {
    expect(editErrorMessage(error)).toBe(expected);
  });

  it.each([
    [403, 'Bu öğeyi silme yetkiniz yok'],
    [404, 'Silinecek öğe bulunamadı'],
    [500, 'Silme işlemi sırasında hata oluştu'],
  ])('delete %i', (status, expected) => {
    expect(deleteErrorMessage(apiError(status, { message: 'x' }))).toBe(expected);
  });

  it.each([
    [403, 'Bu işlem için yetkiniz yok'],
    [422, 'Geçersiz veri gönderildi'],
    [409, 'Sunucunun mesajı'],
  ])('bulk delete %i', (status, expected) => {
    expect(bulkDeleteErrorMessage(apiError(status, { message: 'Sunucunun mesajı' }))).toBe(expected);
  });

  const err = (n: number) => ({ item_id: `blocking-${n}`, message: `Hata ${n}` });
  it.each([
    [
      { deleted_count: 3, total_requested: 3, errors: [] },
      { tone: 'success', message: '3 öğe silindi', details: [] },
    ],
    [
      { deleted_count: 2, total_requested: 5, errors: [err(1), err(2), err(3)] },
      { tone: 'warning', message: '2/5 öğe silindi', details: ['Hata 1', 'Hata 2'] },
    ],
    [
      { deleted_count: 0, total_requested: 2, errors: [err(1)] },
      { tone: 'error', message: 'Hiçbir öğe silinemedi', details: ['Hata 1'] },
    ],
  ])('bulk outcome %#', (result, expected) => {
    expect(bulkOutcome(result)).toEqual(expected);
  });
});
