import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, MEDIA_MESSAGES } from '@salonya/domain/catalogue/salon-media';
import { AppError } from '../app-error';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

function codeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/**
 * Reads the image files of a multipart request into memory (each at most IMAGE_UPLOAD_MAX_BYTES, at most
 * `maxFiles`); text fields are returned too. Not multipart, no boundary, too large, too many: a 4xx, never a 500.
 */
export async function readImageUploads(
  request: FastifyRequest,
  maxFiles: number,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MEDIA_MESSAGES.notMultipart);
  }
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: IMAGE_UPLOAD_MAX_BYTES,
        files: maxFiles,
        fields: 10,
        fieldSize: 1000,
        parts: maxFiles + 10,
      },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      files.push({ field: part.fieldname, filename: part.filename, bytes });
    }
  } catch (err) {
    const code = codeOf(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge, {
        errors: { file: [MEDIA_MESSAGES.tooLarge] },
      });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooManyFiles, {
        errors: { file: [MEDIA_MESSAGES.tooManyFiles] },
      });
    }
    if (err instanceof AppError) throw err;
    // Malformed bodies (no boundary, cut off, bad headers): a client error.
    throw new AppError(400, 'BAD_REQUEST', 'Form verisi okunamadı. Lütfen fotoğrafı tekrar yükleyin.');
  }
  if (files.length === 0) throw AppError.field('file', MEDIA_MESSAGES.missingFile);
  return { files, fields };
}
