/**
 * The customer's own data under KVKK (issue 19 item 5, ADR 0050): commercial message consent per channel (İYS),
 * the data export and account deletion with a grace period. Pure rules and the Turkish wording, shared by the API
 * and the web.
 */

/** İYS channels of commercial electronic messages: SMS, e-mail and voice calls. */
export const COMMERCIAL_CHANNELS = ['sms', 'email', 'call'] as const;
export type CommercialChannel = (typeof COMMERCIAL_CHANNELS)[number];

export const COMMERCIAL_CHANNEL_LABELS: Readonly<Record<CommercialChannel, string>> = {
  sms: 'SMS',
  email: 'E-posta',
  call: 'Arama',
};

/** Where a consent row came from (İYS asks for the source of every consent). */
export const CONSENT_SOURCES = ['register', 'settings', 'account_deletion', 'migration'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_SOURCE_LABELS: Readonly<Record<ConsentSource, string>> = {
  register: 'Üyelik formu',
  settings: 'Hesap ayarları',
  account_deletion: 'Hesap silme',
  migration: 'Önceki kayıt',
};

export type DeletionCancelledVia = 'sign_in' | 'link';

/** Days between the request and the anonymisation; signing in or the mailed link cancels within them. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
const DAY_MS = 86_400_000;

export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/** The name an anonymised account keeps (reviews, the salon's appointment history, invoices). */
export const DELETED_USER_NAME = 'Silinmiş kullanıcı';

/** The e-mail an anonymised account keeps: unique, never deliverable (.invalid is reserved, RFC 2606). */
export function anonymisedEmail(userId: number): string {
  return `silinmis-${userId}@silinmis.invalid`;
}

export const PRIVACY_MESSAGES = {
  consentSaved: 'İletişim izinleriniz kaydedildi.',
  photoSaved: 'Profil fotoğrafınız güncellendi.',
  photoRemoved: 'Profil fotoğrafınız kaldırıldı.',
  wrongPassword: 'Şifreniz hatalı.',
  deletionRequested:
    'Hesap silme talebiniz alındı. Hesabınız 30 gün sonra silinecek; bu süre içinde giriş yaparak ya da e-postanızdaki bağlantıyla vazgeçebilirsiniz.',
  deletionCancelled: 'Hesap silme talebiniz iptal edildi. Hesabınız kullanılmaya devam ediyor.',
  deletionCancelledBySignIn: 'Hesap silme talebiniz iptal edildi.',
  deletionLinkInvalid:
    'Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş. Hesabınız silinmediyse giriş yaparak da vazgeçebilirsiniz.',
  deletionAlreadyRequested: 'Hesabınız için zaten bir silme talebi var.',
  adminCannotDelete:
    'Yönetici hesapları bu ekrandan silinemez. Hesabın kapatılması için başka bir yöneticiye başvurun.',
  customerHasUpcoming:
    'Yaklaşan randevularınız var. Hesabınızı silmeden önce bu randevuları iptal edin ya da tamamlanmalarını bekleyin.',
  ownerHasUpcoming:
    'Salonunuzda ileri tarihli randevular var. Hesabınızı silmeden önce bu randevuları tamamlayın ya da iptal edin; salonunuz hesapla birlikte yayından kaldırılır.',
  staffHasUpcoming:
    'Size atanmış ileri tarihli randevular var. Hesabınızı silmeden önce salon yöneticinizle bu randevuları devredin ya da iptal edin.',
  hasBalance:
    'Cüzdanınızda bakiye var. Hesabınızı silmeden önce bakiyenizi kullanın ya da iade talebinde bulunun.',
  exportFailed: 'Verileriniz hazırlanırken hata oluştu',
} as const;

/** Turkish names of the tables a data export lists (the readable summary); an unknown table shows its own name. */
export const EXPORT_TABLE_LABELS: Readonly<Record<string, string>> = {
  users: 'Hesap bilgileri',
  auth_tokens: 'Oturumlar',
  user_devices: 'Giriş yapılan cihazlar',
  login_links: 'Giriş bağlantıları',
  password_reset_tokens: 'Şifre sıfırlama talepleri',
  appointments: 'Randevular',
  appointment_services: 'Randevu hizmetleri',
  appointment_idempotency_keys: 'Randevu istek kayıtları',
  guest_appointment_links: 'Randevu onay bağlantıları',
  customer_addresses: 'Adresler',
  favorites: 'Favori salonlar',
  favorite_staff: 'Favori uzmanlar',
  reviews: 'Değerlendirmeler',
  notifications: 'Bildirimler',
  notification_preferences: 'Bildirim tercihleri',
  commercial_consents: 'Ticari ileti izinleri',
  account_deletion_requests: 'Hesap silme talepleri',
  payments: 'Ödemeler',
  ledger_accounts: 'Cüzdan ve hesaplar',
  ledger_postings: 'Cüzdan hareketleri',
  ledger_journals: 'Muhasebe kayıtları',
  money_idempotency_keys: 'Ödeme istek kayıtları',
  coupon_redemptions: 'Kupon kullanımları',
  refunds: 'İadeler',
  wallet_settings: 'Cüzdan ayarları',
  coupons: 'Oluşturduğunuz kuponlar',
  contact_messages: 'İletişim mesajları',
  support_threads: 'Destek talepleri',
  support_messages: 'Destek mesajları',
  salon_applications: 'Salon başvuruları',
  salons: 'Salonlar',
  salon_staff: 'Çalıştığınız salonlar',
  staff_blockings: 'Blokajlar',
  staff_breaks: 'Molalar',
  staff_invitations: 'Personel davetleri',
  staff_gallery_photos: 'Çalışma fotoğrafları',
  owner_salon_selections: 'Seçili salon',
  withdrawal_requests: 'Para çekme talepleri',
  admin_audit_log: 'Yönetici işlem kayıtları',
  admin_notification_reads: 'Okunan yönetici bildirimleri',
  mail_outbox: 'Gönderilen e-postalar',
};

export function exportTableLabel(table: string): string {
  return EXPORT_TABLE_LABELS[table] ?? table;
}
