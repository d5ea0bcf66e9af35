import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_VARIANT_MAX_BYTES } from '@salonya/domain/catalogue/salon-media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAvailability, type AvailabilityFixture } from './availability-fixture';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/** /salon/personel: a staff member's photo through the salon picture pipeline (issue 16 scope 2, ADR 0031). */

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
interface Body {
  success: boolean;
  message: string;
  data: Image;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let a: AvailabilityFixture;
let base: string;
let staffId: number;
let portrait: Buffer;

function multipart(file: { filename: string; contentType: string; data: Buffer }) {
  const boundary = `----salonya${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(url: string, data: Buffer, token = a.tokens.owner, contentType = 'image/jpeg') {
  const body = multipart({ filename: 'portre.jpg', contentType, data });
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

const mediaRoot = () => path.join(t.config.dataDir, 'uploads', 'media');
function storedFiles(): string[] {
  const root = mediaRoot();
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
const fileOf = (url: string) => path.join(mediaRoot(), url.replace('/uploads/media/', ''));
async function staffImages(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from media_images where purpose = 'staff'`,
  );
  return Number(row!.n);
}

/** A 3000×4000 phone portrait with camera and GPS EXIF. */
async function phonePortrait(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 4000,
      channels: 3,
      background: { r: 180, g: 140, b: 120 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'SalonyaCam', Model: 'Test 2' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  a = await prepareAvailability(t);
  base = `/api/v1/salon-owner/salons/${a.f.salonId}`;
  staffId = a.f.staff[0]!.id;
  portrait = await phonePortrait();
});
afterAll(async () => {
  await t.close();
});

describe('staff photo upload', () => {
  it('stores WebP/AVIF variants within 200 KB without EXIF; the team, the salon page and /uzman show them', async () => {
    const res = await upload(`${base}/staff/${staffId}/photo`, portrait);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Personel fotoğrafı güncellendi.');
    const image = res.body.data;
    expect({ width: image.width, height: image.height }).toEqual({ width: 3000, height: 4000 });
    expect(new Set(image.variants.map((v) => v.format))).toEqual(new Set(['webp', 'avif']));
    expect(image.variants.map((v) => v.width).sort((x, y) => x - y)).toEqual([128, 128, 256, 256, 384, 384]);
    for (const v of image.variants) {
      const file = fileOf(v.url);
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(v.height);
      expect(meta.exif).toBeUndefined();
      expect(statSync(file).size).toBeLessThanOrEqual(IMAGE_VARIANT_MAX_BYTES);
    }

    const team = await t.request({ method: 'GET', url: `${base}/staff`, token: a.tokens.owner });
    const member = team
      .json<{ data: { staff: { salon_staff_id: number; avatar_url: string; avatar: Image | null }[] } }>()
      .data.staff.find((s) => s.salon_staff_id === staffId)!;
    expect(member.avatar?.id).toBe(image.id);
    expect(member.avatar_url).toBe(image.url);

    const pub = await t.request({ method: 'GET', url: `/api/v1/salons/${a.f.salonId}/staff` });
    const card = pub
      .json<{
        data: {
          salon_staff_id: number;
          avatar_url: string;
          avatar_image: Omit<Image, 'id' | 'url'> | null;
        }[];
      }>()
      .data.find((s) => s.salon_staff_id === staffId)!;
    expect(card.avatar_url).toBe(image.url);
    expect(card.avatar_image).toEqual({ width: 3000, height: 4000, variants: image.variants });
    const specialist = await t.request({ method: 'GET', url: `/api/v1/specialists/${staffId}` });
    expect(specialist.json<{ data: { avatar_image: unknown } }>().data.avatar_image).toEqual(
      card.avatar_image,
    );
  });

  it('a new photo replaces the old one and its files; removing it deletes them and clears the photo', async () => {
    const first = await upload(`${base}/staff/${staffId}/photo`, portrait);
    expect(first.status).toBe(201);
    const small = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const second = await upload(`${base}/staff/${staffId}/photo`, small, a.tokens.owner, 'image/png');
    expect(second.status).toBe(201);
    expect(second.body.data.variants.map((v) => v.width)).toEqual([128, 128, 200, 200]);
    for (const v of first.body.data.variants) expect(existsSync(fileOf(v.url))).toBe(false);
    for (const v of second.body.data.variants) expect(existsSync(fileOf(v.url))).toBe(true);
    expect(await staffImages()).toBe(1);

    const removed = await t.request({
      method: 'DELETE',
      url: `${base}/staff/${staffId}/photo`,
      token: a.tokens.owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: string }>().message).toBe('Personel fotoğrafı kaldırıldı.');
    for (const v of second.body.data.variants) expect(existsSync(fileOf(v.url))).toBe(false);
    expect(await staffImages()).toBe(0);
    const [row] = await rowsOf<{ avatar_url: string | null; avatar_image_id: number | null }>(
      t,
      sql`select avatar_url, avatar_image_id from salon_staff where id = ${staffId}`,
    );
    expect(row).toEqual({ avatar_url: null, avatar_image_id: null });
  });

  it('refuses a non-image, a broken and an oversized file (422/413, Turkish) and stores nothing', async () => {
    const before = storedFiles().length;
    const text = await upload(`${base}/staff/${staffId}/photo`, Buffer.from('merhaba dünya'), a.tokens.owner);
    expect(text.status).toBe(422);
    expect(text.body.errors?.file).toEqual(['Yalnızca JPG, PNG ya da WEBP fotoğraf yükleyebilirsiniz.']);
    const broken = await upload(`${base}/staff/${staffId}/photo`, portrait.subarray(0, portrait.length / 2));
    expect(broken.status).toBe(422);
    expect(broken.body.errors?.file?.[0]).toContain('Fotoğraf okunamadı');
    const huge = Buffer.concat([portrait, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const tooBig = await upload(`${base}/staff/${staffId}/photo`, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors?.file).toEqual(['Fotoğraf en fazla 10 MB olabilir.']);
    const notMultipart = await t.request({
      method: 'POST',
      url: `${base}/staff/${staffId}/photo`,
      token: a.tokens.owner,
      body: { url: 'https://example.org/a.jpg' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
    expect(await staffImages()).toBe(0);
  });

  it("answers 404 for another salon's staff and another owner's salon, 403 for staff and customer", async () => {
    const before = storedFiles().length;
    const foreign = await upload(`${base}/staff/${a.f.foreignStaffId}/photo`, portrait);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Personel bulunamadı.');
    const otherSalon = await upload(
      `/api/v1/salon-owner/salons/${a.foreignSalonId}/staff/${staffId}/photo`,
      portrait,
    );
    expect(otherSalon.status).toBe(404);
    const otherOwner = await upload(`${base}/staff/${staffId}/photo`, portrait, a.tokens.otherOwner);
    expect(otherOwner.status).toBe(404);
    expect((await upload(`${base}/staff/${staffId}/photo`, portrait, a.tokens.staff)).status).toBe(403);
    expect((await upload(`${base}/staff/${staffId}/photo`, portrait, a.tokens.customer)).status).toBe(403);
    const del = await t.request({
      method: 'DELETE',
      url: `${base}/staff/${a.f.foreignStaffId}/photo`,
      token: a.tokens.owner,
    });
    expect(del.statusCode).toBe(404);
    expect(storedFiles().length).toBe(before);
    expect(await staffImages()).toBe(0);
  });
});
