import type { FieldErrors } from '@salonya/contracts/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** Fastify's and its plugins' own 4xx errors, in Turkish. */
const CLIENT_ERRORS: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'İstek gövdesi geçerli bir JSON değil.', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'İstek gövdesi boş olamaz.', code: 'INVALID_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'İstek gövdesi çok büyük.', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Desteklenmeyen içerik türü.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'İstek gövdesi uzunluğu geçersiz.', code: 'BAD_REQUEST' },
  FST_REQ_FILE_TOO_LARGE: { message: 'Her belge en fazla 5 MB olabilir.', code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { message: 'Çok fazla dosya gönderildi.', code: 'PAYLOAD_TOO_LARGE' },
  FST_PARTS_LIMIT: { message: 'Formda çok fazla alan var.', code: 'PAYLOAD_TOO_LARGE' },
  FST_FIELDS_LIMIT: { message: 'Formda çok fazla alan var.', code: 'PAYLOAD_TOO_LARGE' },
  FST_PROTO_VIOLATION: { message: 'Form alan adı geçersiz.', code: 'BAD_REQUEST' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { message: 'Form verisi okunamadı.', code: 'BAD_REQUEST' },
};

const GENERIC_VALIDATION = 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.';

function fieldName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return name === '' ? '_' : name;
}

/** One place maps every error to the envelope; 5xx internals never reach the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSec !== undefined)
        reply.header('Retry-After', String(error.extra.retryAfterSec));
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        error_code: error.code,
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
        ...(error.extra.conflictType ? { conflict_type: error.extra.conflictType } : {}),
        ...(error.extra.suggestion ? { suggestion: error.extra.suggestion } : {}),
        ...(error.extra.data ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath);
        const list = (errors[key] ??= []);
        const message = issue.message ?? GENERIC_VALIDATION;
        if (!list.includes(message)) list.push(message);
      }
      const rootOnly = Object.keys(errors).length === 1 && errors._;
      return reply.status(422).send({
        success: false,
        message: rootOnly ? 'İstek gövdesi geçersiz: bir JSON nesnesi bekleniyordu.' : GENERIC_VALIDATION,
        error_code: 'VALIDATION_ERROR',
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        success: false,
        message: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.',
        error_code: 'RATE_LIMITED',
      });
    }
    if (status >= 400 && status < 500) {
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      // Syntax errors from the JSON parser carry no code in some versions.
      const isJson = !known && error instanceof SyntaxError;
      return reply.status(isJson ? 400 : status).send({
        success: false,
        message: known?.message ?? (isJson ? 'İstek gövdesi geçerli bir JSON değil.' : 'Geçersiz istek.'),
        error_code: known?.code ?? (isJson ? 'INVALID_JSON' : 'BAD_REQUEST'),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
      error_code: 'INTERNAL_ERROR',
    });
  });
}
