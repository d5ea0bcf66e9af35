import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo } from './support';
import {
  continueTo,
  escapeRegExp,
  findBookingTarget,
  signInAsVisitor as loginAs,
  type BookingTarget,
} from './booking-support';

/**
 * Issue 18 (money, part 1): the booking wizard's payment step paid by the test provider's 3-D Secure card, in
 * instalments (ADR 0049), and by the wallet after a card top-up on /musteri/cuzdan, on a phone and a desktop,
 * axe-clean. Dates come from the server.
 * Money, part 2 (ADR 0048): wallet + card split, a declined card keeping the draft, and a paid appointment cancelled
 * inside the salon's free-cancellation time refunded to the wallet.
 */

const findTarget = (request: APIRequestContext, offset: number) =>
  findBookingTarget(request, { nth: offset, lastDay: 30 });

const THREE_DS_CARD = '4000 0000 0000 3220';
const OK_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** From the wizard's date step to the payment step with the first free time of the target day. */
async function walkToPaymentStep(page: Page, target: BookingTarget): Promise<void> {
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
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Kart numarası').fill(number);
  await page.getByLabel('Kart üzerindeki isim').fill('Ayşe Yılmaz');
  await page.getByLabel('Son kullanma (AA/YY)').fill('12/31');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
}

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 }, offset: 6 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, offset: 8 },
]) {
  test.describe(`payments on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('pays a booking by test card through the 3-D Secure page', async ({ page, request }) => {
      test.setTimeout(90_000);
      const target = await findTarget(request, device.offset);
      await loginAs(page, demo.customer);
      await walkToPaymentStep(page, target);

      await page.getByRole('radio', { name: /Kartla Öde/ }).click();
      await expect(page.getByText('Test modu: gerçek kartınızdan para çekilmez.')).toBeVisible();
      await fillCard(page, THREE_DS_CARD);
      await expectNoSeriousViolations(page, 'payment step with card');
      const total =
        (await page.getByTestId('payment-total').textContent())?.replace('Ödenecek tutar: ', '') ?? '';
      await page.getByRole('button', { name: /^Öde ve Onayla/ }).click();

      await expect(page).toHaveURL(/\/odeme\/3d-secure\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByRole('heading', { level: 1, name: '3D Secure Doğrulama' })).toBeVisible();
      await expect(page.getByTestId('three-ds-amount')).toHaveText(total);
      await expectNoSeriousViolations(page, '3-D Secure page');
      await page.getByRole('button', { name: 'Ödemeyi Onayla' }).click();
      await expect(page.getByText('Ödemeniz alındı')).toBeVisible();
      await page.getByRole('link', { name: 'Randevuma Git' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Randevu Detayı' })).toBeVisible();
      await expect(page.getByText('Kartla ödeme · Ödendi')).toBeVisible();
    });

    test('tops up the wallet by card and pays a booking from it', async ({ page, request }) => {
      test.setTimeout(90_000);
      const target = await findTarget(request, device.offset + 1);
      await loginAs(page, demo.customer, '/musteri/cuzdan');
      await expect(page.getByRole('heading', { level: 1, name: 'Cüzdanım' })).toBeVisible();
      await expect(page.getByTestId('wallet-balance')).toContainText('₺');
      await page.getByLabel('Yüklenecek tutar (₺)').fill('5000');
      await fillCard(page, OK_CARD);
      await expectNoSeriousViolations(page, 'wallet page');
      await page.getByRole('button', { name: 'Yükle' }).click();
      await expect(page.getByText('Cüzdanınıza ₺5.000 yüklendi.')).toBeVisible();
      await expect(page.getByTestId('wallet-history')).toContainText('Bakiye yükleme');

      await walkToPaymentStep(page, target);
      await page.getByRole('radio', { name: /Cüzdanla Öde/ }).click();
      await expectNoSeriousViolations(page, 'payment step with wallet');
      await page.getByRole('button', { name: /^Öde ve Onayla/ }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: /^(Randevu talebiniz alındı|Randevunuz onaylandı)$/ }),
      ).toBeVisible();

      await page.goto('/musteri/cuzdan?tur=booking_payment');
      await expect(page.getByTestId('wallet-history')).toContainText('Randevu ödemesi');
    });

    test('pays a booking in 3 instalments: the total shown is the total the bank page charges', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const target = await findTarget(request, device.offset + 10);
      await loginAs(page, demo.customer);
      await walkToPaymentStep(page, target);

      await page.getByRole('radio', { name: /Kartla Öde/ }).click();
      await fillCard(page, THREE_DS_CARD);
      const three = page.getByRole('radio', { name: /3 taksit/ });
      await expect(three).toBeVisible();
      const optionTotal = ((await three.textContent()) ?? '').replace(/^.*Toplam /, '');
      await three.click();
      await expect(three).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('payment-total')).toHaveText(`Ödenecek tutar: ${optionTotal}`);
      await expectNoSeriousViolations(page, 'payment step with instalments');
      await page.getByRole('button', { name: `Öde ve Onayla (${optionTotal})` }).click();

      await expect(page).toHaveURL(/\/odeme\/3d-secure\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByTestId('three-ds-amount')).toHaveText(optionTotal);
      await page.getByRole('button', { name: 'Ödemeyi Onayla' }).click();
      await expect(page.getByText('Ödemeniz alındı')).toBeVisible();
    });

    test('splits wallet + card after a declined card kept the draft, then cancels and gets the refund in the wallet', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const target = await findTarget(request, device.offset + 4);
      await loginAs(page, demo.customer, '/musteri/cuzdan');
      await page.getByLabel('Yüklenecek tutar (₺)').fill('100');
      await fillCard(page, OK_CARD);
      await page.getByRole('button', { name: 'Yükle' }).click();
      await expect(page.getByText('Cüzdanınıza ₺100 yüklendi.')).toBeVisible();

      await walkToPaymentStep(page, target);
      await page.getByRole('radio', { name: /Cüzdan \+ Kart/ }).click();
      await page.getByLabel('Cüzdandan kullanılacak tutar (₺)').fill('10');
      await fillCard(page, DECLINED_CARD);
      await page.getByRole('button', { name: /^Öde ve Onayla/ }).click();
      // Declined: the Turkish error, the same step, the same draft (salon, wallet part and card fields kept).
      await expect(page.getByText(/Kartınız bankanız tarafından reddedildi/).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Ödeme ve onay' })).toBeVisible();
      await expect(page.getByText(target.salonName).first()).toBeVisible();
      await expect(page.getByLabel('Cüzdandan kullanılacak tutar (₺)')).toHaveValue('10');
      await expectNoSeriousViolations(page, 'payment step after a declined card');

      await page.getByLabel('Kart numarası').fill(OK_CARD);
      await page.getByRole('button', { name: /^Öde ve Onayla/ }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: /^(Randevu talebiniz alındı|Randevunuz onaylandı)$/ }),
      ).toBeVisible();
      const href = await page.getByRole('link', { name: 'Randevu Onayını Gör' }).getAttribute('href');
      const id = /\/randevu\/(\d+)\/onay/.exec(href ?? '')?.[1];
      expect(id, `appointment link ${href ?? ''}`).toBeDefined();

      await page.goto(`/musteri/randevu/${id ?? ''}`);
      await expect(page.getByText('Cüzdan + kartla ödeme · Ödendi')).toBeVisible();
      await page.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevuyu iptal et' });
      await dialog.getByLabel('İptal nedeni').fill('Planım değişti');
      await dialog.getByRole('radio', { name: /Cüzdanıma/ }).check();
      await expectNoSeriousViolations(page, 'cancel dialog of a paid appointment');
      await dialog.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      await expect(page.getByText(/cüzdanınıza iade edildi/).first()).toBeVisible();

      await page.goto('/musteri/cuzdan?tur=refund');
      await expect(page.getByTestId('wallet-history')).toContainText('İade');
      await expectNoSeriousViolations(page, 'wallet history with the refund');
    });
  });
}
