// Bundles the API entry points into dist/ (workspace packages inlined, npm dependencies left external).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkgDeps = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});
const external = [
  ...new Set([...pkgDeps('package.json'), ...pkgDeps('../../packages/contracts/package.json')]),
];

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/migrate.ts', 'src/seed.ts', 'src/seed-scale.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built → apps/api/dist');
