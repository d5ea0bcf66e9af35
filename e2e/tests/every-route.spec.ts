import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { ADMIN_SECTIONS } from '../../packages/domain/src/routing/admin-sections';
import { ROUTE_TABLE, type Area } from '../../packages/domain/src/routing/route-table';
import { englishWordsOn, seriousViolations } from './axe';
import { escapeRegExp } from './booking-support';
import { DEMO_PASSWORD, demo, signInThroughApi } from './support';

/**
 * Issue 21 acceptance: every route of the route table, opened at 360 px as the user it is for (public pages as a
 * visitor, each area as its own user type, every admin section as the admin), shows an h1, does not scroll
 * sideways, has no axe violation of impact serious or critical (label-content-name-mismatch and heading-order
 * included, see axe.ts) and no English UI word. Routes with parameters are opened with real ids of the seed.
 * Each test collects every offender, so one run names them all.
 *
 * The public pages are opened by every signed-in user type too, but only what a session changes is scanned again
 * there (a page's own content is the visitor's, scanned in full once): on every public page the h1, sideways
 * scroll and English words of the whole page and axe on its header; in full (axe on the whole page) the pages
 * whose content depends on the session (the favourite hearts of salon cards and of the salon and specialist
 * pages, the salon application, e-mail verification) and the header's menu opened. Sessions are made through the
 * API (support.ts), not the login form, which auth-journey, guards and a11y test.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** '/salon/hizmetler' for a row without required params; null when the pattern needs one. */
function pathOf(pattern: string): string | null {
  const segments = pattern.split('/').filter((s) => !s.endsWith('?'));
  if (segments.some((s) => s.startsWith(':'))) return null;
  return segments.join('/') || '/';
}

function plainPaths(area: Area): string[] {
  return ROUTE_TABLE.filter((row) => row.area === area && row.access.kind !== 'guest')
    .map((row) => pathOf(row.pattern))
    .filter((p): p is string => p !== null);
}

async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return null;
    // Name the widest element that sticks out, to find the culprit quickly.
    let culprit = '';
    let widest = 0;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const right = el.getBoundingClientRect().right;
      if (right > root.clientWidth + 1 && right > widest) {
        widest = right;
        culprit = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`;
      }
    }
    return `scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} (${culprit} ends at ${Math.round(widest)})`;
  });
}

/**
 * How much of a screen is scanned with axe: the whole page, or only these parts (CSS selectors; the parts that a
 * session changes on a page already scanned whole as a visitor).
 */
type AxeScope = 'page' | readonly string[];

/** Every problem of the screen now shown, each prefixed with where. */
async function problemsOf(page: Page, where: string, axeScope: AxeScope = 'page'): Promise<string[]> {
  const problems: string[] = [];
  // Let the screen load: its h1 is shown and no request is pending.
  try {
    await expect(page.locator('h1').first()).toBeVisible();
  } catch {
    return [`${where}: no h1 shown`];
  }
  await page.waitForLoadState('networkidle');
  const overflow = await sidewaysOverflow(page);
  if (overflow !== null) problems.push(`${where}: ${overflow}`);
  const axe = await seriousViolations(page, axeScope === 'page' ? [] : axeScope);
  if (axe !== null)
    problems.push(`${where}: axe${axeScope === 'page' ? '' : ` (${axeScope.join(', ')})`}\n${axe}`);
  for (const word of await englishWordsOn(page)) problems.push(`${where}: English ${word}`);
  return problems;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  const body: unknown = await res.json();
  const token = (body as { token?: unknown }).token;
  expect(typeof token).toBe('string');
  return String(token);
}

/** The first numeric `id` of an object in an array under `key`, anywhere in a JSON answer. */
function firstIdUnder(value: unknown, key: string): number | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstIdUnder(item, key);
      if (found !== null) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    if (k === key && Array.isArray(v)) {
      const withId = v.find(
        (item): item is { id: number } =>
          item !== null && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'number',
      );
      if (withId) return withId.id;
    }
    const found = firstIdUnder(v, key);
    if (found !== null) return found;
  }
  return null;
}

async function getJson(request: APIRequestContext, url: string, token?: string): Promise<unknown> {
  const res = await request.get(url, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return res.json();
}

async function checkAll(
  page: Page,
  paths: readonly string[],
  axeScope: AxeScope = 'page',
): Promise<string[]> {
  expect(paths.length).toBeGreaterThan(3);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    problems.push(...(await problemsOf(page, path, axeScope)));
  }
  return problems;
}

function expectNone(problems: readonly string[]): void {
  expect(problems, problems.join('\n\n')).toEqual([]);
}

interface PublicPaths {
  /** Every public route, with seeded ids for the parameters (the guest-only ones apart). */
  all: string[];
  /** One of each kind of public page whose content, not only the header, depends on the session. */
  sessionDependent: string[];
}

async function publicPaths(request: APIRequestContext): Promise<PublicPaths> {
  const search = await getJson(request, '/api/v1/salons/search?page=1');
  const salonId = firstIdUnder(search, 'salons') ?? firstIdUnder(search, 'data');
  expect(salonId).not.toBeNull();
  const staff = await getJson(request, `/api/v1/salons/${salonId}/staff`);
  const staffId = (staff as { data: { salon_staff_id: number }[] }).data[0]?.salon_staff_id;
  expect(staffId).toBeDefined();
  const sessionDependent = [
    // Salon cards with their favourite hearts: the home page's rails and a listing (as search and SEO pages).
    '/',
    '/kategori/20/kadin-kuaforu',
    `/salon/${salonId}`,
    `/uzman/${staffId}`,
    // The application form knows a signed-in owner; verification knows the signed-in user's address.
    '/salon-ol',
    '/email-dogrulama',
    '/email-dogrulama/1/gecersiz',
  ];
  const all = [
    ...plainPaths('public').filter((p) => p !== '/randevular/onay'),
    `/salon/${salonId}`,
    `/uzman/${staffId}`,
    '/kategori/20/kadin-kuaforu',
    '/istanbul-kuafor',
    '/istanbul-kadikoy-kuafor-salonlari',
    '/email-dogrulama/1/gecersiz',
    // A link that is not (or no longer) valid still shows a page of its own.
    '/a/gecersiz-baglanti',
    '/r/gecersiz-baglanti',
    '/personel-davet/gecersiz-baglanti',
  ];
  for (const path of sessionDependent) expect(all, `${path} is a public route`).toContain(path);
  return { all, sessionDependent };
}

test('public pages at 360 px, as a visitor', async ({ page, request }) => {
  test.setTimeout(300_000);
  const guestOnly = ROUTE_TABLE.filter((row) => row.area === 'public' && row.access.kind === 'guest')
    .map((row) => pathOf(row.pattern))
    .filter((p): p is string => p !== null);
  expectNone(await checkAll(page, [...(await publicPaths(request)).all, ...guestOnly]));
});

// The public pages carry each signed-in user type's header, menu and hearts: every type opens every one of them
// too, and what the session changes is scanned again (see the top of the file).
for (const [type, email] of Object.entries(demo)) {
  test(`public pages at 360 px, signed in as ${type}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const { all, sessionDependent } = await publicPaths(request);
    await signInThroughApi(page, email, { path: '/' });
    // The header's menu (the user's own links at this width), opened.
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(
      page.locator('#public-mobile-menu').getByRole('button', { name: 'Çıkış Yap' }),
    ).toBeVisible();
    const problems = await problemsOf(page, '/ (menu open)');
    problems.push(...(await checkAll(page, sessionDependent)));
    problems.push(
      ...(await checkAll(
        page,
        all.filter((p) => !sessionDependent.includes(p)),
        ['header'],
      )),
    );
    expectNone(problems);
  });
}

test('customer area at 360 px', async ({ page, request }) => {
  test.setTimeout(300_000);
  const token = await tokenOf(request, demo.customer);
  const appointments = await getJson(request, '/api/v1/customer/appointments', token);
  const appointmentId = firstIdUnder(appointments, 'data') ?? firstIdUnder(appointments, 'appointments');
  expect(appointmentId).not.toBeNull();
  const search = await getJson(request, '/api/v1/salons/search?page=1');
  const salonId = firstIdUnder(search, 'salons') ?? firstIdUnder(search, 'data');
  const paths = [
    ...plainPaths('customer'),
    `/musteri/randevu/${appointmentId}`,
    // Someone else's (or no) appointment: a page that says so, with its h1.
    '/musteri/randevu/999999',
    '/randevular/onay',
    `/salons/${salonId}/booking`,
  ];
  await signInThroughApi(page, demo.customer, { path: paths[0]! });
  expectNone(await checkAll(page, paths));
});

test('salon owner area at 360 px', async ({ page, request }) => {
  test.setTimeout(300_000);
  const search = await getJson(request, '/api/v1/salons/search?page=1');
  const salonId = firstIdUnder(search, 'salons') ?? firstIdUnder(search, 'data');
  // The wizard is open to every signed-in user; an owner sees it (and why they cannot book) with its h1.
  const paths = [...plainPaths('salon'), `/salons/${salonId}/booking`];
  await signInThroughApi(page, demo.salon_owner, { path: paths[0]! });
  expectNone(await checkAll(page, paths));
});

test('staff area at 360 px', async ({ page }) => {
  test.setTimeout(300_000);
  const paths = plainPaths('staff');
  await signInThroughApi(page, demo.staff, { path: paths[0]! });
  expectNone(await checkAll(page, paths));
});

/** The admin page's own spinners while it checks access and loads a section's module (admin-app.tsx). */
const SECTION_SPINNERS = ['Yetki kontrol ediliyor…', 'Modül yükleniyor…'];

/**
 * Resolves once no request of the page (long-lived event streams aside) has been pending for half a second:
 * 'networkidle' for a same-document navigation, where waitForLoadState has nothing left to wait for.
 */
function quietNetwork(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() === 'eventsource' || r.resourceType() === 'websocket') return;
    pending.add(r);
    lastChange = Date.now();
  });
  const settled = (r: Request) => {
    if (pending.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return () =>
    expect
      .poll(() => pending.size === 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 15_000 })
      .toBe(true);
}

test('admin sections at 360 px', async ({ page }) => {
  test.setTimeout(300_000);
  const untilQuiet = quietNetwork(page);
  const [first, ...others] = ADMIN_SECTIONS;
  await signInThroughApi(page, demo.admin, { path: `/admin#${first!.id}` });
  await expect(page.locator('#admin-app')).toBeVisible();
  const problems = await problemsOf(page, `/admin#${first!.id}`);
  // The sidebar, opened (at this width it is hidden until the menu button opens it).
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeVisible();
  problems.push(...(await problemsOf(page, `/admin#${first!.id} (sidebar open)`)));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeHidden();
  // The other sections as the sidebar's links open them: the hash changes, the page stays.
  const main = page.locator('#admin-main');
  for (const section of others) {
    await page.evaluate((id) => {
      window.location.hash = id;
    }, section.id);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(section.label)} – `));
    for (const spinner of SECTION_SPINNERS) await expect(main.getByText(spinner)).toHaveCount(0);
    await untilQuiet();
    problems.push(...(await problemsOf(page, `/admin#${section.id}`)));
  }
  expectNone(problems);
});

test('admin dashboard at 1366 px: the metric figures are shown whole, never cut with an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughApi(page, demo.admin, { path: '/admin#dashboard' });
  const metrics = page.getByRole('region', { name: 'Temel göstergeler' });
  await expect(metrics.getByText(/^₺/).first()).toBeVisible();
  const cut = await metrics.evaluate((section) =>
    Array.from(section.querySelectorAll<HTMLElement>('p'))
      .filter((p) => getComputedStyle(p).textOverflow === 'ellipsis' || p.scrollWidth > p.clientWidth + 1)
      .map((p) => p.textContent),
  );
  expect(cut).toEqual([]);
});
