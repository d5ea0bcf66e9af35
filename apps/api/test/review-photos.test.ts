import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction';
import { anonymiseUser } from '../src/modules/privacy/account-deletion';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Review photos (issue 19 item 1, ADR 0051): a customer adds photos to their own review through the upload
 * pipeline; the salon page, the owner and the admin see them; an admin's hide hides them; limits and errors are
 * Turkish. On PGlite and PostgreSQL.
 */
let t: TestApp;
let customer: string;
let owner: string;
let admin: string;
let reviewId: number;
let salonId: number;
let foreignReviewId: number;
let photo: Buffer;

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api/v1${url}`, token });
const send = (method: 'POST' | 'DELETE', url: string, token: string, body?: unknown) =>
  t.request({ method, url: `/api/v1${url}`, token, body });

function multipart(files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----salonya${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(id: number, token: string, files: { name: string; bytes: Buffer; type?: string }[]) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/customer/reviews/${id}/photos`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function photoCount(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from review_photos where review_id = ${reviewId}`,
  );
  return Number(row!.n);
}

type PhotoDto = { id: number; url: string; variants: { format: string }[] };
type ReviewDto = { id: number; photos: PhotoDto[] };

beforeAll(async () => {
  t = await createTestApp();
  [customer, owner, admin] = await Promise.all([
    t.loginAs('customer'),
    t.loginAs('salon_owner'),
    t.loginAs('admin'),
  ]);
  photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#7a4b9c' } })
    .jpeg()
    .toBuffer();
  const [visit] = await rowsOf<{ id: number; salon_id: number }>(
    t,
    sql`select a.id, a.salon_id from appointments a join users u on u.id = a.customer_user_id
      join salon_staff st on st.id = a.salon_staff_id join users su on su.id = st.user_id
      where u.email = 'musteri@salonya.test' and a.status = 'completed' and su.email = 'personel@salonya.test'
        and not exists (select 1 from reviews r where r.appointment_id = a.id and r.deleted_at is null)
      order by a.starts_at desc limit 1`,
  );
  await t.database.db.execute(
    sql`update appointments set completed_at = now() - interval '1 day' where id = ${visit!.id}`,
  );
  const created = await send('POST', '/customer/reviews', customer, {
    appointment_id: Number(visit!.id),
    rating: 4,
    comment: 'Fotoğraflı yorum',
  });
  expect(created.statusCode).toBe(201);
  reviewId = (created.json().data as ReviewDto).id;
  salonId = Number(visit!.salon_id);
  const [foreign] = await rowsOf<{ id: number }>(
    t,
    sql`select r.id from reviews r join users u on u.id = r.customer_user_id
      where u.email <> 'musteri@salonya.test' and r.deleted_at is null order by r.id limit 1`,
  );
  foreignReviewId = Number(foreign!.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('adding photos to a review', () => {
  it('stores two photos as WebP and AVIF variants and answers the review with them', async () => {
    const res = await upload(reviewId, customer, [
      { name: 'a.jpg', bytes: photo },
      { name: 'b.jpg', bytes: photo },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('2 fotoğraf yoruma eklendi.');
    const review = res.json().data as ReviewDto;
    expect(review.photos).toHaveLength(2);
    expect(new Set(review.photos[0]!.variants.map((v) => v.format))).toEqual(new Set(['webp', 'avif']));
    expect(review.photos[0]!.url).toMatch(/\.webp$/);
    const [image] = await rowsOf<{ purpose: string; salon_id: number }>(
      t,
      sql`select mi.purpose, mi.salon_id from review_photos rp join media_images mi on mi.id = rp.image_id
        where rp.review_id = ${reviewId} limit 1`,
    );
    expect(image).toMatchObject({ purpose: 'review' });
    expect(Number(image!.salon_id)).toBe(salonId);
  });

  it('shows them on the salon page, to the owner and in the author’s list', async () => {
    const pub = (await get(`/salons/${salonId}/reviews?per_page=50`)).json().data as ReviewDto[];
    expect(pub.find((r) => r.id === reviewId)?.photos).toHaveLength(2);
    const mine = (await get('/customer/reviews', customer)).json().data.reviews as ReviewDto[];
    expect(mine.find((r) => r.id === reviewId)?.photos).toHaveLength(2);
    // The demo staff member works at the demo owner's salon.
    const ownerList = (await get(`/salon-owner/salons/${salonId}/reviews?per_page=50`, owner)).json()
      .data as ReviewDto[];
    expect(ownerList.find((r) => r.id === reviewId)?.photos).toHaveLength(2);
  });

  it('refuses a file that is not a picture (422, Turkish) and stores nothing', async () => {
    const before = await photoCount();
    const res = await upload(reviewId, customer, [
      { name: 'ok.jpg', bytes: photo },
      { name: 'not.jpg', bytes: Buffer.from('this is not an image at all') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toContain('Yalnızca JPG, PNG ya da WEBP fotoğraf yükleyebilirsiniz.');
    expect(await photoCount()).toBe(before);
  });

  it('allows at most 5 photos per review (422)', async () => {
    const res = await upload(
      reviewId,
      customer,
      [1, 2, 3, 4].map((n) => ({ name: `${n}.jpg`, bytes: photo })),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Bir yoruma en fazla 5 fotoğraf ekleyebilirsiniz.']);
    expect(await photoCount()).toBe(2);
  });

  it("another customer's review → 404; JSON → 415; an owner → 403; a visitor → 401", async () => {
    const foreign = await upload(foreignReviewId, customer, [{ name: 'a.jpg', bytes: photo }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Yorum bulunamadı.');
    const json = await send('POST', `/customer/reviews/${reviewId}/photos`, customer, {});
    expect(json.statusCode).toBe(415);
    expect((await upload(reviewId, owner, [{ name: 'a.jpg', bytes: photo }])).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: `/api/v1/customer/reviews/${reviewId}/photos` })).statusCode,
    ).toBe(401);
    const bad = await send('DELETE', `/customer/reviews/${reviewId}/photos/abc`, customer);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.photoId[0]).toBe('Fotoğraf bir sayı olmalıdır.');
  });

  it('closes with the edit window (409)', async () => {
    t.clock.now = Date.now() + 8 * 86_400_000;
    try {
      const late = await upload(reviewId, customer, [{ name: 'a.jpg', bytes: photo }]);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'Fotoğraflar yorum yazıldıktan sonraki 7 gün içinde eklenip kaldırılabilir.',
      );
    } finally {
      t.clock.now = Date.now();
    }
  });
});

describe('removing a photo', () => {
  it("removes the author's photo and its picture; another's photo or review → 404", async () => {
    const [first] = await rowsOf<{ id: number; image_id: number }>(
      t,
      sql`select id, image_id from review_photos where review_id = ${reviewId} order by id limit 1`,
    );
    const [foreignPhoto] = await rowsOf<{ id: number }>(
      t,
      sql`with image as (insert into media_images (salon_id, purpose, width, height, variants)
          select salon_id, 'review', 10, 10, '[]'::jsonb from reviews where id = ${foreignReviewId} returning id)
        insert into review_photos (review_id, image_id) select ${foreignReviewId}, id from image returning id`,
    );
    const other = await send('DELETE', `/customer/reviews/${reviewId}/photos/${foreignPhoto!.id}`, customer);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Fotoğraf bulunamadı.');
    const otherReview = await send(
      'DELETE',
      `/customer/reviews/${foreignReviewId}/photos/${foreignPhoto!.id}`,
      customer,
    );
    expect(otherReview.statusCode).toBe(404);
    expect(otherReview.json().message).toBe('Yorum bulunamadı.');
    const res = await send('DELETE', `/customer/reviews/${reviewId}/photos/${first!.id}`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Fotoğraf yorumdan kaldırıldı.');
    expect((res.json().data as ReviewDto).photos.map((p) => p.id)).not.toContain(Number(first!.id));
    const left = await rowsOf<{ id: number }>(
      t,
      sql`select id from media_images where id = ${first!.image_id}`,
    );
    expect(left).toEqual([]);
  });
});

describe("an admin's hide", () => {
  it('hides the photos from the public and the salon; the admin and the author still see them', async () => {
    const hide = await send('POST', `/admin/reviews/${reviewId}/hide`, admin, {
      reason: 'Fotoğraflar kişisel veri içeriyor.',
    });
    expect(hide.statusCode).toBe(200);
    expect((hide.json().data as ReviewDto).photos).toHaveLength(1);
    const pubRes = await get(`/salons/${salonId}/reviews?per_page=50`);
    expect(pubRes.statusCode, pubRes.body.slice(0, 300)).toBe(200);
    const pub = pubRes.json().data as ReviewDto[];
    expect(pub.map((r) => r.id)).not.toContain(reviewId);
    const ownerList = (await get(`/salon-owner/salons/${salonId}/reviews?per_page=50`, owner)).json()
      .data as ReviewDto[];
    expect(ownerList.find((r) => r.id === reviewId)?.photos).toEqual([]);
    const queue = (await get('/admin/reviews?status=hidden&per_page=50', admin)).json().data as ReviewDto[];
    expect(queue.find((r) => r.id === reviewId)?.photos).toHaveLength(1);
    const mine = (await get('/customer/reviews', customer)).json().data.reviews as ReviewDto[];
    expect(mine.find((r) => r.id === reviewId)?.photos).toHaveLength(1);
    const blocked = await upload(reviewId, customer, [{ name: 'a.jpg', bytes: photo }]);
    expect(blocked.statusCode).toBe(409);
  });
});

describe("the author's account deletion (KVKK)", () => {
  it('removes their review photos and hands back the picture files; the review and others’ photos stay', async () => {
    const [author] = await rowsOf<{ id: number }>(
      t,
      sql`select id from users where email = 'musteri@salonya.test'`,
    );
    const images = await rowsOf<{ id: number; variants: { key: string }[] }>(
      t,
      sql`select mi.id, mi.variants from review_photos rp join media_images mi on mi.id = rp.image_id
        where rp.review_id = ${reviewId}`,
    );
    expect(images.length).toBeGreaterThan(0);
    const foreignBefore = await rowsOf<{ id: number }>(
      t,
      sql`select id from review_photos where review_id = ${foreignReviewId}`,
    );
    const freed = await inTransaction(t.database.db, (tx) =>
      anonymiseUser(tx, Number(author!.id), new Date()),
    );
    for (const image of images) for (const v of image.variants) expect(freed).toContain(v.key);
    const left = await rowsOf<{ id: number }>(
      t,
      sql`select id from media_images where id in ${sql.raw(`(${images.map((i) => Number(i.id)).join(',')})`)}`,
    );
    expect(left).toEqual([]);
    const [review] = await rowsOf<{ customer_user_id: number | null }>(
      t,
      sql`select customer_user_id from reviews where id = ${reviewId}`,
    );
    expect(review).toEqual({ customer_user_id: null });
    expect(await photoCount()).toBe(0);
    const foreignAfter = await rowsOf<{ id: number }>(
      t,
      sql`select id from review_photos where review_id = ${foreignReviewId}`,
    );
    expect(foreignAfter).toEqual(foreignBefore);
  });
});
