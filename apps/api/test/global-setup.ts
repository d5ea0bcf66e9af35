import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb:
      { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

/** Migrates and seeds one template; every test file then gets its own copy (DESIGN §6: no fresh migration per file). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `salonya_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: tplUrl.toString(), poolSize: 2 });
    await database.migrate();
    await seed(database.db, { production: false });
    await database.close();
    project.provide('testDb', { kind: 'postgres', adminUrl: url, template });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`${template}_f%`, template],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'salonya-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seed(database.db, { production: false });
  const raw = database as unknown as { db: { $client: { dumpDataDir(c: 'none'): Promise<Blob> } } };
  const blob = await raw.db.$client.dumpDataDir('none');
  const templateFile = path.join(dir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('testDb', { kind: 'pglite', templateFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
