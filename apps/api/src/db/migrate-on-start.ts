import type { Database, MigrationResult } from './client';
import { MigrationStateError } from './migration-journal';

/**
 * Migrates before the server (or the migrate/seed script) goes on. On a skipped or changed migration it logs one
 * clear English message naming it and exits with status 1 instead of serving a half-migrated database.
 */
export async function migrateOrExit(database: Database): Promise<MigrationResult> {
  try {
    return await database.migrate();
  } catch (error) {
    if (!(error instanceof MigrationStateError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
}
