import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, newSignedInPage } from './support';
import { addDays, apiData, escapeRegExp } from './booking-support';

/**
 * Issue 6 acceptance, the salon's side: the owner confirms a customer's pending appointment and the customer sees
 * the new status; the owner books a walk-in guest from the team calendar, the guest approves through the a/{token}
 * link, and the staff member sees the appointment — on a phone-sized viewport and on desktop, on the real server
 * and the freshly seeded database. Days are found from the server clock and the API, so the test holds on any day.
 */

interface SalonService {
  id: number;
  name: string;
  is_home_service: boolean;
  is_pet_service: boolean;
  staff_ids: number[];
}

interface StaffMember {
  salon_staff_id: number;
  user_id: number;
  display_name: string;
}

interface Slot {
  time: string;
  staff: { salon_staff_id: number }[];
}

const devices = [
  { name: 'phone', viewport: { width: 390, height: 844 }, offset: 0 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, offset: 1 },
] as const;

async function apiToken(
  request: APIRequestContext,
  email: string,
): Promise<{ token: string; userId: number }> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: 'Salonya123!' } });
  expect(res.ok(), `login ${email} → ${res.status()}`).toBe(true);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id };
}

/** The `skip`-th day (from two days ahead) on which `staffId` (or anyone) has a free time for the service. */
async function freeDay(
  request: APIRequestContext,
  salonId: number,
  serviceId: number,
  staffId: number | 'any',
  skip: number,
): Promise<{ date: string; time: string }> {
  const now = await apiData<{ server_time: string }>(request, '/api/v1/system/time');
  const today = now.server_time.slice(0, 10);
  let found = 0;
  for (let i = 2; i <= 30; i += 1) {
    const date = addDays(today, i);
    const day = await apiData<{ slots: Slot[] }>(
      request,
      `/api/v1/booking/slots?salon_id=${salonId}&date=${date}&service_ids=${serviceId}&salon_staff_id=${staffId}`,
    );
    if (day.slots.length === 0) continue;
    if (found === skip) return { date, time: day.slots[0]!.time };
    found += 1;
  }
  throw new Error(`no free day for salon ${salonId}`);
}

function plainService(services: SalonService[], staffId?: number): SalonService {
  const service = services.find(
    (s) =>
      !s.is_home_service &&
      !s.is_pet_service &&
      s.staff_ids.length > 0 &&
      (staffId === undefined || s.staff_ids.includes(staffId)),
  );
  if (!service) throw new Error('no plain service');
  return service;
}

function signIn(browser: Browser, viewport: { width: number; height: number }, email: string, path?: string) {
  return newSignedInPage(browser, { viewport }, email, path);
}

/**
 * Owner screens act on the selected salon (SPEC §4), kept in this browser. The two devices run side by side, so each
 * chooses its salon in its own browser rather than through the server's shared last choice.
 */
async function selectSalon(page: Page, salonId: number): Promise<void> {
  await page.evaluate((id) => window.localStorage.setItem('selected_salon_id', String(id)), salonId);
}

/** Goes through the pages of a card list until `card` shows up. */
async function findOnPages(page: Page, card: ReturnType<Page['getByTestId']>): Promise<void> {
  for (let i = 0; i < 8 && (await card.count()) === 0; i += 1) {
    const next = page
      .getByRole('navigation', { name: 'Randevu sayfaları' })
      .getByRole('button', { name: 'Sonraki' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  }
  await expect(card).toHaveCount(1);
}

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('the owner confirms a pending appointment and the customer sees it confirmed', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await apiToken(request, demo.salon_owner);
      const customer = await apiToken(request, demo.customer);
      // The demo owner's second salon confirms bookings by hand (seed), so a booking there waits for the owner.
      const { salons } = await apiData<{ salons: { id: number; name: string }[] }>(
        request,
        '/api/v1/salon-owner/salons',
        owner.token,
      );
      const salon = salons[1]!;
      const service = plainService(
        await apiData<SalonService[]>(request, `/api/v1/salons/${salon.id}/services`),
      );
      const { date, time } = await freeDay(request, salon.id, service.id, 'any', device.offset);
      const booked = await request.post('/api/v1/appointments', {
        headers: {
          Authorization: `Bearer ${customer.token}`,
          'Idempotency-Key': `e2e-confirm-${device.name}-${date}`,
        },
        data: { salon_id: salon.id, salon_staff_id: 'any', service_ids: [service.id], date, time },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const appointment = ((await booked.json()) as { data: { id: number; status: string } }).data;
      expect(appointment.status).toBe('pending');

      // The owner finds it in the list by status and day, and confirms it on its page.
      const ownerSide = await signIn(browser, device.viewport, demo.salon_owner);
      const page = ownerSide.page;
      await selectSalon(page, salon.id);
      await page.goto(`/salon/randevular?durum=pending&baslangic=${date}&bitis=${date}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Randevular' })).toBeVisible();
      const link = page.locator(`a[href="/salon/randevular/${appointment.id}"]`);
      await findOnPages(page, page.getByTestId('managed-appointment').filter({ has: link }));
      await expectNoSeriousViolations(page, 'owner appointment list');
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Randevu Detayı' })).toBeVisible();
      await expect(page.getByText('Onay Bekliyor', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'owner appointment detail');
      await page.getByRole('button', { name: 'Onayla' }).click();
      await expect(page.getByText('Onaylandı', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Onayla' })).toHaveCount(0);
      await ownerSide.context.close();

      // The customer sees the new status on the appointment and on its confirmation page.
      const customerSide = await signIn(
        browser,
        device.viewport,
        demo.customer,
        `/musteri/randevu/${appointment.id}`,
      );
      await expect(
        customerSide.page.getByRole('heading', { level: 1, name: 'Randevu Detayı' }),
      ).toBeVisible();
      await expect(customerSide.page.getByText('Onaylandı', { exact: true })).toBeVisible();
      await customerSide.page.goto(`/randevu/${appointment.id}/onay`);
      await expect(
        customerSide.page.getByRole('heading', { level: 1, name: 'Randevunuz onaylandı' }),
      ).toBeVisible();
      await expectNoSeriousViolations(customerSide.page, 'confirmation page');
      await customerSide.context.close();
    });

    test('the owner books a walk-in guest from the calendar, the guest approves, the staff member sees it', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await apiToken(request, demo.salon_owner);
      const staffUser = await apiToken(request, demo.staff);
      const { salons } = await apiData<{ salons: { id: number; name: string }[] }>(
        request,
        '/api/v1/salon-owner/salons',
        owner.token,
      );
      const salon = salons[0]!; // the demo staff member works in the owner's first salon
      const team = await apiData<StaffMember[]>(request, `/api/v1/salons/${salon.id}/staff`);
      const member = team.find((s) => s.user_id === staffUser.userId)!;
      expect(member).toBeDefined();
      const service = plainService(
        await apiData<SalonService[]>(request, `/api/v1/salons/${salon.id}/services`),
        member.salon_staff_id,
      );
      const { date, time } = await freeDay(
        request,
        salon.id,
        service.id,
        member.salon_staff_id,
        device.offset + 3,
      );
      const guest = `Misafir ${device.name === 'phone' ? 'Telefon' : 'Masaüstü'} Deneme`;

      const ownerSide = await signIn(browser, device.viewport, demo.salon_owner);
      const page = ownerSide.page;
      await selectSalon(page, salon.id);
      await page.goto(`/salon/takvim?tarih=${date}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
      await expect(page.getByTestId('calendar-grid')).toBeVisible();
      await expectNoSeriousViolations(page, 'team calendar');

      await page.getByRole('button', { name: `${member.display_name} için randevu ekle` }).click();
      const dialog = page.getByRole('dialog', { name: 'Randevu ekle' });
      await expect(dialog.getByLabel('Personel')).toHaveValue(String(member.salon_staff_id));
      await dialog.getByRole('checkbox', { name: new RegExp(escapeRegExp(service.name)) }).check();
      await dialog
        .getByRole('radiogroup', { name: 'Boş saatler' })
        .getByRole('radio', { name: time })
        .click();
      await dialog.getByLabel('Ad Soyad').fill(guest);
      await dialog.getByLabel('Cep Telefonu').fill('05551234567');
      await expectNoSeriousViolations(page, 'walk-in dialog');
      await dialog.getByRole('button', { name: 'Randevuyu Oluştur' }).click();

      const done = page.getByRole('dialog', { name: 'Randevu oluşturuldu' });
      const guestLink = (await done.getByTestId('guest-link').textContent())?.trim() ?? '';
      expect(guestLink).toMatch(/\/a\/[A-Za-z0-9_-]+$/);
      await done.getByRole('button', { name: 'Tamam' }).click();
      const block = page.getByTestId('calendar-block').filter({ hasText: guest });
      await expect(block).toHaveAccessibleName(
        new RegExp(`^${time}.*${escapeRegExp(guest)}.*Onay Bekliyor$`),
      );
      await ownerSide.context.close();

      // The guest opens the link without an account and approves.
      const guestContext = await browser.newContext({ viewport: device.viewport });
      const guestPage = await guestContext.newPage();
      await guestPage.goto(new URL(guestLink).pathname);
      await guestPage.getByRole('button', { name: 'Yalnızca Zorunlu' }).click();
      await expect(guestPage.getByRole('heading', { level: 1, name: 'Randevunuzu onaylayın' })).toBeVisible();
      await expect(guestPage.getByText(salon.name).first()).toBeVisible();
      await expectNoSeriousViolations(guestPage, 'guest approval');
      await guestPage.getByRole('button', { name: 'Randevuyu Onayla' }).click();
      await expect(guestPage.getByRole('heading', { level: 1, name: 'Randevunuz onaylandı' })).toBeVisible();
      // A second visit shows the answer, with nothing left to press.
      await guestPage.reload();
      await expect(guestPage.getByRole('heading', { level: 1, name: 'Randevunuz onaylandı' })).toBeVisible();
      await expect(guestPage.getByRole('button', { name: 'Randevuyu Onayla' })).toHaveCount(0);
      await guestContext.close();

      // The staff member sees it, confirmed, among the upcoming appointments.
      const staffSide = await signIn(browser, device.viewport, demo.staff, '/personel/randevular');
      await expect(staffSide.page.getByRole('heading', { level: 1, name: 'Randevularım' })).toBeVisible();
      const card = staffSide.page.getByTestId('managed-appointment').filter({ hasText: guest });
      await findOnPages(staffSide.page, card);
      await expect(card).toContainText('Onaylandı');
      await expect(card).toContainText(time);
      await expectNoSeriousViolations(staffSide.page, 'staff appointments');
      await staffSide.page.goto('/personel/randevu-gecmisi');
      await expect(staffSide.page.getByRole('heading', { level: 1, name: 'Randevu Geçmişi' })).toBeVisible();
      await expect(staffSide.page.getByTestId('managed-appointment').first()).toBeVisible();
      await staffSide.context.close();
    });
  });
}
