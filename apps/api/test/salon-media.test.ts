import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_VARIANT_MAX_BYTES,
  MEDIA_MESSAGES,
} from '@salonya/domain/catalogue/salon-media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

interface Variant {
  format: string;
  width: number;
  height: number;
  url: string;
}
interface Image {
  id: number;
  width: number;
  height: number;
  url: string;
  variants: Variant[];
}
interface Photo {
  id: number;
  caption: string | null;
  sort_order: number;
  is_cover: boolean;
  image: Image;
}
interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let owner: string;
let salonId: number;
let otherSalonId: number;
let otherPhotoId: number;
let photo: Buffer;

interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

function multipart(files: FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----salonya${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(url: string, files: FilePart[], token = owner) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const mediaRoot = () => path.join(t.config.dataDir, 'uploads', 'media');
function storedFiles(): string[] {
  const root = mediaRoot();
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
async function imageRows(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from media_images`);
  return Number(row!.n);
}
const fileOf = (url: string) => path.join(mediaRoot(), url.replace('/uploads/media/', ''));

/** A 4000×3000 camera picture: shapes and noise, EXIF with camera and GPS data, rotated by its orientation tag. */
async function cameraJpeg(): Promise<Buffer> {
  const circles = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 397) % 4000}" cy="${(i * 211) % 3000}" r="${80 + ((i * 37) % 300)}" fill="hsl(${i * 23},70%,60%)"/>`,
  ).join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><rect width="4000" height="3000" fill="#d9c2a7"/>${circles}</svg>`,
  );
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .png()
    .toBuffer();
  return sharp(svg)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'SalonyaCam', Model: 'Test 1', Copyright: 'Ayşe Yılmaz' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('salon_owner');
  const list = await t.request({ method: 'GET', url: '/api/v1/salon-owner/salons', token: owner });
  salonId = list.json<{ data: { id: number }[] }>().data[0]!.id;
  const [other] = await rowsOf<{ id: number; photo_id: number }>(
    t,
    sql`select s.id, g.id as photo_id from salons s join users u on u.id = s.owner_user_id
      join salon_gallery g on g.salon_id = s.id
      where u.email <> 'salon@salonya.test' order by s.id, g.id limit 1`,
  );
  otherSalonId = Number(other!.id);
  otherPhotoId = Number(other!.photo_id);
  photo = await cameraJpeg();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('gallery upload pipeline', () => {
  it('stores a 4000×3000 camera JPEG as upright WebP and AVIF variants within 200 KB, without EXIF', async () => {
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif !== undefined]).toEqual([
      4000,
      3000,
      6,
      true,
    ]);

    const res = await upload(`/api/v1/salon-owner/salons/${salonId}/gallery`, [
      { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: photo },
    ]);
    expect(res.statusCode).toBe(201);
    const photos = res.json<{ data: Photo[]; message: string }>().data;
    const added = photos.at(-1)!;
    // Orientation 6: the picture is portrait once rotated.
    expect([added.image.width, added.image.height]).toEqual([3000, 4000]);
    const formats = new Set(added.image.variants.map((v) => v.format));
    expect(formats).toEqual(new Set(['webp', 'avif']));
    expect(added.image.variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([
      320, 320, 640, 640, 1280, 1280,
    ]);
    for (const variant of added.image.variants) {
      const file = fileOf(variant.url);
      const stored = await sharp(file).metadata();
      expect(stored.size ?? 0).toBeLessThanOrEqual(IMAGE_VARIANT_MAX_BYTES);
      expect(stored.format).toBe(variant.format === 'webp' ? 'webp' : 'heif');
      expect([stored.width, stored.height]).toEqual([variant.width, variant.height]);
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(variant.height).toBeGreaterThan(variant.width);
    }
    expect(added.image.url).toMatch(/^\/uploads\/media\/salons\/\d+\/[a-f0-9]+-1280\.webp$/);

    // Served by the API with immutable caching.
    const served = await t.app.inject({ method: 'GET', url: added.image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The public salon page lists it with its variants and size.
    const pub = await t.request({ method: 'GET', url: `/api/v1/salons/${salonId}/gallery` });
    const item = pub
      .json<{ data: { id: number; width: number | null; height: number | null; variants: Variant[] }[] }>()
      .data.find((p) => p.id === added.id);
    expect(item).toMatchObject({ width: 3000, height: 4000 });
    expect(item!.variants).toHaveLength(6);
  });

  it.each([
    [
      'a text file named .jpg',
      {
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('bu bir fotoğraf değil\n'.repeat(50)),
      },
      422,
      MEDIA_MESSAGES.wrongType,
    ],
    [
      'a GIF',
      {
        filename: 'a.gif',
        contentType: 'image/gif',
        data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
      },
      422,
      MEDIA_MESSAGES.wrongType,
    ],
    [
      'a broken JPEG',
      {
        filename: 'kirik.jpg',
        contentType: 'image/jpeg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      },
      422,
      MEDIA_MESSAGES.broken,
    ],
    [
      'a file over the size limit',
      {
        filename: 'buyuk.jpg',
        contentType: 'image/jpeg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES, 1)]),
      },
      413,
      MEDIA_MESSAGES.tooLarge,
    ],
  ] as const)('refuses %s in Turkish and stores nothing', async (_name, file, status, message) => {
    const filesBefore = storedFiles().length;
    const rowsBefore = await imageRows();
    const res = await upload(`/api/v1/salon-owner/salons/${salonId}/gallery`, [file]);
    expect(res.statusCode).toBe(status);
    const body = res.json<ErrorBody>();
    expect(body.message).toBe(message);
    expect(body.errors?.file).toEqual([message]);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await imageRows()).toBe(rowsBefore);
  });

  it('refuses a JPEG cut off half way (a broken file) and stores nothing', async () => {
    const filesBefore = storedFiles().length;
    const rowsBefore = await imageRows();
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    const res = await upload(`/api/v1/salon-owner/salons/${salonId}/gallery`, [
      { filename: 'yarim.jpg', contentType: 'image/jpeg', data: cut },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).toBe(MEDIA_MESSAGES.broken);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await imageRows()).toBe(rowsBefore);
  });

  it('refuses the whole batch when one of several files is bad', async () => {
    const filesBefore = storedFiles().length;
    const rowsBefore = await imageRows();
    const small = await sharp(photo).resize({ width: 400 }).jpeg().toBuffer();
    const res = await upload(`/api/v1/salon-owner/salons/${salonId}/gallery`, [
      { filename: 'iyi.jpg', contentType: 'image/jpeg', data: small },
      { filename: 'kotu.jpg', contentType: 'image/jpeg', data: Buffer.from('merhaba') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors?.['files.1']).toEqual([MEDIA_MESSAGES.wrongType]);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await imageRows()).toBe(rowsBefore);
  });

  it.each([
    ['multipart without a boundary', 'multipart/form-data', 'abc'],
    [
      'a cut-off multipart body',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
    ],
    ['JSON', 'application/json', '{}'],
  ])('answers %s with a 4xx, never a 500', async (_name, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/salon-owner/salons/${salonId}/gallery`,
      headers: { authorization: `Bearer ${owner}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<ErrorBody>().message).toMatch(/[ıİşŞğĞüÜöÖçÇ]|form|Form/);
  });
});

describe('gallery management', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    const small = await sharp(photo).resize({ width: 700 }).jpeg().toBuffer();
    const png = await sharp(photo).resize({ width: 300 }).png().toBuffer();
    const res = await upload(`/api/v1/salon-owner/salons/${salonId}/gallery`, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: small },
      { filename: 'b.png', contentType: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(201);
    ids = res.json<{ data: Photo[] }>().data.map((p) => p.id);
  });

  it('saves a caption, the order and the cover; deleting the cover photo clears the cover and its files', async () => {
    const last = ids.at(-1)!;
    const caption = await t.request({
      method: 'PATCH',
      url: `/api/v1/salon-owner/salons/${salonId}/gallery/${last}`,
      token: owner,
      body: { caption: '  Yeni koltuklarımız  ' },
    });
    expect(caption.statusCode).toBe(200);
    expect(caption.json<{ data: Photo }>().data.caption).toBe('Yeni koltuklarımız');

    const reversed = [...ids].reverse();
    const order = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${salonId}/gallery/order`,
      token: owner,
      body: { photo_ids: reversed },
    });
    expect(order.statusCode).toBe(200);
    expect(order.json<{ data: Photo[] }>().data.map((p) => p.id)).toEqual(reversed);

    const partial = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${salonId}/gallery/order`,
      token: owner,
      body: { photo_ids: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json<ErrorBody>().errors?.photo_ids).toEqual([MEDIA_MESSAGES.orderMismatch]);

    const cover = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${salonId}/gallery/${last}/cover`,
      token: owner,
    });
    expect(cover.statusCode).toBe(200);
    const chosen = cover.json<{ data: Photo }>().data;
    expect(chosen.is_cover).toBe(true);
    const detail = await t.request({ method: 'GET', url: `/api/v1/salons/${salonId}` });
    expect(detail.json<{ data: { cover_image: string } }>().data.cover_image).toBe(chosen.image.url);

    const files = chosen.image.variants.map((v) => fileOf(v.url));
    for (const f of files) expect(existsSync(f)).toBe(true);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v1/salon-owner/salons/${salonId}/gallery/${last}`,
      token: owner,
    });
    expect(del.statusCode).toBe(200);
    for (const f of files) expect(existsSync(f)).toBe(false);
    const profile = await t.request({
      method: 'GET',
      url: `/api/v1/salon-owner/salons/${salonId}/profile`,
      token: owner,
    });
    expect(profile.json<{ data: { cover: Image | null } }>().data.cover).toBeNull();
    const [salon] = await rowsOf<{ cover_image_url: string | null }>(
      t,
      sql`select cover_image_url from salons where id = ${salonId}`,
    );
    expect(salon!.cover_image_url).toBeNull();
  });

  it("answers 404 for another salon's photo and another owner's salon", async () => {
    for (const [method, url, body] of [
      ['PATCH', `/api/v1/salon-owner/salons/${salonId}/gallery/${otherPhotoId}`, { caption: 'x' }],
      ['PUT', `/api/v1/salon-owner/salons/${salonId}/gallery/${otherPhotoId}/cover`, undefined],
      ['DELETE', `/api/v1/salon-owner/salons/${salonId}/gallery/${otherPhotoId}`, undefined],
      ['GET', `/api/v1/salon-owner/salons/${otherSalonId}/gallery`, undefined],
      ['GET', `/api/v1/salon-owner/salons/${otherSalonId}/profile`, undefined],
      ['DELETE', `/api/v1/salon-owner/salons/${otherSalonId}/logo`, undefined],
      ['PUT', `/api/v1/salon-owner/salons/${otherSalonId}/gallery/order`, { photo_ids: [otherPhotoId] }],
    ] as const) {
      const res = await t.request({ method, url, token: owner, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const res = await upload(`/api/v1/salon-owner/salons/${otherSalonId}/gallery`, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    expect(res.statusCode).toBe(404);
    const [row] = await rowsOf<{ caption: string | null }>(
      t,
      sql`select caption from salon_gallery where id = ${otherPhotoId}`,
    );
    expect(row!.caption).not.toBe('x');
  });

  it.each(['staff', 'customer'] as const)('refuses a %s token with 403', async (role) => {
    const token = await t.loginAs(role);
    for (const [method, url] of [
      ['GET', `/api/v1/salon-owner/salons/${salonId}/gallery`],
      ['GET', `/api/v1/salon-owner/salons/${salonId}/profile`],
      ['DELETE', `/api/v1/salon-owner/salons/${salonId}/gallery/${ids[0]}`],
    ] as const) {
      const res = await t.request({ method, url, token });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const res = await upload(
      `/api/v1/salon-owner/salons/${salonId}/logo`,
      [{ filename: 'a.jpg', contentType: 'image/jpeg', data: photo }],
      token,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('logo and cover', () => {
  it('replaces the logo, shows it on the public page and removes the old files', async () => {
    const logo = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const first = await upload(`/api/v1/salon-owner/salons/${salonId}/logo`, [
      { filename: 'logo.png', contentType: 'image/png', data: logo },
    ]);
    expect(first.statusCode).toBe(201);
    const firstImage = first.json<{ data: Image }>().data;
    expect(firstImage.variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([
      128, 128, 256, 256, 512, 512,
    ]);
    const second = await upload(`/api/v1/salon-owner/salons/${salonId}/logo`, [
      { filename: 'logo2.webp', contentType: 'image/webp', data: await sharp(logo).webp().toBuffer() },
    ]);
    expect(second.statusCode).toBe(201);
    const secondImage = second.json<{ data: Image }>().data;
    for (const v of firstImage.variants) expect(existsSync(fileOf(v.url))).toBe(false);
    const detail = await t.request({ method: 'GET', url: `/api/v1/salons/${salonId}` });
    expect(detail.json<{ data: { logo: string | null } }>().data.logo).toBe(secondImage.url);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v1/salon-owner/salons/${salonId}/logo`,
      token: owner,
    });
    expect(removed.statusCode).toBe(200);
    for (const v of secondImage.variants) expect(existsSync(fileOf(v.url))).toBe(false);
  });

  it('uploads a cover', async () => {
    const res = await upload(`/api/v1/salon-owner/salons/${salonId}/cover`, [
      { filename: 'kapak.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    expect(res.statusCode).toBe(201);
    const image = res.json<{ data: Image }>().data;
    expect(Math.max(...image.variants.map((v) => v.width))).toBe(1600);
    const profile = await t.request({
      method: 'GET',
      url: `/api/v1/salon-owner/salons/${salonId}/profile`,
      token: owner,
    });
    expect(profile.json<{ data: { cover: Image | null } }>().data.cover?.id).toBe(image.id);
  });
});

describe('salon profile', () => {
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    weekday === 7
      ? { weekday, opens_at: null, closes_at: null }
      : { weekday, opens_at: '09:00', closes_at: weekday === 5 ? '24:00' : '19:30' },
  );

  async function validBody() {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/salon-owner/salons/${salonId}/profile`,
      token: owner,
    });
    expect(res.statusCode).toBe(200);
    const p = res.json<{
      data: { province_id: number; district_id: number; latitude: number; longitude: number };
    }>().data;
    return {
      name: 'Salon Işıltı Kadıköy',
      description: 'Kadıköy’ün kalbinde saç ve bakım.',
      phone: '0216 555 12 34',
      province_id: p.province_id,
      district_id: p.district_id,
      address: 'Caferağa Mah. Moda Cad. No: 12',
      latitude: p.latitude,
      longitude: p.longitude,
      gender_focus: 'unisex',
      amenities: ['Wi-Fi', 'Klima'],
      opening_hours: week,
    };
  }

  it('saves the profile and the opening hours; the public page shows them', async () => {
    const body = await validBody();
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${salonId}/profile`,
      token: owner,
      body,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{
      message: string;
      data: { name: string; phone: string; opening_hours: typeof week; amenities: string[] };
    }>();
    expect(saved.message).toBe(MEDIA_MESSAGES.profileSaved);
    expect(saved.data).toMatchObject({
      name: 'Salon Işıltı Kadıköy',
      phone: '+902165551234',
      amenities: ['Wi-Fi', 'Klima'],
    });
    expect(saved.data.opening_hours).toEqual(week);
    const detail = await t.request({ method: 'GET', url: `/api/v1/salons/${salonId}` });
    expect(detail.json<{ data: { name: string; description: string } }>().data).toMatchObject({
      name: 'Salon Işıltı Kadıköy',
      description: 'Kadıköy’ün kalbinde saç ve bakım.',
    });
    // Search finds the salon by its new name at once.
    const docs = await rowsOf<{ title: string }>(
      t,
      sql`select title from search_documents where kind = 'salon' and salon_id = ${salonId}`,
    );
    expect(docs.map((d) => d.title)).toEqual(['Salon Işıltı Kadıköy']);
  });

  it('answers bad input with 422 and Turkish messages per field', async () => {
    const body = await validBody();
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${salonId}/profile`,
      token: owner,
      body: {
        ...body,
        name: 'A',
        phone: '12345',
        latitude: 10,
        amenities: ['Jakuzi'],
        opening_hours: [{ weekday: 1, opens_at: '9', closes_at: null }],
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json<ErrorBody>().errors!;
    expect(errors.name).toEqual(['Salon adı en az 2 karakter olmalıdır.']);
    expect(errors.phone).toEqual(['Geçerli bir telefon numarası girin (örn. 0212 555 12 34).']);
    expect(errors.latitude).toEqual(['Konum Türkiye sınırları içinde olmalıdır.']);
    expect(errors['amenities.0']).toEqual(['Bilinmeyen bir olanak seçildi.']);
    expect(errors['opening_hours.0.opens_at']).toEqual(['Saat SS:DD biçiminde olmalıdır.']);

    const rules = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${salonId}/profile`,
      token: owner,
      body: {
        ...body,
        district_id: 1,
        province_id: 81,
        opening_hours: week.map((d) => (d.weekday === 2 ? { ...d, opens_at: '20:00' } : d)),
      },
    });
    expect(rules.statusCode).toBe(422);
    const ruleErrors = rules.json<ErrorBody>().errors!;
    expect(ruleErrors['opening_hours.1']).toEqual(['Kapanış saati açılış saatinden sonra olmalıdır.']);
    expect(ruleErrors.district_id).toEqual([MEDIA_MESSAGES.districtMismatch]);

    const notJson = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${salonId}/profile`,
      token: owner,
      payload: '[1,2',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
