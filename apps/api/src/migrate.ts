import { loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
