// Load benchmarks on PostgreSQL (the production engine). Not a test: prints figures and writes results/latest.json.
// Every run is bounded: a few scenarios, each a fixed number of seconds, against 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'salonya_bench';
const scaleSalons = Number(process.env.BENCH_SALONS ?? 20_000);
const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scaleAppointments = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);

async function ensureDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (rows.length === 0) await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('node', ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

async function waitForReady(origin: string, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${origin}/api/v1/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

interface Figures {
  name: string;
  requests_per_sec: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  non_2xx: number;
  ratio_to_trivial?: number;
}

/** The q-quantile of sorted samples (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** Unmeasured requests before a scenario. */
async function warmUp(opts: autocannon.Options, amount: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    autocannon({ connections: 10, ...opts, amount }, (err) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(),
    );
  });
}

async function measure(name: string, opts: autocannon.Options): Promise<Figures> {
  // autocannon's histogram has no p95: every response time is kept and the percentiles come from them.
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: 10, duration: seconds, ...opts }, (err, res) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  samples.sort((a, b) => a - b);
  process.stdout.write(`  measured ${name}\n`);
  const ms = (v: number) => Number(v.toFixed(2));
  return {
    name,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: ms(quantile(samples, 0.5)),
    p95_ms: ms(quantile(samples, 0.95)),
    p99_ms: ms(quantile(samples, 0.99)),
    non_2xx: result.non2xx,
  };
}

interface BookingTargets {
  salonId: number;
  staffCount: number;
  salonStaffId: number;
  serviceId: number;
  appointments: number;
}

/** The slot benchmark's salon (the demo owner's first, grown to 10 staff by seed:scale) and one service. */
async function bookingTargets(databaseUrl: string): Promise<BookingTargets> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      salon_id: number;
      staff: number;
      staff_id: number;
      service_id: number;
    }>(`
      select s.id as salon_id,
        (select count(*)::int from salon_staff st where st.salon_id = s.id and st.is_active) as staff,
        (select min(st.id) from salon_staff st where st.salon_id = s.id and st.is_active) as staff_id,
        (select sv.id from services sv where sv.salon_id = s.id and sv.is_active
          order by abs(sv.duration_minutes - 45), sv.id limit 1) as service_id
      from salons s join users u on u.id = s.owner_user_id
      where u.email = 'salon@salonya.test' order by s.id limit 1`);
    const { rows: count } = await client.query<{ n: string }>(
      `select reltuples::bigint as n from pg_class where relname = 'appointments'`,
    );
    const row = rows[0];
    if (!row) throw new Error('no bench salon: run seed:scale first');
    return {
      salonId: Number(row.salon_id),
      staffCount: Number(row.staff),
      salonStaffId: Number(row.staff_id),
      serviceId: Number(row.service_id),
      appointments: Number(count[0]?.n ?? 0),
    };
  } finally {
    await client.end();
  }
}

/** Slots of one day (10 staff, 'any' and one staff member) and the month calendar, dates spread over 30 days. */
function bookingScenarios(b: BookingTargets): [string, autocannon.Options][] {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  let n = 0;
  const nextDate = () => day(1 + (n++ % 30));
  let m = 0;
  const nextMonth = () => day((m++ % 2) * 31).slice(0, 7);
  const slots = (staff: string) => ({
    url: base,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          path: `/api/v1/booking/slots?salon_id=${b.salonId}&date=${nextDate()}&salon_staff_id=${staff}&service_ids[]=${b.serviceId}`,
        }),
      },
    ],
  });
  return [
    [`GET /api/v1/booking/slots (one day, any of ${b.staffCount} staff)`, slots('any')],
    ['GET /api/v1/booking/slots (one day, one staff member)', slots(String(b.salonStaffId))],
    [
      `GET /api/v1/booking/calendar (month, any of ${b.staffCount} staff)`,
      {
        url: base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/api/v1/booking/calendar?salon_id=${b.salonId}&month=${nextMonth()}&salon_staff_id=any&service_ids[]=${b.serviceId}`,
            }),
          },
        ],
      },
    ],
  ];
}

async function main() {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    throw new Error('Build first: npm run build');
  }
  const databaseUrl = await ensureDatabase();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // One client address sends everything: the per-IP search limits would otherwise answer 429.
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
    SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  // The scale data set (20,000 salons by default), built once per database.
  await run(
    'node',
    [
      'apps/api/dist/seed-scale.js',
      '--salons',
      String(scaleSalons),
      '--appointments',
      String(scaleAppointments),
    ],
    env,
  );
  const booking = await bookingTargets(databaseUrl);
  const server = startServer(env);
  try {
    await waitForReady(base, 120_000);
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'musteri@salonya.test', password: 'Salonya123!' }),
    });
    const { token } = (await login.json()) as { token: string };

    const maxId = Number(
      (
        (await (await fetch(`${base}/api/v1/salons/search?per_page=1&sort_by=newest`)).json()) as {
          meta: { total: number };
        }
      ).meta.total,
    );
    // Deterministic spread of salon ids over the whole data set.
    let next = 0;
    const randomSalon = () => 1 + ((next++ * 7919) % Math.max(1, maxId));

    const trivial = await measure('GET /api/v1/health (trivial)', { url: `${base}/api/v1/health` });
    const scenarios: [string, autocannon.Options][] = [
      ['GET /api/v1/system/time', { url: `${base}/api/v1/system/time` }],
      [
        'GET /api/v1/auth/profile (token lookup)',
        { url: `${base}/api/v1/auth/profile`, headers: { authorization: `Bearer ${token}` } },
      ],
      [
        'GET /api/v1/salons/{id} (detail, ids spread over the data set)',
        {
          url: base,
          requests: [
            { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/salons/${randomSalon()}` }) },
          ],
        },
      ],
      ...(
        [
          'trending-salons',
          'campaign-salons',
          'new-salons',
          'masaj-spa-salons',
          'category-salons',
          'night-salons',
        ] as const
      ).map((list): [string, autocannon.Options] => [
        `GET /api/v1/home/${list}?city_id=34`,
        { url: `${base}/api/v1/home/${list}?city_id=34` },
      ]),
      [
        'GET /api/v1/home/nearby-salons (İstanbul centre, 5 km)',
        { url: `${base}/api/v1/home/nearby-salons?latitude=41.0082&longitude=28.9784&distance=5` },
      ],
      ['GET /api/v1/home/trending-salons (whole country)', { url: `${base}/api/v1/home/trending-salons` }],
      ['GET /api/v1/salons/search?city_id=34', { url: `${base}/api/v1/salons/search?city_id=34` }],
      ...bookingScenarios(booking),
    ];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    const figures: Figures[] = [trivial];
    for (const [name, opts] of scenarios) {
      if (only && !only.test(name)) continue;
      // Booking scenarios first run 300 unmeasured requests: the slot loader's prepared statements are planned per
      // pooled connection (generic plan after five runs each) and the engine gets compiled, as on a running server.
      if (name.includes('/booking/')) await warmUp(opts, 300);
      figures.push(await measure(name, opts));
    }
    for (const f of figures)
      f.ratio_to_trivial = Number((f.requests_per_sec / trivial.requests_per_sec).toFixed(3));

    // Search (issue 5): 50 connections, typed queries varied per request, against a trivial endpoint at 50 too.
    if (!only || only.test('search')) {
      await fetch(`${base}/api/v1/search/suggestions?q=ku`); // loads the place index once
      const trivial50 = await measure('GET /api/v1/health (trivial, 50 connections)', {
        url: `${base}/api/v1/health`,
        connections: 50,
      });
      const search = [
        trivial50,
        ...(await measureSearch(base, 'search cache on (SPEC §9: 300000 ms), warm', true)),
      ];
      // Category and SEO location pages (issue 17 item 6b): GET /salons/search from the search index, varied per
      // request; once as the bench's other rows ask (no compression), once as a browser asks (brotli/gzip).
      const catalogueRequests: autocannon.Request[] = CATALOGUE_QUERIES.map((query) => ({
        method: 'GET',
        path: `/api/v1/salons/search?${query}`,
      }));
      search.push(
        await measure(
          `GET /api/v1/salons/search, ${catalogueRequests.length} category/SEO page queries (search index)`,
          { url: base, connections: 50, requests: catalogueRequests },
        ),
        await measure(
          `GET /api/v1/salons/search, ${catalogueRequests.length} category/SEO page queries (Accept-Encoding: br, gzip)`,
          {
            url: base,
            connections: 50,
            headers: { 'accept-encoding': 'br, gzip' },
            requests: catalogueRequests,
          },
        ),
      );
      // The same scenarios with the cache off: every request is matched in the database.
      await stopServer(server);
      const cold = startServer({ ...env, SEARCH_CACHE_MS: '0' });
      try {
        await waitForReady(base, 120_000);
        await fetch(`${base}/api/v1/search/suggestions?q=ku`);
        search.push(...(await measureSearch(base, 'search cache off', false)));
      } finally {
        await stopServer(cold);
      }
      for (const f of search)
        f.ratio_to_trivial = Number((f.requests_per_sec / trivial50.requests_per_sec).toFixed(3));
      figures.push(...search);
    }

    console.table(figures);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          engine: 'postgresql',
          seconds_per_scenario: seconds,
          data_set: { salons: scaleSalons, appointments: booking.appointments },
          figures,
        },
        null,
        2,
      ),
    );
  } finally {
    await stopServer(server);
  }
}

/** Typed prefixes and whole searches, as people type them (Turkish letters, typos, places). */
export const SUGGESTION_QUERIES = [
  'ku',
  'kua',
  'kuaf',
  'kuafö',
  'kuaför',
  'kuaför kad',
  'kuafor kadikoy',
  'ber',
  'berb',
  'berber',
  'berbr',
  'man',
  'mani',
  'manik',
  'manikür',
  'İst',
  'istanbul ber',
  'saç k',
  'sac kesimi',
  'bella',
  'ayşe',
  'nail',
  'spa',
  'kadık',
  'güzellik',
  'cilt bakımı',
  'ankara',
  'pet',
];
export const UNIFIED_QUERIES: Record<string, unknown>[] = [
  { query: 'kuafor kadikoy' },
  { query: 'İstanbul berber' },
  { query: 'manikür' },
  { query: 'kuafr' },
  { query: 'berbr' },
  { query: 'manukur' },
  { query: 'saç kesimi' },
  { query: 'nail art ankara' },
  { query: 'spa izmir' },
  { query: 'bella hair' },
  { query: 'pet kuaför' },
  { query: 'güzellik merkezi bornova' },
  { query: 'cilt bakımı', location: { city_id: 6 } },
  { query: 'berber', location: { city_id: 35, district: 'Karşıyaka' } },
  { query: 'kuaför', filters: { rating: 4, open_now: true } },
  { query: 'masaj', filters: { sort_by: 'rating' }, pagination: { page: 2 } },
  { query: 'keratin', location: { latitude: 41.0082, longitude: 28.9784 }, filters: { distance: 10 } },
  { query: 'hamam kadıköy' },
  { query: '', location: { city_id: 34 } },
  { query: 'ayşe' },
];

/** GET /salons/search as the category and SEO location pages ask it (page sizes and filters of the web app). */
const CATALOGUE_QUERIES = [
  'category=1&per_page=20',
  'category=2&city_id=34&per_page=20',
  'category=sac-hizmetleri&city_id=34&per_page=20',
  'category=3&city_id=6&per_page=20&page=2',
  'category=4&city_id=35&sort_by=rating&per_page=20',
  'category=1&gender_focus=female&per_page=20',
  'categories=1,2&city_id=34&sort_by=price_asc&per_page=20',
  'city_id=34&per_page=20',
  'category=7&rating=4&per_page=20',
  'category=20&city_id=34&page=3&per_page=20',
];

async function measureSearch(origin: string, label: string, warm: boolean): Promise<Figures[]> {
  // Each connection cycles through the list, starting at its own place.
  const suggestionRequests: autocannon.Request[] = SUGGESTION_QUERIES.flatMap((q, i) => [
    { method: 'GET', path: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}` },
    {
      method: 'GET',
      path: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}&city_id=${i % 2 ? 34 : 6}`,
    },
  ]);
  const unifiedRequests: autocannon.Request[] = UNIFIED_QUERIES.map((body) => ({
    method: 'POST',
    path: '/api/v1/unified-search',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
  if (warm) {
    // Steady state: every text has been asked once, as the 300 s cache would hold it in real use.
    for (const r of [...suggestionRequests, ...unifiedRequests]) {
      await fetch(`${origin}${r.path}`, {
        method: r.method,
        headers: r.body ? { 'content-type': 'application/json' } : {},
        body: r.body ? String(r.body) : undefined,
      });
    }
  }
  const suggestions = await measure(
    `GET /api/v1/search/suggestions, ${suggestionRequests.length} typed texts (${label})`,
    { url: origin, connections: 50, requests: suggestionRequests },
  );
  const unified = await measure(
    `POST /api/v1/unified-search, ${unifiedRequests.length} searches (${label})`,
    {
      url: origin,
      connections: 50,
      requests: unifiedRequests,
    },
  );
  return [suggestions, unified];
}

await main();
