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
    isolate: false,
  },
});
