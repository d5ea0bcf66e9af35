import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The README's test command checks for Chromium before twenty minutes of other tests (issue 21, item 17). */
const script = path.resolve(import.meta.dirname, '../../../scripts/ensure-chromium.sh');
const bin = mkdtempSync(path.join(tmpdir(), 'salonya-fake-bin-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));
const fake = (name: string, body: string) => {
  writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
  chmodSync(path.join(bin, name), 0o755);
};

describe('scripts/ensure-chromium.sh', () => {
  it('passes at once when Chromium is there', () => {
    expect(() =>
      execFileSync('bash', [script], { env: { ...process.env, CHROMIUM_PATH: '/bin/sh' } }),
    ).not.toThrow();
  });

  it('stops in the first seconds with the command to run when it cannot install', () => {
    fake('id', 'echo 1000');
    fake('sudo', 'exit 1');
    const started = Date.now();
    const run = spawnSync('bash', [script], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      "The browser tests need Chromium at /nonexistent/chromium: run 'sudo apt-get install -y chromium', then the tests again.",
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
