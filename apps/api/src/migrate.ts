import { loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { migrateOrExit } from './db/migrate-on-start';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateOrExit(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
