import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salonya-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one process per embedded database directory', () => {
  it('a second lock on the same directory is refused with a clear message while the first holds it', () => {
    const dir = freshDir();
    // The holder here is another live process: the parent of this test worker.
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`already in use by another Salonya server \\(PID ${process.ppid}\\).*DATABASE_URL`),
    );
  });

  it('a lock left by a process that no longer runs is taken over, and released on close', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE), '2147483646');
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(() => readFileSync(path.join(dir, LOCK_FILE))).toThrow();
  });

  it('opening PGlite on a directory another server holds fails before touching its files; after close it opens', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    // The same process opening twice is its own PID: simulate a second server by writing a live foreign PID.
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/already in use/);
    writeFileSync(path.join(dir, LOCK_FILE), String(process.pid));
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.ping();
    await again.close();
  }, 60_000);
});
