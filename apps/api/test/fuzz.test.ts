import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../src/plugins/policy';
import { createTestApp, type DemoRole, type TestApp } from './test-app';
import { defaultRateLimits } from '../src/config';
import { grantedUserTypes } from '@salonya/domain/permissions/permissions';

/**
 * The fuzz suite, generated from the OpenAPI document the app serves (/api/docs/openapi.json): every operation, as a
 * visitor and as each user type, with malformed path parameters, query strings and bodies built from the
 * operation's documented parameters and request body schema. No answer may be a 5xx, and every API error must be
 * the envelope ({ success: false, message }). Deterministic (a seeded generator), so a failure replays.
 */
const RANDOM_REQUESTS_PER_ROUTE_AND_ROLE = 6;
const PARALLEL = 8;

let t: TestApp;
let operations: Operation[] = [];
const tokens: Partial<Record<DemoRole, string>> = {};
beforeAll(async () => {
  const generous = { limit: 1_000_000, windowSec: 60 };
  t = await createTestApp({
    rateLimits: Object.fromEntries(
      Object.keys(defaultRateLimits).map((k) => [k, generous]),
    ) as unknown as typeof defaultRateLimits,
  });
  for (const role of ['customer', 'salon_owner', 'staff', 'admin'] as const)
    tokens[role] = await t.loginAs(role);
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  operations = operationsOf(doc.json<OpenApiDocument>());
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** mulberry32: small, fast, deterministic. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const PATH_VALUES = [
  '1',
  '2',
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '99999999999',
  '2147483648',
  '%00',
  '%20',
  "'",
  '%27%20or%201%3D1--',
  'a'.repeat(199),
  'null',
  '%E2%80%AE',
  '..%2F..%2Fetc',
  '%C4%B0stanbul',
  'undefined',
];

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const JSON_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1--",
  '0000-01-01',
  '2026-02-30',
  '9999-12-31',
  '25:99',
  '١٢٣',
  'İıŞşĞğ',
  '\u202e',
  '𝔘𝔫𝔦',
  '1',
  'true',
  'any',
  [],
  [1, 2, 3],
  ['x'],
  Array.from({ length: 200 }, (_, i) => i),
  {},
  { a: 1 },
  deep(40),
];

const QUERY_VALUES = [
  '',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '1e400',
  'abc',
  '0000-01-01',
  '2026-13-45',
  '9999-12-31',
  'x'.repeat(3000),
  '%00',
  '%01',
  '%27%20or%201%3D1--',
  '%F0%9F%99%82'.repeat(50),
  '[]',
  '{}',
  'true',
  '1,2,3',
  ',,,',
  'any',
  '24:00',
];

// ── The OpenAPI document ───────────────────────────────────────────────────────────────────────────────────

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  'x-policy'?: Policy;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One documented operation: what the generator needs to build requests for it. */
interface Operation {
  method: string;
  /** The path template with {name} parameters. */
  path: string;
  params: string[];
  query: { name: string; schema: JsonSchema }[];
  body: { name: string; schema: JsonSchema }[];
  hasBody: boolean;
  policy: Policy | undefined;
}

/** An object schema's properties, through anyOf/oneOf/allOf (unions, discriminated unions, intersections). */
function propertiesOf(schema: JsonSchema | undefined, depth = 0): { name: string; schema: JsonSchema }[] {
  if (!schema || depth > 6) return [];
  const own = Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, schema: s }));
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
    propertiesOf(s, depth + 1),
  );
  const seen = new Set<string>();
  return [...own, ...nested].filter((p) => !seen.has(p.name) && seen.add(p.name));
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
      body: propertiesOf(op.requestBody?.content['application/json']?.schema),
      hasBody: method !== 'get' && method !== 'delete',
      policy: op['x-policy'],
    })),
  );
}

interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * A value the operation would likely accept for a field, from its documented schema (enums, booleans) and else from
 * its name, so a single broken field reaches deep code.
 */
function plausibleFor(field: { name: string; schema: JsonSchema }): { query: string; json: unknown } {
  const { schema } = field;
  const choices = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (choices && choices.length > 0)
    return { query: encodeURIComponent(String(choices[0])), json: choices[0] };
  if (schema.type === 'boolean') return { query: 'true', json: true };
  if (schema.type === 'array' && !field.name.endsWith('_ids')) {
    const item = plausibleFor({ name: field.name, schema: schema.items ?? {} });
    return { query: item.query, json: [item.json] };
  }
  if (schema.format === 'email') return plausible('email');
  return plausible(field.name);
}

/** A value for a field of this name, when its schema says nothing more precise. */
function plausible(key: string): { query: string; json: unknown } {
  const day = '2026-12-15';
  if (key === 'service_ids' || key.endsWith('_ids')) return { query: '1,2', json: [1, 2] };
  if (key === 'salon_staff_id') return { query: 'any', json: 'any' };
  if (key === 'id' || key.endsWith('_id')) return { query: '1', json: 1 };
  if (key === 'month') return { query: '2026-12', json: '2026-12' };
  if (key.includes('date') || key === 'from' || key === 'to') return { query: day, json: day };
  if (key.includes('time')) return { query: '10:00', json: '10:00' };
  if (key === 'page') return { query: '1', json: 1 };
  if (key === 'per_page' || key === 'limit') return { query: '10', json: 10 };
  if (key === 'q' || key === 'query') return { query: 'sa%C3%A7', json: 'saç' };
  if (key === 'email') return { query: 'musteri%40salonya.test', json: 'musteri@salonya.test' };
  if (key.startsWith('is_') || key.startsWith('has_') || key.endsWith('_consent'))
    return { query: 'true', json: true };
  if (key.includes('lat')) return { query: '41.0', json: 41.0 };
  if (key.includes('lng') || key.includes('lon')) return { query: '29.0', json: 29.0 };
  return { query: 'deneme', json: 'deneme' };
}

function attemptsFor(op: Operation, seed: number): Attempt[] {
  const { next, pick } = generator(seed);
  const queryKeys = op.query.map((f) => f.name);
  const bodyKeys = op.body.map((f) => f.name);
  const out: Attempt[] = [];
  for (let i = 0; i < RANDOM_REQUESTS_PER_ROUTE_AND_ROLE; i++) {
    // Half the requests are plausible but for one broken key (they reach the service); the rest break freely.
    const oneBroken = next() < 0.5;
    const queryBroken = oneBroken ? Math.floor(next() * (queryKeys.length + bodyKeys.length + 1)) : -1;
    const bodyBroken = queryBroken - queryKeys.length;
    const url = op.path
      .replace(/\{(\w+)\}/g, () => (oneBroken && next() < 0.7 ? pick(['1', '2', '3']) : pick(PATH_VALUES)))
      .replace(/\*$/, pick(['x', '%00', 'a/b']));
    const query: string[] = [];
    queryKeys.forEach((key, k) => {
      if (oneBroken) {
        query.push(`${key}=${k === queryBroken ? pick(QUERY_VALUES) : plausibleFor(op.query[k]!).query}`);
        return;
      }
      const r = next();
      if (r < 0.35) return;
      if (r < 0.45) query.push(`${key}=${pick(QUERY_VALUES)}&${key}=${pick(QUERY_VALUES)}`);
      else if (r < 0.5) query.push(`${key}[a]=${pick(QUERY_VALUES)}`);
      else query.push(`${key}=${pick(QUERY_VALUES)}`);
    });
    if (!oneBroken && next() < 0.2) {
      query.push(`${pick(['unknown', '__proto__', 'constructor', 'a%00b'])}=${pick(QUERY_VALUES)}`);
    }
    const headers: Record<string, string> = {};
    let payload: string | undefined;
    if (op.hasBody) {
      const shape = next();
      if (!oneBroken && shape < 0.15) {
        headers['content-type'] = 'application/json';
        payload = pick(['{', '{"a":', 'null', '[]', '"x"', '123', '{"__proto__":{"x":1}}', '\u0000']);
      } else if (!oneBroken && shape < 0.22) {
        headers['content-type'] = pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ]);
        payload = 'a=1&b=2';
      } else {
        headers['content-type'] = 'application/json';
        const body: Record<string, unknown> = {};
        bodyKeys.forEach((key, k) => {
          if (oneBroken) body[key] = k === bodyBroken ? pick(JSON_VALUES) : plausibleFor(op.body[k]!).json;
          else if (next() < 0.8) body[key] = pick(JSON_VALUES);
        });
        payload = JSON.stringify(body);
      }
      if (next() < 0.1) headers['idempotency-key'] = pick(['', 'x'.repeat(500), 'a b', 'ok-key-1']);
      else if (oneBroken) headers['idempotency-key'] = `fuzz-${seed}-${i}`;
    }
    out.push({
      method: op.method,
      url: query.length > 0 ? `${url}?${query.join('&')}` : url,
      headers,
      payload,
    });
  }
  return out;
}

/** The few values that break each kind of field; every key of every route meets each of them once. */
const SYSTEMATIC_QUERY = [
  '',
  '-1',
  '0',
  '1.5',
  'abc',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  'x'.repeat(3000),
  '%01',
  '1e400',
  '24:00',
  '[]',
];
const SYSTEMATIC_JSON: unknown[] = [
  null,
  '',
  -1,
  0,
  1.5,
  2147483648,
  'abc',
  '0000-01-01',
  '9999-12-31',
  '25:99',
  'x'.repeat(5000),
  [],
  {},
  true,
  deep(40),
];

/** Every documented field of the operation broken alone (all others plausible), every path parameter alone. */
function systematicAttemptsFor(op: Operation): Attempt[] {
  const queryKeys = op.query.map((f) => f.name);
  const bodyKeys = op.body.map((f) => f.name);
  const hasBody = op.hasBody;
  const params = op.params;
  const build = (opts: { param?: [string, string]; query?: [string, string]; body?: [string, unknown] }) => {
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      opts.param?.[0] === name ? opts.param[1] : '1',
    );
    const query = op.query.map(
      (f) => `${f.name}=${opts.query?.[0] === f.name ? opts.query[1] : plausibleFor(f).query}`,
    );
    const attempt: Attempt = {
      method: op.method,
      url: query.length > 0 ? `${url}?${query.join('&')}` : url,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
    };
    if (hasBody) {
      const body = Object.fromEntries(
        op.body.map((f) => [f.name, opts.body?.[0] === f.name ? opts.body[1] : plausibleFor(f).json]),
      );
      attempt.payload = JSON.stringify(body);
      attempt.headers['idempotency-key'] = `fuzz-${Math.random().toString(36).slice(2)}`;
    }
    return attempt;
  };
  return [
    build({}),
    ...params.flatMap((p) => PATH_VALUES.map((v) => build({ param: [p, v] }))),
    ...queryKeys.flatMap((k) => SYSTEMATIC_QUERY.map((v) => build({ query: [k, v] }))),
    ...bodyKeys.flatMap((k) => SYSTEMATIC_JSON.map((v) => build({ body: [k, v] }))),
  ];
}

/** A user type the operation lets in (its documented policy), so the systematic requests reach the service. */
function allowedRole(op: Operation): DemoRole | 'visitor' {
  const policy = op.policy;
  if (!policy || policy.kind === 'public') return 'visitor';
  return policy.area ?? grantedUserTypes(policy.permission)[0] ?? 'visitor';
}

function problemWith(
  status: number,
  contentType: string | undefined,
  body: string,
  url: string,
): string | null {
  if (status >= 500) return `status ${status}`;
  if (!url.startsWith('/api/')) return null;
  if (status >= 400) {
    if (!contentType?.includes('application/json')) return `error without JSON (${contentType ?? 'none'})`;
    try {
      const parsed = JSON.parse(body) as { success?: unknown; message?: unknown };
      if (parsed.success !== false || typeof parsed.message !== 'string' || parsed.message === '')
        return 'error outside the envelope';
    } catch {
      return 'error body is not JSON';
    }
  }
  return null;
}

// Signing out or changing the password would end the role's session for the rest of the run.
const SKIPPED = new Set(['POST /api/v1/auth/logout', 'PUT /api/v1/auth/change-password']);
const ROLES: (DemoRole | 'visitor')[] = ['visitor', 'customer', 'staff', 'salon_owner', 'admin'];

describe('fuzzing every documented operation as every user type', () => {
  it('never answers 5xx and every API error is the envelope', async () => {
    const routes = operations.filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));
    expect(routes.length).toBeGreaterThan(100);
    // The document lists every API route (openapi.test.ts), so this covers them all.
    expect(routes.every((op) => op.policy !== undefined)).toBe(true);
    const problems: string[] = [];
    let sent = 0;
    const byStatus = new Map<number, number>();
    const passes: { role: DemoRole | 'visitor'; attempts: Attempt[] }[] = [
      ...ROLES.map((role, roleIndex) => ({
        role,
        attempts: routes.flatMap((route, routeIndex) =>
          attemptsFor(route, 1_000 * roleIndex + routeIndex + 1),
        ),
      })),
      ...ROLES.map((role) => ({
        role,
        attempts: routes.filter((r) => allowedRole(r) === role).flatMap((r) => systematicAttemptsFor(r)),
      })),
    ];
    for (const { role, attempts } of passes) {
      for (let i = 0; i < attempts.length; i += PARALLEL) {
        const batch = attempts.slice(i, i + PARALLEL);
        const answers = await Promise.all(
          batch.map((a) =>
            t.app.inject({
              method: a.method as 'GET',
              url: a.url,
              headers: {
                ...a.headers,
                ...(role === 'visitor' ? {} : { authorization: `Bearer ${tokens[role]}` }),
              },
              ...(a.payload !== undefined ? { payload: a.payload } : {}),
            }),
          ),
        );
        sent += batch.length;
        answers.forEach((res, k) => {
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          const a = batch[k]!;
          const problem = problemWith(
            res.statusCode,
            res.headers['content-type'] as string | undefined,
            res.body,
            a.url,
          );
          if (problem)
            problems.push(
              `${role} ${a.method} ${a.url.slice(0, 160)} → ${problem}: ${res.body.slice(0, 200)}`,
            );
        });
      }
    }
    const summary = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    process.stdout.write(
      `fuzz: ${sent} requests over ${routes.length} documented operations × ${ROLES.length} roles; ${summary.join(', ')}\n`,
    );
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(problems.slice(0, 40), `${problems.length} problems in ${sent} requests`).toEqual([]);
  }, 900_000);
});
