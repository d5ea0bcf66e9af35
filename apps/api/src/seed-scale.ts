// Builds the benchmark data set: `npm run seed:scale -- --salons 20000 --appointments 1000000` (on DATABASE_URL,
// never in production).
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { countRow, queryOne } from './db/rows';
import { migrateOrExit } from './db/migrate-on-start';
import { seed } from './db/seed/seed';
import { seedBooking } from './db/seed/seed-booking';
import { seedScaleAppointments } from './db/seed/seed-scale-booking';
import { hashPassword } from './lib/crypto';

const config = loadConfig();
if (config.env === 'production') throw new Error('seed:scale refuses to run in production.');
const flagValue = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const salons = flagValue('--salons', 20_000);
if (!Number.isInteger(salons) || salons < 1 || salons > 200_000)
  throw new Error('--salons must be 1..200000');
const appointments = flagValue('--appointments', 0);
if (!Number.isInteger(appointments) || appointments < 0 || appointments > 5_000_000)
  throw new Error('--appointments must be 0..5000000');

const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateOrExit(database);
const row = await queryOne(
  database.db,
  'seed-scale.salons',
  countRow,
  sql`select count(*)::int as n from salons`,
);
if ((row?.n ?? 0) >= salons) {
  console.log(`Scale data present: ${row!.n} salons.`);
} else if ((row?.n ?? 0) > 0) {
  throw new Error(
    `The database has ${row!.n} salons; seed:scale needs an empty catalogue (use a fresh database).`,
  );
} else {
  const started = Date.now();
  const report = await seed(database.db, { production: false, salonCount: salons });
  console.log(
    `Scale seed (${database.kind}): ${report.catalogue.salons} salons, ${report.catalogue.services} services, ` +
      // eslint-disable-next-line no-restricted-syntax -- a developer console log
      `${report.catalogue.staff} staff, ${report.catalogue.reviews} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
if (appointments > 0) {
  const started = Date.now();
  // Availability of every staff member (once), then the appointments up to the target.
  await seedBooking(database.db, { now: Date.now() });
  const result = await seedScaleAppointments(database.db, {
    target: appointments,
    passwordHash: await hashPassword('Salonya123!'),
    now: Date.now(),
    log: (line) => console.log(line),
  });
  console.log(
    `Scale appointments: ${result.appointments} (bench salon ${result.benchSalonId ?? '-'}) in ` +
      // eslint-disable-next-line no-restricted-syntax -- a developer console log
      `${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
await database.db.execute(sql`analyze`);
await database.close();
