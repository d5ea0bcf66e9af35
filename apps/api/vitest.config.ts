import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // ssr.test.ts renders public pages through the web app's server entry, loaded from its source ('@' and the
  // server twins of lazy modules as in apps/web/vite.config.ts).
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(import.meta.dirname, '../web/src')}/` },
      { find: /^(\..*)\.lazy$/, replacement: '$1.server' },
    ],
  },
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['../../vitest.console-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one core left to its main process) runs one file at a time on a 2-core machine, while the
    // main process is idle once the modules are transformed and PGlite runs inside the worker: two files at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
