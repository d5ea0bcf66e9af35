import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../../packages/domain/src/routing/admin-sections';
import { ROUTE_TABLE, type RouteRow } from '../../packages/domain/src/routing/route-table';
import { englishWordsOn, seriousViolations } from './axe';
import { demo, login } from './support';

/**
 * Issue 21 item 9 and acceptance: EVERY route of the route table, as each user type, at 360 px — no sideways
 * scroll, no serious/critical axe violation (plus label-content-name-mismatch and heading-order, item 14), no
 * English UI word in what the user reads (item 13). One page per route per user type; a route that sends this
 * user elsewhere (login, own area) is checked where it lands, once per landing page.
 */
test.use({ viewport: { width: 360, height: 740 } });

const USER_TYPES = ['visitor', 'customer', 'salon_owner', 'staff', 'admin'] as const;
type UserType = (typeof USER_TYPES)[number];

/** Real ids from the seeded catalogue, so the detail pages show their content rather than 'not found'. */
interface Ids {
  salonId: number;
  salonSlug: string;
  specialistId: number;
  categoryId: number;
}

async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} → ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

async function seededIds(request: APIRequestContext): Promise<Ids> {
  const [salon] = await apiData<{ id: number; slug: string }[]>(
    request,
    '/api/v1/salons/search?city_id=34&sort_by=rating&per_page=1',
  );
  if (salon === undefined) throw new Error('no seeded salon');
  const staff = await apiData<{ id: number }[]>(request, `/api/v1/salons/${salon.id}/staff`);
  if (staff[0] === undefined) throw new Error('no seeded specialist');
  return { salonId: salon.id, salonSlug: salon.slug, specialistId: staff[0].id, categoryId: 20 };
}

/** One concrete path for a row of the route table. */
function pathOf(row: RouteRow, ids: Ids): string {
  switch (row.seo) {
    case 'city-category':
      return '/istanbul-kuafor';
    case 'city-category-salonlari':
      return '/ankara-berber-salonlari';
    case 'city-district-category-salonlari':
      return '/istanbul-kadikoy-kuafor-salonlari';
    default:
      break;
  }
  const values: Record<string, string> = {
    id: row.id === 'public.specialist-detail' ? String(ids.specialistId) : String(ids.salonId),
    slug: row.id === 'public.salon-detail' ? ids.salonSlug : '',
    salonId: String(ids.salonId),
    categoryId: String(ids.categoryId),
    staffId: String(ids.specialistId),
    token: 'gecersiz-baglanti',
    hash: '0000',
  };
  const path = row.pattern
    .split('/')
    .filter((s) => !s.endsWith('?'))
    .map((s) => (s.startsWith(':') ? (values[s.slice(1)] ?? '1') : s))
    .join('/');
  return path === '' ? '/' : path;
}

const EMAILS: Readonly<Record<Exclude<UserType, 'visitor'>, string>> = {
  customer: demo.customer,
  salon_owner: demo.salon_owner,
  staff: demo.staff,
  admin: demo.admin,
};

async function signIn(page: Page, userType: UserType): Promise<void> {
  if (userType === 'visitor') return;
  await page.goto('/giris');
  await login(page, EMAILS[userType]);
  await expect(page).not.toHaveURL(/\/giris/);
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
    return `${root.scrollWidth} > ${root.clientWidth} (${culprit} ends at ${Math.round(widest)})`;
  });
}

/** The screen has loaded: its h1 is shown, no request is pending and no loading indicator is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Every check on the page in view; problems are collected, so one run names every offender. */
async function checkPage(page: Page, what: string, problems: string[]): Promise<void> {
  try {
    await settled(page);
  } catch {
    problems.push(`${what} did not settle: no visible h1, or still loading`);
  }
  const overflow = await sidewaysOverflow(page);
  if (overflow !== null) problems.push(`${what} scrolls sideways: ${overflow}`);
  const axe = await seriousViolations(page);
  if (axe !== null) problems.push(`${what} axe:\n${axe}`);
  for (const word of await englishWordsOn(page)) problems.push(`${what} English: ${word}`);
}

// Public rows are split from the area rows so the two halves of each user type run on parallel workers.
const GROUPS = [
  { name: 'public pages', rows: ROUTE_TABLE.filter((r) => r.area === 'public' || r.area === 'minimal') },
  { name: 'area pages', rows: ROUTE_TABLE.filter((r) => r.area !== 'public' && r.area !== 'minimal') },
] as const;

for (const userType of USER_TYPES) {
  for (const group of GROUPS) {
    test(`${group.name} as ${userType} at 360 px: no sideways scroll, no serious axe violation, no English`, async ({
      page,
      request,
    }) => {
      test.setTimeout(600_000);
      const ids = await seededIds(request);
      await signIn(page, userType);
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const row of group.rows) {
        const path = pathOf(row, ids);
        // A fresh document per route, so 'no request pending' is measured for this screen.
        await page.goto('about:blank');
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const landed = new URL(page.url()).pathname;
        if (seen.has(landed)) continue;
        seen.add(landed);
        await checkPage(page, `${row.id} ${path}${landed === path ? '' : ` → ${landed}`}`, problems);
      }
      expect(seen.size).toBeGreaterThan(3);
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  }
}

test('admin sections at 360 px: no sideways scroll, no serious axe violation, no English', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin/);
  const problems: string[] = [];
  for (const section of ADMIN_SECTIONS) {
    await page.goto('about:blank');
    await page.goto(`/admin#${section.id}`);
    await expect(page.locator('#admin-app')).toBeVisible();
    await checkPage(page, `/admin#${section.id}`, problems);
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
});

test('admin dashboard at 1366 px: the metric figures are shown whole, never cut with an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
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
