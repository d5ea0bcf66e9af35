import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { webAliases } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: webAliases },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Screens render with their lazy chunks; on the shared 2-core machine a test can take several seconds.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['../../vitest.console-guard.ts', './src/test/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
