import { describe, expect, it } from 'vitest';
import * as M from './messages';

describe('SPEC messages, letter for letter', () => {
  it.each([
    ['AUTH_REQUIRED', 'Bu sayfaya erişmek için giriş yapmanız gerekiyor'],
    ['ACCESS_DENIED', 'Bu sayfaya erişim yetkiniz bulunmuyor'],
    ['ADMIN_ACCESS_DENIED', 'Bu sayfaya erişim yetkiniz bulunmuyor.'],
    ['RATE_LIMITED_TOAST', 'Sistem yoğun - işlem yavaşlatıldı'],
    ['VALIDATION_ERROR', 'Validation error'],
    ['REGISTER_FAILED', 'Kayıt işlemi başarısız'],
    ['LOGIN_FAILED', 'Giriş sırasında hata oluştu'],
    ['PROFILE_UPDATE_FAILED', 'Profil güncellenirken hata oluştu'],
    ['PASSWORD_CHANGE_FAILED', 'Şifre değiştirilirken hata oluştu'],
    ['NOTIFICATION_SETTINGS_UPDATE_FAILED', 'Bildirim ayarları güncellenirken hata oluştu'],
    ['SALON_SWITCH_FAILED', 'Salona geçiş yapılamadı'],
    ['STOP_IMPERSONATING_FAILED', 'Admin hesabına dönülemedi'],
    ['DASHBOARD_LOAD_FAILED', 'Dashboard verileri yüklenirken hata oluştu'],
    ['DASHBOARD_ERROR_TITLE', 'Dashboard Yüklenemedi'],
    ['RETRY', 'Tekrar Dene'],
    ['MODULE_LOAD_FAILED', 'Modül yüklenirken hata oluştu'],
    ['SEARCH_TIMEOUT', 'Arama zaman aşımına uğradı, lütfen tekrar deneyin'],
    ['SEARCH_INVALID_PARAMS', 'Geçersiz arama parametreleri'],
    ['SEARCH_FAILED', 'Arama sırasında bir hata oluştu'],
    ['VOICE_SEARCH_UNSUPPORTED', 'Ses araması bu tarayıcıda desteklenmiyor'],
    ['PAST_TIME_BLOCKING', 'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin.'],
    ['BREAK_DAY_REQUIRED', 'Lütfen en az bir gün seçin'],
    ['BREAK_NAME_REQUIRED', 'Mola adı gerekli'],
    ['BREAK_TIMES_REQUIRED', 'Mola için başlangıç ve bitiş saati gerekli'],
    ['EDIT_BREAK_DAY_REQUIRED', 'En az bir gün seçin'],
    ['REQUIRED_FIELDS_MISSING', 'Lütfen tüm zorunlu alanları doldurun'],
    ['BLOCKING_TIMES_REQUIRED', 'Başlangıç ve bitiş saati gerekli'],
    ['BULK_DELETE_NOTHING_SELECTED', 'Silmek için öğe seçiniz'],
    ['BULK_DELETE_FORBIDDEN', 'Bu işlem için yetkiniz yok'],
    ['BLOCKING_OVERLAP', 'Bu saatte zaten blokaj mevcut. Lütfen farklı bir saat seçin.'],
    ['BLOCKING_ADD_FAILED', 'Blokaj eklenirken hata oluştu'],
    ['BLOCKING_ADDED', 'Blokaj başarıyla eklendi!'],
    ['BREAK_ADD_FAILED', 'Mola eklenirken hata oluştu'],
    ['BREAK_ADDED', 'Mola başarıyla eklendi!'],
    ['UPDATE_ERROR', 'Güncelleme sırasında hata oluştu'],
    ['UPDATE_FAILED', 'Güncelleme başarısız'],
    ['DELETE_FORBIDDEN', 'Bu öğeyi silme yetkiniz yok'],
    ['DELETE_NOT_FOUND', 'Silinecek öğe bulunamadı'],
    ['DELETE_FAILED', 'Silme işlemi sırasında hata oluştu'],
    ['BULK_DELETE_INVALID_DATA', 'Geçersiz veri gönderildi'],
    ['BULK_DELETE_NONE_DELETED', 'Hiçbir öğe silinemedi'],
    ['DATA_LOAD_FAILED', 'Veri yüklenirken hata oluştu'],
    ['SALON_NOT_FOUND', 'Salon bulunamadı'],
    ['SALON_INFO_FAILED', 'Salon bilgileri alınamadı'],
  ] as const)('%s', (name, text) => {
    expect(M[name]).toBe(text);
  });

  it('availability labels (SPEC §4)', () => {
    expect(Object.values(M.AVAILABILITY_STATUS_LABELS)).toEqual([
      'Aktif',
      'Bugün',
      'Geçmiş',
      'Tamamlandı',
      'İptal',
      'Beklemede',
    ]);
    expect(M.STAFF_TODAY_STATUS_LABELS).toEqual({
      blocked: 'Blokajlı',
      on_break: 'Molalı',
      available: 'Müsait',
    });
  });

  it('designed messages are Turkish and non-empty', () => {
    for (const text of [M.SERVER_TIME_UNAVAILABLE, M.DELETE_CONFIRM, M.BLOCKING_ADDED_BREAK_OVERRIDDEN]) {
      expect(text.trim()).not.toBe('');
    }
    expect(M.BLOCKING_ADDED_BREAK_OVERRIDDEN.startsWith(M.BLOCKING_ADDED)).toBe(true);
  });
});

describe('message builders', () => {
  it('appointmentOverlapMessage', () => {
    expect(M.appointmentOverlapMessage('14:00', '15:30')).toBe(
      'Bu saatte randevu var (14:00-15:30). Lütfen farklı bir saat seçin.',
    );
  });

  it('pastTimeBlockingMessage carries both times', () => {
    const text = M.pastTimeBlockingMessage('14:07', '13:45');
    expect(text.startsWith(M.PAST_TIME_BLOCKING)).toBe(true);
    expect(text).toContain('14:07');
    expect(text).toContain('13:45');
  });

  it('bulkDeletePartialMessage shows at most two server errors', () => {
    expect(M.bulkDeletePartialMessage(3, 5)).toBe('3/5 öğe silindi');
    expect(M.bulkDeletePartialMessage(3, 5, ['A.', 'B.', 'C.'])).toBe('3/5 öğe silindi: A. B.');
  });

  it('bulkDeleteConfirmMessage says it cannot be undone', () => {
    expect(M.bulkDeleteConfirmMessage(4)).toContain('4 öğe');
    expect(M.bulkDeleteConfirmMessage(4)).toContain('geri alınamaz');
  });

  it('fieldErrorLines formats field: message', () => {
    expect(M.fieldErrorLines({ email: ['Geçersiz.', 'Zorunlu.'], name: 'Kısa.' })).toEqual([
      'email: Geçersiz.',
      'email: Zorunlu.',
      'name: Kısa.',
    ]);
  });

  it('moduleLoadFailedMessage adds the detail', () => {
    expect(M.moduleLoadFailedMessage('ağ hatası')).toBe('Modül yüklenirken hata oluştu: ağ hatası');
    expect(M.moduleLoadFailedMessage('  ')).toBe('Modül yüklenirken hata oluştu');
    expect(M.moduleLoadFailedMessage()).toBe('Modül yüklenirken hata oluştu');
  });
});
