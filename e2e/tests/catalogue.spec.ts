import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, login, mailTo } from './support';
import { apiData } from './booking-support';

/** Issue 4 acceptance: public discovery through the real UI on the seeded embedded database. */

interface SalonSummary {
  id: number;
  name: string;
  city: string;
  district: string;
}

/** The best-rated active salon of İstanbul, with staff (the demo catalogue gives every salon some). */
async function aSalon(request: APIRequestContext): Promise<SalonSummary> {
  const [salon] = await apiData<SalonSummary[]>(
    request,
    '/api/v1/salons/search?city_id=34&sort_by=rating&per_page=1',
  );
  expect(salon).toBeDefined();
  return salon!;
}

test.describe('home and categories', () => {
  test('the home page shows the special lists and the categories from the database', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 41.0082, longitude: 28.9784 });
    const [trending] = await apiData<SalonSummary[]>(request, '/api/v1/home/trending-salons?limit=1');
    const categories = await apiData<{ name: string; salon_count: number }[]>(
      request,
      '/api/v1/home/service-categories',
    );

    await page.goto('/');
    for (const title of [
      'Trend Salonlar',
      'Kampanyalı Salonlar',
      'Yeni Salonlar',
      'Masaj ve Spa',
      'Pet Kuaförler',
      'Gece Açık Salonlar',
    ]) {
      const rail = page.getByRole('region', { name: title });
      await expect(rail, title).toBeVisible();
      await expect(rail.getByRole('article').first(), `${title} has salon cards`).toBeVisible();
    }
    await expect(
      page
        .getByRole('region', { name: 'Trend Salonlar' })
        .getByRole('link', { name: trending!.name })
        .first(),
    ).toBeVisible();

    const nearby = page.getByRole('region', { name: 'Yakınımdaki Salonlar' });
    await nearby.getByRole('button', { name: 'Konumumu Kullan' }).click();
    await expect(nearby.getByRole('article').first()).toBeVisible();
    await expect(nearby.getByText(/\d+([,.]\d+)? (km|m)\b/).first()).toBeVisible();

    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories.slice(0, 4)) {
      await expect(page.getByRole('link', { name: new RegExp(category.name) }).first()).toBeVisible();
    }
    await expectNoSeriousViolations(page, '/ with its lists');
  });

  test('a category page lists its salons with filters and pagination', async ({ page }) => {
    await page.goto('/kategoriler');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('link', { name: /Kuaför/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/kategori\/\d+\/[a-z0-9-]+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/\d+ salon bulundu/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'a category page');
  });
});

test.describe('salon and specialist pages', () => {
  test('a salon without slug is rewritten to /salon/{id}/{slug} and every tab works', async ({
    page,
    request,
  }) => {
    const salon = await aSalon(request);
    await page.goto(`/salon/${salon.id}`);
    // The server answers /salon/{id}/salon-detay; the page rewrites it to the slug once its scripts run.
    await expect(page).toHaveURL(new RegExp(`/salon/${salon.id}/(?!salon-detay$)[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
    const canonical = new URL(page.url()).pathname;
    expect(canonical).not.toContain('salon-detay');

    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: /Uzmanlar/ }).click();
    await expect(page).toHaveURL(new RegExp(`${canonical}/uzmanlar$`));
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();

    await tabs.getByRole('tab', { name: /Yorumlar/ }).click();
    await expect(page).toHaveURL(new RegExp(`${canonical}/yorumlar$`));
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    await tabs.getByRole('tab', { name: /Galeri/ }).click();
    await expect(page).toHaveURL(new RegExp(`${canonical}/galeri$`));
    await expect(page.getByRole('tabpanel').getByRole('img').first()).toBeVisible();

    await tabs.getByRole('tab', { name: /Hakkında/ }).click();
    await expect(page).toHaveURL(new RegExp(`${canonical}/hakkinda$`));
    await expect(page.getByRole('tabpanel').getByText('Pazartesi')).toBeVisible();
    await expectNoSeriousViolations(page, 'the about tab of a salon');

    await tabs.getByRole('tab', { name: /Hizmetler/ }).click();
    await expect(page).toHaveURL(new RegExp(`${canonical}/hizmetler$`));
    await expect(page.getByText(/₺/).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the services tab of a salon');

    // An outdated slug is replaced too, keeping the tab.
    await page.goto(`/salon/${salon.id}/salon-detay/yorumlar`);
    await expect(page).toHaveURL(new RegExp(`${canonical}/yorumlar$`));
  });

  test('on a phone the salon page keeps its tabs and the book button', async ({ page, request }) => {
    const salon = await aSalon(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/salon/${salon.id}/salon-detay/hizmetler`);
    await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('link', { name: /Randevu Al/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'a salon page at 375 px');
  });

  test('the page source of a salon carries its canonical link and JSON-LD', async ({ request }) => {
    const salon = await aSalon(request);
    // The legacy /salon/{id} answers 301 to /salon/{id}/salon-detay, whose source names the canonical slug.
    const res = await request.get(`/salon/${salon.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/salon/${salon.id}/[a-z0-9-]+"`));
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld![1]!) as { '@type': string; name: string; aggregateRating?: unknown };
    // LocalBusiness or the schema.org subtype of the salon's kind.
    expect(data['@type']).toMatch(
      /^(LocalBusiness|HairSalon|BeautySalon|DaySpa|NailSalon|HealthAndBeautyBusiness)$/,
    );
    expect(data.aggregateRating).toBeDefined();
    expect(data.name).toBe(salon.name);
    expect(html).toContain('og:image');
  });

  test('an unknown salon shows the not-found message', async ({ page }) => {
    await page.goto('/salon/99999999');
    await expect(page.getByText('Salon bulunamadı').first()).toBeVisible();
  });

  test('a specialist page shows the person, their services and reviews', async ({ page, request }) => {
    const salon = await aSalon(request);
    const [staff] = await apiData<{ salon_staff_id: number; display_name: string }[]>(
      request,
      `/api/v1/salons/${salon.id}/staff`,
    );
    expect(staff).toBeDefined();
    await page.goto(`/uzman/${staff!.salon_staff_id}`);
    await expect(page).toHaveURL(new RegExp(`/uzman/${staff!.salon_staff_id}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: staff!.display_name })).toBeVisible();
    await expect(page.getByRole('link', { name: salon.name }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'a specialist page');
  });

  test('the heart asks a visitor to log in, and a customer keeps the favourite', async ({
    page,
    request,
  }) => {
    const salon = await aSalon(request);
    await page.goto(`/salon/${salon.id}`);
    await page.getByRole('button', { name: 'Favorilere ekle' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Giriş Yap/ })
      .click();
    await expect(page).toHaveURL(/\/giris$/);
    await login(page, demo.customer);
    await expect(page).toHaveURL(new RegExp(`/salon/${salon.id}/`));
    await page.getByRole('button', { name: 'Favorilere ekle' }).click();
    await expect(page.getByRole('button', { name: 'Favorilerden çıkar' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favorilerden çıkar' })).toBeVisible();
    await page.getByRole('button', { name: 'Favorilerden çıkar' }).click();
    await expect(page.getByRole('button', { name: 'Favorilere ekle' })).toBeVisible();
  });
});

test.describe('SEO location pages', () => {
  for (const { path, heading } of [
    { path: '/istanbul-kuafor', heading: /İstanbul/ },
    { path: '/ankara-berber-salonlari', heading: /Ankara/ },
    { path: '/istanbul-kadikoy-kuafor-salonlari', heading: /Kadıköy/ },
  ]) {
    test(`${path} lists the matching salons under its H1`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/\d+ salon bulundu/)).toBeVisible();
      await expectNoSeriousViolations(page, path);
    });
  }

  test('an SEO path with a category outside the allowed list goes home', async ({ page }) => {
    await page.goto('/istanbul-guzellik-estetik-salonlari');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('forms that reach the team', () => {
  test('the contact form validates, then stores the message', async ({ page }) => {
    await page.goto('/iletisim');
    await page.getByRole('button', { name: 'Mesajı Gönder' }).click();
    await expect(page.getByText('Ad soyad zorunludur.')).toBeVisible();

    await page.getByLabel('Ad Soyad').fill('Deniz Yıldırım');
    await page.getByLabel('E-posta').fill('deniz.iletisim@salonya.test');
    await page.getByLabel('Konu').selectOption({ label: 'Öneri' });
    await page
      .getByLabel('Mesaj', { exact: true })
      .fill('Randevu hatırlatmalarını SMS ile de almak isterim, mümkün mü?');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mesajı Gönder' }).click();
    await expect(page.getByText('Mesajınız gönderildi')).toBeVisible();
    await expectNoSeriousViolations(page, '/iletisim after sending');
  });

  test('a salon owner applies in three steps with a document', async ({ page }) => {
    await page.goto('/salon-ol');
    await page.getByLabel('Ad Soyad').fill('Elif Aksoy');
    await page.getByLabel('E-posta').fill('elif.basvuru@salonya.test');
    await page.getByLabel('Telefon').fill('0532 123 45 67');
    await page.getByRole('button', { name: 'Devam' }).click();

    await page.getByLabel('Salon Adı').fill('Elif Güzellik Atölyesi');
    await page.getByLabel('İşletme Türü').selectOption({ label: 'Güzellik Merkezi' });
    await page.getByRole('radio', { name: 'Kadın' }).check();
    await page.getByLabel('İl', { exact: true }).selectOption({ label: 'İzmir' });
    await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Karşıyaka' });
    await page.getByLabel('Adres').fill('Bostanlı Mah. Cemal Gürsel Cad. No: 12');
    await page.getByLabel('Vergi No / T.C. Kimlik No').fill('1234567890');
    await page.getByLabel('Çalışan Sayısı').fill('4');
    await page.getByRole('group', { name: 'Hizmet Kategorileri' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Devam' }).click();

    await page.getByLabel('Vergi levhası').setInputFiles({
      name: 'vergi-levhasi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
    await expect(page.getByText(/Başvuru numaranız: \d+/)).toBeVisible();
    await mailTo('elif.basvuru@salonya.test', 'Elif');
  });
});
