import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../src/app';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 14 item 3: every API route declares its answers (success and the error envelope), and the OpenAPI document
 * served at /api/docs describes exactly the registered routes with their request and response schemas.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type OpenApiDoc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The API routes a client may call: /api paths, without the docs' own routes (hidden). */
function apiRoutes(routes: readonly RouteSummary[]): RouteSummary[] {
  return routes.filter(
    (r) => r.url.startsWith('/api/') && !(r.schema as { hide?: boolean } | undefined)?.hide,
  );
}

/** ':id' → '{id}', as the document writes path parameters. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

async function loadDocument(): Promise<OpenApiDoc> {
  const res = await t.request({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDoc>();
}

describe('response schemas', () => {
  it('every API route declares a success answer and the error envelope', () => {
    const routes = apiRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.flatMap((r) => {
      const response = (r.schema?.response ?? {}) as Record<string, unknown>;
      const codes = Object.keys(response);
      const problems: string[] = [];
      if (!codes.some((c) => /^2\d\d$/.test(c))) problems.push('no 2xx schema');
      if (!codes.includes('4xx')) problems.push('no 4xx (error envelope) schema');
      if (!codes.includes('5xx')) problems.push('no 5xx (error envelope) schema');
      return problems.map((p) => `${r.method} ${r.url}: ${p}`);
    });
    expect(missing).toEqual([]);
  });

  it('undeclared fields are stripped on the way out', async () => {
    // The profile's schema is the contract's user; the service's row has more (password hash, token ids …).
    const token = await t.loginAs('customer');
    const res = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token });
    expect(res.statusCode).toBe(200);
    const { userSchema } = await import('@salonya/contracts/user');
    expect(Object.keys(res.json<{ data: object }>().data).sort()).toEqual(
      Object.keys(userSchema.shape).sort(),
    );
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every API route with its request and response schemas', async () => {
    const doc = await loadDocument();
    expect(doc.openapi).toBe('3.1.0');
    const routes = apiRoutes(t.routes);
    const problems: string[] = [];
    const expected = new Set<string>();
    for (const route of routes) {
      const path = openApiPath(route.url);
      const method = route.method.toLowerCase();
      expected.add(`${method} ${path}`);
      const op = doc.paths[path]?.[method];
      if (!op) {
        problems.push(`${route.method} ${route.url}: not in the document`);
        continue;
      }
      const success = Object.entries(op.responses).filter(([code]) => /^2\d\d$/.test(code));
      if (success.length === 0 || success.some(([, r]) => !r.content))
        problems.push(`${route.method} ${route.url}: no success response schema`);
      if (!op.responses['4XX']?.content) problems.push(`${route.method} ${route.url}: no error envelope`);
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const name of params) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name))
          problems.push(`${route.method} ${route.url}: path parameter ${name} undocumented`);
      }
      if (route.schema?.querystring && !op.parameters?.some((p) => p.in === 'query'))
        problems.push(`${route.method} ${route.url}: query parameters undocumented`);
      if (route.schema?.body && !op.requestBody?.content['application/json']?.schema)
        problems.push(`${route.method} ${route.url}: request body undocumented`);
    }
    // Nothing in the document that is not a registered route.
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        if (!expected.has(`${method} ${path}`)) problems.push(`${method.toUpperCase()} ${path}: not a route`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the error envelope and a contract field by field', async () => {
    const doc = await loadDocument();
    const op = doc.paths['/api/v1/auth/login']!.post!;
    expect(op.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
    expect(op.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { token: { type: 'string' }, user: { type: 'object' } },
    });
    expect(op.responses['4XX']?.content?.['application/json']?.schema).toMatchObject({
      properties: { success: { enum: [false] }, message: { type: 'string' } },
      required: expect.arrayContaining(['success', 'message']),
    });
  });
});

describe('the reference UI at /api/docs', () => {
  it('is served from the app itself (no CDN) under the public pages’ CSP', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const res = await t.request({ method: 'GET', url: new URL(asset, 'http://x/api/docs/').pathname });
      expect(res.statusCode, asset).toBe(200);
    }
    // The initializer loads the document from the same origin and sends nothing to an online validator.
    const init = await t.request({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toContain('validatorUrl: null');
  });
});
