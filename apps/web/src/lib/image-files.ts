import {
  IMAGE_UPLOAD_MAX_BYTES,
  MEDIA_MESSAGES,
  UPLOAD_IMAGE_TYPES,
} from '@salonya/domain/catalogue/salon-media';

/** A 10 MB photo on a slow mobile line takes longer than the usual 15 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

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
