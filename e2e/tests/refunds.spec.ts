import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectNoSeriousViolations } from './axe';
import { demo, DEMO_PASSWORD, signInThroughApi } from './support';

/**
 * Issue 18 item 6 (ADR 0048): refunds end to end, on a phone and a desktop, axe-clean. The data comes through the
 * API: the demo owner's second salon gets a 7-day free-cancellation window (so every customer cancellation is
 * late and waits for an administrator), the demo customer books three card-paid appointments there and cancels
 * them. Then, in the browser: the owner edits the refund policy at /salon/ayarlar, an administrator approves one
 * request, approves another partially and rejects the third with a reason at /admin#refunds (the sidebar counts
 * them), changes a wallet top-up limit at /admin#wallet-settings, and the customer reads the outcome in the
 * 'İadeler' list of /musteri/cuzdan and, cancelling a fourth, what the cancel dialog says the policy gives back;
 * finally the owner's cancel dialog of that fourth says everything goes back to the card, and the owner cancels it.
 */

const BASE = `http://127.0.0.1:${E2E_PORT}`;
const CARD = {
  number: '4242424242424242',
  holder_name: 'Ayşe Yılmaz',
  expiry_month: 12,
  expiry_year: 2031,
  cvc: '123',
};

interface Auth {
  token: string;
}

async function apiToken(request: APIRequestContext, email: string): Promise<Auth> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `login ${email} → ${res.status()}`).toBe(true);
  return { token: ((await res.json()) as { token: string }).token };
}

async function call<T>(
  request: APIRequestContext,
  auth: Auth,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${auth.token}`, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url} → ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

interface Created {
  salonName: string;
  /** Refund ids: approve at the policy's amount, approve partially, reject. */
  approve: number;
  /** A fourth paid booking, left for the cancel dialog's preview. */
  kept: number;
  partial: number;
  reject: number;
}

/** Three late cancellations of card-paid bookings at the demo owner's second salon, from `firstDay` days ahead. */
async function createRefundRequests(request: APIRequestContext, firstDay: number): Promise<Created> {
  const [owner, customer] = [
    await apiToken(request, demo.salon_owner),
    await apiToken(request, demo.customer),
  ];
  const salons = await call<{ salons: { id: number; name: string }[] }>(
    request,
    owner,
    'GET',
    '/salon-owner/salons',
  );
  const salon = salons.salons[1] ?? salons.salons[0]!;
  await call(request, owner, 'PUT', `/salon-owner/salons/${salon.id}/refund-policy`, {
    free_cancellation_minutes: 10_080,
    late_refund: 'partial',
    late_refund_percent: 50,
  });
  const services = await call<
    { id: number; is_home_service: boolean; is_pet_service: boolean; staff_ids: number[] }[]
  >(request, customer, 'GET', `/salons/${salon.id}/services`);
  const service = services.find((s) => !s.is_home_service && !s.is_pet_service && s.staff_ids.length > 0);
  expect(service, 'a plain service at the second salon').toBeDefined();
  const time = await call<{ server_time: string }>(request, customer, 'GET', '/system/time');
  const today = time.server_time.slice(0, 10);

  const refundIds: number[] = [];
  // Inside the 7-day window: days 2 to 6 ahead.
  let kept = 0;
  for (let day = firstDay; day <= 6 && kept === 0; day += 1) {
    const date = addDays(today, day);
    const slots = await call<{ slots: { time: string; salon_staff_ids: number[] }[] }>(
      request,
      customer,
      'GET',
      `/booking/slots?salon_id=${salon.id}&date=${date}&service_ids=${service!.id}&salon_staff_id=any`,
    );
    for (const slot of slots.slots.slice(0, 6)) {
      if (kept !== 0) break;
      const booked = await request.post('/api/v1/appointments', {
        headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': crypto.randomUUID() },
        data: {
          salon_id: salon.id,
          salon_staff_id: slot.salon_staff_ids[0],
          service_ids: [service!.id],
          date,
          time: slot.time,
          payment_method: 'card',
          card: CARD,
        },
      });
      // Another test took the time meanwhile: the next one.
      if (booked.status() === 409) continue;
      expect(booked.status(), `booking → ${await booked.text()}`).toBe(201);
      const id = ((await booked.json()) as { data: { id: number } }).data.id;
      if (refundIds.length === 3) {
        kept = id;
        continue;
      }
      await call(request, customer, 'POST', `/customer/appointments/${id}/cancel`, {
        reason: 'Planım değişti',
        refund_to: 'wallet',
      });
      const refunds = await call<{ refunds: { id: number; status: string }[] }>(
        request,
        customer,
        'GET',
        `/customer/refunds?appointment_id=${id}`,
      );
      expect(refunds.refunds[0]?.status).toBe('requested');
      refundIds.push(refunds.refunds[0]!.id);
    }
  }
  expect(refundIds).toHaveLength(3);
  expect(kept).toBeGreaterThan(0);
  return {
    salonName: salon.name,
    approve: refundIds[0]!,
    partial: refundIds[1]!,
    reject: refundIds[2]!,
    kept,
  };
}

async function loginAs(page: Page, email: string, path: string): Promise<void> {
  await signInThroughApi(page, email, { path, necessaryCookiesOnly: true });
}

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 }, firstDay: 2 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, firstDay: 4 },
]) {
  test.describe(`refunds on a ${device.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: device.viewport });
    let created: Created;

    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL: BASE });
      created = await createRefundRequests(request, device.firstDay);
      await request.dispose();
    });

    test('the owner changes the cancellation and refund policy at /salon/ayarlar', async ({ page }) => {
      await loginAs(page, demo.salon_owner, '/salon/ayarlar');
      const form = page.getByRole('form', { name: 'İptal ve iade politikası' });
      await expect(form.getByRole('heading', { name: 'İptal ve İade Politikası' })).toBeVisible();
      await form.getByRole('radio', { name: /Kısmi iade/ }).check();
      const percent = form.getByLabel('Geç iptalde iade yüzdesi (%)');
      // Both devices edit the same salon: a value the field does not hold yet, so there is something to save.
      const target = (await percent.inputValue()) === '40' ? '45' : '40';
      await percent.fill(target);
      await expect(form.getByText(`ödemenin %${target} kadarı yönetici onayıyla iade edilir`)).toBeVisible();
      await expectNoSeriousViolations(page, '/salon/ayarlar with the refund policy');
      await form.getByRole('button', { name: 'Politikayı Kaydet' }).click();
      await expect(page.getByText('İptal ve iade politikası kaydedildi.').first()).toBeVisible();
      await expect(form.getByRole('button', { name: 'Politikayı Kaydet' })).toBeDisabled();
      await expect(percent).toHaveValue(target);
    });

    test('an administrator approves, partially approves and rejects refund requests at /admin#refunds', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await loginAs(page, demo.admin, '/admin#refunds');
      await expect(page.getByRole('heading', { level: 1, name: 'İadeler' })).toBeVisible();
      if (device.name === 'desktop') {
        // The sidebar counts the requests waiting for a decision.
        await expect(
          page
            .getByRole('navigation', { name: 'Yönetim menüsü' })
            .getByRole('link', { name: /^İadeler\s*\d+\s*bekleyen$/ }),
        ).toBeVisible();
      }
      const approve = page.getByTestId(`refund-${created.approve}`);
      await expect(approve).toContainText(created.salonName);
      await expectNoSeriousViolations(page, '/admin#refunds with requests');

      await approve.getByRole('button', { name: 'İadeyi Onayla' }).click();
      await expect(approve).toBeHidden();

      const partial = page.getByTestId(`refund-${created.partial}`);
      await partial.getByLabel(/^İade tutarı/).fill('12,50');
      await partial.getByRole('button', { name: 'İadeyi Onayla' }).click();
      await expect(partial).toBeHidden();

      const reject = page.getByTestId(`refund-${created.reject}`);
      await reject.getByLabel('Ret gerekçesi (müşteri görür)').fill('Randevuya çok az kala iptal edildi.');
      await reject.getByRole('button', { name: 'Talebi Reddet' }).click();
      await expect(reject).toBeHidden();

      await page.getByLabel('Durum').selectOption('refunded');
      await expect(page.getByTestId(`refund-${created.approve}`)).toContainText('İade edildi');
      await expect(page.getByTestId(`refund-${created.partial}`)).toContainText('İade edildi');
      await page.getByLabel('Durum').selectOption('rejected');
      await expect(page.getByTestId(`refund-${created.reject}`)).toContainText('Reddedildi');
      await expectNoSeriousViolations(page, '/admin#refunds decided');
    });

    test('an administrator changes the wallet top-up limits at /admin#wallet-settings', async ({ page }) => {
      await loginAs(page, demo.admin, '/admin#wallet-settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Cüzdan Ayarları' })).toBeVisible();
      // Both devices save the same limits, so running side by side they agree.
      await page.getByLabel('En düşük yükleme (₺)').fill('40');
      await page.getByLabel('En yüksek yükleme (₺)').fill('20000');
      await expectNoSeriousViolations(page, '/admin#wallet-settings');
      await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
      await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('En düşük yükleme (₺)')).toHaveValue(/^40(,00)?$/);
      await expect(page.getByLabel('En yüksek yükleme (₺)')).toHaveValue(/^20\.?000(,00)?$/);
    });

    test('the customer reads the refunds in the İadeler list of /musteri/cuzdan', async ({ page }) => {
      await loginAs(page, demo.customer, '/musteri/cuzdan');
      await expect(page.getByRole('heading', { level: 2, name: 'İadeler' })).toBeVisible();
      const approved = page.getByTestId(`refund-${created.approve}`);
      await expect(approved).toContainText('İade edildi');
      await expect(approved).toContainText(created.salonName);
      await expect(approved).toContainText('Cüzdan');
      await expect(page.getByTestId(`refund-${created.partial}`)).toContainText('₺12,50');
      const rejected = page.getByTestId(`refund-${created.reject}`);
      await expect(rejected).toContainText('Reddedildi');
      await expect(rejected).toContainText('Gerekçe: Randevuya çok az kala iptal edildi.');
      await expectNoSeriousViolations(page, '/musteri/cuzdan with refunds');

      // A paid appointment inside the 7-day window: the cancel dialog says a request goes to an administrator.
      await page.goto(`/musteri/randevu/${created.kept}`);
      await page.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevuyu iptal et' });
      const preview = dialog.getByTestId('refund-preview');
      await expect(preview).toContainText('iade talebi yönetici onayına gönderilir');
      await expect(preview).toContainText('İptal politikası: Randevudan en az 7 gün önce');
      await expectNoSeriousViolations(page, 'cancel dialog with the refund preview');
      await dialog.getByRole('button', { name: 'Vazgeç' }).click();
      await expect(dialog).toBeHidden();
    });

    test("the owner's cancel dialog says the customer gets everything back to the card, and so it goes", async ({
      page,
    }) => {
      await loginAs(page, demo.salon_owner, `/salon/randevular/${created.kept}`);
      await page.getByRole('button', { name: 'İptal Et' }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevuyu iptal et' });
      const preview = dialog.getByTestId('refund-preview');
      await expect(preview).toContainText(/Müşteriye ₺[\d.,]+ karta iade edilecek\./);
      await expect(preview).toContainText(
        'İptal salon tarafından yapıldığı için ödemenin tamamı iade edilir.',
      );
      await expectNoSeriousViolations(page, "the owner's cancel dialog with the refund preview");
      await dialog.getByLabel('İptal nedeni').fill('Uzmanımız hastalandı');
      await dialog.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      await expect(page.getByText('Bu randevu iptal edildi')).toBeVisible();
    });
  });
}
