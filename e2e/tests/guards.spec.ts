import { expect, test } from '@playwright/test';
import { demo, login } from './support';

test.describe('login lands where SPEC §4 sends each user type', () => {
  test('admin goes to /admin', async ({ page }) => {
    await page.goto('/giris');
    await login(page, demo.admin);
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.locator('#admin-app')).toBeVisible();
  });

  test('staff goes to /personel', async ({ page }) => {
    await page.goto('/giris');
    await login(page, demo.staff);
    await expect(page).toHaveURL(/\/personel$/);
  });

  test('customer and salon owner go to /', async ({ page }) => {
    for (const email of [demo.customer, demo.salon_owner]) {
      await page.goto('/giris');
      await login(page, email);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test('a protected URL while logged out goes to /giris, then back after login', async ({ page }) => {
  await page.goto('/musteri/randevular?durum=yaklasan');
  await expect(page).toHaveURL(/\/giris$/);
  await expect(page.getByText('Bu sayfaya erişmek için giriş yapmanız gerekiyor')).toBeVisible();
  await login(page, demo.customer);
  await expect(page).toHaveURL(/\/musteri\/randevular\?durum=yaklasan$/);
});

test('a logged-in user of another role is sent home with the access message', async ({ page }) => {
  await page.goto('/giris');
  await login(page, demo.customer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/personel');
  await expect(page.getByText('Bu sayfaya erişim yetkiniz bulunmuyor')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test.describe('legacy redirects (SPEC §2.3)', () => {
  test('/kadin-kuaforu → /kategori/20/kadin-kuaforu', async ({ page }) => {
    await page.goto('/kadin-kuaforu');
    await expect(page).toHaveURL(/\/kategori\/20\/kadin-kuaforu$/);
  });

  test('/musteri-paneli → /musteri (and the login guard after it)', async ({ page }) => {
    await page.goto('/giris');
    await login(page, demo.customer);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/musteri-paneli');
    await expect(page).toHaveURL(/\/musteri$/);
  });

  test('/randevularim → /musteri/randevular', async ({ page }) => {
    await page.goto('/giris');
    await login(page, demo.customer);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/randevularim');
    await expect(page).toHaveURL(/\/musteri\/randevular$/);
  });

  test('/login → /giris', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/giris$/);
  });

  test('an SEO path with a category outside the allowed list goes to /', async ({ page }) => {
    await page.goto('/istanbul-solaryum-salonlari');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
