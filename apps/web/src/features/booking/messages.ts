/** The wizard's Turkish texts that more than one component uses. */

export const ONLY_CUSTOMERS_TITLE = 'Randevuyu yalnızca müşteri hesapları alabilir';
export const ONLY_CUSTOMERS_TEXT =
  'Salonya’da randevu yalnızca müşteri hesaplarıyla alınır. Salon sahibi, personel ve yönetici hesapları randevu ' +
  'alamaz; randevu almak için müşteri hesabınızla giriş yapın.';
export const PACKAGE_NOT_FOUND =
  'Bu salona ait kullanılabilir bir paketiniz bulunamadı; randevunuz hizmet seçilerek oluşturulacak.';
export const PACKAGE_ID_INVALID = 'Paket bağlantısı geçersiz; randevunuz hizmet seçilerek oluşturulacak.';
export const DRAFT_RESET_DATE = 'Seçimleriniz tamamlanmadığı için tarih adımına yönlendirildiniz.';
export const SLOTS_FAILED = 'Boş saatler yüklenemedi';
export const CALENDAR_FAILED = 'Takvim yüklenemedi';
export const BOOKING_FAILED = 'Randevu oluşturulurken hata oluştu';
export const PAST_TIME = 'Seçtiğiniz saat geçti. Lütfen ileri bir saat seçin.';

/** Back from the bank's 3-D Secure page without a payment (issue 18 review). */
export const BANK_RETURN_TITLE = 'Ödeme alınamadı';
export const BANK_RETURN_FAILED = 'Kartınızdan ödeme alınamadı.';
export const BANK_RETURN_EXPIRED = 'Banka doğrulaması zamanında tamamlanmadığı için ödeme alınamadı.';
export const BANK_RETURN_DRAFT_KEPT =
  'Randevu taslağınız duruyor: tekrar deneyebilir ya da başka bir ödeme yöntemi seçebilirsiniz.';
