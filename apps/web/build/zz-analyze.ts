import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';
export function analyze(): Plugin {
  return {
    name: 'analyze', apply: 'build',
    generateBundle(_o, bundle) {
      const out: Record<string, unknown> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        out[item.fileName] = { imports: item.imports, dyn: item.dynamicImports, isEntry: item.isEntry, facade: item.facadeModuleId,
          modules: Object.fromEntries(Object.entries(item.modules).map(([k, v]) => [k, v.renderedLength])) };
      }
      writeFileSync('/tmp/analyze.json', JSON.stringify(out));
    },
  };
}
