import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, DEMO_PASSWORD, linkIn, login, mailTo } from './support';

/**
 * Issue 19 item 5 (ADR 0050) on the real server, on a phone and on desktop: a customer downloads their data (the
 * JSON file parses and is theirs), sees the summary, changes a commercial-message consent, requests deletion, gets
 * the mail with the cancel link, and after the grace period (the deletion job run through the test-only hook with a
 * clock 31 days ahead) can no longer sign in. Axe clean on every new screen.
 */

const devices = [
  { name: 'phone', viewport: { width: 360, height: 800 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

// The deletion job anonymises every due account: the two devices run one after the other.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Kirmizi-Lale-Bahcesi-8';
const DAY_MS = 86_400_000;

for (const device of devices) {
  test(`export my data, consent, delete my account, no sign-in after the grace period (${device.name})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `kvkk.${device.name}.${Date.now()}@ornek.com`;
    const context = await browser.newContext({ viewport: device.viewport, acceptDownloads: true });
    const page = await context.newPage();
    const registered = await page.request.post('/api/v1/auth/register', {
      data: {
        name: 'Defne Aksoy',
        email,
        phone: '05325554433',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        kvkk_consent: true,
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/giris');
    await page.getByRole('button', { name: 'Yalnızca Zorunlu' }).click();
    await login(page, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/giris/);

    // The profile: the photo card is there.
    await page.goto('/musteri/profil');
    await expect(page.getByRole('heading', { name: 'Profil Fotoğrafı' })).toBeVisible();
    await expectNoSeriousViolations(page, `/musteri/profil (${device.name})`);

    await page.goto('/musteri/ayarlar');
    await expect(page.getByRole('heading', { name: 'Hesap Ayarları', level: 1 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'SMS', exact: true })).toBeAttached();
    await expectNoSeriousViolations(page, `/musteri/ayarlar (${device.name})`);

    // Commercial consent per channel, recorded with time and source.
    const sms = page.getByRole('switch', { name: 'SMS', exact: true });
    await page.locator('label').filter({ has: sms }).click();
    await expect(sms).toBeChecked();
    await page.getByRole('button', { name: 'İzinleri Kaydet' }).click();
    await expect(page.getByText(/İzin verildi: .* · Hesap ayarları/)).toBeVisible();

    // The data export: a JSON file of the signed-in user's own data.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Verilerimi İndir (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^salonya-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      format: string;
      sections: { table: string; rows: { email?: string }[] }[];
    };
    expect(file.format).toBe('salonya-kvkk-export/1');
    expect(file.sections.find((s) => s.table === 'users')?.rows[0]?.email).toBe(email);
    expect(JSON.stringify(file)).not.toContain(demo.customer);
    const summary = page.getByRole('region', { name: 'Hakkınızda tuttuğumuz kayıtlar' });
    await expect(summary.getByText('Hesap bilgileri')).toBeVisible();
    await expect(summary.getByText('Ticari ileti izinleri')).toBeVisible();
    await expectNoSeriousViolations(page, `data summary (${device.name})`);

    // Deletion: the password confirms, the session ends, the mail brings the cancel link.
    await page.getByRole('button', { name: 'Hesabımı Sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabınızı silmek istediğinizden emin misiniz?' });
    await dialog.getByRole('button', { name: 'Hesabımı Silmek İstiyorum' }).click();
    await expect(dialog.getByText('Şifrenizi girin.', { exact: true })).toBeVisible();
    await dialog.getByLabel('Şifreniz', { exact: true }).fill('yanlis-sifre');
    await dialog.getByRole('button', { name: 'Hesabımı Silmek İstiyorum' }).click();
    await expect(dialog.getByText('Şifreniz hatalı.', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `deletion dialog (${device.name})`);
    await dialog.getByLabel('Şifreniz', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Hesabımı Silmek İstiyorum' }).click();
    await expect(page).toHaveURL(/\/giris/);
    await expect(page.getByText(/Hesap silme talebiniz alındı/)).toBeVisible();

    const mail = await mailTo(email, 'hesap-silme-iptal=');
    const cancelLink = new URL(linkIn(mail, '/giris?hesap-silme-iptal='));
    // The link offers the cancel button above the sign-in form; the journey goes on without pressing it.
    await page.goto(cancelLink.pathname + cancelLink.search);
    await expect(page.getByRole('button', { name: 'Silme Talebimi İptal Et' })).toBeVisible();
    await expectNoSeriousViolations(page, `deletion cancel link (${device.name})`);

    // The grace period ends: the job runs with a clock 31 days ahead (test-only hook, outside production).
    const admin = await page.request.post('/api/v1/auth/login', {
      data: { email: demo.admin, password: DEMO_PASSWORD },
    });
    const adminToken = ((await admin.json()) as { token: string }).token;
    const run = await page.request.post('/api/v1/account/deletion/run-due', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { at: new Date(Date.now() + 31 * DAY_MS).toISOString() },
    });
    expect(run.status()).toBe(200);
    expect(((await run.json()) as { data: { anonymised: number } }).data.anonymised).toBeGreaterThanOrEqual(
      1,
    );

    await page.goto('/giris');
    await login(page, email, PASSWORD);
    await expect(page.getByText('E-posta adresi veya şifre hatalı.')).toBeVisible();
    await expect(page).toHaveURL(/\/giris/);
    await context.close();
  });
}
