import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo } from './support';
import { addDays, apiData, escapeRegExp, signInWithForm as signInAsVisitor } from './booking-support';

/**
 * Issue 19 acceptance: a booking made by a customer shows in the salon owner's bell within 1 s, without a reload
 * (two browser contexts: the owner's page stays open while the customer books), on phone and desktop, axe clean.
 * The bell follows the live notification stream (Server-Sent Events).
 */

interface SalonService {
  id: number;
  name: string;
  is_home_service: boolean;
  is_pet_service: boolean;
  staff_ids: number[];
}

/** The number in the bell's accessible name ('Bildirimler, 3 okunmamış'), 0 when it names none. */
async function unreadInBell(page: Page): Promise<number> {
  const name = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  const m = /(\d+) okunmamış/.exec(name);
  return m ? Number(m[1]) : 0;
}

/** A free time at one of the owner's salons, `offset` days with free times ahead (each device its own day). */
async function freeSlot(request: APIRequestContext, ownerToken: string, offset: number) {
  const { salons } = await apiData<{ salons: { id: number; status: string }[] }>(
    request,
    '/api/v1/salon-owner/salons',
    ownerToken,
  );
  const today = (await apiData<{ server_time: string }>(request, '/api/v1/system/time')).server_time.slice(
    0,
    10,
  );
  for (const salon of salons.filter((s) => s.status === 'active')) {
    const services = await apiData<SalonService[]>(request, `/api/v1/salons/${salon.id}/services`);
    const service = services.find((s) => !s.is_home_service && !s.is_pet_service && s.staff_ids.length > 0);
    if (!service) continue;
    let found = 0;
    for (let i = 3; i <= 30; i += 1) {
      const date = addDays(today, i);
      const day = await apiData<{ slots: { time: string; salon_staff_ids: number[] }[] }>(
        request,
        `/api/v1/booking/slots?salon_id=${salon.id}&date=${date}&service_ids=${service.id}&salon_staff_id=any`,
      );
      const slot = day.slots.at(-1);
      if (!slot) continue;
      if (found === offset)
        return { salonId: salon.id, service, date, time: slot.time, staffId: slot.salon_staff_ids[0]! };
      found += 1;
    }
  }
  throw new Error('the demo owner has no salon with free times');
}

// One owner for both devices: one after the other, so each sees its own booking raise the count.
test.describe.configure({ mode: 'serial' });

for (const device of [
  { name: 'phone', viewport: { width: 390, height: 844 }, offset: 5 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, offset: 6 },
]) {
  test(`a customer's booking rings the owner's bell at once (${device.name})`, async ({ browser }) => {
    // Two signed-in contexts and four axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const ownerContext = await browser.newContext({ viewport: device.viewport });
    const customerContext = await browser.newContext({ viewport: device.viewport });
    try {
      const owner = await ownerContext.newPage();
      const ownerToken = await signInAsVisitor(owner, demo.salon_owner);
      // The live stream is open (its headers arrived) before the customer books.
      const streamOpen = owner.waitForResponse(
        (r) => r.url().includes('/api/v1/notifications/stream?') && r.status() === 200,
      );
      await owner.goto('/salon');
      const bell = owner.getByTestId('notification-bell');
      await expect(bell).toBeVisible();
      await streamOpen;
      const before = await unreadInBell(owner);

      const customer = await customerContext.newPage();
      const customerToken = await signInAsVisitor(customer, demo.customer);
      const slot = await freeSlot(customer.request, ownerToken, device.offset);
      const booked = await customer.request.post('/api/v1/appointments', {
        headers: {
          authorization: `Bearer ${customerToken}`,
          'idempotency-key': `e2e-notify-${device.name}-${Date.now()}`,
        },
        data: {
          salon_id: slot.salonId,
          salon_staff_id: slot.staffId,
          service_ids: [slot.service.id],
          date: slot.date,
          time: slot.time,
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);

      // Within 1 s, without a reload: the stream brings the new count.
      await expect.poll(() => unreadInBell(owner), { timeout: 1_000 }).toBeGreaterThan(before);
      await expect(bell).toHaveAccessibleName(/^Bildirimler, \d+ okunmamış$/);

      await bell.click();
      const panel = owner.getByRole('region', { name: 'Bildirimler' });
      await expect(
        panel
          .getByRole('link', { name: new RegExp(`Yeni randevu.*${escapeRegExp(slot.service.name)}`) })
          .first(),
      ).toBeVisible();
      await expectNoSeriousViolations(owner, `owner bell dropdown (${device.name})`);

      await panel.getByRole('link', { name: 'Tümünü gör' }).click();
      await expect(owner).toHaveURL(/\/salon\/bildirimler$/);
      await expect(owner.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
      await expect(owner.getByText(slot.service.name).first()).toBeVisible();
      await expectNoSeriousViolations(owner, `owner notifications page (${device.name})`);

      await owner.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
      await expect(bell).toHaveAccessibleName('Bildirimler');

      // The customer's side: /bildirimler (SPEC §2.3 alias) lists the booking; /musteri/ayarlar has the channels.
      await customer.goto('/bildirimler');
      await expect(customer).toHaveURL(/\/musteri\/bildirimler$/);
      await expect(customer.getByText('Randevunuz oluşturuldu').first()).toBeVisible();
      await expectNoSeriousViolations(customer, `customer notifications page (${device.name})`);
      await customer.goto('/musteri/ayarlar');
      await expect(customer.getByRole('switch', { name: 'Randevular: Uygulama içi' })).toBeChecked();
      await expect(customer.getByRole('switch', { name: 'Hesap ve salon: E-posta' })).toBeDisabled();
      await expectNoSeriousViolations(
        customer,
        `customer settings with notification channels (${device.name})`,
      );
    } finally {
      await ownerContext.close();
      await customerContext.close();
    }
  });
}
