import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, linkIn, signInThroughApi, mailTo } from './support';

/**
 * Issue 16 scope 2 on a 360 px phone: the owner invites a staff member from /salon/personel, the invite mail's link
 * sets the new member's password and opens the staff area, and the owner gives them a service in the
 * staff × service matrix (cards on a phone).
 */
test.use({ viewport: { width: 360, height: 780 } });
// Two users, four pages and four accessibility scans on a shared machine.
test.setTimeout(90_000);

test('the owner invites a staff member who sets a password through the mailed link; services are assigned', async ({
  page,
  browser,
}) => {
  const email = `ekip.${Date.now()}@ornek.com`;
  await signInThroughApi(page, demo.salon_owner, { path: '/salon/personel', necessaryCookiesOnly: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Personel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ekip' })).toBeVisible();
  await expect(page.getByRole('button', { name: /düzenle$/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/salon/personel');

  await page.getByRole('button', { name: 'Personel Davet Et' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Personel Davet Et' });
  await dialog.getByLabel('Ad Soyad').fill('Selin Ekip');
  await dialog.getByLabel('E-posta').fill(email);
  await dialog.getByLabel('Unvan (isteğe bağlı)').fill('Manikürist');
  await expectNoSeriousViolations(page, 'the invite dialog');
  await dialog.getByRole('button', { name: 'Davet Gönder' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await mailTo(email, '/personel-davet/');
  const link = new URL(linkIn(mail, '/personel-davet/'));
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'tr-TR' });
  const invitee = await context.newPage();
  await invitee.goto(link.pathname);
  await invitee.getByRole('button', { name: 'Yalnızca Zorunlu' }).click();
  await expect(invitee.getByText(/Manikürist olarak davet etti/)).toBeVisible();
  await expectNoSeriousViolations(invitee, '/personel-davet/{token}');
  await invitee.getByLabel('Şifre', { exact: true }).fill('Papatya-Tarlasi-42');
  await invitee.getByLabel('Şifre Tekrarı').fill('Papatya-Tarlasi-42');
  await invitee.getByRole('checkbox', { name: /KVKK/ }).check();
  await invitee.getByRole('button', { name: 'Şifremi Belirle ve Katıl' }).click();
  await expect(invitee).toHaveURL(/\/personel$/);
  await context.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Selin Ekip' })).toBeVisible();

  await page.goto('/salon/personele-hizmet-ata');
  const card = page.getByRole('group', { name: /Selin Ekip/ });
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(page, '/salon/personele-hizmet-ata');
  const first = card.getByRole('checkbox').first();
  await first.check();
  await card.getByRole('button', { name: 'Selin Ekip hizmetlerini kaydet' }).click();
  await expect(page.getByText('Hizmet atamaları kaydedildi.').first()).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: /Selin Ekip/ })
      .getByRole('checkbox')
      .first(),
  ).toBeChecked();
});
