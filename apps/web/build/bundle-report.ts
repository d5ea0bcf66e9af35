import { gzipSync } from 'node:zlib';

/**
 * Per-route JavaScript size report (issue 17, item 5). A route's closure is the entry chunk, every chunk it
 * imports statically, the route module's chunk and that chunk's static imports: what a first visit to the route
 * downloads before it can render. Pure over a small description of the bundle so it is unit-tested.
 */

export interface ChunkInfo {
  fileName: string;
  /** Chunks this one imports statically. */
  imports: readonly string[];
  /** Source module ids bundled into the chunk (absolute paths, or node_modules paths). */
  moduleIds: readonly string[];
  /** The module a dynamic-import chunk stands for (the route module), if any. */
  facadeModuleId: string | null;
  isEntry: boolean;
  code: string;
}

export interface RouteSize {
  route: string;
  /** Public routes must load no form, admin or wizard code. */
  public: boolean;
  files: string[];
  raw: number;
  gzip: number;
  /** Forbidden code found in the closure of a public route (library or source folder names). */
  forbidden: string[];
}

export interface BundleReport {
  entry: string;
  /** The shared vendor chunk(s), raw and gzip. */
  vendor: { files: string[]; raw: number; gzip: number };
  routes: RouteSize[];
}

/** What a public route must not load: form libraries, admin screens, the booking wizard, owner/staff areas. */
export const FORBIDDEN_ON_PUBLIC: readonly { name: string; test: RegExp }[] = [
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { name: 'react-hook-form', test: /[\\/]node_modules[\\/]react-hook-form[\\/]/ },
  { name: '@hookform/resolvers', test: /[\\/]node_modules[\\/]@hookform[\\/]/ },
  {
    name: 'admin',
    test: /[\\/]src[\\/](?:app[\\/]admin|app[\\/]routes[\\/]admin|features[\\/]admin(?:-[a-z]+)?|features[\\/]impersonation)[\\/]/,
  },
  {
    name: 'wizard',
    test: /[\\/]src[\\/](?:app[\\/]routes[\\/]booking[\\/]|features[\\/]booking[\\/]components[\\/](?:steps[\\/]|booking-wizard\.tsx|wizard-footer\.tsx))/,
  },
];

/** Route modules that are public pages (their closure is checked against FORBIDDEN_ON_PUBLIC). */
export const PUBLIC_ROUTE_MODULES: readonly string[] = [
  'public/home',
  'public/categories',
  'public/category',
  'public/salon-detail',
  'public/specialist-detail',
  'public/seo-location',
  'public/search',
  'public/campaigns',
  'public/brand-campaigns',
  'public/about',
  'public/app-download',
  'public/help',
  'public/terms-of-use',
  'public/distance-sales-contract',
  'public/privacy-policy',
  'public/kvkk',
  'public/cookie-policy',
];

/** Issue 17: the JavaScript a public page may load, gzip (entry closure + route closure). */
export const PUBLIC_JS_BUDGET_GZIP = 150 * 1024;

/**
 * Public routes above PUBLIC_JS_BUDGET_GZIP, each with the ceiling (KB gzip) it must not cross until its JavaScript
 * is cut below the budget; the build says when a ceiling can be lowered or removed. Empty since 2026-11-26 (fifth
 * round, docs/performance.md): every public route is held at 150 KB. A route that cannot be cut at once may get a
 * ceiling here, at its size plus at most 1 KB, with a note in docs/performance.md.
 */
export const OVER_BUDGET_CEILINGS_KB: Readonly<Record<string, number>> = {};

/** What a public route may load: the budget, or its temporary ceiling above it. */
export function allowedGzip(route: string): number {
  const ceiling = OVER_BUDGET_CEILINGS_KB[route];
  return ceiling === undefined ? PUBLIC_JS_BUDGET_GZIP : Math.max(PUBLIC_JS_BUDGET_GZIP, ceiling * 1024);
}

/** Public routes over what they may load (errors) and ceilings that can be lowered or dropped (notes). */
export function budgetCheck(report: BundleReport): { errors: string[]; notes: string[] } {
  const errors: string[] = [];
  const notes: string[] = [];
  for (const r of report.routes) {
    if (!r.public) continue;
    const allowed = allowedGzip(r.route);
    if (r.gzip > allowed) {
      errors.push(`${r.route} loads ${kb(r.gzip)} gzip of JavaScript, more than ${kb(allowed)}`);
    } else if (OVER_BUDGET_CEILINGS_KB[r.route] !== undefined && allowed - r.gzip > 1024) {
      notes.push(
        r.gzip <= PUBLIC_JS_BUDGET_GZIP
          ? `${r.route} is within the budget now (${kb(r.gzip)}): remove its ceiling`
          : `${r.route} is at ${kb(r.gzip)}: lower its ceiling`,
      );
    }
  }
  for (const route of Object.keys(OVER_BUDGET_CEILINGS_KB)) {
    if (!report.routes.some((r) => r.route === route))
      notes.push(`${route} has a ceiling but no longer exists`);
  }
  return { errors, notes };
}

const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;

/** The route name of a route module id ('…/src/app/routes/public/home.tsx' → 'public/home'), else null. */
export function routeName(moduleId: string): string | null {
  const m = /[\\/]src[\\/]app[\\/]routes[\\/](.+)\.tsx$/.exec(moduleId);
  return m?.[1] ? m[1].replace(/\\/g, '/') : null;
}

export function closureOf(start: readonly string[], byFile: ReadonlyMap<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) stack.push(next);
  }
  return seen;
}

export function bundleReport(chunks: readonly ChunkInfo[], entryName = 'main'): BundleReport {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry =
    chunks.find((c) => c.isEntry && c.fileName.includes(`${entryName}-`)) ?? chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('bundle report: no entry chunk');
  const entryClosure = closureOf([entry.fileName], byFile);
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const code = byFile.get(file)?.code ?? '';
      s = { raw: Buffer.byteLength(code), gzip: gzipSize(code) };
      sizes.set(file, s);
    }
    return s;
  };
  const routes: RouteSize[] = [];
  for (const chunk of chunks) {
    const route = chunk.facadeModuleId ? routeName(chunk.facadeModuleId) : null;
    if (!route || chunk.isEntry) continue;
    const files = [...closureOf([chunk.fileName], byFile)].filter((f) => !entryClosure.has(f));
    const all = [...entryClosure, ...files].sort();
    const isPublic = PUBLIC_ROUTE_MODULES.includes(route);
    const moduleIds = all.flatMap((f) => byFile.get(f)?.moduleIds ?? []);
    const forbidden = isPublic
      ? FORBIDDEN_ON_PUBLIC.filter((f) => moduleIds.some((id) => f.test.test(id))).map((f) => f.name)
      : [];
    routes.push({
      route,
      public: isPublic,
      files: all,
      raw: all.reduce((n, f) => n + sizeOf(f).raw, 0),
      gzip: all.reduce((n, f) => n + sizeOf(f).gzip, 0),
      forbidden,
    });
  }
  routes.sort((a, b) => Number(b.public) - Number(a.public) || a.route.localeCompare(b.route));
  const vendorFiles = chunks
    .filter((c) => /(?:^|\/)vendor-[^/]*\.js$/.test(c.fileName))
    .map((c) => c.fileName);
  return {
    entry: entry.fileName,
    vendor: {
      files: vendorFiles,
      raw: vendorFiles.reduce((n, f) => n + sizeOf(f).raw, 0),
      gzip: vendorFiles.reduce((n, f) => n + sizeOf(f).gzip, 0),
    },
    routes,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A plain-text table for the build log. */
export function formatReport(report: BundleReport): string {
  const width = Math.max(...report.routes.map((r) => r.route.length), 5) + 2;
  const lines = [
    `JavaScript per route (entry ${report.entry} + route closure), raw / gzip:`,
    `${'route'.padEnd(width)}${'raw'.padStart(10)}${'gzip'.padStart(10)}  files  notes`,
  ];
  for (const r of report.routes) {
    const over = r.public && r.gzip > PUBLIC_JS_BUDGET_GZIP ? `OVER ${kb(PUBLIC_JS_BUDGET_GZIP)}` : '';
    const notes = [
      r.public ? 'public' : '',
      over,
      r.forbidden.length ? `LOADS ${r.forbidden.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(
      `${r.route.padEnd(width)}${kb(r.raw).padStart(10)}${kb(r.gzip).padStart(10)}  ${String(r.files.length).padStart(5)}  ${notes}`,
    );
  }
  lines.push(
    `shared vendor chunk(s): ${report.vendor.files.join(', ')} ${kb(report.vendor.raw)} / ${kb(report.vendor.gzip)}`,
  );
  return lines.join('\n');
}
