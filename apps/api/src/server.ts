import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { migrateOrExit } from './db/migrate-on-start';
import { createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter';
import { refreshSalonStats } from './modules/salons/salon-cards.repository';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateOrExit(database);
const rateLimiter = config.redisUrl
  ? createRedisRateLimiter(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }))
  : createMemoryRateLimiter();
const {
  app,
  mail,
  search,
  reminders,
  reviewReminders,
  digests,
  notifications,
  reconciler,
  accountDeletions,
} = await buildApp({ config, database, rateLimiter });
// Lists sort by precomputed figures: bring them up to date before serving.
await refreshSalonStats(database.db);
// Search documents (filled once on a database seeded before they existed) and the place index.
await search.warm();

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await rateLimiter.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

if (config.env === 'production' && database.kind === 'pglite') {
  // ADR 0039: the embedded engine runs every query on the request thread; fine for a demo, not for traffic.
  app.log.warn(
    'running on the embedded PGlite database: queries block the request thread (docs/operations.md, ' +
      "'Embedded database'); set DATABASE_URL to a PostgreSQL server for production traffic",
  );
}
await app.listen({ port: config.port, host: config.host });
mail.kick();
// In-app notifications whose live fan-out a crash interrupted; every commit kicks it at once anyway (ADR 0044).
notifications.start(10_000);
notifications.kick();
// Reminder mails 24 h and 2 h before appointments; app.close() (shutdown) stops the loop before the pool closes.
reminders.start(60_000);
// 'How was your visit?' 2 h after a completed visit, once (ADR 0043).
reviewReminders.start(60_000);
// Owners' daily summary at 07:00 Istanbul (checked every minute; each salon's day is sent once).
digests.start(60_000);
// Card payments stuck in 'pending' (a crash, a provider that did not answer) settled by the provider's word (ADR 0049).
reconciler.start(60_000);
// Accounts whose 30-day deletion grace period ended are anonymised (ADR 0050); checked every 10 minutes.
accountDeletions.start(600_000);
