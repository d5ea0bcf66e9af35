import { expect, test } from '@playwright/test';
import { linkIn, login, mailTo } from './support';

test('a visitor registers, verifies the e-mail from the outbox, logs in and updates the profile', async ({
  page,
}) => {
  const email = `yeni.${Date.now()}@ornek.com`;
  await page.goto('/uye-ol');
  await expect(page.getByRole('heading', { name: 'Üye Ol' })).toBeVisible();

  // Client-side rules first: nothing filled → Turkish messages next to the fields.
  await page.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(page.getByText('Ad soyad zorunludur.')).toBeVisible();

  await page.getByLabel('Ad Soyad').fill('Deniz Aksoy');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Cep Telefonu').fill('0532 555 44 33');
  await page.getByLabel('Şifre', { exact: true }).fill('Kirmizi-Lale-Bahcesi-8');
  await page.getByLabel('Şifre Tekrarı').fill('Kirmizi-Lale-Bahcesi-8');
  await page.getByRole('checkbox', { name: /KVKK/ }).check();
  await page.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(page).toHaveURL(/\/$/);

  const mail = await mailTo(email, '/email-dogrulama/');
  const verifyUrl = new URL(linkIn(mail, '/email-dogrulama/'));
  await page.goto(verifyUrl.pathname + verifyUrl.search);
  await expect(page.getByText('E-posta adresiniz doğrulandı.')).toBeVisible();

  // Log out and in again with the new account.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/giris');
  await login(page, email, 'Kirmizi-Lale-Bahcesi-8');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/musteri/profil');
  await expect(page.getByRole('heading', { name: 'Profilim' })).toBeVisible();
  const name = page.getByLabel('Ad Soyad');
  await expect(name).toHaveValue('Deniz Aksoy');
  await name.fill('Deniz Aksoy Yıldız');
  await page
    .getByRole('button', { name: /Kaydet/ })
    .first()
    .click();
  await expect(page.getByText('Profiliniz güncellendi.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ad Soyad')).toHaveValue('Deniz Aksoy Yıldız');
});

test('a wrong password shows the server message on the form', async ({ page }) => {
  await page.goto('/giris');
  await login(page, 'musteri@salonya.test', 'Yanlis123!');
  await expect(page.getByText('E-posta adresi veya şifre hatalı.')).toBeVisible();
  await expect(page).toHaveURL(/\/giris$/);
});

test('password reset by the mailed link', async ({ page }) => {
  const email = `sifre.${Date.now()}@ornek.com`;
  // Register through the API to keep this journey about the reset.
  const res = await page.request.post('/api/v1/auth/register', {
    data: {
      name: 'Sıla Kurt',
      email,
      phone: '05325554433',
      password: 'Kirmizi-Lale-Bahcesi-8',
      password_confirmation: 'Kirmizi-Lale-Bahcesi-8',
      kvkk_consent: true,
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/sifre-sifirla');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByRole('button', { name: /Bağlantı Gönder|Gönder/ }).click();
  await expect(page.getByText(/şifre sıfırlama bağlantısı gönderildi/)).toBeVisible();

  const mail = await mailTo(email, '/sifre-sifirla?');
  const resetUrl = new URL(linkIn(mail, '/sifre-sifirla?'));
  await page.goto(resetUrl.pathname + resetUrl.search);
  await page.getByLabel('Yeni Şifre', { exact: true }).fill('Yesil-Orman-Yolu-7');
  await page.getByLabel('Yeni Şifre Tekrarı').fill('Yesil-Orman-Yolu-7');
  await page.getByRole('button', { name: /Şifremi Güncelle|Kaydet/ }).click();
  await expect(page).toHaveURL(/\/giris/);
  await login(page, email, 'Yesil-Orman-Yolu-7');
  await expect(page).toHaveURL(/\/$/);
});
