// The embedded database (PGlite) under load, next to PostgreSQL on the same demo data (issue 15 item 5).
// PGlite runs on the request thread: while it executes a query nothing else in the process runs. This measures what
// that costs the other users: a trivial endpoint's latency alone, and while database-heavy requests run beside it.
// Not a test: prints figures and writes results/embedded.json. Bounded: fixed seconds per scenario, 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3198);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  engine: string;
  scenario: string;
  requests_per_sec: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  non_2xx: number;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitForReady(deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function measure(engine: string, scenario: string, opts: autocannon.Options): Promise<Row> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: 10, duration: seconds, ...opts }, (err, res) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res),
    );
    instance.on('response', (_c, _s, _b, time) => samples.push(time));
  });
  samples.sort((a, b) => a - b);
  const ms = (v: number) => Number(v.toFixed(2));
  return {
    engine,
    scenario,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: ms(quantile(samples, 0.5)),
    p95_ms: ms(quantile(samples, 0.95)),
    p99_ms: ms(quantile(samples, 0.99)),
    max_ms: ms(samples[samples.length - 1] ?? 0),
    non_2xx: result.non2xx,
  };
}

/** Requests that each cost the database real work: slots for 'any' staff, salon detail, uncached searches. */
async function databaseHeavyRequests(): Promise<autocannon.Request[]> {
  const found = (await (await fetch(`${base}/api/v1/salons/search?per_page=20`)).json()) as {
    data: { id: number }[];
  };
  const salonIds = found.data.map((s) => s.id);
  const requests: autocannon.Request[] = [];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const [i, id] of salonIds.entries()) {
    const detail = (await (await fetch(`${base}/api/v1/salons/${id}`)).json()) as {
      data?: { services?: { id: number }[] };
    };
    const service = detail.data?.services?.[0]?.id;
    requests.push({ method: 'GET', path: `/api/v1/salons/${id}` });
    if (service)
      requests.push({
        method: 'GET',
        path: `/api/v1/booking/slots?salon_id=${id}&date=${day(1 + (i % 14))}&salon_staff_id=any&service_ids[]=${service}`,
      });
  }
  for (const q of ['kuafor', 'berber kadikoy', 'manikür', 'spa izmir', 'cilt bakımı'])
    requests.push({
      method: 'POST',
      path: '/api/v1/unified-search',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: q }),
    });
  return requests;
}

async function measureEngine(engine: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  await run(['apps/api/dist/seed.js'], env);
  const server = spawn('node', ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
  try {
    await waitForReady(120_000);
    const heavy = await databaseHeavyRequests();
    const health = { url: `${base}/api/v1/health`, connections: 5 };
    const load = { url: base, connections: 10, requests: heavy };
    const rows = [
      await measure(engine, 'GET /health alone (5 connections)', health),
      await measure(engine, `database-heavy mix alone (${heavy.length} requests, 10 connections)`, load),
    ];
    // Both at once: what a visitor opening a cheap page feels while others load slots and searches.
    const [underLoad, loadBeside] = await Promise.all([
      measure(engine, 'GET /health while the mix runs beside it', health),
      measure(engine, 'database-heavy mix while /health runs beside it', load),
    ]);
    rows.push(underLoad, loadBeside);
    return rows;
  } finally {
    await stop(server);
  }
}

async function main() {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) throw new Error('Build first: npm run build');
  const common = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SEARCH_CACHE_MS: '0',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
    SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const rows: Row[] = [];

  const dataDir = mkdtempSync(path.join(tmpdir(), 'salonya-bench-embedded-'));
  try {
    rows.push(
      ...(await measureEngine('PGlite (embedded)', { ...common, DATA_DIR: dataDir, DATABASE_URL: '' })),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const dbName = 'salonya_bench_embedded_cmp';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const pgDir = mkdtempSync(path.join(tmpdir(), 'salonya-bench-pg-'));
  try {
    rows.push(
      ...(await measureEngine('PostgreSQL', { ...common, DATA_DIR: pgDir, DATABASE_URL: url.toString() })),
    );
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
  }

  console.table(rows);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/embedded.json'),
    JSON.stringify({ at: new Date().toISOString(), seconds_per_scenario: seconds, rows }, null, 2),
  );
}

await main();
