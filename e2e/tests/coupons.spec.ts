import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, signInThroughApi } from './support';
import { continueTo, escapeRegExp, findBookingTarget } from './booking-support';

/**
 * Issue 18 item 5 (coupons, ADR 0047): /musteri/kuponlar lists the demo coupons; at the wizard's payment step a code
 * that does not apply shows its Turkish reason next to the field, and a code that does lowers the price shown, which
 * is the price charged (pay at the salon on a phone, the test card on a desktop). Axe-clean on both.
 */

/** A salon where YAZ10 applies (the search's coupon_code filter) with a plain service and a later free day. */
const findTarget = (request: APIRequestContext, offset: number) =>
  findBookingTarget(request, {
    nth: offset,
    lastDay: 40,
    search: 'city_id=34&coupon_code=yaz10&sort_by=rating&per_page=5',
  });

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 }, offset: 20, card: false },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, offset: 22, card: true },
]) {
  test.describe(`coupons on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('lists the coupons, explains a code that does not apply and charges the discounted price', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const target = await findTarget(request, device.offset);
      // /kuponlarim shows the customer coupons page (SPEC §2.3).
      await signInThroughApi(page, demo.customer, { path: '/kuponlarim', necessaryCookiesOnly: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Kuponlarım' })).toBeVisible();
      await expect(page.getByTestId('coupon-card').filter({ hasText: 'YAZ10' })).toBeVisible();
      await expectNoSeriousViolations(page, 'coupons page');

      await page.goto(`/salons/${target.salonId}/booking/date`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tarih seçin' })).toBeVisible();
      await page.locator(`[data-date="${target.date}"]`).click();
      await continueTo(page, 'Uzman seçin');
      await page.getByRole('radio', { name: /Fark etmez/ }).click();
      await continueTo(page, 'Hizmet seçin');
      await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(target.service.name)) }).click();
      await continueTo(page, 'Saat seçin');
      await page.getByRole('radiogroup', { name: 'Boş saatler' }).getByRole('radio').first().click();
      await continueTo(page, 'Ödeme ve onay');

      const before = (await page.getByTestId('payment-total').textContent()) ?? '';
      // The demo customer has booked before: the first-booking coupon says why it does not apply, next to the field.
      const field = page.getByLabel('Kupon kodu');
      await field.fill('ilkrandevu');
      await page.getByRole('button', { name: 'Uygula' }).click();
      await expect(field).toHaveAccessibleDescription('Bu kupon yalnızca ilk randevunuzda geçerlidir.');
      await expect(page.getByTestId('payment-total')).toHaveText(before);
      await expectNoSeriousViolations(page, 'payment step with a coupon error');

      await field.fill('yaz10');
      await page.getByRole('button', { name: 'Uygula' }).click();
      await expect(page.getByTestId('coupon-applied')).toContainText('YAZ10 uygulandı: %10 indirim');
      await expect(page.getByTestId('payment-discount')).toContainText('İndirim (YAZ10): −₺');
      const due = ((await page.getByTestId('payment-total').textContent()) ?? '').replace(
        'Ödenecek tutar: ',
        '',
      );
      expect(`Ödenecek tutar: ${due}`).not.toBe(before);
      await expectNoSeriousViolations(page, 'payment step with a coupon applied');

      if (device.card) {
        await page.getByRole('radio', { name: /Kartla Öde/ }).click();
        await page.getByLabel('Kart numarası').fill('4242 4242 4242 4242');
        await page.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
        await page.getByLabel('Son kullanma (AA/YY)').fill('12/31');
        await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
        await page.getByRole('button', { name: `Öde ve Onayla (${due})` }).click();
      } else {
        await page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
      }
      await expect(page).toHaveURL(/\/booking\/success/);
      await expect(page.getByText(`Toplam: ${due}`)).toBeVisible();

      await page.goto('/musteri/kuponlar');
      await expect(page.getByRole('heading', { level: 2, name: 'Kullandığım kuponlar' })).toBeVisible();
      await expect(page.getByText('YAZ10', { exact: true }).first()).toBeVisible();
    });
  });
}
