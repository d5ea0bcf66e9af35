import { randomUUID } from 'node:crypto';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_MAX_BYTES,
  MEDIA_MESSAGES,
  VARIANT_FORMATS,
  variantWidths,
  type ImageFormat,
  type ImagePurpose,
} from '@salonya/domain/catalogue/salon-media';
import sharp from 'sharp';
import { AppError } from '../app-error';
import type { FileStore } from './file-store';
import { detectImageType } from './image-types';

type Sharp = ReturnType<typeof sharp>;
type Metadata = Awaited<ReturnType<Sharp['metadata']>>;

/** One encoded size of a picture, kept in media_images.variants. */
export interface StoredVariant {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: number;
  key: string;
  url: string;
}

export interface ProcessedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Size after auto-rotation. */
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

const QUALITIES: Record<ImageFormat, readonly number[]> = {
  webp: [80, 70, 60, 50, 40],
  avif: [55, 45, 38, 30],
};
const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

function encode(
  raw: Buffer,
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
  format: ImageFormat,
  quality: number,
) {
  const image = sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return (
    format === 'webp' ? image.webp({ quality, effort: 4 }) : image.avif({ quality, effort: 2 })
  ).toBuffer();
}

/** The smallest quality that still fits the byte budget, shrinking the picture when no quality does. */
async function encodeWithin(source: Sharp, width: number, format: ImageFormat): Promise<ProcessedVariant> {
  let target = width;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { data: raw, info } = await source
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const channels = info.channels as 1 | 2 | 3 | 4;
    for (const quality of QUALITIES[format]) {
      const data = await encode(raw, { width: info.width, height: info.height, channels }, format, quality);
      if (data.length <= IMAGE_VARIANT_MAX_BYTES) {
        return { format, width: info.width, height: info.height, data };
      }
    }
    target = Math.max(16, Math.floor(target * 0.8));
  }
  throw AppError.field('file', MEDIA_MESSAGES.broken);
}

/**
 * The upload pipeline (DESIGN §8 Uploads): type by magic bytes, decoded-size limit, auto-rotation by EXIF, every
 * piece of metadata dropped (sharp writes none unless asked), and WebP + AVIF variants each within 200 KB.
 * Bad input answers 422 with a Turkish message; nothing is written here.
 */
export async function processImage(bytes: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (bytes.length === 0) throw AppError.field('file', MEDIA_MESSAGES.missingFile);
  if (!detectImageType(bytes)) throw AppError.field('file', MEDIA_MESSAGES.wrongType);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.field('file', MEDIA_MESSAGES.broken);
  }
  if (!meta.width || !meta.height) throw AppError.field('file', MEDIA_MESSAGES.broken);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw AppError.field('file', MEDIA_MESSAGES.tooManyPixels);
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  try {
    // One decode, rotated upright; each variant is resized from it. failOn 'warning' refuses truncated files.
    const source = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' }).rotate();
    const variants: ProcessedVariant[] = [];
    for (const w of variantWidths(purpose, width)) {
      for (const format of VARIANT_FORMATS) variants.push(await encodeWithin(source, w, format));
    }
    return { width, height, variants };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.field('file', MEDIA_MESSAGES.broken);
  }
}

/**
 * Writes the variants under `salons/<salonId>/<random>-<width>.<ext>` (or under a named folder, e.g. `users/<id>`
 * for a profile photo); when one write fails the written ones are removed again, so a failed upload leaves no file
 * behind.
 */
export async function storeVariants(
  store: FileStore,
  folder: number | string,
  image: ProcessedImage,
): Promise<StoredVariant[]> {
  const base = typeof folder === 'number' ? `salons/${folder}` : folder;
  const stem = `${base}/${randomUUID().replace(/-/g, '')}`;
  const planned = image.variants.map((v) => ({
    variant: v,
    key: `${stem}-${v.width}.${v.format}`,
  }));
  const written: string[] = [];
  try {
    for (const { variant, key } of planned) {
      await store.put(key, variant.data, CONTENT_TYPES[variant.format]);
      written.push(key);
    }
  } catch (err) {
    await removeKeys(store, written);
    throw err;
  }
  return planned.map(({ variant, key }) => ({
    format: variant.format,
    width: variant.width,
    height: variant.height,
    bytes: variant.data.length,
    key,
    url: store.urlOf(key),
  }));
}

/** Best effort: a file that cannot be removed is left (never an error for the caller). */
export async function removeKeys(store: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
}

/** The URL cards and old clients use: the largest WebP. */
export function primaryUrl(variants: readonly { format: string; width: number; url: string }[]): string {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width);
  return (webp[0] ?? variants[0])!.url;
}
