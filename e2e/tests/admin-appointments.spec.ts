import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, login } from './support';

/** Admin section #appointments (SPEC §2.8): every appointment, filtered, opened and cancelled by an administrator. */
test('an administrator filters the appointments, opens one and cancels it', async ({ page }) => {
  await page.goto('/giris');
  await login(page, demo.admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.evaluate(() => {
    window.location.hash = 'appointments';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Randevular' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Randevular' });
  await expect(table).toBeVisible();

  // Confirmed appointments from today on (Istanbul): the newest one may still be cancelled.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const listed = page.waitForResponse(
    (r) => r.url().includes('/admin/appointments?') && r.url().includes('status=confirmed'),
  );
  await page.getByLabel('Durum').selectOption('confirmed');
  await listed;
  await page.getByLabel('Başlangıç tarihi').fill(today);
  await expect(table.getByText('Onaylandı').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'admin appointments list');

  await table.getByRole('button', { name: /Aç/ }).first().click();
  const detail = page.getByRole('dialog', { name: /Randevu #\d+/ });
  await detail.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Randevuyu iptal et' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'admin cancel dialog');
  await dialog.getByLabel('İptal nedeni').fill('Salon o gün kapalı');
  await dialog.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
  const after = page.getByRole('dialog', { name: /Randevu #\d+/ });
  await expect(after.getByText('İptal edildi')).toBeVisible();
  await expect(after.getByText('Salon o gün kapalı')).toBeVisible();
  await expect(after.getByRole('button', { name: 'Randevuyu İptal Et' })).toHaveCount(0);
});
