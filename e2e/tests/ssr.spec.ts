import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Issue 17 (ADR 0024): public pages come from the server with their content and data, then hydrate in the
 * browser without fetching that data again and without a hydration warning.
 */

interface SalonSummary {
  id: number;
  name: string;
}

async function aSalon(request: APIRequestContext): Promise<SalonSummary> {
  const res = await request.get('/api/v1/salons/search?city_id=34&sort_by=rating&per_page=1');
  expect(res.ok()).toBe(true);
  const [salon] = ((await res.json()) as { data: SalonSummary[] }).data;
  expect(salon).toBeDefined();
  return salon!;
}

/** Console errors and warnings, uncaught page errors, and every API GET the page makes. */
function watch(page: Page): { problems: string[]; apiGets: string[] } {
  const problems: string[] = [];
  const apiGets: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) apiGets.push(url.pathname);
  });
  return { problems, apiGets };
}

/** hydrateRoot has taken the server's markup over (React marks the container it hydrates). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const app = document.getElementById('app');
    return (
      app !== null &&
      Object.keys(app).some((key) => key.startsWith('__reactContainer$')) &&
      !app.hasAttribute('aria-disabled')
    );
  });
  await page.waitForLoadState('networkidle');
}

test.describe('server-rendered public pages', () => {
  test('a salon page paints from the HTML, hydrates, and does not fetch the salon again', async ({
    page,
    request,
  }) => {
    const salon = await aSalon(request);
    const url = `/salon/${salon.id}/salon-detay/hizmetler`;
    const source = await (await request.get(url)).text();
    expect(source).toContain(salon.name);
    expect(source).toContain('id="ssr-state"');
    expect(source).toMatch(/₺/);

    const { problems, apiGets } = watch(page);
    // The HTML alone (no script) already shows the salon and its prices.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
    await expect(page.getByText(/₺/).first()).toBeVisible();
    await page.unroute('**/assets/*.js');

    problems.length = 0;
    apiGets.length = 0;
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
    expect(apiGets.filter((p) => p === `/api/v1/salons/${salon.id}`)).toEqual([]);
    expect(apiGets.filter((p) => p === `/api/v1/salons/${salon.id}/services`)).toEqual([]);

    // Interactive: a tab is a client-side navigation (the page is not loaded again), fetching only the staff.
    await page.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    await page
      .getByRole('tablist')
      .getByRole('tab', { name: /Uzmanlar/ })
      .click();
    await expect(page).toHaveURL(/\/uzmanlar$/);
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(apiGets).toContain(`/api/v1/salons/${salon.id}/staff`);
    expect(apiGets.filter((p) => p === `/api/v1/salons/${salon.id}`)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the home page hydrates its lists without asking for them again, and the search box works', async ({
    page,
  }) => {
    const { problems, apiGets } = watch(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(
      page.getByRole('region', { name: 'Trend Salonlar' }).getByRole('article').first(),
    ).toBeVisible();
    expect(apiGets.filter((p) => p.startsWith('/api/v1/home/'))).toEqual([]);

    const box = page.getByRole('combobox').first();
    await box.fill('sa');
    await expect(page.getByRole('listbox').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('layout does not shift while public pages load, also for a visitor with a stored city', async ({
    page,
    request,
  }) => {
    const salon = await aSalon(request);
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.addInitScript(() => {
      // A returning visitor: the city is applied after hydration (the server renders for all of Türkiye).
      localStorage.setItem(
        'user_location',
        JSON.stringify({
          id: 34,
          name: 'İstanbul',
          type: 'province',
          city_id: 34,
          province_name: 'İstanbul',
          full_name: 'İstanbul',
          coordinates: { latitude: 41.01, longitude: 28.97 },
        }),
      );
      const shifts = { total: 0 };
      (window as Window & { layoutShift?: { total: number } }).layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) shifts.total += shift.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of ['/', `/salon/${salon.id}/salon-detay`, '/istanbul-kuafor', '/kategoriler']) {
      await page.goto(url);
      await waitForHydration(page);
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as Window & { layoutShift?: { total: number } }).layoutShift?.total ?? -1),
              ),
            ),
          ),
      );
      expect(cls, `CLS of ${url}`).toBeGreaterThanOrEqual(0);
      expect(cls, `CLS of ${url}`).toBeLessThanOrEqual(0.05);
    }
  });

  test('a private page still gets the empty shell', async ({ request }) => {
    const html = await (await request.get('/musteri/randevular')).text();
    expect(html).toContain('<div id="app"></div>');
    expect(html).not.toContain('id="ssr-state"');
  });
});
