import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/seed';
import { queryOne } from '../src/db/rows';

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
  const raw = database as unknown as {
    db: { $client: { dumpDataDir(c: 'none'): Promise<Blob>; exec(q: string): Promise<unknown> } };
  };
  // A checkpoint first, so a file's copy starts without replaying the migrations' and the seed's WAL; then only the
  // WAL segments from the checkpoint's redo point to the current one travel (the others are recycled spares).
  await raw.db.$client.exec('CHECKPOINT');
  const wal = await queryOne(
    database.db,
    'template WAL segments',
    z.object({ redo: z.string(), current: z.string() }),
    sql`select pg_walfile_name(redo_lsn) as redo, pg_walfile_name(pg_current_wal_lsn()) as current
      from pg_control_checkpoint()`,
  );
  if (!wal) throw new Error('global setup: the checkpoint location is missing');
  const blob = await raw.db.$client.dumpDataDir('none');
  const tar = withoutSpareWalSegments(new Uint8Array(await blob.arrayBuffer()), wal.redo, wal.current);
  const templateFile = path.join(dir, 'template.tar');
  writeFileSync(templateFile, tar);
  await database.close();
  project.provide('testDb', { kind: 'pglite', templateFile });
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The tarball without the WAL segments outside [redo, current]: older ones are not needed to recover and newer ones
 * are pre-allocated spares (PostgreSQL creates segments as it needs them). Other entries are copied as they are.
 */
export function withoutSpareWalSegments(tar: Uint8Array, redo: string, current: string): Uint8Array {
  const decoder = new TextDecoder();
  const field = (header: Uint8Array, start: number, length: number) => {
    const bytes = header.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return decoder.decode(end < 0 ? bytes : bytes.subarray(0, end));
  };
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const type = field(header, 156, 1);
    // Extended headers (pax, GNU long names) describe the next entry: keep everything as it is then.
    if (type === 'x' || type === 'g' || type === 'L' || type === 'K') return tar;
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 155);
    const fullName = prefix ? `${prefix}/${name}` : name;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    const base = fullName.split('/').pop() ?? '';
    const spare = /(^|\/)pg_wal\/[0-9A-F]{24}$/.test(fullName) && (base < redo || base > current);
    if (!spare) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}
