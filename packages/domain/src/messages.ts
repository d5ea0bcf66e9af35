/**
 * User-visible Turkish messages of SPEC §4, §5, §6 and §8, letter for letter.
 *
 * Strings quoted by the SPEC are copied exactly (including a missing or present final full stop).
 * The few strings the SPEC describes without quoting are marked "designed" and recorded in docs/decisions.
 */

// ── Auth and access (SPEC §4, §5, §6) ──────────────────────────────────────────────────────────────────

/** SPEC §4: unauthenticated user on a protected page (info message). */
export const AUTH_REQUIRED = 'Bu sayfaya erişmek için giriş yapmanız gerekiyor';
/** SPEC §4: wrong role (error message). */
export const ACCESS_DENIED = 'Bu sayfaya erişim yetkiniz bulunmuyor';
/** SPEC §5: the admin page's alert for a signed-in non-admin (note the final full stop). */
export const ADMIN_ACCESS_DENIED = 'Bu sayfaya erişim yetkiniz bulunmuyor.';

// ── API errors (SPEC §8) ────────────────────────────────────────────────────────────────────────────────

/** SPEC §8: 429 warning toast. */
export const RATE_LIMITED_TOAST = 'Sistem yoğun - işlem yavaşlatıldı';
/** SPEC §5, §8: 422 on profile, password and notification-settings updates (kept in English by the SPEC). */
export const VALIDATION_ERROR = 'Validation error';

/** SPEC §8 fallback messages. */
export const REGISTER_FAILED = 'Kayıt işlemi başarısız';
export const LOGIN_FAILED = 'Giriş sırasında hata oluştu';
export const PROFILE_UPDATE_FAILED = 'Profil güncellenirken hata oluştu';
export const PASSWORD_CHANGE_FAILED = 'Şifre değiştirilirken hata oluştu';
export const NOTIFICATION_SETTINGS_UPDATE_FAILED = 'Bildirim ayarları güncellenirken hata oluştu';
export const SALON_SWITCH_FAILED = 'Salona geçiş yapılamadı';
export const STOP_IMPERSONATING_FAILED = 'Admin hesabına dönülemedi';

/** Designed (SPEC §4, §8 say only that time-dependent actions are refused). */
export const SERVER_TIME_UNAVAILABLE =
  'Sunucu saati alınamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.';

// ── Admin dashboard and module loading (SPEC §8) ───────────────────────────────────────────────────────

export const DASHBOARD_LOAD_FAILED = 'Dashboard verileri yüklenirken hata oluştu';
export const DASHBOARD_ERROR_TITLE = 'Dashboard Yüklenemedi';
/** The retry button of every error state. */
export const RETRY = 'Tekrar Dene';
export const MODULE_LOAD_FAILED = 'Modül yüklenirken hata oluştu';

/** SPEC §8: 'Modül yüklenirken hata oluştu' plus detail. */
export function moduleLoadFailedMessage(detail?: string | null): string {
  const trimmed = detail?.trim();
  return trimmed ? `${MODULE_LOAD_FAILED}: ${trimmed}` : MODULE_LOAD_FAILED;
}

// ── Search (SPEC §8) ───────────────────────────────────────────────────────────────────────────────────

export const SEARCH_TIMEOUT = 'Arama zaman aşımına uğradı, lütfen tekrar deneyin';
export const SEARCH_INVALID_PARAMS = 'Geçersiz arama parametreleri';
export const SEARCH_FAILED = 'Arama sırasında bir hata oluştu';
export const VOICE_SEARCH_UNSUPPORTED = 'Ses araması bu tarayıcıda desteklenmiyor';

// ── Availability: validation (SPEC §5, §6) ─────────────────────────────────────────────────────────────

export const PAST_TIME_BLOCKING = 'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin.';
export const BREAK_DAY_REQUIRED = 'Lütfen en az bir gün seçin';
export const BREAK_NAME_REQUIRED = 'Mola adı gerekli';
export const BREAK_TIMES_REQUIRED = 'Mola için başlangıç ve bitiş saati gerekli';
export const EDIT_BREAK_DAY_REQUIRED = 'En az bir gün seçin';
export const REQUIRED_FIELDS_MISSING = 'Lütfen tüm zorunlu alanları doldurun';
export const BLOCKING_TIMES_REQUIRED = 'Başlangıç ve bitiş saati gerekli';
export const BULK_DELETE_NOTHING_SELECTED = 'Silmek için öğe seçiniz';
/** SPEC §6, §8: bulk delete by a user without permission (403). */
export const BULK_DELETE_FORBIDDEN = 'Bu işlem için yetkiniz yok';

/** Designed: SPEC §5 says the bulk-delete confirm prompt says it cannot be undone. */
export function bulkDeleteConfirmMessage(count: number): string {
  return `Seçili ${count} öğe kalıcı olarak silinecek. Bu işlem geri alınamaz. Devam etmek istiyor musunuz?`;
}

/** Designed: SPEC §4 says deleting frees the time again and cannot be undone. */
export const DELETE_CONFIRM =
  'Bu öğe kalıcı olarak silinecek ve ilgili zaman tekrar müsait olacak. Bu işlem geri alınamaz.';

// ── Availability: add, edit and delete results (SPEC §8) ───────────────────────────────────────────────

/** SPEC §8: PAST_TIME_BLOCKING_FORBIDDEN gives the past-hours message with both times (format designed). */
export function pastTimeBlockingMessage(currentTime: string, selectedTime: string): string {
  return `${PAST_TIME_BLOCKING} (Şu anki saat: ${currentTime}, seçilen saat: ${selectedTime})`;
}

/** SPEC §8: conflict_type appointment_overlap. */
export function appointmentOverlapMessage(start: string, end: string): string {
  return `Bu saatte randevu var (${start}-${end}). Lütfen farklı bir saat seçin.`;
}

export const BLOCKING_OVERLAP = 'Bu saatte zaten blokaj mevcut. Lütfen farklı bir saat seçin.';
export const BLOCKING_ADD_FAILED = 'Blokaj eklenirken hata oluştu';
export const BLOCKING_ADDED = 'Blokaj başarıyla eklendi!';
/** Designed: the SPEC §8 variant saying an existing break is overridden that day. */
export const BLOCKING_ADDED_BREAK_OVERRIDDEN =
  'Blokaj başarıyla eklendi! O günkü mevcut mola bu blokaj ile geçersiz kılındı.';
export const BREAK_ADD_FAILED = 'Mola eklenirken hata oluştu';
export const BREAK_ADDED = 'Mola başarıyla eklendi!';

export const UPDATE_ERROR = 'Güncelleme sırasında hata oluştu';
export const UPDATE_FAILED = 'Güncelleme başarısız';

/** SPEC §8: a 422 on edit shows each field error as 'field: message'. */
export function fieldErrorLines(errors: Readonly<Record<string, string | readonly string[]>>): string[] {
  const lines: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of typeof messages === 'string' ? [messages] : messages) {
      lines.push(`${field}: ${message}`);
    }
  }
  return lines;
}

export const DELETE_FORBIDDEN = 'Bu öğeyi silme yetkiniz yok';
export const DELETE_NOT_FOUND = 'Silinecek öğe bulunamadı';
export const DELETE_FAILED = 'Silme işlemi sırasında hata oluştu';

export const BULK_DELETE_INVALID_DATA = 'Geçersiz veri gönderildi';
export const BULK_DELETE_NONE_DELETED = 'Hiçbir öğe silinemedi';

/** SPEC §8: partial bulk delete, 'x/y öğe silindi' plus up to 2 server error messages. */
export function bulkDeletePartialMessage(
  deleted: number,
  requested: number,
  errors: readonly string[] = [],
): string {
  const base = `${deleted}/${requested} öğe silindi`;
  const shown = errors.slice(0, 2);
  return shown.length > 0 ? `${base}: ${shown.join(' ')}` : base;
}

export const DATA_LOAD_FAILED = 'Veri yüklenirken hata oluştu';
export const SALON_NOT_FOUND = 'Salon bulunamadı';
export const SALON_INFO_FAILED = 'Salon bilgileri alınamadı';

// ── Availability labels (SPEC §4) ──────────────────────────────────────────────────────────────────────

export const AVAILABILITY_STATUS_LABELS = {
  active: 'Aktif',
  today: 'Bugün',
  past: 'Geçmiş',
  completed: 'Tamamlandı',
  cancelled: 'İptal',
  pending: 'Beklemede',
} as const;

export const STAFF_TODAY_STATUS_LABELS = {
  blocked: 'Blokajlı',
  on_break: 'Molalı',
  available: 'Müsait',
} as const;
