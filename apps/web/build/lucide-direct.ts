import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `import { Heart } from 'lucide-react'` → `import Heart from 'lucide-react/dist/esm/icons/heart.mjs'` (client and
 * server builds). The bundler drops the unused icons either way; what this changes is the module graph: through
 * the barrel, every module that uses one icon seems to import all of them, so build/public-chunks.ts could not tell
 * which public pages use which icon. Names that are not icons (types, `createLucideIcon`, …) stay on the barrel.
 */

/** Icon export name → file name in lucide-react/dist/esm/icons, read from the package's barrel. */
export function lucideIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of barrelSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g)) {
    for (const part of match[1]!.split(',')) {
      const name = /default as (\w+)/.exec(part.trim())?.[1];
      if (name !== undefined) files.set(name, match[2]!);
    }
  }
  return files;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The module's lucide-react imports rewritten to direct icon imports; null when there is nothing to change. */
export function rewriteLucideImports(code: string, files: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(IMPORT, (statement, specifiers: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const raw of specifiers.split(',')) {
      const spec = raw.trim();
      if (spec === '') continue;
      const m = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(spec);
      const file = m ? files.get(m[1]!) : undefined;
      if (m && file !== undefined)
        direct.push(`import ${m[2] ?? m[1]} from "lucide-react/dist/esm/icons/${file}.mjs";`);
      else rest.push(spec);
    }
    if (direct.length === 0) return statement;
    changed = true;
    return [
      ...direct,
      ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from "lucide-react";`] : []),
    ].join('');
  });
  return changed ? out : null;
}

/** The browser's icon factory (src/lib/lucide-icon.ts): what lucide-react's icon modules import in a client build. */
const LOCAL_ICON_FACTORY = path.join(import.meta.dirname, '..', 'src', 'lib', 'lucide-icon.ts');

export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | null = null;
  let ssr = false;
  return {
    name: 'salonya-lucide-direct',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // lucide-react's factory and its helpers weigh ~2.3 KB gzip on every page; a local one renders the same svg
    // (the server build keeps lucide-react as an external dependency, so the HTML comes from lucide's own).
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        if (ssr || source !== '../createLucideIcon.mjs' || importer === undefined) return null;
        return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer) ? LOCAL_ICON_FACTORY : null;
      },
    },
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lucide-react')) return null;
      if (files === null) {
        const require = createRequire(import.meta.url);
        const pkg = require.resolve('lucide-react/package.json');
        files = lucideIconFiles(
          readFileSync(path.join(path.dirname(pkg), 'dist', 'esm', 'lucide-react.mjs'), 'utf8'),
        );
      }
      const rewritten = rewriteLucideImports(code, files);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
