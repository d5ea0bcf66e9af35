import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['../../vitest.console-guard.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['../../vitest.console-guard.ts'],
        },
      },
      {
        test: {
          name: 'perf',
          root: './e2e',
          include: ['perf/**/*.test.ts'],
          setupFiles: ['../vitest.console-guard.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['*.test.ts'],
          setupFiles: ['../vitest.console-guard.ts'],
        },
      },
      './apps/api/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
});
