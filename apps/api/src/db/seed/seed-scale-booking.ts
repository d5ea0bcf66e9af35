import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { defaultNotificationSettings } from '../../modules/auth/auth.repository';
import type { Db } from '../client';
import { countRow, idRow, int, intOrNull, queryOne } from '../rows';
import { insertAppointments } from './seed-booking';

const BENCH_STAFF = 10;
const SCALE_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];

function one<S extends z.ZodType>(db: Db, schema: S, query: SQL): Promise<z.output<S> | undefined> {
  return queryOne(db, 'seed-scale-booking', schema, query);
}

/**
 * The booking part of the scale data set: the demo owner's first salon grows to 10 staff members who do all its
 * services (the slot benchmark's salon, densely booked), then appointments are added in chunks of staff until the
 * table holds `target` rows. Bounded: at most 40 passes.
 */
export async function seedScaleAppointments(
  db: Db,
  opts: { target: number; passwordHash: string; now: number; log: (line: string) => void },
): Promise<{ benchSalonId: number | null; appointments: number }> {
  const now = new Date(opts.now).toISOString();
  const salon = await one(
    db,
    idRow,
    sql`select s.id from salons s join users u on u.id = s.owner_user_id
      where u.email = 'salon@salonya.test' order by s.id limit 1`,
  );
  const benchSalonId = salon ? Number(salon.id) : null;
  if (benchSalonId !== null) {
    const have = await one(
      db,
      countRow,
      sql`select count(*)::int as n from salon_staff where salon_id = ${benchSalonId}`,
    );
    for (let i = Number(have?.n ?? 0); i < BENCH_STAFF; i++) {
      const user = await one(
        db,
        idRow,
        sql`insert into users (name, email, password_hash, user_type, email_verified_at, kvkk_consent_at,
            notification_settings)
          values (${`Bench Uzman ${i + 1}`}, ${`bench.uzman.${i + 1}@salonya.test`}, ${opts.passwordHash}, 'staff',
            now(), now(), ${JSON.stringify(defaultNotificationSettings)}::jsonb)
          on conflict do nothing returning id`,
      );
      if (!user) continue;
      const staff = await one(
        db,
        idRow,
        sql`insert into salon_staff (salon_id, user_id, display_name, title)
          values (${benchSalonId}, ${user.id}, ${`Uzman ${i + 1}`}, 'Kuaför') returning id`,
      );
      await db.execute(sql`insert into staff_services (salon_staff_id, service_id)
        select ${staff!.id}, id from services where salon_id = ${benchSalonId} on conflict do nothing`);
      await db.execute(sql`insert into staff_working_hours (salon_staff_id, weekday, starts_at, ends_at)
        select ${staff!.id}, weekday, opens_at, closes_at from salon_opening_hours
        where salon_id = ${benchSalonId} and opens_at is not null`);
    }
    // Every bench staff member does every service, so 'any' considers all ten.
    await db.execute(sql`insert into staff_services (salon_staff_id, service_id)
      select st.id, sv.id from salon_staff st join services sv on sv.salon_id = st.salon_id
      where st.salon_id = ${benchSalonId} on conflict do nothing`);
    const dense = await one(
      db,
      countRow,
      sql`select count(*)::int as n from appointments where salon_id = ${benchSalonId}
        and starts_at > ${now}::timestamptz`,
    );
    if (Number(dense?.n ?? 0) < 500) {
      const added = await insertAppointments(db, {
        now,
        fromDay: -60,
        toDay: 45,
        modulo: 2,
        hours: SCALE_HOURS,
        salonId: benchSalonId,
      });
      opts.log(`  bench salon ${benchSalonId}: ${added} appointments for ${BENCH_STAFF} staff`);
    }
  }

  const bounds = await one(
    db,
    z.object({ lo: intOrNull, hi: intOrNull, n: int }),
    sql`select min(id)::int as lo, max(id)::int as hi, count(*)::int as n from salon_staff where is_active`,
  );
  let total = Number((await one(db, countRow, sql`select count(*)::int as n from appointments`))?.n ?? 0);
  if (!bounds || total >= opts.target) return { benchSalonId, appointments: total };
  // Dense rather than sparse: every other hour of the grid for a slice of the staff, so the generator does not
  // have to throw away a hundred candidates for each row it keeps. Chunks of staff until the target is reached.
  const days = { from: -150, to: 45 };
  const perStaff = (days.to - days.from + 1) * SCALE_HOURS.length * 0.25;
  const chunk = Math.max(1, Math.ceil(Math.min(opts.target - total, 300_000) / perStaff));
  let pass = 0;
  let lo = Number(bounds.lo);
  while (lo <= Number(bounds.hi) && total < opts.target && pass < 40) {
    pass += 1;
    const size = Math.max(1, Math.min(chunk, Math.ceil((opts.target - total) / perStaff)));
    const added = await insertAppointments(db, {
      now,
      fromDay: days.from,
      toDay: days.to,
      modulo: 2,
      hours: SCALE_HOURS,
      staffRange: [lo, lo + size - 1],
    });
    total += added;
    opts.log(`  appointments: +${added} (staff ${lo}…${lo + size - 1}), ${total} in all`);
    lo += size;
  }
  return { benchSalonId, appointments: total };
}
