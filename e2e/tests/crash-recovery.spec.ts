import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { adminUrl, exited, postgresAnswers, root, run, startServer } from './crash-support';
import { DEMO_PASSWORD, demo } from './support';

/**
 * kill -9 of the server in the middle of a burst of bookings on PostgreSQL, then a restart: every booking the
 * server acknowledged (201) is there with its services, nothing is half-written, and replaying an acknowledged
 * request with its Idempotency-Key answers the same appointment. Runs where a PostgreSQL server answers on
 * 127.0.0.1:5432 (as in CI); the embedded database has no separate server to survive a crash.
 */
const port = 3000 + (process.pid % 500) + 3500;
const origin = `http://127.0.0.1:${port}`;

test('kill -9 during a burst of bookings loses no acknowledged booking and leaves none half-written', async () => {
  test.skip(!(await postgresAnswers()), 'needs PostgreSQL on 127.0.0.1:5432');
  test.setTimeout(300_000);
  const dbName = `salonya_crash_${randomBytes(4).toString('hex')}`;
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
    const { rows: salonRows } = await db.query<{ salon_id: number; service_id: number }>(
      `select s.id as salon_id, sv.id as service_id from salons s join services sv on sv.salon_id = s.id
       where s.status = 'active' and sv.is_active and sv.duration_minutes <= 60
         and not sv.is_home_service and not sv.is_pet_service
       order by s.id, sv.id limit 1`,
    );
    const { salon_id: salonId, service_id: serviceId } = salonRows[0]!;

    // Free times over the next weeks, as the wizard would ask for them.
    const wanted: { date: string; time: string }[] = [];
    for (let day = 3; wanted.length < 60 && day < 40; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const res = await fetch(
        `${origin}/api/v1/booking/slots?salon_id=${salonId}&date=${date}&service_ids=${serviceId}`,
      );
      if (!res.ok) continue;
      const body = (await res.json()) as { data: { slots: { time: string }[] } };
      for (const slot of body.data.slots.slice(0, 6)) wanted.push({ date, time: slot.time });
    }
    expect(wanted.length).toBeGreaterThanOrEqual(30);

    const acknowledged: { key: string; body: string; id: number }[] = [];
    let killed = false;
    const book = async (slot: { date: string; time: string }, i: number) => {
      const key = `crash-${dbName}-${i}`;
      const body = JSON.stringify({
        salon_id: salonId,
        salon_staff_id: 'any',
        service_ids: [serviceId],
        date: slot.date,
        time: slot.time,
      });
      try {
        const res = await fetch(`${origin}/api/v1/appointments`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
            'x-requested-with': 'XMLHttpRequest',
          },
          body,
        });
        if (res.status === 201) {
          const answer = (await res.json()) as { data: { id: number } };
          acknowledged.push({ key, body, id: answer.data.id });
        }
        expect(res.status, 'no 5xx before the crash').toBeLessThan(500);
      } catch {
        // The connection died with the server: not acknowledged, so nothing is owed.
      }
    };
    const burst = wanted.map((slot, i) =>
      book(slot, i).then(() => {
        // Kill the server hard once a third of the burst is acknowledged, with the rest still in flight.
        if (!killed && acknowledged.length >= Math.floor(wanted.length / 3)) {
          killed = true;
          server!.kill('SIGKILL');
        }
      }),
    );
    await Promise.all(burst);
    if (!killed) server.kill('SIGKILL');
    await exited(server);
    expect(acknowledged.length).toBeGreaterThan(0);

    server = await startServer(origin, env);
    // Every acknowledged booking is there, with its services.
    const ids = acknowledged.map((a) => a.id);
    const { rows: kept } = await db.query<{ id: number; services: number }>(
      `select a.id, (select count(*)::int from appointment_services s where s.appointment_id = a.id) as services
       from appointments a where a.id = any($1::int[])`,
      [ids],
    );
    expect(kept.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(kept.every((r) => r.services > 0)).toBe(true);
    // Nothing half-written anywhere: no appointment without services, no claimed key without its answer.
    const { rows: orphans } = await db.query<{ n: number }>(
      `select count(*)::int as n from appointments a
       where not exists (select 1 from appointment_services s where s.appointment_id = a.id)`,
    );
    expect(orphans[0]!.n).toBe(0);
    const { rows: openKeys } = await db.query<{ n: number }>(
      `select count(*)::int as n from appointment_idempotency_keys where key like $1 and response_status is null`,
      [`crash-${dbName}-%`],
    );
    expect(openKeys[0]!.n).toBe(0);
    // A replay after the restart answers the stored booking.
    for (const a of acknowledged.slice(0, 5)) {
      const res = await fetch(`${origin}/api/v1/appointments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': a.key,
          'x-requested-with': 'XMLHttpRequest',
        },
        body: a.body,
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { data: { id: number } }).data.id).toBe(a.id);
    }
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
});
