import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../../packages/domain/src/routing/admin-sections';
import { ROUTE_TABLE, type Area } from '../../packages/domain/src/routing/route-table';
import { englishWordsOn, seriousViolations } from './axe';
import { DEMO_PASSWORD, demo, login } from './support';

/**
 * Issue 21 acceptance: every route of the route table, opened at 360 px as the user it is for (public pages as a
 * visitor, each area as its own user type, every admin section as the admin), shows an h1, does not scroll
 * sideways, has no axe violation of impact serious or critical (label-content-name-mismatch and heading-order
 * included, see axe.ts) and no English UI word. Routes with parameters are opened with real ids of the seed.
 * Each test collects every offender, so one run names them all.
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

/** Every problem of the screen now shown, each prefixed with where. */
async function problemsOf(page: Page, where: string): Promise<string[]> {
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
  const axe = await seriousViolations(page);
  if (axe !== null) problems.push(`${where}: axe\n${axe}`);
  for (const word of await englishWordsOn(page)) problems.push(`${where}: English ${word}`);
  return problems;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/giris');
  await login(page, email);
  await expect(page).not.toHaveURL(/\/giris/);
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

async function checkAll(page: Page, paths: readonly string[]): Promise<void> {
  expect(paths.length).toBeGreaterThan(3);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    problems.push(...(await problemsOf(page, path)));
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
}

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const search = await getJson(request, '/api/v1/salons/search?page=1');
  const salonId = firstIdUnder(search, 'salons') ?? firstIdUnder(search, 'data');
  expect(salonId).not.toBeNull();
  const staff = await getJson(request, `/api/v1/salons/${salonId}/staff`);
  const staffId = (staff as { data: { salon_staff_id: number }[] }).data[0]?.salon_staff_id;
  expect(staffId).toBeDefined();
  return [
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
}

test('public pages at 360 px, as a visitor', async ({ page, request }) => {
  test.setTimeout(300_000);
  const guestOnly = ROUTE_TABLE.filter((row) => row.area === 'public' && row.access.kind === 'guest')
    .map((row) => pathOf(row.pattern))
    .filter((p): p is string => p !== null);
  await checkAll(page, [...(await publicPaths(request)), ...guestOnly]);
});

// The public pages carry each signed-in user type's header and menus: every type opens every one of them too.
for (const [type, email] of Object.entries(demo)) {
  test(`public pages at 360 px, signed in as ${type}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const paths = await publicPaths(request);
    await signIn(page, email);
    await checkAll(page, paths);
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
  await signIn(page, demo.customer);
  await checkAll(page, [
    ...plainPaths('customer'),
    `/musteri/randevu/${appointmentId}`,
    // Someone else's (or no) appointment: a page that says so, with its h1.
    '/musteri/randevu/999999',
    '/randevular/onay',
    `/salons/${salonId}/booking`,
  ]);
});

test('salon owner area at 360 px', async ({ page, request }) => {
  test.setTimeout(300_000);
  const search = await getJson(request, '/api/v1/salons/search?page=1');
  const salonId = firstIdUnder(search, 'salons') ?? firstIdUnder(search, 'data');
  await signIn(page, demo.salon_owner);
  // The wizard is open to every signed-in user; an owner sees it (and why they cannot book) with its h1.
  await checkAll(page, [...plainPaths('salon'), `/salons/${salonId}/booking`]);
});

test('staff area at 360 px', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demo.staff);
  await checkAll(page, plainPaths('staff'));
});

test('admin sections at 360 px', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin/);
  const problems: string[] = [];
  for (const section of ADMIN_SECTIONS) {
    // A fresh document per section, so 'no request pending' is measured for this section's screen.
    await page.goto('about:blank');
    await page.goto(`/admin#${section.id}`);
    await expect(page.locator('#admin-app')).toBeVisible();
    problems.push(...(await problemsOf(page, `/admin#${section.id}`)));
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
});

test('admin dashboard at 1366 px: the metric figures are shown whole, never cut with an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, demo.admin);
  await page.goto('/admin#dashboard');
  const metrics = page.getByRole('region', { name: 'Temel göstergeler' });
  await expect(metrics.getByText(/^₺/).first()).toBeVisible();
  const cut = await metrics.evaluate((section) =>
    Array.from(section.querySelectorAll<HTMLElement>('p'))
      .filter((p) => getComputedStyle(p).textOverflow === 'ellipsis' || p.scrollWidth > p.clientWidth + 1)
      .map((p) => p.textContent),
  );
  expect(cut).toEqual([]);
});
