import * as apiRoutes from '@salonya/contracts/api-routes';
import type { ApiRoute } from '@salonya/contracts/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 14 item 4: the route table the web client is typed from (packages/contracts/src/api-routes.ts) names real
 * routes, and each entry's schemas are the ones the route declares — a change to a route's answer fails here until
 * the table follows, and then tsc shows every screen and mock that must follow too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function isRoute(value: unknown): value is ApiRoute {
  return typeof value === 'object' && value !== null && 'response' in value && 'path' in value;
}
const entries: [string, ApiRoute][] = Object.entries<unknown>(apiRoutes).flatMap(([name, value]) =>
  isRoute(value) ? [[name, value] as [string, ApiRoute]] : [],
);

const json = (schema: unknown) =>
  schema instanceof z.ZodType ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : schema;

describe('the web route table', () => {
  it('has many entries, each one a registered route with the same success and request schemas', () => {
    expect(entries.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const [name, entry] of entries) {
      const registered = t.routes.find(
        (r) =>
          r.method === entry.method &&
          r.url === (entry.path.startsWith('/api/') ? entry.path : `/api/v1${entry.path}`),
      );
      if (!registered) {
        problems.push(`${name}: ${entry.method} ${entry.path} is not an API route`);
        continue;
      }
      const schema = (registered.schema ?? {}) as {
        response?: Record<string, unknown>;
        body?: unknown;
        querystring?: unknown;
      };
      const code = Object.keys(schema.response ?? {}).find((c) => /^2\d\d$/.test(c));
      const declared = code === undefined ? undefined : schema.response?.[code];
      if (JSON.stringify(json(declared)) !== JSON.stringify(json(entry.response)))
        problems.push(`${name}: the success answer differs from the route's`);
      if (entry.body !== undefined && JSON.stringify(json(schema.body)) !== JSON.stringify(json(entry.body)))
        problems.push(`${name}: the body differs from the route's`);
      if (
        entry.query instanceof z.ZodType &&
        JSON.stringify(json(schema.querystring)) !== JSON.stringify(json(entry.query))
      )
        problems.push(`${name}: the query differs from the route's`);
    }
    expect(problems).toEqual([]);
  });

  it('names every route the web may call once', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
