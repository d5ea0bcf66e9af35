import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, login } from './support';

/** Issue 8 acceptance: the admin panel on the real API and a freshly seeded database. */

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/giris');
  await login(page, demo.admin);
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

function openSection(page: Page, hash: string): Promise<void> {
  return page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

test('admin dashboard, sections, search, application approval and impersonation', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  // The dashboard shows the server's numbers.
  const { data } = await apiGet<{ data: { overview: { total_users: number; active_salons: number } } }>(
    page,
    '/admin/dashboard?time_range=30d',
  );
  const metrics = page.getByRole('region', { name: 'Temel göstergeler' });
  const fmt = (n: number) => n.toLocaleString('tr-TR');
  await expect(metrics.getByText('Toplam Kullanıcı').locator('..')).toContainText(
    fmt(data.overview.total_users),
  );
  await expect(metrics.getByText('Aktif Salonlar').locator('..')).toContainText(
    fmt(data.overview.active_salons),
  );
  expect(data.overview.active_salons).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Bekleyen Onaylar' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Aktiviteler' })).toBeVisible();

  // Time range.
  const ranges = page.getByRole('group', { name: 'Zaman aralığı' });
  const sevenDays = page.waitForResponse((r) => r.url().includes('/api/v1/admin/dashboard?time_range=7d'));
  await ranges.getByRole('button', { name: '7 gün' }).click();
  expect((await sevenDays).ok()).toBe(true);
  await expect(ranges.getByRole('button', { name: '7 gün' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Son 7 gün/)).toBeVisible();

  // Each section of the issue by hash.
  await openSection(page, '#users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kullanıcılar' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kullanıcı tipi' }).selectOption('admin');
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill('admin@salonya');
  await expect(page.getByRole('table', { name: 'Kullanıcılar' })).toContainText('admin@salonya.test');
  await expect(page.getByRole('table', { name: 'Kullanıcılar' })).not.toContainText('Müşteri');
  await openSection(page, '#contact');
  await expect(page.getByRole('heading', { level: 1, name: 'İletişim Mesajları' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Duruma göre filtrele' })).toBeVisible();
  await openSection(page, '#profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilim' })).toBeVisible();
  await openSection(page, '#salons');
  await expect(page.getByRole('heading', { level: 1, name: 'Salonlar' })).toBeVisible();
  const firstSalon = page
    .getByRole('table', { name: 'Salonlar' })
    .locator('tbody tr')
    .first()
    .locator('p')
    .first();
  const salonName = (await firstSalon.textContent())?.trim() ?? '';
  expect(salonName.length).toBeGreaterThan(2);

  // Ctrl+K finds that salon and opens it.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Genel arama' });
  await search.getByRole('combobox').fill(salonName.slice(0, 6));
  await expect(search.getByRole('option', { name: new RegExp(salonName) }).first()).toBeVisible();
  await search
    .getByRole('option', { name: new RegExp(salonName) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\?id=\d+#salons$/);
  const salonDialog = page.getByRole('dialog', { name: salonName });
  await expect(salonDialog.getByRole('button', { name: 'Salon sahibi olarak görüntüle' })).toBeVisible();
  await salonDialog.getByRole('button', { name: 'Kapat' }).click();

  // Approve a pending application from /salon-ol.
  await page.getByRole('tab', { name: /Başvurular/ }).click();
  await page.getByRole('button', { name: 'Elif Güzellik Stüdyosu başvurusunu incele' }).click();
  const application = page.getByRole('dialog', { name: 'Elif Güzellik Stüdyosu başvurusu' });
  await application.getByRole('button', { name: 'Başvuruyu onayla' }).click();
  await page
    .getByRole('dialog', { name: 'Başvuruyu onayla' })
    .getByRole('button', { name: 'Onayla' })
    .click();
  await expect(application.getByText('Başvuru onaylandı')).toBeVisible();
  await application.getByRole('button', { name: 'Salonu aç' }).click();

  // Impersonate the new salon's owner.
  const newSalon = page.getByRole('dialog', { name: 'Elif Güzellik Stüdyosu' });
  await expect(newSalon.getByText('Elif Şahin')).toBeVisible();
  await newSalon.getByRole('button', { name: 'Salon sahibi olarak görüntüle' }).click();
  await page.getByRole('button', { name: 'Görüntülemeye başla' }).click();
  await expect(page).toHaveURL(/\/salon$/);
  const banner = page.getByRole('region', { name: 'Yönetici görüntüleme modu' });
  await expect(banner).toContainText('Elif Güzellik Stüdyosu (Elif Şahin) adına görüntülüyorsunuz');
  await expect(page.getByRole('navigation', { name: 'Salon Paneli' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}').impersonating)).toBe(
    true,
  );

  // The flag survives a reload (profile refresh).
  await page.reload();
  await expect(banner).toBeVisible();

  // Back to the admin account.
  await banner.getByRole('button', { name: 'Admin hesabına dön' }).click();
  await expect(page).toHaveURL(/\/admin#salons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salonlar' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}').user_type)).toBe(
    'admin',
  );
});

test('an unknown hash shows the dashboard', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin#bilinmeyen-bolum');
  await expect(page.getByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('Genel Bakış');
});

test('a section whose module fails to load shows the retry card', async ({ page }) => {
  await signInAsAdmin(page);
  // The users section is its own chunk (assets/users-<hash>.js; an icon chunk shares the name, so the section's
  // is told by its content): the server fails it once.
  let failed = 0;
  await page.route(/\/assets\/users-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const isSection = (await response.text()).includes('Kullanıcı ara');
    if (isSection && failed === 0) {
      failed += 1;
      await route.fulfill({ status: 500, body: 'boom' });
    } else {
      await route.fulfill({ response });
    }
  });
  await openSection(page, '#users');
  const alert = page.getByRole('alert').filter({ hasText: 'Modül yüklenirken hata oluştu' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/users-[\w-]+\.js/);
  expect(failed).toBe(1);
  await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
});

test('the sections of this issue have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.getByRole('region', { name: 'Temel göstergeler' }).waitFor();
  await expectNoSeriousViolations(page, '/admin#dashboard');
  await openSection(page, '#salons');
  await page.getByRole('table', { name: 'Salonlar' }).waitFor();
  await expectNoSeriousViolations(page, '/admin#salons');
  await page.getByRole('table', { name: 'Salonlar' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Salon sahibi olarak görüntüle' }).waitFor();
  await expectNoSeriousViolations(page, 'salon detail dialog');
  await page.keyboard.press('Escape');
  await openSection(page, '#users');
  await page.getByRole('table', { name: 'Kullanıcılar' }).waitFor();
  await expectNoSeriousViolations(page, '/admin#users');
  await openSection(page, '#contact');
  await page.getByRole('group', { name: 'Duruma göre filtrele' }).waitFor();
  await expectNoSeriousViolations(page, '/admin#contact');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Kullanıcı, salon veya randevu ara' }).fill('ka');
  await page.getByRole('option').first().waitFor();
  await expectNoSeriousViolations(page, 'global search');
});
