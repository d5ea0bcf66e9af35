import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

/** What the kill -9 specs share: the repository root, PostgreSQL's presence, the built scripts and the server. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const adminUrl = process.env.CRASH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function run(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script], { cwd: root, env, stdio: 'ignore' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`))));
  });
}

/** Resolves once the process has gone, also when it went before the call (a SIGKILL leaves exitCode null). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(origin: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn('node', ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'ignore' });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/v1/ready`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 60_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return server;
}
