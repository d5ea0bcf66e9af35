import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expectNoSeriousViolations } from './axe';
import { demo, DEMO_PASSWORD, login } from './support';

/**
 * Admin section #appointments (SPEC §2.8): the demo customer books a card-paid appointment through the API; an
 * administrator finds it at /admin#appointments by status and number, opens it, reads the refund preview in the
 * cancel dialog and cancels it.
 */

const BASE = `http://127.0.0.1:${E2E_PORT}`;
const CARD = {
  number: '4242424242424242',
  holder_name: 'Ayşe Yılmaz',
  expiry_month: 12,
  expiry_year: 2031,
  cvc: '123',
};

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `login ${email} → ${res.status()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(`/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET ${url} → ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** One card-paid booking at the demo owner's first salon, 9 to 13 days ahead (clear of the other specs). */
async function bookPaidAppointment(request: APIRequestContext): Promise<{ id: number; status: string }> {
  const [owner, customer] = [
    await apiToken(request, demo.salon_owner),
    await apiToken(request, demo.customer),
  ];
  const { salons } = await get<{ salons: { id: number }[] }>(request, owner, '/salon-owner/salons');
  const salonId = salons[0]!.id;
  const services = await get<
    { id: number; is_home_service: boolean; is_pet_service: boolean; staff_ids: number[] }[]
  >(request, customer, `/salons/${salonId}/services`);
  const service = services.find((s) => !s.is_home_service && !s.is_pet_service && s.staff_ids.length > 0);
  expect(service, 'a plain service').toBeDefined();
  const { server_time } = await get<{ server_time: string }>(request, customer, '/system/time');
  for (let day = 9; day <= 13; day += 1) {
    const date = addDays(server_time.slice(0, 10), day);
    const { slots } = await get<{ slots: { time: string; salon_staff_ids: number[] }[] }>(
      request,
      customer,
      `/booking/slots?salon_id=${salonId}&date=${date}&service_ids=${service!.id}&salon_staff_id=any`,
    );
    for (const slot of slots.slice(0, 4)) {
      const booked = await request.post('/api/v1/appointments', {
        headers: { authorization: `Bearer ${customer}`, 'idempotency-key': crypto.randomUUID() },
        data: {
          salon_id: salonId,
          salon_staff_id: slot.salon_staff_ids[0],
          service_ids: [service!.id],
          date,
          time: slot.time,
          payment_method: 'card',
          card: CARD,
        },
      });
      if (booked.status() === 409) continue;
      expect(booked.status(), `booking → ${await booked.text()}`).toBe(201);
      return ((await booked.json()) as { data: { id: number; status: string } }).data;
    }
  }
  throw new Error('No free time to book.');
}

test('an administrator filters the appointments, opens a paid one and cancels it', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: BASE });
  const booked = await bookPaidAppointment(request);
  await request.dispose();

  await page.goto('/giris');
  await login(page, demo.admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.evaluate(() => {
    window.location.hash = 'appointments';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Randevular' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Randevular' });
  await expect(table).toBeVisible();

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/admin/appointments?') && r.url().includes(`status=${booked.status}`),
  );
  await page.getByLabel('Durum').selectOption(booked.status);
  await filtered;
  await page.getByLabel('Müşteri, salon veya randevu no').fill(`#${booked.id}`);
  const row = table.getByRole('row').filter({ hasText: `#${booked.id}` });
  await expect(row).toHaveCount(1);
  await expectNoSeriousViolations(page, 'admin appointments list');

  await row.getByRole('button', { name: /Aç/ }).click();
  const detail = page.getByRole('dialog', { name: `Randevu #${booked.id}` });
  await detail.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Randevuyu iptal et' });
  await expect(dialog.getByTestId('refund-preview')).toContainText(
    /Müşteriye ₺[\d.,]+ karta iade edilecek\./,
  );
  await expectNoSeriousViolations(page, 'admin cancel dialog with the refund preview');
  await dialog.getByLabel('İptal nedeni').fill('Salon o gün kapalı');
  await dialog.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
  const after = page.getByRole('dialog', { name: `Randevu #${booked.id}` });
  await expect(after.getByText('Salon o gün kapalı')).toBeVisible();
  await expect(after.getByRole('button', { name: 'Randevuyu İptal Et' })).toHaveCount(0);
});
