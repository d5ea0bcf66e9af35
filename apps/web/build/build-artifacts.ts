import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { budgetCheck, bundleReport, formatReport, type ChunkInfo } from './bundle-report.ts';
import { precompressDir } from './precompress.ts';

/**
 * After a client build: brotli and gzip copies of the static assets (DESIGN §8) and the per-route bundle report
 * (dist/bundle-report.json plus a table in the log). Skipped for a server (SSR) build.
 */
export function buildArtifacts(): Plugin {
  let outDir = '';
  let ssr = false;
  let chunks: ChunkInfo[] = [];
  return {
    name: 'salonya-build-artifacts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    // writeBundle, not generateBundle: Vite's own generateBundle (a later plugin) still rewrites chunks, e.g. it
    // fills in the preload lists of dynamic imports (`__vite__mapDeps`, ~7 KB gzip in the entry); the report
    // must size the files as they are sent.
    writeBundle(_options, bundle) {
      if (ssr) return;
      chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                imports: item.imports,
                moduleIds: item.moduleIds,
                facadeModuleId: item.facadeModuleId,
                isEntry: item.isEntry,
                code: item.code,
              },
            ]
          : [],
      );
    },
    closeBundle() {
      if (ssr || chunks.length === 0) return;
      const report = bundleReport(chunks);
      mkdirSync(outDir, { recursive: true });
      const compressed = precompressDir(outDir);
      writeFileSync(path.join(outDir, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);
      this.info(
        `${formatReport(report)}\nprecompressed ${compressed.files} files: ${compressed.raw} B → br ${compressed.br} B, gzip ${compressed.gzip} B`,
      );
      // Issue 17: a public route's JavaScript within 150 KB gzip (or its temporary ceiling, bundle-report.ts).
      const budget = budgetCheck(report);
      for (const note of budget.notes) this.warn(note);
      if (budget.errors.length > 0) {
        this.error(`public routes over their JavaScript budget: ${budget.errors.join('; ')}`);
      }
      const offenders = report.routes.filter((r) => r.forbidden.length > 0);
      if (offenders.length > 0) {
        const list = offenders.map((r) => `${r.route} (${r.forbidden.join(', ')})`).join('; ');
        const message = `public routes load form, admin or wizard code: ${list}. Import plain data from packages/domain, not values from packages/contracts.`;
        // BUNDLE_REPORT_ALLOW_FORBIDDEN=1 turns the failure into a warning (e.g. while bisecting).
        if (process.env.BUNDLE_REPORT_ALLOW_FORBIDDEN === '1') this.warn(message);
        else this.error(message);
      }
    },
  };
}
