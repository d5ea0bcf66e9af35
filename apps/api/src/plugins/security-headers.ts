import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Browser features the app never uses are off; location (nearby salons) and payment only for our own pages. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=(), interest-cohort=()';

export interface SecurityHeaders {
  /** Sets the headers on a response (the middleware, built once). */
  apply(req: IncomingMessage, res: ServerResponse, done: (err?: unknown) => void): void;
  /** The same headers as a list, for answers written before any request object exists (HTTP parse errors). */
  readonly fixed: ReadonlyArray<readonly [string, string]>;
}

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet built it again, and
 * parsed the Content-Security-Policy again, on every request (2–3 % of a cheap request's time).
 */
export function createSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const middleware = helmet(options);
  const apply: SecurityHeaders['apply'] = (req, res, done) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    middleware(req, res, done);
  };
  // Helmet's headers do not depend on the request: record them once on a stand-in response.
  const fixed: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      fixed.push([name, Array.isArray(value) ? value.join(', ') : String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  apply({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return { apply, fixed };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    headers.apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  // An answer to a signed-in request is that user's: no browser, proxy or CDN may keep it.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined) reply.header('Cache-Control', 'no-store');
  });
}
