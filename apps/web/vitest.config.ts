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
    // ADR 0055: each test file runs in a fresh VM context (a new jsdom window and module graph) inside a reused
    // worker thread, instead of a new child process per file: about a third less CPU for the suite.
    pool: 'vmThreads',
    // At least 2: with vmThreads Vitest turns `isolate` off, and a single worker would receive all files at once
    // and run them in ONE context (globals, module state and vi.mock shared across files). src/test/setup.ts
    // fails a run that does so. 2 matches the CI machine's cores.
    maxWorkers: 2,
    // Its own group, so a run of all projects can give the web project its own worker count.
    sequence: { groupOrder: 1 },
    // Screens render with their lazy chunks; on the shared 2-core machine a test can take several seconds.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['../../vitest.console-guard.ts', './src/test/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
