import type { ErrorCode, FieldErrors } from '@salonya/contracts/envelope';

/** The one error type services throw; the error handler maps it to HTTP. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      errors?: FieldErrors;
      conflictType?: string;
      suggestion?: string;
      retryAfterSec?: number;
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(
    errors: FieldErrors,
    message = 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
  ) {
    return new AppError(422, 'VALIDATION_ERROR', message, { errors });
  }
  static field(field: string, message: string) {
    return AppError.validation({ [field]: [message] });
  }
  static unauthenticated(message = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.') {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message = 'Bu işlem için yetkiniz yok') {
    return new AppError(403, 'FORBIDDEN', message);
  }
  static notFound(message = 'Aradığınız kayıt bulunamadı.') {
    return new AppError(404, 'NOT_FOUND', message);
  }
  static conflict(conflictType: string, message: string) {
    return new AppError(409, 'CONFLICT', message, { conflictType });
  }
  static rateLimited(retryAfterSec: number) {
    return new AppError(
      429,
      'RATE_LIMITED',
      `Çok fazla deneme yaptınız. Lütfen ${retryAfterSec} saniye sonra tekrar deneyin.`,
      { retryAfterSec },
    );
  }
}
