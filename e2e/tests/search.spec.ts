import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/** Issue 5 acceptance (web): the unified search through the real UI, API and seeded database. */

interface SalonSummary {
  id: number;
  name: string;
  city: string;
  district: string;
}

/** The best-rated salon of İstanbul, searched for by its name. */
async function aSalon(request: APIRequestContext): Promise<SalonSummary> {
  const res = await request.get('/api/v1/salons/search?city_id=34&sort_by=rating&per_page=1');
  expect(res.ok()).toBe(true);
  const [salon] = ((await res.json()) as { data: SalonSummary[] }).data;
  expect(salon).toBeDefined();
  return salon!;
}

test.describe('search box', () => {
  test('type in the home box, pick a salon suggestion, land on its page', async ({ page, request }) => {
    const salon = await aSalon(request);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Ne arıyorsunuz?' });
    await box.click();
    await box.pressSequentially(salon.name.slice(0, 12), { delay: 20 });
    const option = page.getByRole('option', { name: new RegExp(salon.name) }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/salon/${salon.id}/`));
    await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
  });

  test('keyboard: Arrow keys pick a suggestion, Enter without one searches the text with the city', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Ne arıyorsunuz?' });

    await page.getByRole('button', { name: 'Konum Tüm Türkiye' }).click();
    const panel = page.getByRole('dialog', { name: 'Konum seçin' });
    await expect(panel.getByRole('combobox', { name: 'İl', exact: true })).toBeEnabled();
    await panel.getByRole('combobox', { name: 'İl', exact: true }).selectOption({ label: 'İstanbul' });
    await panel.getByRole('button', { name: 'Tamam' }).click();
    await expect(page.getByRole('button', { name: 'Konum İstanbul' })).toBeVisible();

    await box.click();
    await box.pressSequentially('saç', { delay: 20 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/arama\?q=sa%C3%A7&city_id=34$/);
    await expect(page.getByRole('heading', { level: 1, name: '“saç” için sonuçlar' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Arama sonuçları' }).getByRole('article').first(),
    ).toBeVisible();

    // The search is remembered: back on the home page, the empty box offers it again.
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Ne arıyorsunuz?' }).click();
    const recent = page.getByRole('group', { name: 'Son aramalar' });
    await expect(recent.getByRole('option', { name: 'saç' })).toBeVisible();
    await page.getByRole('button', { name: 'Geçmişi temizle' }).click();
    await expect(recent).toHaveCount(0);
  });
});

test.describe('results page', () => {
  test('filters, sort and pages change the address and the results', async ({ page }) => {
    await page.goto('/arama?city_id=34');
    await expect(page.getByRole('heading', { level: 1, name: 'Salonları keşfedin' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /salon bulundu/ });
    await expect(status).toHaveText(/\d+ salon bulundu · İstanbul/);
    const total = Number((await status.textContent())?.match(/^([\d.]+)/)?.[1]?.replace(/\./g, ''));
    const results = page.getByRole('list', { name: 'Arama sonuçları' });
    const firstName = await results.getByRole('article').first().getByRole('heading').textContent();

    const filters = page.getByRole('complementary', { name: 'Filtreler' });
    await filters.getByRole('button', { name: '4,5+' }).click();
    await expect(page).toHaveURL(/rating=4\.5/);
    await expect(status).not.toHaveText(new RegExp(`^${total.toLocaleString('tr-TR')} salon`));

    await page.getByRole('combobox', { name: 'Sıralama' }).selectOption({ label: 'Fiyat: düşükten yükseğe' });
    await expect(page).toHaveURL(/sort_by=price_asc/);

    await filters.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page).not.toHaveURL(/rating=/);
    await expect(status).toHaveText(new RegExp(`^${total.toLocaleString('tr-TR')} salon bulundu`));

    await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByRole('navigation', { name: 'Sayfalar' }).getByText('2', { exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(results.getByRole('article').first().getByRole('heading')).not.toHaveText(firstName ?? '');

    await page.getByRole('button', { name: 'Harita' }).click();
    await expect(page).toHaveURL(/view=map/);
    const pins = page.getByRole('list', { name: 'Haritadaki salonlar' }).getByRole('button');
    await expect(pins.first()).toBeVisible();
    await pins.first().click();
    await expect(page.getByRole('region', { name: 'Seçili salon' })).toBeVisible();
  });

  test('a city without results widens to the whole country and says so', async ({ page, request }) => {
    // The seed has salons in a handful of cities: find the first province without one (81 at most).
    const res = await request.get('/api/v1/locations/provinces');
    const provinces = ((await res.json()) as { data: { id: number; name: string }[] }).data;
    let empty: { id: number; name: string } | undefined;
    for (const province of provinces) {
      const check = await request.get(`/api/v1/salons/search?city_id=${province.id}&per_page=1`);
      if (((await check.json()) as { meta: { total: number } }).meta.total === 0) {
        empty = province;
        break;
      }
    }
    expect(empty, 'a province without salons').toBeDefined();
    await page.goto(`/arama?q=kuaf%C3%B6r&city_id=${empty!.id}`);
    await expect(
      page.getByText(`${empty!.name} ilinde sonuç bulunamadı; tüm Türkiye'deki sonuçlar gösteriliyor.`),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Arama sonuçları' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('phone: filters open as a bottom sheet, the header search opens the mobile dialog', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/arama?q=sa%C3%A7');
    await expect(page.getByRole('complementary', { name: 'Filtreler' })).toBeHidden();
    await page.getByRole('button', { name: 'Filtreler' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(790);
    await sheet.getByRole('button', { name: 'Kadın' }).click();
    await expect(page).toHaveURL(/gender_focus=female/);
    await sheet.getByRole('button', { name: /sonucu göster|Sonuçları göster/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /Filtreler\s*1/ })).toBeVisible();

    await page.goto('/kategoriler');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Salon ara' });
    const mobileBox = dialog.getByRole('combobox');
    await expect(mobileBox).toBeFocused();
    await mobileBox.pressSequentially('fön', { delay: 20 });
    await mobileBox.press('Enter');
    await expect(page).toHaveURL(/\/arama\?q=f%C3%B6n/);
    await expect(dialog).toBeHidden();
  });

  test('phone: the filters panel loads when needed; a sort change does not wait for it; wider, the sidebar works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const panelLoads: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/search-filters-panel-[^/]*\.js$/.test(r.url())) panelLoads.push(r.url());
    });
    await page.goto('/arama?q=sa%C3%A7');
    await expect(page.locator('#app')).not.toHaveAttribute('aria-disabled');
    await page.waitForLoadState('networkidle');
    // Hidden on a phone: the sidebar's server HTML stays, its chunk is not loaded (issue 17).
    expect(panelLoads).toEqual([]);

    // An update of the unhydrated sidebar inside the router's transition: it must not wait forever.
    const status = page.getByRole('status').filter({ hasText: /salon bulundu/ });
    await page.getByRole('combobox', { name: 'Sıralama' }).selectOption({ label: 'Fiyat: düşükten yükseğe' });
    await expect(page).toHaveURL(/sort_by=price_asc/);
    await expect(page.getByRole('combobox', { name: 'Sıralama' })).toHaveValue('price_asc');
    await expect(status).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    const filters = page.getByRole('complementary', { name: 'Filtreler' });
    await expect(filters).toBeVisible();
    await filters.getByRole('button', { name: 'Kadın' }).click();
    await expect(page).toHaveURL(/gender_focus=female/);
    await expect(filters.getByRole('button', { name: 'Kadın' })).toHaveAttribute('aria-pressed', 'true');
    expect(panelLoads).toHaveLength(1);
  });

  test('/arama has no serious accessibility violations, with the suggestions open too', async ({ page }) => {
    await page.goto('/arama?q=sa%C3%A7');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Arama sonuçları' })).toBeVisible();
    await expectNoSeriousViolations(page, '/arama');
    const box = page.getByRole('combobox', { name: 'Ne arıyorsunuz?' });
    await box.fill('');
    await box.pressSequentially('ke', { delay: 20 });
    await expect(page.getByRole('listbox', { name: 'Arama önerileri' })).toBeVisible();
    await expectNoSeriousViolations(page, '/arama with suggestions');
  });
});
