/**
 * A staff member's work photos (issue 20 scope 3, ADR 0045): uploaded at /personel/galeri, approved or rejected by
 * an admin (admin staff-gallery), shown on /uzman/{id} and the salon page only once approved.
 */

export const STAFF_GALLERY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type StaffGalleryStatus = (typeof STAFF_GALLERY_STATUSES)[number];

export const STAFF_GALLERY_STATUS_LABELS: Readonly<Record<StaffGalleryStatus, string>> = {
  pending: 'Onay bekliyor',
  approved: 'Yayında',
  rejected: 'Reddedildi',
};

export const STAFF_GALLERY_LIMITS = {
  /** Photos one staff member keeps at a time (every status). */
  maxPhotos: 60,
  caption: 200,
  reasonMin: 5,
  reason: 300,
  /** Public lists: the newest approved photos. */
  publicPage: 24,
} as const;

export const STAFF_GALLERY_MESSAGES = {
  uploaded: 'Fotoğrafınız yüklendi. Yönetici onayından sonra profilinizde görünecek.',
  updated: 'Fotoğraf bilgileri kaydedildi',
  deleted: 'Fotoğraf silindi',
  full: `En fazla ${STAFF_GALLERY_LIMITS.maxPhotos} fotoğraf yükleyebilirsiniz. Yeni fotoğraf için önce birini silin.`,
  notFound: 'Fotoğraf bulunamadı',
  captionTooLong: `Açıklama en fazla ${STAFF_GALLERY_LIMITS.caption} karakter olabilir`,
  captionText: 'Açıklama metin olmalıdır',
  serviceInvalid: 'Geçerli bir hizmet seçin',
  serviceNotAssigned: 'Bu hizmet size atanmamış',
  reasonRequired: 'Red gerekçesi yazın',
  reasonTooShort: `Red gerekçesi en az ${STAFF_GALLERY_LIMITS.reasonMin} karakter olmalıdır`,
  reasonTooLong: `Red gerekçesi en fazla ${STAFF_GALLERY_LIMITS.reason} karakter olabilir`,
  alreadyReviewed: 'Bu fotoğraf zaten incelenmiş',
  approved: 'Fotoğraf onaylandı ve yayına alındı',
  rejected: 'Fotoğraf reddedildi; gerekçe personele gösterilecek',
} as const;

/** Where a photo may go from a status: only a waiting photo is reviewed, once. */
export function canReview(status: StaffGalleryStatus): boolean {
  return status === 'pending';
}

/** Whether a photo may show on public pages. */
export function isPublic(status: StaffGalleryStatus): boolean {
  return status === 'approved';
}
