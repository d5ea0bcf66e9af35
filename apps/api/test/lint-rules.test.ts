import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The layering rules of eslint.config.js (DESIGN §8), run on small texts as if they were files of the repo. */
const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint rules', () => {
  it('fails on a route that imports the db client', async () => {
    const ids = await ruleIds(
      'apps/api/src/modules/example/example.routes.ts',
      "import { openDatabase } from '../../db/client';\nexport const open = openDatabase;\n",
    );
    expect(ids).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('fails on a service that imports drizzle-orm, pg or a table', async () => {
    const ids = await ruleIds(
      'apps/api/src/modules/example/example.service.ts',
      [
        "import { sql } from 'drizzle-orm';",
        "import { eq } from 'drizzle-orm/sql';",
        "import pg from 'pg';",
        "import { salons } from '../../db/schema';",
        'export const all = [sql, eq, pg, salons];',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual(Array(4).fill('@typescript-eslint/no-restricted-imports'));
  });

  it('lets routes and services pass the Db type through', async () => {
    const ids = await ruleIds(
      'apps/api/src/modules/example/example.service.ts',
      "import type { Db } from '../../db/client';\nexport const use = (db: Db) => db;\n",
    );
    expect(ids).toEqual([]);
  });

  it('lets a repository query the database', async () => {
    const ids = await ruleIds(
      'apps/api/src/modules/example/example.repository.ts',
      "import { sql } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\nexport const one = (db: Db) => db.execute(sql`select 1`);\n",
    );
    expect(ids).toEqual([]);
  });

  it('fails on a query result cast instead of parsed (ADR 0035)', async () => {
    const ids = await ruleIds(
      'apps/api/src/modules/example/example.repository.ts',
      [
        "import { sql } from 'drizzle-orm';",
        "import type { Db } from '../../db/client';",
        'export async function names(db: Db) {',
        '  const result = (await db.execute(sql`select name from salons`)) as unknown as { rows: { name: string }[] };',
        '  return result.rows;',
        '}',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual(Array(2).fill('no-restricted-syntax'));
  });

  it('lets a repository parse rows with a row schema', async () => {
    const ids = await ruleIds(
      'apps/api/src/modules/example/example.repository.ts',
      [
        "import { sql } from 'drizzle-orm';",
        "import { z } from 'zod';",
        "import type { Db } from '../../db/client';",
        "import { queryRows } from '../../db/rows';",
        'export const names = (db: Db) =>',
        "  queryRows(db, 'names', z.object({ name: z.string() }), sql`select name from salons`);",
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });

  it('fails when the web app imports the API', async () => {
    const ids = await ruleIds(
      'apps/web/src/lib/example.ts',
      "import { buildApp } from '../../../api/src/app';\nexport const build = buildApp;\n",
    );
    expect(ids).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('fails on an import cycle', async () => {
    // favorites.routes.ts imports favorites.repository.ts; a repository importing the routes back closes a cycle.
    const ids = await ruleIds(
      'apps/api/src/modules/favorites/favorites.repository.ts',
      "import { favoritesRoutes } from './favorites.routes';\nexport const routes = favoritesRoutes;\n",
    );
    expect(ids).toEqual(['import-x/no-cycle']);
  });
});
