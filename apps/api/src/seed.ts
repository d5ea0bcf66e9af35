import path from 'node:path';
import { loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { migrateOrExit } from './db/migrate-on-start';
import { seed } from './db/seed/seed';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateOrExit(database);
const report = await seed(database.db, {
  production: config.env === 'production',
  uploadDir: path.join(config.dataDir, 'uploads'),
});
await database.close();
console.log(
  `Seed done (${database.kind}): +${report.provinces} provinces, +${report.districts} districts, ` +
    `+${report.categories} categories, +${report.demoUsers} demo users, +${report.catalogue.salons} salons ` +
    `(${report.catalogue.services} services, ${report.catalogue.staff} staff, ${report.catalogue.reviews} reviews), ` +
    `+${report.admin.applications} salon applications, +${report.admin.notifications} admin notifications.`,
);
