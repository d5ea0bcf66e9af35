import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo } from './support';
import {
  apiData,
  continueTo,
  escapeRegExp,
  findBookingTarget,
  signInAsVisitor as loginAs,
  type BookingTarget,
} from './booking-support';

/**
 * Issue 6 acceptance: the booking wizard from a salon page to the success step (phone and desktop), the SPEC §4
 * refresh-resume rule, and the customer's appointment list and detail with cancel — on the real server and the
 * freshly seeded database. Dates are found from the server clock and the API, so the test holds on any day.
 */

const findTarget = (request: APIRequestContext, offset: number) =>
  findBookingTarget(request, { nth: offset });

/** '26 Kasım 2026 Perşembe', as the appointment list writes a day. */
function listDay(date: string): string {
  return new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'long',
  }).format(new Date(`${date}T12:00:00+03:00`));
}

/** From the salon page's 'Randevu Al' to the time step; returns nothing, the page is on the time step. */
async function walkToTimeStep(page: Page, target: BookingTarget): Promise<void> {
  await page.goto(`/salon/${target.salonId}`);
  await expect(page.getByRole('heading', { level: 1, name: target.salonName })).toBeVisible();
  await page.getByRole('link', { name: 'Randevu Al' }).first().click();

  await expect(page).toHaveURL(new RegExp(`/salons/${target.salonId}/booking/date$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tarih seçin' })).toBeVisible();
  await expectNoSeriousViolations(page, 'date step');
  await page.locator(`[data-date="${target.date}"]`).click();
  await expect(page.locator(`[data-date="${target.date}"]`)).toHaveAttribute('aria-pressed', 'true');
  await continueTo(page, 'Uzman seçin');

  await page.getByRole('radio', { name: /Fark etmez/ }).click();
  await continueTo(page, 'Hizmet seçin');

  await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(target.service.name)) }).click();
  await expect(page.getByTestId('booking-summary-services')).toContainText('1 hizmet');
  await expect(page.getByTestId('booking-summary-total')).toContainText('₺');
  await continueTo(page, 'Saat seçin');
}

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 }, offset: 0 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, offset: 1 },
]) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('books from the salon page to the success step, then sees and cancels it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const target = await findTarget(request, device.offset);
      await loginAs(page, demo.customer);
      await walkToTimeStep(page, target);

      const firstSlot = page.getByRole('radiogroup', { name: 'Boş saatler' }).getByRole('radio').first();
      const time = (await firstSlot.textContent())?.trim() ?? '';
      expect(time).toMatch(/^\d{2}:\d{2}$/);
      await firstSlot.click();
      await expect(firstSlot).toHaveAttribute('aria-checked', 'true');
      if (device.name === 'phone') {
        // The bottom bar with the total and the button stays in view on a phone.
        await expect(page.getByRole('button', { name: 'Devam Et' })).toBeInViewport();
      }
      await continueTo(page, 'Ödeme ve onay');

      await expect(page.getByTestId('booking-summary-time')).toHaveText(time);
      await expect(page.getByRole('radio', { name: /Salonda Öde/ })).toHaveAttribute('aria-checked', 'true');
      await expectNoSeriousViolations(page, 'payment step');
      await page.getByRole('button', { name: 'Randevuyu Onayla' }).click();

      // A pending booking reads as a request; a salon that confirms at once reads as confirmed.
      await expect(
        page.getByRole('heading', { level: 1, name: /^(Randevu talebiniz alındı|Randevunuz onaylandı)$/ }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/salons/${target.salonId}/booking/success$`));

      // The appointment is in /musteri/randevular (upcoming, soonest first).
      await page.getByRole('link', { name: 'Randevularım' }).click();
      await expect(page).toHaveURL(/\/musteri\/randevular$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Randevularım' })).toBeVisible();
      const card = page
        .getByTestId('appointment-card')
        .filter({ hasText: target.salonName })
        .filter({ hasText: `${listDay(target.date)} · ${time}` });
      await expect(page.getByTestId('appointment-card').first()).toBeVisible();
      // Soonest first: the demo customer's seeded appointments may push it to a later page.
      const pages = page.getByRole('navigation', { name: 'Randevu sayfaları' });
      for (let i = 0; i < 10 && (await card.count()) === 0; i += 1) {
        const next = pages.getByRole('link', { name: 'Sonraki' });
        if ((await next.count()) === 0) break;
        await next.click();
        await expect(page).toHaveURL(new RegExp(`sayfa=${i + 2}$`));
        await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
      }
      await expect(card).toHaveCount(1);
      await expectNoSeriousViolations(page, 'appointment list');
      await expect(card).toContainText(target.service.name);
      await card.click();

      // The detail: cancel with a reason.
      await expect(page.getByRole('heading', { level: 1, name: 'Randevu Detayı' })).toBeVisible();
      await expect(page.getByTestId('appointment-when')).toContainText(`${listDay(target.date)} · ${time}`);
      await expectNoSeriousViolations(page, 'appointment detail');
      await page.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevuyu iptal et' });
      await dialog.getByLabel('İptal nedeni').fill('Planım değişti, başka bir gün geleceğim.');
      await dialog.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      await expect(page.getByText('Bu randevu iptal edildi')).toBeVisible();
      await expect(page.getByText('Neden: Planım değişti, başka bir gün geleceğim.')).toBeVisible();
      await expect(page.getByText('İptal Edildi', { exact: true })).toBeVisible();

      // And the time is free again for the next customer.
      const slots = await apiData<{ slots: { time: string }[] }>(
        request,
        `/api/v1/booking/slots?salon_id=${target.salonId}&date=${target.date}&service_ids=${target.service.id}&salon_staff_id=any`,
      );
      expect(slots.slots.map((s) => s.time)).toContain(time);
    });
  });
}

test('a refresh on a later step resumes there; a step opened without its choices goes to the date step', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const target = await findTarget(request, 2);
  await loginAs(page, demo.customer);
  await walkToTimeStep(page, target);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/salons/${target.salonId}/booking/time$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Saat seçin' })).toBeVisible();
  await expect(page.getByTestId('booking-summary-services')).toContainText('1 hizmet');
  await expect(
    page.getByRole('radiogroup', { name: 'Boş saatler' }).getByRole('radio').first(),
  ).toBeVisible();

  // The payment step needs a time: the guard sends the customer to the date step, without the query.
  await page.goto(`/salons/${target.salonId}/booking/payment?kaynak=link`);
  await expect(page).toHaveURL(new RegExp(`/salons/${target.salonId}/booking/date$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tarih seçin' })).toBeVisible();
  await expect(page.locator(`[data-date="${target.date}"]`)).toHaveAttribute('aria-pressed', 'true');
});

test('a salon owner may open the wizard but is told that only customers book', async ({ page }) => {
  await loginAs(page, demo.salon_owner);
  await page.goto('/salons/1/booking');
  await expect(page.getByText('Randevuyu yalnızca müşteri hesapları alabilir')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panelime Dön' })).toHaveAttribute('href', '/salon');
});
