import {
  GALLERY_MAX_FILES_PER_UPLOAD,
  IMAGE_UPLOAD_MAX_BYTES,
  MEDIA_MESSAGES,
  UPLOAD_IMAGE_TYPES,
} from '@salonya/domain/catalogue/salon-media';

/** A 10 MB photo on a slow mobile line takes longer than the usual 15 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export const MEDIA_UI = {
  uploadFailed: 'Fotoğraf yüklenemedi. Lütfen tekrar deneyin.',
  saveFailed: 'Değişiklik kaydedilemedi. Lütfen tekrar deneyin.',
  deleteFailed: 'Fotoğraf silinemedi. Lütfen tekrar deneyin.',
  loadFailed: 'Veri yüklenirken hata oluştu',
  noSalonTitle: 'Henüz bir salonunuz yok',
  noSalonDescription: 'Salon başvurunuz onaylandığında salonunuzun profilini buradan düzenleyebilirsiniz.',
} as const;

/**
 * The checks the server makes, run before sending so a wrong file is refused at once: type (the browser's
 * reported type; the server checks the bytes) and size. Returns the Turkish message, or null when it may go.
 */
export function checkImageFile(file: File): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return MEDIA_MESSAGES.wrongType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  if (file.size === 0) return MEDIA_MESSAGES.broken;
  return null;
}

/** The files that may be sent and the messages of the others ('foto.gif: …'). */
export function splitImageFiles(files: readonly File[], room: number): { ok: File[]; errors: string[] } {
  const ok: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const problem = checkImageFile(file);
    if (problem) errors.push(`${file.name}: ${problem}`);
    else ok.push(file);
  }
  if (ok.length > GALLERY_MAX_FILES_PER_UPLOAD) {
    errors.push(MEDIA_MESSAGES.tooManyFiles);
    ok.length = GALLERY_MAX_FILES_PER_UPLOAD;
  }
  if (ok.length > room) {
    errors.push(MEDIA_MESSAGES.galleryFull);
    ok.length = Math.max(0, room);
  }
  return { ok, errors };
}
