import sharp from 'sharp';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, newSignedInPage } from './support';

/**
 * Issue 20 acceptance on the real server and a freshly seeded database: the staff member signs in, sees the next
 * customer on /personel (the seeded customer in the chair), completes the appointment, uploads a work photo at
 * /personel/galeri; the admin approves it in #staff-gallery and it appears on /uzman/{id} — on a phone and on
 * desktop, axe clean. One serial journey: the seeded appointment can be completed once.
 */

const phone = { width: 360, height: 800 };
const desktop = { width: 1280, height: 800 };
test.setTimeout(180_000);

function signedIn(
  browser: Browser,
  viewport: { width: number; height: number },
  email: string,
  path?: string,
) {
  return newSignedInPage(browser, { viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' }, email, path);
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test('staff completes the next customer, uploads a work photo; the admin approves it; it shows on /uzman', async ({
  browser,
}) => {
  const caption = `Balyaj çalışmam ${Date.now()}`;
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();

  // The staff member on a phone: the next customer, completed from the dashboard.
  const staff = await signedIn(browser, phone, demo.staff);
  await expect(staff.page).toHaveURL(/\/personel$/);
  const next = staff.page.getByRole('region', { name: 'Sıradaki müşteri' });
  await expect(next).toBeVisible();
  await expect(next.getByRole('button', { name: 'Tamamlandı' })).toBeVisible();
  await expectNoSeriousViolations(staff.page, '/personel (phone)');
  await next.getByRole('button', { name: 'Tamamlandı' }).click();
  await expect(staff.page.getByText('Randevu tamamlandı olarak işaretlendi.').first()).toBeVisible();
  await expect(next.getByRole('button', { name: 'Tamamlandı' })).toBeHidden();

  // A work photo with a caption, waiting for review.
  await staff.page.goto('/personel/galeri');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Galerim' })).toBeVisible();
  await expectNoSeriousViolations(staff.page, '/personel/galeri (phone)');
  await staff.page.getByRole('button', { name: 'Fotoğrafı Yükle' }).click();
  await expect(staff.page.getByText('Yüklemek için bir fotoğraf seçin')).toBeVisible();
  await staff.page
    .getByLabel('Fotoğraf', { exact: true })
    .setInputFiles({ name: 'balyaj.jpg', mimeType: 'image/jpeg', buffer: photo });
  await staff.page.getByLabel('Açıklama').fill(caption);
  await staff.page.getByRole('button', { name: 'Fotoğrafı Yükle' }).click();
  const mine = staff.page
    .getByRole('list', { name: 'Fotoğraflarım' })
    .getByRole('listitem')
    .filter({ hasText: caption });
  await expect(mine).toContainText('Onay bekliyor');
  await expectNoSeriousViolations(staff.page, '/personel/galeri with a photo (phone)');

  const profile = await apiGet<{ data: { salon_staff_id: number } }>(staff.page, '/staff/public-profile');
  const specialistId = profile.data.salon_staff_id;
  const publicPage = `/uzman/${specialistId}`;

  // Before the review the photo is nowhere public.
  await staff.page.goto(publicPage);
  await expect(staff.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(staff.page.getByText(caption)).toHaveCount(0);

  // The admin on desktop approves it.
  const admin = await signedIn(browser, desktop, demo.admin, '/admin#staff-gallery');
  await expect(
    admin.page.getByRole('heading', { level: 1, name: 'Personel Galerisi Moderasyonu' }),
  ).toBeVisible();
  const item = admin.page.getByRole('listitem').filter({ hasText: caption });
  await expect(item).toBeVisible();
  await expectNoSeriousViolations(admin.page, '#staff-gallery (desktop)');
  await item.getByRole('button', { name: /fotoğrafını onayla$/ }).click();
  await expect(admin.page.getByText('Fotoğraf onaylandı ve yayına alındı').first()).toBeVisible();
  await expect(admin.page.getByRole('listitem').filter({ hasText: caption })).toHaveCount(0);
  await admin.context.close();

  // The staff member sees it published; /uzman/{id} shows it, server-rendered, on the phone and on desktop.
  await staff.page.goto('/personel/galeri');
  await expect(
    staff.page
      .getByRole('list', { name: 'Fotoğraflarım' })
      .getByRole('listitem')
      .filter({ hasText: caption }),
  ).toContainText('Yayında');
  await staff.page.goto(publicPage);
  await expect(staff.page.getByRole('heading', { name: 'Çalışmalarından' })).toBeVisible();
  await expect(staff.page.getByText(caption)).toBeVisible();
  await expectNoSeriousViolations(staff.page, `${publicPage} (phone)`);
  await staff.context.close();

  const visitor = await browser.newContext({ viewport: desktop, locale: 'tr-TR' });
  const page = await visitor.newPage();
  const html = await (await page.request.get(publicPage)).text();
  expect(html).toContain(caption);
  expect(html).toContain('"@type":"Person"');
  await page.goto(publicPage);
  await page.getByRole('button', { name: 'Yalnızca Zorunlu' }).click();
  await expect(page.getByText(caption)).toBeVisible();
  await expectNoSeriousViolations(page, `${publicPage} (desktop)`);
  await visitor.close();

  // The other new staff screens on desktop: own lengths, the public profile card.
  const desk = await signedIn(browser, desktop, demo.staff, '/personel/hizmetlerim');
  await expect(desk.page.getByRole('heading', { level: 1, name: 'Hizmetlerim' })).toBeVisible();
  await expectNoSeriousViolations(desk.page, '/personel/hizmetlerim (desktop)');
  await desk.page.goto('/personel/profil');
  await expect(desk.page.getByRole('heading', { name: 'Uzman Profilim' })).toBeVisible();
  await desk.page.getByLabel('Unvan').fill('');
  await desk.page.getByRole('button', { name: 'Uzman Profilini Kaydet' }).click();
  await expect(desk.page.getByText('Unvan boş bırakılamaz')).toBeVisible();
  await desk.page.getByLabel('Unvan').fill('Renk Uzmanı');
  await desk.page.getByLabel('Konuştuğunuz diller').fill('Türkçe, İngilizce');
  await desk.page.getByRole('button', { name: 'Uzman Profilini Kaydet' }).click();
  await expect(desk.page.getByText('Uzman profiliniz kaydedildi').first()).toBeVisible();
  await expectNoSeriousViolations(desk.page, '/personel/profil (desktop)');
  await desk.page.goto(publicPage);
  await expect(desk.page.getByText('Diller: Türkçe, İngilizce')).toBeVisible();
  await desk.context.close();
});
