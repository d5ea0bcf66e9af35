import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, DEMO_PASSWORD, signInThroughApi } from './support';

const PUBLIC_PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /.+/ },
  { path: '/giris', heading: 'Giriş Yap' },
  { path: '/uye-ol', heading: 'Üye Ol' },
  { path: '/sifre-sifirla', heading: 'Şifremi Unuttum' },
  { path: '/email-dogrulama', heading: 'E-posta Doğrulama' },
  { path: '/kategoriler', heading: /.+/ },
  { path: '/arama?q=sa%C3%A7', heading: '“saç” için sonuçlar' },
  { path: '/kampanyalar', heading: 'Kampanyalar' },
  { path: '/brand-campaigns', heading: /.+/ },
  { path: '/hakkimizda', heading: /.+/ },
  { path: '/yardim', heading: /.+/ },
  { path: '/uygulama', heading: /.+/ },
  { path: '/iletisim', heading: /.+/ },
  { path: '/salon-ol', heading: /.+/ },
  { path: '/kvkk', heading: /KVKK/ },
  { path: '/gizlilik-politikasi', heading: /Gizlilik/ },
  { path: '/cerez-politikasi', heading: /Çerez/ },
  { path: '/kullanim-sartlari', heading: /Kullanım/ },
  { path: '/mesafeli-satis-sozlesmesi', heading: /Mesafeli/ },
];

test.describe('no serious accessibility violations (axe-core)', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    });
  }

  test('the register form showing its field errors', async ({ page }) => {
    await page.goto('/uye-ol');
    await page.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page.getByText('Ad soyad zorunludur.')).toBeVisible();
    await expectNoSeriousViolations(page, '/uye-ol with errors');
  });

  test('the mobile menu of the public header (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobil menü' })).toBeVisible();
    await expectNoSeriousViolations(page, '/ with the mobile menu open');
  });

  test('customer profile /musteri/profil', async ({ page }) => {
    await signInThroughApi(page, demo.customer, { path: '/musteri/profil' });
    await expect(page.getByRole('heading', { level: 1, name: 'Profilim' })).toBeVisible();
    await expect(page.getByLabel('Ad Soyad')).not.toHaveValue('');
    await expectNoSeriousViolations(page, '/musteri/profil');
  });

  test('admin page /admin', async ({ page }) => {
    await signInThroughApi(page, demo.admin, { path: '/admin' });
    await expect(page.locator('#admin-app').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin');
  });
});

test('the login form can be filled and sent with the keyboard alone (Tab, Enter)', async ({ page }) => {
  await page.goto('/giris');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  const email = page.getByLabel('E-posta', { exact: true });
  const password = page.getByLabel('Şifre', { exact: true });

  // From the top of the page, Tab until the e-mail field has the focus (skip link, header links, …).
  let presses = 0;
  while (!(await email.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
    expect(presses, 'the e-mail field is reachable with Tab').toBeLessThan(30);
  }
  await page.keyboard.type(demo.customer);
  // The next stop is the password field.
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: /hesap menüsü/ })).toBeVisible();
});
