import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD, demo } from './support';

/** What the kill -9 specs share: the repository root, PostgreSQL's presence, the built scripts and the server. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const adminUrl = process.env.CRASH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function run(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script], { cwd: root, env, stdio: 'ignore' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`))));
  });
}

/** Resolves once the process has gone, also when it went before the call (a SIGKILL leaves exitCode null). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(origin: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn('node', ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'ignore' });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/v1/ready`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 60_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return server;
}

export interface Slot {
  date: string;
  time: string;
}

/** One kill -9 scenario's world: its own seeded PostgreSQL database, a server on `origin`, a signed-in customer. */
export interface CrashRig {
  dbName: string;
  origin: string;
  db: pg.Client;
  /** The demo customer's bearer token. */
  token: string;
  /** A short, plain (not home, not pet) service of the first active salon. */
  salonId: number;
  serviceId: number;
  /** Up to `perDay` free start times a day from 3 days ahead, until `count` are found, as the wizard asks. */
  freeSlots(count: number, perDay: number): Promise<Slot[]>;
  /** POST /appointments as the customer with an Idempotency-Key. */
  postAppointment(key: string, body: string): Promise<Response>;
  /**
   * Runs the requests at once and kills the server hard once a third of them were acknowledged (the rest still in
   * flight), then starts it again on the same database. `acknowledged` is read after each request.
   */
  burstKillRestart(requests: (() => Promise<void>)[], acknowledged: () => number): Promise<void>;
}

/**
 * Creates the database, migrates and seeds it, starts the built server, signs the customer in, runs `body`, and
 * always tears everything down. `prefix` names the database (`<prefix>_<random>`).
 */
export async function withCrashRig(
  prefix: string,
  port: number,
  body: (rig: CrashRig) => Promise<void>,
): Promise<void> {
  const dbName = `${prefix}_${randomBytes(4).toString('hex')}`;
  const origin = `http://127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: path.join(root, 'e2e', `.data-crash-${dbName}`),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
  };
  const db = new pg.Client({ connectionString: url.toString() });
  let server: ChildProcess | null = null;
  try {
    await run('apps/api/dist/migrate.js', env);
    await run('apps/api/dist/seed.js', env);
    server = await startServer(origin, env);
    const login = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: demo.customer, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await db.connect();
    const { rows } = await db.query<{ salon_id: number; service_id: number }>(
      `select s.id as salon_id, sv.id as service_id from salons s join services sv on sv.salon_id = s.id
       where s.status = 'active' and sv.is_active and sv.duration_minutes <= 60
         and not sv.is_home_service and not sv.is_pet_service
       order by s.id, sv.id limit 1`,
    );
    const { salon_id: salonId, service_id: serviceId } = rows[0]!;
    await body({
      dbName,
      origin,
      db,
      token,
      salonId,
      serviceId,
      async freeSlots(count, perDay) {
        const wanted: Slot[] = [];
        for (let day = 3; wanted.length < count && day < 40; day++) {
          const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
          const res = await fetch(
            `${origin}/api/v1/booking/slots?salon_id=${salonId}&date=${date}&service_ids=${serviceId}`,
          );
          if (!res.ok) continue;
          const answer = (await res.json()) as { data: { slots: { time: string }[] } };
          for (const slot of answer.data.slots.slice(0, perDay)) wanted.push({ date, time: slot.time });
        }
        return wanted;
      },
      postAppointment(key, requestBody) {
        return fetch(`${origin}/api/v1/appointments`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
            'x-requested-with': 'XMLHttpRequest',
          },
          body: requestBody,
        });
      },
      async burstKillRestart(requests, acknowledged) {
        const running = server!;
        let killed = false;
        await Promise.all(
          requests.map((request) =>
            request().then(() => {
              if (!killed && acknowledged() >= Math.floor(requests.length / 3)) {
                killed = true;
                running.kill('SIGKILL');
              }
            }),
          ),
        );
        if (!killed) running.kill('SIGKILL');
        await exited(running);
        expect(acknowledged()).toBeGreaterThan(0);
        server = await startServer(origin, env);
      },
    });
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
