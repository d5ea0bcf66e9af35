import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  allowedGzip,
  budgetCheck,
  bundleReport,
  FORBIDDEN_ON_PUBLIC,
  formatReport,
  OVER_BUDGET_CEILINGS_KB,
  PUBLIC_JS_BUDGET_GZIP,
  PUBLIC_ROUTE_MODULES,
  routeName,
  type BundleReport,
  type ChunkInfo,
  type RouteSize,
} from './bundle-report';
import { precompressDir } from './precompress';

const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  imports: [],
  moduleIds: [],
  facadeModuleId: null,
  isEntry: false,
  code: 'x'.repeat(100),
  ...extra,
});

const SRC = '/repo/apps/web/src';

describe('bundleReport', () => {
  const chunks = [
    chunk('assets/main-a.js', {
      isEntry: true,
      imports: ['assets/vendor-b.js', 'assets/shared-c.js'],
      moduleIds: [`${SRC}/main.tsx`],
    }),
    chunk('assets/vendor-b.js', { moduleIds: ['/repo/node_modules/react/index.js'], code: 'v'.repeat(1000) }),
    chunk('assets/shared-c.js', { imports: ['assets/vendor-b.js'] }),
    chunk('assets/home-d.js', {
      facadeModuleId: `${SRC}/app/routes/public/home.tsx`,
      imports: ['assets/vendor-b.js', 'assets/card-e.js'],
    }),
    chunk('assets/card-e.js'),
    chunk('assets/salon-detail-f.js', {
      facadeModuleId: `${SRC}/app/routes/public/salon-detail.tsx`,
      imports: ['assets/zod-g.js'],
    }),
    chunk('assets/zod-g.js', { moduleIds: ['/repo/node_modules/zod/v4/classic/schemas.js'] }),
    chunk('assets/wizard-h.js', {
      facadeModuleId: `${SRC}/app/routes/booking/wizard.tsx`,
      imports: ['assets/zod-g.js'],
      moduleIds: [`${SRC}/app/routes/booking/wizard.tsx`],
    }),
  ];
  const report = bundleReport(chunks);

  it('gives each route the entry closure plus its own static imports', () => {
    const home = report.routes.find((r) => r.route === 'public/home')!;
    expect(home.files).toEqual([
      'assets/card-e.js',
      'assets/home-d.js',
      'assets/main-a.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ]);
    expect(home.raw).toBe(1400);
    expect(home.gzip).toBeGreaterThan(0);
    expect(home.gzip).toBeLessThan(home.raw);
    expect(home.forbidden).toEqual([]);
  });

  it('flags form code on a public route, not on the wizard', () => {
    expect(report.routes.find((r) => r.route === 'public/salon-detail')!.forbidden).toEqual(['zod']);
    const wizard = report.routes.find((r) => r.route === 'booking/wizard')!;
    expect(wizard.public).toBe(false);
    expect(wizard.forbidden).toEqual([]);
  });

  it('reports the vendor chunk and prints a table', () => {
    expect(report.vendor).toMatchObject({ files: ['assets/vendor-b.js'], raw: 1000 });
    const table = formatReport(report);
    expect(table).toContain('public/home');
    expect(table).toContain('LOADS zod');
  });

  it.each([
    [`${SRC}/features/admin-shell/api/x.ts`, 'admin'],
    [`${SRC}/app/routes/admin/sections/users.tsx`, 'admin'],
    [`${SRC}/features/booking/components/steps/time-step.tsx`, 'wizard'],
    [`${SRC}/features/booking/components/booking-wizard.tsx`, 'wizard'],
    ['/repo/node_modules/react-hook-form/dist/index.esm.mjs', 'react-hook-form'],
    [`${SRC}/features/booking/api/get-salon.ts`, null],
    [`${SRC}/features/catalogue/components/salon-card.tsx`, null],
  ])('%s is flagged as %s', (id, name) => {
    expect(FORBIDDEN_ON_PUBLIC.find((f) => f.test.test(id))?.name ?? null).toBe(name);
  });

  it.each([
    [`${SRC}/app/routes/public/home.tsx`, 'public/home'],
    [`${SRC}/app/routes/admin/sections/users.tsx`, 'admin/sections/users'],
    [`${SRC}/features/x/a.tsx`, null],
  ])('routeName(%s) = %s', (id, name) => {
    expect(routeName(id)).toBe(name);
  });
});

describe('the public JavaScript budget (150 KB gzip)', () => {
  const route = (name: string, kb: number, isPublic = true): RouteSize => ({
    route: name,
    public: isPublic,
    files: [],
    raw: kb * 3 * 1024,
    gzip: Math.round(kb * 1024),
    forbidden: [],
  });
  const report = (...routes: RouteSize[]): BundleReport => ({
    entry: 'assets/main-a.js',
    vendor: { files: [], raw: 0, gzip: 0 },
    routes,
  });

  it('passes public routes within 150 KB and ignores private ones', () => {
    expect(PUBLIC_JS_BUDGET_GZIP).toBe(150 * 1024);
    const check = budgetCheck(report(route('public/about', 149.9), route('salon/calendar', 260, false)));
    expect(check.errors).toEqual([]);
  });

  it('fails a public route that grows past 150 KB', () => {
    expect(budgetCheck(report(route('public/about', 150.5))).errors).toEqual([
      'public/about loads 150.5 KB gzip of JavaScript, more than 150.0 KB',
    ]);
  });

  it('holds every public route at 150 KB: no ceilings are left', () => {
    expect(OVER_BUDGET_CEILINGS_KB).toEqual({});
    for (const name of PUBLIC_ROUTE_MODULES) expect(allowedGzip(name)).toBe(PUBLIC_JS_BUDGET_GZIP);
    expect(budgetCheck(report(route('public/search', 150.1))).errors).toEqual([
      'public/search loads 150.1 KB gzip of JavaScript, more than 150.0 KB',
    ]);
  });

  it('marks routes over the budget in the table', () => {
    expect(formatReport(report(route('public/home', 151)))).toContain('OVER 150.0 KB');
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz copies of compressible files above 256 bytes only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'salonya-precompress-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      const js = 'export const a = "merhaba";\n'.repeat(200);
      writeFileSync(path.join(dir, 'assets', 'main-x.js'), js);
      writeFileSync(path.join(dir, 'assets', 'tiny-y.js'), 'export{}');
      const small = 'export const b = "kısa";\n'.repeat(20);
      writeFileSync(path.join(dir, 'assets', 'small-z.js'), small);
      writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));
      const total = precompressDir(dir);
      expect(total.files).toBe(2);
      // A 500-byte chunk is worth compressing too (a page loads dozens of them).
      expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'small-z.js.gz'))).toString()).toBe(small);
      const br = readFileSync(path.join(dir, 'assets', 'main-x.js.br'));
      const gz = readFileSync(path.join(dir, 'assets', 'main-x.js.gz'));
      expect(brotliDecompressSync(br).toString()).toBe(js);
      expect(gunzipSync(gz).toString()).toBe(js);
      expect(existsSync(path.join(dir, 'assets', 'tiny-y.js.br'))).toBe(false);
      expect(existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
