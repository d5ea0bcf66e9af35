import { GALLERY_MAX_FILES_PER_UPLOAD, MEDIA_MESSAGES } from '@salonya/domain/catalogue/salon-media';
import { checkImageFile } from '@/lib/image-files';

// One home for the upload checks (the team screen's staff photo uses them too).
export { checkImageFile, UPLOAD_TIMEOUT_MS } from '@/lib/image-files';

export const MEDIA_UI = {
  uploadFailed: 'Fotoğraf yüklenemedi. Lütfen tekrar deneyin.',
  saveFailed: 'Değişiklik kaydedilemedi. Lütfen tekrar deneyin.',
  deleteFailed: 'Fotoğraf silinemedi. Lütfen tekrar deneyin.',
  loadFailed: 'Veri yüklenirken hata oluştu',
  noSalonTitle: 'Henüz bir salonunuz yok',
  noSalonDescription: 'Salon başvurunuz onaylandığında salonunuzun profilini buradan düzenleyebilirsiniz.',
} as const;

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
