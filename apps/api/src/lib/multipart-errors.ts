import { AppError } from './app-error';

export const MULTIPART_UNREADABLE = 'Form verisi okunamadı. Lütfen formu yeniden gönderin.';
export const MULTIPART_TOO_MANY_FIELDS = 'Formda çok fazla alan var.';

/**
 * What a multipart read that broke off answers. The parser's own limit errors carry a 4xx status and pass through;
 * a missing boundary or a malformed part is a plain Error from the parser (400); when the fields limit was reached
 * the file part after it ends early ("premature close") and the limit is the real cause (413).
 */
export function multipartFailure(err: unknown, read: { fields: number; fieldsLimit: number }): Error {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err as Error;
  if (read.fields >= read.fieldsLimit)
    return new AppError(413, 'PAYLOAD_TOO_LARGE', MULTIPART_TOO_MANY_FIELDS);
  return new AppError(400, 'BAD_REQUEST', MULTIPART_UNREADABLE);
}
