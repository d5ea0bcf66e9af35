import { expect, test } from '@playwright/test';
import { postgresAnswers, withCrashRig, type Slot } from './crash-support';

/**
 * kill -9 of the server in the middle of a burst of bookings on PostgreSQL, then a restart: every booking the
 * server acknowledged (201) is there with its services, nothing is half-written, and replaying an acknowledged
 * request with its Idempotency-Key answers the same appointment. Runs where a PostgreSQL server answers on
 * 127.0.0.1:5432 (as in CI); the embedded database has no separate server to survive a crash.
 */
const port = 3000 + (process.pid % 500) + 3500;

test('kill -9 during a burst of bookings loses no acknowledged booking and leaves none half-written', async () => {
  test.skip(!(await postgresAnswers()), 'needs PostgreSQL on 127.0.0.1:5432');
  test.setTimeout(300_000);
  await withCrashRig('salonya_crash', port, async (rig) => {
    const { db, dbName, salonId, serviceId } = rig;
    // Free times over the next weeks, as the wizard would ask for them.
    const wanted = await rig.freeSlots(60, 6);
    expect(wanted.length).toBeGreaterThanOrEqual(30);

    const acknowledged: { key: string; body: string; id: number }[] = [];
    const book = async (slot: Slot, i: number) => {
      const key = `crash-${dbName}-${i}`;
      const body = JSON.stringify({
        salon_id: salonId,
        salon_staff_id: 'any',
        service_ids: [serviceId],
        date: slot.date,
        time: slot.time,
      });
      try {
        const res = await rig.postAppointment(key, body);
        if (res.status === 201) {
          const answer = (await res.json()) as { data: { id: number } };
          acknowledged.push({ key, body, id: answer.data.id });
        }
        expect(res.status, 'no 5xx before the crash').toBeLessThan(500);
      } catch {
        // The connection died with the server: not acknowledged, so nothing is owed.
      }
    };
    await rig.burstKillRestart(
      wanted.map((slot, i) => () => book(slot, i)),
      () => acknowledged.length,
    );

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
      const res = await rig.postAppointment(a.key, a.body);
      expect(res.status).toBe(201);
      expect(((await res.json()) as { data: { id: number } }).data.id).toBe(a.id);
    }
  });
});
