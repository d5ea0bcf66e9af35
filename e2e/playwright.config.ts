import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_DATA_DIR = path.join(here, '.data-e2e');
/** A copy of the database as seeded, before the tests write to it: `npm run test:perf` starts from it (ADR 0032). */
export const E2E_SEEDED_DIR = path.join(here, '.data-e2e-seeded');

// The production build on a freshly seeded embedded database; Debian's Chromium, never a downloaded browser.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI, with the trace of the failed try kept; a flaky test is still fixed, not retried into green.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Generous: an axe scan of a long page takes seconds on a busy 2-core machine; no test waits on time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // No colour transitions half-way through an accessibility scan (styles.css honours it).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: process.env.CI ? 'retain-on-first-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" "${E2E_SEEDED_DIR}" && node apps/api/dist/seed.js && cp -R "${E2E_DATA_DIR}" "${E2E_SEEDED_DIR}" && node apps/api/dist/server.js`,
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${E2E_PORT}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Every spec logs in from 127.0.0.1; the per-account lock on failed attempts still applies.
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    },
  },
});
