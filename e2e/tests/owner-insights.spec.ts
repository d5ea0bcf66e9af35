import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, newSignedInPage } from './support';

/**
 * Issue 16 scope 6 on the real server and the seeded database: the owner's dashboard, staff performance and
 * reports of the selected salon on a phone and on desktop — figures shown, charts drawn, a CSV downloaded, axe clean.
 */

const devices = [
  { name: 'phone', viewport: { width: 360, height: 800 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

function ownerPage(browser: Browser, viewport: { width: number; height: number }) {
  return newSignedInPage(browser, { viewport, acceptDownloads: true }, demo.salon_owner, '/salon');
}

for (const device of devices) {
  test(`owner dashboard, staff performance and reports (${device.name})`, async ({ browser }) => {
    const { context, page } = await ownerPage(browser, device.viewport);

    await expect(page.getByRole('heading', { name: 'Salon Paneli', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bugün' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bu hafta' }).getByText('Doluluk')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sıradaki müşteriler' })).toBeVisible();
    await expectNoSeriousViolations(page, `/salon (${device.name})`);

    await page.goto('/salon/personel-performans?donem=last_30_days');
    await expect(page.getByRole('heading', { name: 'Personel Performansı' })).toBeVisible();
    const staff =
      device.name === 'phone'
        ? page.getByRole('list', { name: 'Personel performansı' })
        : page.getByRole('table', { name: 'Personel performansı' });
    await expect(staff).toBeVisible();
    await expectNoSeriousViolations(page, `/salon/personel-performans (${device.name})`);

    await page.goto('/salon/raporlar?donem=last_30_days&gruplama=week');
    await expect(page.getByRole('heading', { name: 'Raporlar', level: 1 })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await page.getByText('Tabloyu göster').first().click();
    await expect(page.getByRole('table', { name: 'Gelir tablosu' })).toBeVisible();
    await expectNoSeriousViolations(page, `/salon/raporlar (${device.name})`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gelir CSV indir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^salonya-gelir-raporu-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8', 3).split('\r\n')[0]).toBe(
      'Dönem;Başlangıç;Bitiş;Gelir (TL);Tamamlanan randevu',
    );

    await context.close();
  });
}
