import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../../packages/domain/src/routing/admin-sections';
import { ROUTE_TABLE } from '../../packages/domain/src/routing/route-table';
import { demo, login } from './support';

/**
 * Issue #21 item 9: at 360 px no admin or area page scrolls sideways. Every route of the route table of the
 * customer, salon owner and staff areas without a required parameter, and every admin section, is opened as its
 * user; the document may not be wider than the viewport (one pixel of rounding allowed).
 */
test.use({ viewport: { width: 360, height: 740 } });

/** '/salon/hizmetler' for a row without required params; null when the pattern needs an id. */
function pathOf(pattern: string): string | null {
  const segments = pattern.split('/').filter((s) => !s.endsWith('?'));
  if (segments.some((s) => s.startsWith(':'))) return null;
  return segments.join('/') || '/';
}

const AREA_USERS = [
  { area: 'customer', email: demo.customer },
  { area: 'salon', email: demo.salon_owner },
  { area: 'staff', email: demo.staff },
] as const;

async function sidewaysOverflow(page: Page): Promise<string | null> {
  // Let the screen load: its h1 is shown and no request is pending.
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
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

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/giris');
  await login(page, email);
  await expect(page).not.toHaveURL(/\/giris/);
}

for (const { area, email } of AREA_USERS) {
  test(`${area} area at 360 px: no page scrolls sideways`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, email);
    const paths = ROUTE_TABLE.filter((row) => row.area === area)
      .map((row) => pathOf(row.pattern))
      .filter((p): p is string => p !== null);
    expect(paths.length).toBeGreaterThan(3);
    const offenders: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const overflow = await sidewaysOverflow(page);
      if (overflow !== null) offenders.push(`${path}: ${overflow}`);
    }
    expect(offenders).toEqual([]);
  });
}

test('admin at 360 px: no section scrolls sideways', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin/);
  const offenders: string[] = [];
  for (const section of ADMIN_SECTIONS) {
    // A fresh document per section, so 'no request pending' is measured for this section's screen.
    await page.goto('about:blank');
    await page.goto(`/admin#${section.id}`);
    await expect(page.locator('#admin-app')).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    if (overflow !== null) offenders.push(`#${section.id}: ${overflow}`);
  }
  expect(offenders).toEqual([]);
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
