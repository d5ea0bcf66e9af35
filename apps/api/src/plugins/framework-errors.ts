import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@salonya/contracts/envelope';
import type { SecurityHeaders } from './security-headers';

/**
 * Errors raised before a route is found (router) or before a request exists (the HTTP parser) never reach the
 * error handler: they get the same envelope, Turkish message and security headers here.
 */
const ROUTER_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'Adres geçersiz karakterler içeriyor.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'İstenen adres çok uzun.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: 'İstek okunamadı.' },
};

export function frameworkErrorAnswer(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = ROUTER_ERRORS[error.code] ?? ROUTER_ERRORS.FST_ERR_ASYNC_CONSTRAINT!;
    for (const [name, value] of headers.fixed) reply.header(name, value);
    request.log.info({ code: error.code }, 'framework error');
    return reply
      .status(known.status)
      .send({ success: false, message: known.message, error_code: known.code });
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: 'İstek başlıkları çok büyük.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: 'İstek zamanında tamamlanmadı.',
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: 'İstek okunamadı.' };

/** Node's 'clientError': a request the HTTP parser could not read. */
export function clientErrorAnswer(headers: SecurityHeaders) {
  return (err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const known = (err.code ? CLIENT_ERRORS[err.code] : undefined) ?? BAD_REQUEST;
    const body = JSON.stringify({ success: false, message: known.message, error_code: known.code });
    const lines = [
      `HTTP/1.1 ${known.status} ${known.reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...headers.fixed.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
