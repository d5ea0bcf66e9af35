import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo } from './support';
import { addDays, apiData, signInAsVisitor as loginAs } from './booking-support';

/**
 * Issue 7 acceptance on the real server and the freshly seeded database, on a phone and a desktop: staff refuse a
 * past start and add a blocking that removes that time from booking at once; the owner adds a Monday–Friday break,
 * edits it and bulk-deletes two items; a blocking over an appointment gets the SPEC §8 overlap message; the
 * working-hours screen saves a week. Dates and times come from the server clock and the API, so any day works.
 */

const PAST_TIME = 'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin.';

const devices = [
  { name: 'phone', viewport: { width: 390, height: 844 }, offset: 0 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, offset: 1 },
] as const;

function plusMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

async function serverToday(request: APIRequestContext): Promise<string> {
  const time = await apiData<{ server_time: string }>(request, '/api/v1/system/time');
  // The calendar day in Istanbul (server_time is an instant; near midnight UTC and Istanbul differ).
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(time.server_time));
}

interface OwnContext {
  salon_id: number;
  salon_staff_id: number;
  staff_user_id: number;
}

interface Slot {
  time: string;
}

function slotsUrl(salonId: number, date: string, serviceId: number, salonStaffId: number): string {
  return `/api/v1/booking/slots?salon_id=${salonId}&date=${date}&service_ids=${serviceId}&salon_staff_id=${salonStaffId}`;
}

/** A day ahead (the `offset`-th with free times, so the two devices never race) and a free quarter-hour start. */
async function freeTime(request: APIRequestContext, own: OwnContext, offset: number) {
  const today = await serverToday(request);
  const services = await apiData<
    { id: number; staff_ids: number[]; is_home_service: boolean; is_pet_service: boolean }[]
  >(request, `/api/v1/salons/${own.salon_id}/services`);
  const service = services.find(
    (s) => s.staff_ids.includes(own.salon_staff_id) && !s.is_home_service && !s.is_pet_service,
  );
  expect(service, 'a service the demo staff member performs').toBeDefined();
  let found = 0;
  for (let i = 2; i <= 30; i += 1) {
    const date = addDays(today, i);
    const { slots } = await apiData<{ slots: Slot[] }>(
      request,
      slotsUrl(own.salon_id, date, service!.id, own.salon_staff_id),
    );
    const slot = slots.find((s) => Number(s.time.slice(3, 5)) % 15 === 0);
    if (slot === undefined) continue;
    if (found === offset) return { date, time: slot.time, serviceId: service!.id };
    found += 1;
  }
  throw new Error('no free time for the demo staff member in the coming days');
}

// Whole journeys on a shared, slow machine.
test.describe.configure({ timeout: 120_000 });

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('staff: a past start is refused; a valid blocking removes that time from booking', async ({
      page,
      request,
    }) => {
      const token = await loginAs(page, demo.staff);
      const own = (await apiData<{ context: OwnContext }>(request, '/api/v1/staff/availability', token))
        .context;
      const today = await serverToday(request);

      await page.goto('/personel/musaitlik');
      await expect(page.getByRole('heading', { level: 1, name: 'Müsaitliğim' })).toBeVisible();
      await expect(page.getByText('Bugünkü Durumum')).toBeVisible();
      if (device.name === 'phone') {
        await expect(page.getByRole('list', { name: 'Blokajlar ve molalar' })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
      } else {
        await expect(page.getByRole('table', { name: 'Blokajlar ve molalar' })).toBeVisible();
      }
      await expectNoSeriousViolations(page, 'staff availability page');

      await page.getByRole('button', { name: 'Blokaj Ekle' }).click();
      let dialog = page.getByRole('dialog', { name: 'Blokaj Ekle' });
      await expect(dialog.getByRole('combobox', { name: 'Tür' })).toHaveValue('unavailable');
      await expectNoSeriousViolations(page, 'add blocking dialog');
      await dialog.getByLabel('Tarih', { exact: true }).fill(today);
      await dialog.getByLabel('Başlangıç saati', { exact: true }).fill('00:00');
      await dialog.getByLabel('Bitiş saati', { exact: true }).fill('00:15');
      await dialog.getByLabel('Açıklama', { exact: true }).fill('Geçmişe blokaj denemesi');
      await dialog.getByRole('button', { name: 'Blokaj Ekle' }).click();
      // The contract's rule at the server's now, next to the start time.
      await expect(dialog.getByLabel('Başlangıç saati', { exact: true })).toHaveAccessibleDescription(
        new RegExp(PAST_TIME.replaceAll('.', '\\.')),
      );

      const target = await freeTime(request, own, device.offset);
      const reason = `E2E blokaj ${device.name}`;
      await dialog.getByLabel('Tarih', { exact: true }).fill(target.date);
      await dialog.getByLabel('Başlangıç saati', { exact: true }).fill(target.time);
      await dialog.getByLabel('Bitiş saati', { exact: true }).fill(plusMinutes(target.time, 15));
      await dialog.getByLabel('Açıklama', { exact: true }).fill(reason);
      await dialog.getByRole('button', { name: 'Blokaj Ekle' }).click();
      await expect(page.getByText(/^Blokaj başarıyla eklendi!/)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const { slots } = await apiData<{ slots: Slot[] }>(
        request,
        slotsUrl(own.salon_id, target.date, target.serviceId, own.salon_staff_id),
      );
      expect(slots.map((s) => s.time)).not.toContain(target.time);

      // The new item is listed for a custom range that holds its date, and can be deleted again.
      await page.getByRole('combobox', { name: 'Tarih aralığı' }).selectOption('custom');
      await page.getByLabel('Başlangıç tarihi', { exact: true }).fill(target.date);
      await page.getByLabel('Bitiş tarihi', { exact: true }).fill(target.date);
      await page.getByRole('searchbox', { name: 'Ara' }).fill(reason);
      await page.getByRole('button', { name: new RegExp(`^Sil - .*${reason}`) }).click();
      dialog = page.getByRole('dialog', { name: 'Blokajı Sil' });
      await expect(dialog).toContainText('Bu işlem geri alınamaz.');
      await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('Filtrelere uyan kayıt yok')).toBeVisible();
      const after = await apiData<{ slots: Slot[] }>(
        request,
        slotsUrl(own.salon_id, target.date, target.serviceId, own.salon_staff_id),
      );
      expect(after.slots.map((s) => s.time)).toContain(target.time);
    });

    test('owner: adds a Monday–Friday break, edits it, bulk-deletes two items; a blocking over an appointment is refused', async ({
      page,
      request,
    }) => {
      const token = await loginAs(page, demo.salon_owner);
      await page.goto('/salon/musaitlik-yonetimi');
      await expect(page.getByRole('heading', { level: 1, name: 'Ekip Müsaitlik Yönetimi' })).toBeVisible();
      await expect(page.getByText('Aktif Personel')).toBeVisible();
      await expectNoSeriousViolations(page, 'owner availability page');

      // A staff member of the team for the breaks (the demo staff member's slots stay untouched).
      const staffNames = (
        await page.getByRole('combobox', { name: 'Personel' }).locator('option').allTextContents()
      ).slice(1);
      const staffName = staffNames.at(-1) ?? '';
      const names = [`E2E mola ${device.name}`, `E2E ikinci mola ${device.name}`];

      for (const [i, name] of names.entries()) {
        await page.getByRole('button', { name: 'Mola Ekle' }).click();
        const dialog = page.getByRole('dialog', { name: 'Mola Ekle' });
        await dialog.getByRole('combobox', { name: 'Personel' }).selectOption({ label: staffName });
        await dialog.getByLabel('Mola adı', { exact: true }).fill(name);
        await dialog.getByRole('button', { name: 'Temizle' }).click();
        await expect(dialog.getByRole('button', { name: 'Mola Ekle' })).toBeDisabled();
        await expect(dialog.getByText('Lütfen en az bir gün seçin')).toBeVisible();
        await dialog.getByRole('button', { name: 'Hafta içi' }).click();
        await dialog.getByLabel('Başlangıç saati', { exact: true }).fill(i === 0 ? '07:00' : '07:30');
        await dialog.getByLabel('Bitiş saati', { exact: true }).fill(i === 0 ? '07:15' : '07:45');
        if (i === 0) await expectNoSeriousViolations(page, 'add break dialog');
        await dialog.getByRole('button', { name: 'Mola Ekle' }).click();
        await expect(dialog).toHaveCount(0);
      }
      await expect(page.getByText('Mola başarıyla eklendi!').first()).toBeVisible();

      await page.getByRole('searchbox', { name: 'Ara' }).fill(`mola ${device.name}`);
      const item = page.getByRole(device.name === 'phone' ? 'listitem' : 'row').filter({ hasText: names[0] });
      await expect(item).toContainText('Pzt, Sal, Çar, Per, Cum');
      await expect(item).toContainText('07:00 - 07:15');

      await page.getByRole('button', { name: new RegExp(`^Düzenle - Mola: ${names[0]}`) }).click();
      const edit = page.getByRole('dialog', { name: 'Molayı Düzenle' });
      await expect(edit.getByLabel('Mola adı', { exact: true })).toHaveValue(names[0]!);
      await edit.getByLabel('Bitiş saati', { exact: true }).fill('07:30');
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(edit).toHaveCount(0);
      await expect(item).toContainText('07:00 - 07:30');

      await page.getByRole('checkbox', { name: new RegExp(`^Seç: Mola - ${names[0]}`) }).check();
      await page.getByRole('checkbox', { name: new RegExp(`^Seç: Mola - ${names[1]}`) }).check();
      await expect(page.getByText('2 öğe seçildi')).toBeVisible();
      await page.getByRole('button', { name: 'Seçilenleri Sil' }).click();
      const confirm = page.getByRole('dialog', { name: 'Seçilenleri Sil' });
      await expect(confirm).toContainText('Bu işlem geri alınamaz.');
      await confirm.getByRole('button', { name: '2 öğeyi sil' }).click();
      await expect(page.getByText('2 öğe silindi')).toBeVisible();
      await expect(page.getByText('Filtrelere uyan kayıt yok')).toBeVisible();

      // A blocking over a live appointment of the team.
      const today = await serverToday(request);
      const list = await apiData<{
        appointments: {
          date: string;
          time: string;
          status: string;
          staff: { user_id: number; display_name: string };
        }[];
      }>(request, `/api/v1/salon-owner/appointments?date_from=${addDays(today, 1)}&per_page=50`, token);
      const appointment = list.appointments.find(
        (a) =>
          (a.status === 'confirmed' || a.status === 'pending') &&
          Number(a.time.slice(3, 5)) % 15 === 0 &&
          staffNames.includes(a.staff.display_name),
      );
      expect(appointment, 'a live appointment of the team').toBeDefined();
      await page.getByRole('button', { name: 'Blokaj Ekle' }).click();
      const add = page.getByRole('dialog', { name: 'Blokaj Ekle' });
      await add.getByRole('combobox', { name: 'Personel' }).selectOption(String(appointment!.staff.user_id));
      await add.getByLabel('Tarih', { exact: true }).fill(appointment!.date);
      await add.getByLabel('Başlangıç saati', { exact: true }).fill(appointment!.time);
      await add.getByLabel('Bitiş saati', { exact: true }).fill(plusMinutes(appointment!.time, 15));
      await add.getByLabel('Açıklama', { exact: true }).fill('Randevunun üstüne blokaj');
      await add.getByRole('button', { name: 'Blokaj Ekle' }).click();
      await expect(add.getByRole('alert')).toContainText(
        new RegExp(
          `^Bu saatte randevu var \\(${appointment!.time}-\\d{2}:\\d{2}\\)\\. Lütfen farklı bir saat seçin\\.$`,
        ),
      );
    });
  });
}

test('owner: the working-hours screen saves several ranges a day and shows the rules next to the fields', async ({
  page,
  request,
}) => {
  await loginAs(page, demo.staff);
  const staffToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  const demoStaff = await apiData<{ staff_list: { user_id: number; name: string }[]; context: OwnContext }>(
    request,
    '/api/v1/staff/availability',
    staffToken ?? '',
  );
  const demoName = demoStaff.staff_list.find((s) => s.user_id === demoStaff.context.staff_user_id)?.name;
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  await loginAs(page, demo.salon_owner);
  await page.goto('/salon/personel-calisma-saatleri');
  await expect(page.getByRole('heading', { level: 1, name: 'Personel Çalışma Saatleri' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  let chosen = '';
  for (let i = 0; i < count; i += 1) {
    const name = (await tabs.nth(i).textContent()) ?? '';
    if (name !== demoName) chosen = name;
  }
  expect(chosen).not.toBe('');
  await page.getByRole('tab', { name: chosen }).click();
  await expectNoSeriousViolations(page, 'working hours page');

  // Sunday: clear it, then two ranges, the second first overlapping, then fixed.
  const removeFirst = page.getByRole('button', { name: 'Pazar 1. aralığı kaldır' });
  while ((await removeFirst.count()) > 0) await removeFirst.click();
  await page.getByRole('button', { name: 'Pazar için aralık ekle' }).click();
  await page.getByRole('button', { name: 'Pazar için aralık ekle' }).click();
  await page.getByLabel('Pazar 1. aralık başlangıç', { exact: true }).fill('10:00');
  await page.getByLabel('Pazar 1. aralık bitiş', { exact: true }).fill('12:00');
  await page.getByLabel('Pazar 2. aralık başlangıç', { exact: true }).fill('11:00');
  await page.getByLabel('Pazar 2. aralık bitiş', { exact: true }).fill('13:00');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Aynı gündeki çalışma aralıkları çakışamaz')).toBeVisible();
  await page.getByLabel('Pazar 2. aralık başlangıç', { exact: true }).fill('13:00');
  await page.getByLabel('Pazar 2. aralık bitiş', { exact: true }).fill('15:00');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/working-hours') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Kaydet' }).click();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: chosen }).click();
  await expect(page.getByLabel('Pazar 1. aralık başlangıç', { exact: true })).toHaveValue('10:00');
  await expect(page.getByLabel('Pazar 2. aralık bitiş', { exact: true })).toHaveValue('15:00');
});
