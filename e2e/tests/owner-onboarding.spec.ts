import { deflateSync } from 'node:zlib';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, linkIn, login, mailTo, newSignedInPage } from './support';
import { addDays, apiData, escapeRegExp } from './booking-support';

/**
 * Issue 16 acceptance, first bullet, on the real server and the freshly seeded database, on a 360 px phone and on
 * desktop: a salon applies at /salon-ol → the admin approves → the owner sets a password from the approval mail and
 * signs in → the set-up checklist → profile with a map pin and hours → a photo → two services → a staff member is
 * invited and sets a password from the invite mail → services and hours assigned → the salon is found in search and
 * shows the photo on its page → a customer books it → the owner's dashboard shows the booking. Every owner screen on
 * the way is axe clean. Both runs share one database, so every name and address carries the run's own token.
 */

const devices = [
  { name: 'phone', viewport: { width: 360, height: 780 }, dayOffset: 0 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, dayOffset: 1 },
] as const;

type Viewport = { width: number; height: number };

/** Letters only, so the salon's name is one searchable word unlike any seeded one. */
function runToken(device: string): string {
  const n = Date.now() * 10 + (device === 'phone' ? 1 : 2);
  return [...n.toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('');
}

/** A small valid PNG (solid colour), built here so the spec needs no image file or library. */
function pngImage(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xc0, 0x4a, 0x7a]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function contextOf(viewport: Viewport): BrowserContextOptions {
  return { viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' };
}

async function newPage(browser: Browser, viewport: Viewport, path: string): Promise<Page> {
  const context = await browser.newContext(contextOf(viewport));
  const page = await context.newPage();
  await page.goto(path);
  // A first visit shows the cookie notice over the bottom of the page; answer it as a visitor would.
  await page.getByRole('button', { name: 'Yalnızca Zorunlu' }).click();
  return page;
}

/** The `offset`-th coming day (from the day after tomorrow) with free times for the service at the salon. */
async function bookableDay(
  request: APIRequestContext,
  salonId: number,
  serviceId: number,
  offset: number,
): Promise<string> {
  const time = await apiData<{ server_time: string }>(request, '/api/v1/system/time');
  const today = time.server_time.slice(0, 10);
  let found = 0;
  for (let i = 2; i <= 20; i += 1) {
    const date = addDays(today, i);
    const slots = await apiData<{ slots: unknown[] }>(
      request,
      `/api/v1/booking/slots?salon_id=${salonId}&date=${date}&service_ids=${serviceId}&salon_staff_id=any`,
    );
    if (slots.slots.length === 0) continue;
    if (found === offset) return date;
    found += 1;
  }
  throw new Error('the new salon has no free times in the coming days');
}

/** Waits for the owner API write the action causes and checks it succeeded. */
async function ownerWrite(page: Page, pathPart: string, action: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v1/salon-owner/') &&
      r.url().includes(pathPart) &&
      r.request().method() !== 'GET',
  );
  await action();
  const r = await response;
  expect(r.ok(), `${r.request().method()} ${r.url()} → ${r.status()}`).toBe(true);
}

for (const device of devices) {
  test(`a new salon from application to its first booking (${device.name})`, async ({ browser }) => {
    // Five users, a dozen screens and as many accessibility scans on a shared machine.
    test.setTimeout(300_000);
    const token = runToken(device.name);
    const salonName = `Yolculuk ${token} Güzellik`;
    const ownerEmail = `sahip.${token}@ornek.com`;
    const ownerPassword = 'Lavanta-Bahcesi-27';
    const staffEmail = `ekip.${token}@ornek.com`;
    const staffName = 'Selin Ekip';
    const services = [`Keratin Bakımı ${token}`, `Kaş Tasarımı ${token}`] as const;
    const description = 'Karşıyaka sahilinde saç, kaş ve cilt bakımı; randevulu, sakin bir salon.';
    const viewport = device.viewport;

    // 1. The application at /salon-ol, with the required document.
    const applicant = await newPage(browser, viewport, '/salon-ol');
    await applicant.getByLabel('Ad Soyad').fill('Lale Yolcu');
    await applicant.getByLabel('E-posta').fill(ownerEmail);
    await applicant.getByLabel('Telefon').fill('0532 765 43 21');
    await applicant.getByRole('button', { name: 'Devam' }).click();
    await applicant.getByLabel('Salon Adı').fill(salonName);
    await applicant.getByLabel('İşletme Türü').selectOption({ label: 'Güzellik Merkezi' });
    await applicant.getByRole('radio', { name: 'Kadın' }).check();
    await applicant.getByLabel('İl', { exact: true }).selectOption({ label: 'İzmir' });
    await applicant.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Karşıyaka' });
    await applicant.getByLabel('Adres').fill('Bostanlı Mah. Cemal Gürsel Cad. No: 40');
    await applicant.getByLabel('Vergi No / T.C. Kimlik No').fill('1234567890');
    await applicant.getByLabel('Çalışan Sayısı').fill('3');
    await applicant.getByRole('group', { name: 'Hizmet Kategorileri' }).getByRole('checkbox').first().check();
    await applicant.getByRole('button', { name: 'Devam' }).click();
    await applicant.getByLabel('Vergi levhası').setInputFiles({
      name: 'vergi-levhasi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    for (const box of await applicant.getByRole('checkbox').all()) await box.check();
    await applicant.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(applicant.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
    await applicant.context().close();

    // 2. The admin approves it in the applications section.
    const { page: admin } = await newSignedInPage(browser, contextOf(viewport), demo.admin, '/admin#salons');
    await admin.getByRole('tab', { name: /Başvurular/ }).click();
    await admin.getByRole('button', { name: `${salonName} başvurusunu incele` }).click();
    const application = admin.getByRole('dialog', { name: `${salonName} başvurusu` });
    await application.getByRole('button', { name: 'Başvuruyu onayla' }).click();
    await admin
      .getByRole('dialog', { name: 'Başvuruyu onayla' })
      .getByRole('button', { name: 'Onayla' })
      .click();
    await expect(application.getByText('Başvuru onaylandı')).toBeVisible();
    await admin.context().close();

    // 3. The approval mail's link sets the new owner's password; the owner signs in.
    const approval = await mailTo(ownerEmail, '/sifre-sifirla?');
    const setPassword = new URL(linkIn(approval, '/sifre-sifirla?'));
    const owner = await newPage(browser, viewport, setPassword.pathname + setPassword.search);
    await owner.getByLabel('Yeni Şifre', { exact: true }).fill(ownerPassword);
    await owner.getByLabel('Yeni Şifre Tekrarı').fill(ownerPassword);
    await owner.getByRole('button', { name: /Şifremi Güncelle/ }).click();
    await expect(owner).toHaveURL(/\/giris/);
    await login(owner, ownerEmail, ownerPassword);
    await expect(owner).not.toHaveURL(/\/giris/);
    await owner.goto('/salon');

    // 4. The set-up checklist of a salon with nothing yet.
    await expect(owner.getByRole('heading', { level: 1, name: 'Salon Paneli' })).toBeVisible();
    await expect(owner.getByText('Salonunuzu hazırlayın')).toBeVisible();
    const steps = owner.getByRole('list', { name: 'Kurulum adımları' });
    await expect(steps.getByRole('link', { name: 'Hizmetlerinizi ekleyin' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Ekibinizi ekleyin' })).toBeVisible();
    await expectNoSeriousViolations(owner, `/salon, new salon (${device.name})`);

    // 5. Profile: description, a map pin and opening hours (Sunday opened too).
    await owner.goto('/salon/profil');
    const profile = owner.getByRole('form', { name: 'Salon profili' });
    await expect(profile.getByLabel('Salon Adı')).toHaveValue(salonName);
    await expectNoSeriousViolations(owner, `/salon/profil (${device.name})`);
    await profile.getByLabel('Açıklama').fill(description);
    const latitude = profile.getByLabel('Enlem');
    const before = await latitude.inputValue();
    await profile.getByRole('application', { name: /^Harita konumu/ }).click({ position: { x: 40, y: 30 } });
    await expect(latitude).not.toHaveValue(before);
    await profile.getByRole('checkbox', { name: 'Pazar açık' }).check();
    await profile.getByLabel('Pazar açılış').selectOption('10:00');
    await profile.getByLabel('Pazar kapanış').selectOption('16:00');
    await ownerWrite(owner, '/profile', () => profile.getByRole('button', { name: 'Kaydet' }).click());
    await owner.reload();
    await expect(owner.getByLabel('Açıklama')).toHaveValue(description);
    await expect(owner.getByLabel('Pazar kapanış')).toHaveValue('16:00');

    // 6. A photo in the gallery, chosen as the cover.
    await owner.goto('/salon/galeri');
    await expect(owner.getByText('Henüz fotoğraf eklemediniz')).toBeVisible();
    await expectNoSeriousViolations(owner, `/salon/galeri, empty (${device.name})`);
    await ownerWrite(owner, '/gallery', () =>
      owner
        .locator('input[type="file"]')
        .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: pngImage(640, 480) }),
    );
    const photo = owner.getByRole('listitem', { name: 'Fotoğraf 1' });
    await expect(photo).toBeVisible();
    const makeCover = photo.getByRole('button', { name: /^Fotoğraf 1: Kapak( Yap)?$/ });
    await ownerWrite(owner, '/cover', () => makeCover.click());
    await expect(makeCover).toBeDisabled();
    await expect(makeCover).toHaveText('Kapak');
    await expectNoSeriousViolations(owner, `/salon/galeri with a photo (${device.name})`);

    // 7. Two services.
    await owner.goto('/salon/hizmetler');
    await expect(owner.getByText('Henüz hizmet eklemediniz')).toBeVisible();
    await expectNoSeriousViolations(owner, `/salon/hizmetler, empty (${device.name})`);
    for (const [i, name] of services.entries()) {
      await owner.getByRole('button', { name: i === 0 ? 'İlk hizmeti ekle' : 'Hizmet ekle' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Yeni Hizmet' });
      await dialog.getByLabel('Kategori').selectOption({ index: 1 });
      await dialog.getByLabel('Hizmet adı').fill(name);
      await dialog.getByLabel('Süre').selectOption('45');
      await dialog.getByLabel('Fiyat (₺)', { exact: true }).fill(i === 0 ? '650,00' : '250,00');
      if (i === 0) await expectNoSeriousViolations(owner, `the new service dialog (${device.name})`);
      await ownerWrite(owner, '/services', () =>
        dialog.getByRole('button', { name: 'Hizmeti ekle' }).click(),
      );
      await expect(dialog).toBeHidden();
      await expect(owner.getByRole('list', { name: 'Hizmet listesi' })).toContainText(name);
    }
    await expectNoSeriousViolations(owner, `/salon/hizmetler (${device.name})`);

    // 8. A staff member is invited; the invite mail's link sets their password.
    await owner.goto('/salon/personel');
    await expect(owner.getByRole('heading', { level: 1, name: 'Personel' })).toBeVisible();
    await expectNoSeriousViolations(owner, `/salon/personel, no team (${device.name})`);
    await owner.getByRole('button', { name: 'Personel Davet Et' }).first().click();
    const invite = owner.getByRole('dialog', { name: 'Personel Davet Et' });
    await invite.getByLabel('Ad Soyad').fill(staffName);
    await invite.getByLabel('E-posta').fill(staffEmail);
    await invite.getByLabel('Unvan (isteğe bağlı)').fill('Güzellik Uzmanı');
    await expectNoSeriousViolations(owner, `the invite dialog (${device.name})`);
    await invite.getByRole('button', { name: 'Davet Gönder' }).click();
    await expect(invite).toBeHidden();
    await expect(owner.getByText(staffEmail)).toBeVisible();

    const inviteMail = await mailTo(staffEmail, '/personel-davet/');
    const inviteLink = new URL(linkIn(inviteMail, '/personel-davet/'));
    const invitee = await newPage(browser, viewport, inviteLink.pathname);
    await expect(invitee.getByText(/Güzellik Uzmanı olarak davet etti/)).toBeVisible();
    await invitee.getByLabel('Şifre', { exact: true }).fill('Papatya-Tarlasi-42');
    await invitee.getByLabel('Şifre Tekrarı').fill('Papatya-Tarlasi-42');
    await invitee.getByRole('checkbox', { name: /KVKK/ }).check();
    await invitee.getByRole('button', { name: 'Şifremi Belirle ve Katıl' }).click();
    await expect(invitee).toHaveURL(/\/personel$/);
    await invitee.context().close();

    await owner.reload();
    await expect(owner.getByRole('heading', { level: 3, name: staffName })).toBeVisible();
    await expectNoSeriousViolations(owner, `/salon/personel with the new member (${device.name})`);

    // The member's photo goes through the upload pipeline (variants, EXIF dropped) like the salon's pictures.
    await owner.getByRole('button', { name: `${staffName} düzenle` }).click();
    const member = owner.getByRole('dialog', { name: staffName });
    await ownerWrite(owner, '/photo', () =>
      member
        .getByLabel('Fotoğraf Yükle')
        .setInputFiles({ name: 'uzman.png', mimeType: 'image/png', buffer: pngImage(600, 600) }),
    );
    const memberPhoto = member.getByRole('img', { name: `${staffName} fotoğrafı` });
    await expect(memberPhoto).toHaveAttribute('srcset', /\.webp \d+w/);
    await expect(member.getByRole('button', { name: 'Fotoğrafı Kaldır' })).toBeVisible();
    await expectNoSeriousViolations(owner, `the staff dialog with a photo (${device.name})`);
    await owner.keyboard.press('Escape');
    await expect(member).toBeHidden();

    // 9. Both services for the new member, and their working hours.
    await owner.goto('/salon/personele-hizmet-ata');
    for (const name of services) await owner.getByRole('checkbox', { name: `${staffName}: ${name}` }).check();
    await expectNoSeriousViolations(owner, `/salon/personele-hizmet-ata (${device.name})`);
    await ownerWrite(owner, '/staff-services', () =>
      owner.getByRole('button', { name: `${staffName} hizmetlerini kaydet` }).click(),
    );
    await expect(owner.getByText('Hizmet atamaları kaydedildi.').first()).toBeVisible();

    await owner.goto('/salon/personel-calisma-saatleri');
    await expect(owner.getByRole('tab', { name: staffName })).toHaveAttribute('aria-selected', 'true');
    const week = owner.getByRole('form', { name: `${staffName} çalışma saatleri` });
    await expect(week.getByLabel('Pazartesi 1. aralık başlangıç')).toBeVisible();
    await expect(week.getByText('için özel çalışma saati tanımlanmamış')).toBeVisible();
    await expectNoSeriousViolations(owner, `/salon/personel-calisma-saatleri (${device.name})`);
    await week.getByRole('button', { name: 'Kaydet' }).click();
    await expect(owner.getByText('Çalışma saatleri kaydedildi').first()).toBeVisible();
    // Own hours now: the note that the salon's opening hours apply is gone.
    await expect(week.getByText('için özel çalışma saati tanımlanmamış')).toHaveCount(0);

    // The checklist is done.
    await owner.goto('/salon');
    await expect(owner.getByRole('region', { name: 'Bugün' })).toBeVisible();
    await expect(owner.getByText('Salonunuzu hazırlayın')).toHaveCount(0);

    // 10. A customer finds the salon in search, sees the photo on its page and books.
    const { page: customer } = await newSignedInPage(
      browser,
      contextOf(viewport),
      demo.customer,
      `/arama?q=${encodeURIComponent(token)}`,
    );
    const card = customer.getByRole('link', { name: salonName });
    await expect(card.first()).toBeVisible();
    await card.first().click();
    await expect(customer.getByRole('heading', { level: 1, name: salonName })).toBeVisible();
    const salonId = Number(/\/salon\/(\d+)/.exec(customer.url())?.[1]);
    expect(salonId).toBeGreaterThan(0);
    const cover = customer.getByRole('img', { name: `${salonName} kapak görseli` });
    await expect(cover).toHaveAttribute('src', /^(?!\/images\/covers\/)/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await customer.getByRole('tab', { name: 'Galeri' }).click();
    const galleryImage = customer.getByRole('tabpanel', { name: 'Galeri' }).getByRole('img').first();
    await expect(galleryImage).toBeVisible();
    await expect
      .poll(() => galleryImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await customer.getByRole('tab', { name: 'Uzmanlar' }).click();
    const specialistPhoto = customer
      .getByRole('tabpanel', { name: 'Uzmanlar' })
      .getByRole('listitem')
      .filter({ hasText: staffName })
      .locator('img');
    await expect(specialistPhoto).toHaveAttribute('srcset', /\.webp \d+w/);
    await expect
      .poll(() => specialistPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await customer.getByRole('tab', { name: 'Hakkında' }).click();
    await expect(customer.getByRole('tabpanel', { name: 'Hakkında' }).getByText(description)).toBeVisible();

    const offered = await apiData<{ id: number; name: string }[]>(
      customer.request,
      `/api/v1/salons/${salonId}/services`,
    );
    const service = offered.find((s) => s.name === services[0]);
    expect(service, 'the first service on the public page').toBeDefined();
    const date = await bookableDay(customer.request, salonId, service!.id, device.dayOffset);

    await customer.getByRole('link', { name: 'Randevu Al' }).first().click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Tarih seçin' })).toBeVisible();
    await customer.locator(`[data-date="${date}"]`).click();
    await expect(customer.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
    const next = async (heading: string) => {
      await customer.getByRole('button', { name: 'Devam Et' }).click();
      await expect(customer.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    };
    await next('Uzman seçin');
    await customer.getByRole('radio', { name: /Fark etmez/ }).click();
    await next('Hizmet seçin');
    await customer.getByRole('checkbox', { name: new RegExp(escapeRegExp(services[0])) }).click();
    await expect(customer.getByTestId('booking-summary-services')).toContainText('1 hizmet');
    await next('Saat seçin');
    const slot = customer.getByRole('radiogroup', { name: 'Boş saatler' }).getByRole('radio').first();
    const time = (await slot.textContent())?.trim() ?? '';
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    await slot.click();
    await next('Ödeme ve onay');
    await customer.getByRole('button', { name: 'Randevuyu Onayla' }).click();
    await expect(
      customer.getByRole('heading', { level: 1, name: /^(Randevu talebiniz alındı|Randevunuz onaylandı)$/ }),
    ).toBeVisible();
    await customer.context().close();

    // 11. The owner's dashboard shows the booking.
    await owner.reload();
    const upcoming = owner.getByRole('list', { name: 'Sıradaki müşteriler' });
    await expect(upcoming).toContainText(services[0]);
    await expect(upcoming).toContainText(staffName);
    await expect(upcoming).toContainText(time);
    await expectNoSeriousViolations(owner, `/salon with the first booking (${device.name})`);
    await owner.context().close();
  });
}
