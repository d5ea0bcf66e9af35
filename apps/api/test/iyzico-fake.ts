import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A stand-in for iyzico's API on 127.0.0.1 (no network in tests): the real `iyzipay` client talks to it over HTTP,
 * it checks the client's IYZWSv2 authorization (HMAC-SHA256 of random key + path + body with the secret key) and
 * answers from the recorded fixtures in test/fixtures/iyzico (or from a handler that signs like iyzico does).
 */

/** The keys the fixtures were recorded with (sandbox-style; not a real merchant's). */
export const IYZICO_TEST_KEYS = {
  apiKey: 'sandbox-fixture-api-key',
  secretKey: 'sandbox-fixture-secret-key',
} as const;

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'iyzico');

export interface IyzicoFixture {
  note: string;
  request?: { path: string; body?: Record<string, unknown> };
  response?: Record<string, unknown>;
  form?: Record<string, string>;
}

export function iyzicoFixture(name: string): IyzicoFixture {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as IyzicoFixture;
}

/** iyzico's response and callback signature: HMAC-SHA256 (hex) of the values joined with ':'. */
export function iyzicoSign(values: readonly (string | number)[]): string {
  return createHmac('sha256', IYZICO_TEST_KEYS.secretKey).update(values.map(String).join(':')).digest('hex');
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  /** The IYZWSv2 header named our api key and its signature matched the body. */
  authorised: boolean;
}

export type IyzicoHandler = (body: Record<string, unknown>) => unknown;

function authorised(req: IncomingMessage, urlPath: string, raw: string): boolean {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('IYZWSv2 ')) return false;
  const fields = new Map(
    Buffer.from(header.slice(8), 'base64')
      .toString('utf8')
      .split('&')
      .map((pair) => {
        const i = pair.indexOf(':');
        return [pair.slice(0, i), pair.slice(i + 1)] as const;
      }),
  );
  if (fields.get('apiKey') !== IYZICO_TEST_KEYS.apiKey) return false;
  const expected = createHmac('sha256', IYZICO_TEST_KEYS.secretKey)
    .update(`${fields.get('randomKey') ?? ''}${urlPath}${raw}`)
    .digest();
  const given = Buffer.from(fields.get('signature') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startFakeIyzico(handlers: Record<string, IyzicoHandler>) {
  const requests: RecordedRequest[] = [];
  const routes = { ...handlers };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const urlPath = (req.url ?? '').split('?')[0] ?? '';
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const ok = authorised(req, urlPath, raw);
      requests.push({ path: urlPath, body, authorised: ok });
      const handler = routes[urlPath];
      const answer = !ok
        ? { status: 'failure', errorCode: '1001', errorMessage: 'api bilgileri bulunamadı', locale: 'tr' }
        : handler
          ? handler(body)
          : { status: 'failure', errorCode: '5000', errorMessage: 'unknown path' };
      if (answer === 'hang') return; // a provider that never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    /** Replaces the answer of one path (a scenario step). */
    on(pathName: string, handler: IyzicoHandler) {
      routes[pathName] = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
