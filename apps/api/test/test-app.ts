import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps, type BuiltApp } from '../src/app';
import { defaultRateLimits, loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/seed';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter';
import type { MailTransport } from '../src/modules/mail/mail.dispatcher';
import type { PendingMail } from '../src/modules/mail/mail.repository';

export type DemoRole = 'customer' | 'salon_owner' | 'staff' | 'admin';
export const demoEmails: Record<DemoRole, string> = {
  customer: 'musteri@salonya.test',
  salon_owner: 'salon@salonya.test',
  staff: 'personel@salonya.test',
  admin: 'admin@salonya.test',
};

/** A database of its own for one test file, copied from the migrated, seeded template. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const spec = inject('testDb');
  if (spec.kind === 'pglite') {
    // A file-backed blob: PGlite reads the tarball once, without a copy in between.
    const database = await openDatabase({ kind: 'pglite', loadDataDir: await openAsBlob(spec.templateFile) });
    return { database, drop: async () => undefined };
  }
  const name = `${spec.template}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: spec.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${spec.template}`);
  await admin.end();
  const url = new URL(spec.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: spec.adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp extends BuiltApp {
  database: Database;
  config: AppConfig;
  sent: PendingMail[];
  clock: { now: number };
  close(): Promise<void>;
  request(opts: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    token?: string;
    body?: unknown;
    payload?: string;
    headers?: Record<string, string>;
    ip?: string;
  }): Promise<LightMyRequestResponse>;
  loginAs(role: DemoRole): Promise<string>;
  /** Delivers pending mail and returns what was sent to one address. */
  mailsTo(email: string): Promise<PendingMail[]>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Pick<AppDeps, 'paymentProvider'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salonya-app-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_KEY: 'test-key',
      APP_URL: 'http://localhost:3000',
    }),
    webDistDir: undefined,
    webServerEntry: undefined,
    rateLimits: {
      ...defaultRateLimits,
      // Generous for the suite; the rate-limit tests set their own.
      loginPerIp: { limit: 1000, windowSec: 900 },
      registerPerIp: { limit: 1000, windowSec: 3600 },
      passwordResetPerIp: { limit: 1000, windowSec: 900 },
    },
    ...overrides,
  };
  const sent: PendingMail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail);
    },
  };
  const clock = { now: Date.now() };
  const built = await buildApp({
    config,
    database,
    rateLimiter: createMemoryRateLimiter(() => clock.now),
    mailTransport: transport,
    mailPollMs: null,
    statsRefreshMs: null,
    now: () => clock.now,
    ...deps,
  });
  await built.app.ready();

  const testApp: TestApp = {
    ...built,
    database,
    config,
    sent,
    clock,
    async close() {
      await built.app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    request({ method, url, token, body, payload, headers, ip }) {
      return built.app.inject({
        method,
        url,
        remoteAddress: ip ?? '127.0.0.1',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined || payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(payload !== undefined
          ? { payload }
          : body !== undefined
            ? { payload: JSON.stringify(body) }
            : {}),
      });
    },
    async loginAs(role) {
      const res = await testApp.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: demoEmails[role], password: DEMO_PASSWORD },
        ip: '127.0.0.9',
      });
      if (res.statusCode !== 200) throw new Error(`loginAs(${role}) failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { token: string }).token;
    },
    async mailsTo(email) {
      await built.mail.drain();
      return sent.filter((m) => m.to === email);
    },
  };
  return testApp;
}
