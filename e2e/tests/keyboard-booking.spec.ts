import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demo, login } from './support';
import { findBookingTarget } from './booking-support';

/**
 * Issue 21 acceptance (WCAG 2.1.1, 2.4.7): a customer books from a salon page to the success step with the keyboard
 * alone — Tab, Shift+Tab, Enter, Space and the arrow keys, no mouse — and every stop shows where the focus is. On a
 * desktop and at 360 px. Logging in and answering the cookie notice are set-up, not part of the journey.
 */

/** A plain service of a top salon with free times `offset`… days ahead (own days per test). */
const findTarget = (request: APIRequestContext, offset: number) =>
  findBookingTarget(request, { nth: 0, firstDay: 3 + offset, lastDay: 24, dayStep: 2, skipSalons: 2 });

/** The focused element shows a focus indicator: an outline or a ring (box-shadow) on it or on its label. */
async function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'the focus is on the page itself';
    const shows = (node: Element) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    const label = el.closest('label');
    if (shows(el) || (label !== null && shows(label))) return null;
    return `no visible focus on <${el.tagName.toLowerCase()}> “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}”`;
  });
}

/** Presses `key` until `target` has the focus, checking the focus indicator at every stop on the way. */
async function moveFocusTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; ; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    expect(presses, `${await target.textContent()} is reachable with ${key}`).toBeLessThan(120);
    await page.keyboard.press(key);
    expect(await focusIsVisible(page)).toBeNull();
  }
  expect(await focusIsVisible(page)).toBeNull();
}

async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, offset: 0 },
  { name: '360 px', viewport: { width: 360, height: 740 }, offset: 1 },
]) {
  test(`books with the keyboard alone, focus visible at every stop (${device.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(device.viewport);
    const target = await findTarget(request, device.offset);
    await page.goto('/giris');
    await page.getByRole('button', { name: 'Yalnızca Zorunlu' }).click();
    await login(page, demo.customer);
    await expect(page).not.toHaveURL(/\/giris/);

    // The salon page, from the top of the document.
    await page.goto(`/salon/${target.salonId}`);
    await expect(page.getByRole('heading', { level: 1, name: target.salonName })).toBeVisible();
    await moveFocusTo(page, page.getByRole('link', { name: 'Randevu Al' }).first());
    await press(page, 'Enter');

    // Date: Tab to the day, Space chooses it, Tab on to 'Devam Et', Enter.
    await expect(page.getByRole('heading', { level: 1, name: 'Tarih seçin' })).toBeVisible();
    const day = page.locator(`[data-date="${target.date}"]`);
    await moveFocusTo(page, day);
    await press(page, 'Space');
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await moveFocusTo(page, page.getByRole('button', { name: 'Devam Et' }));
    await press(page, 'Enter');

    // Staff: one tab stop for the group; the arrows choose, and back to 'Fark etmez' (the first choice).
    await expect(page.getByRole('heading', { level: 1, name: 'Uzman seçin' })).toBeVisible();
    const anyone = page.getByRole('radio', { name: /Fark etmez/ });
    await moveFocusTo(page, anyone);
    await press(page, 'ArrowDown');
    await expect(anyone).toHaveAttribute('aria-checked', 'false');
    await press(page, 'ArrowUp');
    await expect(anyone).toBeFocused();
    await expect(anyone).toHaveAttribute('aria-checked', 'true');
    await moveFocusTo(page, page.getByRole('button', { name: 'Devam Et' }));
    await press(page, 'Enter');

    // Services: Tab to the service, Space ticks it.
    await expect(page.getByRole('heading', { level: 1, name: 'Hizmet seçin' })).toBeVisible();
    const service = page.getByRole('checkbox', {
      name: new RegExp(target.service.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await moveFocusTo(page, service);
    await press(page, 'Space');
    await expect(service).toHaveAttribute('aria-checked', 'true');
    await moveFocusTo(page, page.getByRole('button', { name: 'Devam Et' }));
    await press(page, 'Enter');

    // Time: the first free time is the group's tab stop; ArrowRight moves on and chooses, ArrowLeft comes back.
    await expect(page.getByRole('heading', { level: 1, name: 'Saat seçin' })).toBeVisible();
    const times = page.getByRole('radiogroup', { name: 'Boş saatler' }).getByRole('radio');
    await moveFocusTo(page, times.first());
    await press(page, 'ArrowRight');
    await expect(times.nth(1)).toHaveAttribute('aria-checked', 'true');
    await press(page, 'ArrowLeft');
    await expect(times.first()).toBeFocused();
    await expect(times.first()).toHaveAttribute('aria-checked', 'true');
    await moveFocusTo(page, page.getByRole('button', { name: 'Devam Et' }));
    await press(page, 'Enter');

    // Payment: Tab past 'Randevuyu Onayla', Shift+Tab back to it, Enter.
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme ve onay' })).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Randevuyu Onayla' });
    await moveFocusTo(page, confirm);
    await press(page, 'Tab');
    await moveFocusTo(page, confirm, 'Shift+Tab');
    await press(page, 'Enter');

    await expect(
      page.getByRole('heading', { level: 1, name: /^(Randevu talebiniz alındı|Randevunuz onaylandı)$/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/salons/${target.salonId}/booking/success$`));
  });
}
