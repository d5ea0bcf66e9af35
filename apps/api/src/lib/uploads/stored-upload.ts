import type { FieldErrors } from '@salonya/contracts/envelope';
import { MEDIA_MESSAGES, type ImagePurpose } from '@salonya/domain/catalogue/salon-media';
import { AppError } from '../app-error';
import type { FileStore } from './file-store';
import {
  processImage,
  removeKeys,
  storeVariants,
  type ProcessedImage,
  type StoredVariant,
} from './image-pipeline';
import type { UploadedFile } from './multipart';

/**
 * The one upload path of every picture (salon logo, cover and gallery, a staff member's photo, their work photos):
 * process every file first (one bad file refuses them all, 422 per file), store the encoded variants, then write
 * the rows. When storing or the rows fail, the files just stored are removed; the files the rows no longer point
 * at (a replaced picture) are removed after the rows are committed.
 */
export async function processUploads(
  files: readonly UploadedFile[],
  purpose: ImagePurpose,
): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  const errors: FieldErrors = {};
  for (const [index, file] of files.entries()) {
    try {
      processed.push(await processImage(file.bytes, purpose));
    } catch (err) {
      if (!(err instanceof AppError) || !err.extra.errors) throw err;
      const message = err.extra.errors.file?.[0] ?? MEDIA_MESSAGES.broken;
      const label = files.length > 1 && file.filename ? `${file.filename}: ${message}` : message;
      (errors.file ??= []).push(label);
      if (files.length > 1) errors[`files.${index}`] = [message];
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors, errors.file?.[0]);
  return processed;
}

export interface CommitResult<T> {
  result: T;
  /** Storage keys of pictures the committed rows dropped. */
  freedKeys?: string[];
}

/**
 * Stores the processed images under the salon's folder (or a named one, `users/<id>`), then runs `commit` (the transaction writing the rows) with
 * the stored variants of each image, in order.
 */
export async function storeAndCommit<T>(
  store: FileStore,
  folder: number | string,
  images: readonly ProcessedImage[],
  commit: (stored: StoredVariant[][]) => Promise<CommitResult<T>>,
): Promise<T> {
  const stored: StoredVariant[][] = [];
  let committed: CommitResult<T>;
  try {
    for (const image of images) stored.push(await storeVariants(store, folder, image));
    committed = await commit(stored);
  } catch (err) {
    await removeKeys(
      store,
      stored.flat().map((v) => v.key),
    );
    throw err;
  }
  await removeKeys(store, committed.freedKeys ?? []);
  return committed.result;
}
