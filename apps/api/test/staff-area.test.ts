import {
  adminStaffGalleryResponseSchema,
  publicStaffWorkResponseSchema,
  staffGalleryPhotoResponseSchema,
  staffGalleryResponseSchema,
  staffPublicProfileResponseSchema,
} from '@salonya/contracts/staff-area';
import { staffServicesResponseSchema } from '@salonya/contracts/staff-dashboard';
import { STAFF_DURATION_MESSAGES } from '@salonya/domain/staff/durations';
import { STAFF_GALLERY_MESSAGES } from '@salonya/domain/staff/gallery';
import { STAFF_PROFILE_MESSAGES } from '@salonya/domain/staff/profile';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAvailability, type AvailabilityFixture } from './availability-fixture';
import { newKey, rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 20 (ADR 0045): a staff member's own length of a service in the slot engine and the booking write path, the
 * work photos with the admin's moderation, and the public specialist profile. Staff reach only their own row:
 * another member's photo is 404; other user types are 403.
 */
let t: TestApp;
let a: AvailabilityFixture;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  a = await prepareAvailability(t);
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b4651e' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) =>
  t.request({ method, url: `/api/v1${url}`, token, body });

function multipart(fields: Record<string, string>, file: Buffer | null) {
  const boundary = `----salonya${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="is.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  url: string,
  token: string,
  fields: Record<string, string> = {},
  file: Buffer | null = photo,
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function setAllowed(allowed: boolean) {
  await t.database.db.execute(sql`insert into salon_booking_settings (salon_id, allow_staff_durations)
    values (${a.f.salonId}, ${allowed})
    on conflict (salon_id) do update set allow_staff_durations = excluded.allow_staff_durations`);
}

async function slots(staff: number | 'any', serviceIds = [a.f.serviceId]) {
  const ids = serviceIds.map((id) => `service_ids[]=${id}`).join('&');
  const res = await call(
    'GET',
    `/booking/slots?salon_id=${a.f.salonId}&date=${a.f.tuesday}&salon_staff_id=${staff}&${ids}`,
  );
  expect(res.statusCode).toBe(200);
  return (
    res.json() as {
      data: {
        total_duration_minutes: number;
        slots: { time: string; ends_at: string; salon_staff_ids: number[] }[];
      };
    }
  ).data;
}

const [me, colleague] = [0, 1];
const staffId = (i: number) => a.f.staff[i]!.id;

describe('own length of a service (/personel/hizmetlerim)', () => {
  it('lists the assigned services with the salon switch; 403 for other user types', async () => {
    await setAllowed(false);
    const res = await call('GET', '/staff/services', a.tokens.staff);
    expect(res.statusCode).toBe(200);
    const data = staffServicesResponseSchema.parse(res.json()).data;
    expect(data.allow_own_durations).toBe(false);
    expect(data.services.find((s) => s.id === a.f.serviceId)).toMatchObject({ own_duration_minutes: null });
    for (const who of ['customer', 'owner', 'admin'] as const) {
      const put = await call('PUT', `/staff/services/${a.f.serviceId}/duration`, a.tokens[who], {
        duration_minutes: 30,
      });
      expect(put.statusCode, who).toBe(403);
    }
  });

  it('refuses an own length while the salon does not allow it (409)', async () => {
    await setAllowed(false);
    const res = await call('PUT', `/staff/services/${a.f.serviceId}/duration`, a.tokens.staff, {
      duration_minutes: 30,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: STAFF_DURATION_MESSAGES.notAllowed,
      conflict_type: 'staff_durations_off',
    });
  });

  it.each([
    [42, STAFF_DURATION_MESSAGES.step],
    [0, STAFF_DURATION_MESSAGES.range],
    [600, STAFF_DURATION_MESSAGES.range],
    ['kırk', STAFF_DURATION_MESSAGES.mustBeWhole],
  ])('answers %j with 422 and a Turkish message on the field', async (value, message) => {
    await setAllowed(true);
    const res = await call('PUT', `/staff/services/${a.f.serviceId}/duration`, a.tokens.staff, {
      duration_minutes: value,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.duration_minutes).toEqual([message]);
  });

  it('answers 404 for a service not assigned to them (another salon’s)', async () => {
    await setAllowed(true);
    const res = await call('PUT', `/staff/services/${a.f.foreignServiceId}/duration`, a.tokens.staff, {
      duration_minutes: 30,
    });
    expect(res.statusCode).toBe(404);
  });

  it('the slot engine and the booking use the staff member’s own length; each candidate its own', async () => {
    await setAllowed(true);
    const own = a.f.serviceMinutes + 30;
    const res = await call('PUT', `/staff/services/${a.f.serviceId}/duration`, a.tokens.staff, {
      duration_minutes: own,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.own_duration_minutes).toBe(own);

    const mine = await slots(staffId(me));
    expect(mine.total_duration_minutes).toBe(own);
    const lastMine = 18 * 60 - own;
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    expect(mine.slots.at(-1)!.time).toBe(hhmm(lastMine));
    const theirs = await slots(staffId(colleague));
    expect(theirs.slots.at(-1)!.time).toBe(hhmm(18 * 60 - a.f.serviceMinutes));

    // 'any': late in the day only the colleague (salon length) fits.
    const any = await slots('any');
    const late = any.slots.find((s) => s.time === hhmm(18 * 60 - a.f.serviceMinutes));
    expect(late?.salon_staff_ids).toEqual([staffId(colleague)]);
    const early = any.slots.find((s) => s.time === '10:00');
    expect(early?.salon_staff_ids).toEqual(expect.arrayContaining([staffId(me), staffId(colleague)]));

    // The booking write path: the appointment lasts the staff member's own length.
    const customer = await t.loginAs('customer');
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/appointments',
      token: customer,
      headers: { 'idempotency-key': newKey() },
      body: {
        salon_id: a.f.salonId,
        salon_staff_id: staffId(me),
        service_ids: [a.f.serviceId],
        date: a.f.tuesday,
        time: '10:00',
      },
    });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as { data: { id: number } }).data.id;
    const [row] = await rowsOf<{ minutes: number; total: number; service_minutes: number }>(
      t,
      sql`select (extract(epoch from ends_at - starts_at) / 60)::int as minutes, total_duration_minutes as total,
        (select duration_minutes from appointment_services where appointment_id = a.id) as service_minutes
        from appointments a where id = ${id}`,
    );
    expect(row).toEqual({ minutes: own, total: own, service_minutes: own });
    await t.database.db.execute(sql`update appointments set status = 'cancelled' where id = ${id}`);
  });

  it('the owner switching it off brings back the salon’s length; null clears the own length', async () => {
    await setAllowed(false);
    const off = await slots(staffId(me));
    expect(off.total_duration_minutes).toBe(a.f.serviceMinutes);
    await setAllowed(true);
    const res = await call('PUT', `/staff/services/${a.f.serviceId}/duration`, a.tokens.staff, {
      duration_minutes: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { own_duration_minutes: null },
      message: STAFF_DURATION_MESSAGES.reset,
    });
    expect((await slots(staffId(me))).total_duration_minutes).toBe(a.f.serviceMinutes);
  });

  it('the owner sets the switch at /salon/ayarlar (absent in a PUT: unchanged)', async () => {
    const url = `/salon-owner/salons/${a.f.salonId}/settings`;
    const current = (await call('GET', url, a.tokens.owner)).json().data as Record<string, unknown>;
    const { salon_id: _s, salon_name: _n, updated_at: _u, allow_staff_durations: _a, ...body } = current;
    const on = await call('PUT', url, a.tokens.owner, { ...body, allow_staff_durations: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.allow_staff_durations).toBe(true);
    const kept = await call('PUT', url, a.tokens.owner, body);
    expect(kept.json().data.allow_staff_durations).toBe(true);
    const bad = await call('PUT', url, a.tokens.owner, { ...body, allow_staff_durations: 'evet' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.allow_staff_durations).toBeDefined();
  });
});

describe('work photos and moderation (/personel/galeri, admin staff-gallery)', () => {
  let pendingId = 0;

  it('uploads a photo with caption and service; it waits for review', async () => {
    const res = await upload('/staff/gallery', a.tokens.staff, {
      caption: 'Balyaj çalışmam',
      service_id: String(a.f.serviceId),
    });
    expect(res.statusCode).toBe(201);
    const body = staffGalleryPhotoResponseSchema.parse(res.json());
    expect(body.message).toBe(STAFF_GALLERY_MESSAGES.uploaded);
    expect(body.data).toMatchObject({
      status: 'pending',
      caption: 'Balyaj çalışmam',
      rejection_reason: null,
    });
    expect(body.data.service?.id).toBe(a.f.serviceId);
    expect(body.data.image.variants.length).toBeGreaterThan(0);
    pendingId = body.data.id;
  });

  it.each([
    [{ service_id: 'x' }, 'service_id', STAFF_GALLERY_MESSAGES.serviceInvalid],
    [{ caption: 'a'.repeat(201) }, 'caption', STAFF_GALLERY_MESSAGES.captionTooLong],
  ])('bad fields %j → 422 on %s', async (fields, field, message) => {
    const res = await upload('/staff/gallery', a.tokens.staff, fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('a service not assigned to them → 422; not an image → 422; no file → 4xx', async () => {
    const foreign = await upload('/staff/gallery', a.tokens.staff, {
      service_id: String(a.f.foreignServiceId),
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.service_id).toEqual([STAFF_GALLERY_MESSAGES.serviceNotAssigned]);
    const text = await upload('/staff/gallery', a.tokens.staff, {}, Buffer.from('merhaba dünya'));
    expect(text.statusCode).toBe(422);
    const none = await upload('/staff/gallery', a.tokens.staff, {}, null);
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
  });

  it('other user types → 403 on the staff gallery and the moderation queue', async () => {
    for (const who of ['customer', 'owner', 'admin'] as const) {
      expect((await call('GET', '/staff/gallery', a.tokens[who])).statusCode, who).toBe(403);
      expect((await upload('/staff/gallery', a.tokens[who])).statusCode, who).toBe(403);
    }
    for (const who of ['customer', 'owner', 'staff'] as const) {
      expect((await call('GET', '/admin/staff-gallery', a.tokens[who])).statusCode, who).toBe(403);
      expect(
        (await call('POST', `/admin/staff-gallery/${pendingId}/approve`, a.tokens[who])).statusCode,
        who,
      ).toBe(403);
    }
  });

  it('another staff member’s photo → 404 (list, edit, delete)', async () => {
    const list = staffGalleryResponseSchema.parse(
      (await call('GET', '/staff/gallery', a.tokens.colleague)).json(),
    );
    expect(list.data.map((p) => p.id)).not.toContain(pendingId);
    const edit = await call('PUT', `/staff/gallery/${pendingId}`, a.tokens.colleague, { caption: 'benim' });
    expect(edit.statusCode).toBe(404);
    const del = await call('DELETE', `/staff/gallery/${pendingId}`, a.tokens.colleague);
    expect(del.statusCode).toBe(404);
    expect((await call('DELETE', '/staff/gallery/abc', a.tokens.staff)).statusCode).toBe(404);
  });

  it('a waiting photo never shows publicly', async () => {
    const pub = publicStaffWorkResponseSchema.parse(
      (await call('GET', `/specialists/${staffId(me)}/work-photos`)).json(),
    );
    expect(pub.data.map((p) => p.id)).not.toContain(pendingId);
  });

  it('the admin rejects with a reason (422 without); the staff member reads it; it stays private', async () => {
    const queue = adminStaffGalleryResponseSchema.parse(
      (await call('GET', '/admin/staff-gallery', a.tokens.admin)).json(),
    );
    expect(queue.data.items.map((i) => i.id)).toContain(pendingId);
    expect(queue.data.pending_count).toBeGreaterThanOrEqual(1);

    const empty = await call('POST', `/admin/staff-gallery/${pendingId}/reject`, a.tokens.admin, {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual([STAFF_GALLERY_MESSAGES.reasonRequired]);
    const reason = 'Fotoğraf bulanık, lütfen daha net bir fotoğraf yükleyin.';
    const rejected = await call('POST', `/admin/staff-gallery/${pendingId}/reject`, a.tokens.admin, {
      reason,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: reason });

    const mine = staffGalleryResponseSchema.parse(
      (await call('GET', '/staff/gallery', a.tokens.staff)).json(),
    );
    expect(mine.data.find((p) => p.id === pendingId)).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
    });
    const pub = publicStaffWorkResponseSchema.parse(
      (await call('GET', `/salons/${a.f.salonId}/staff-work-photos`)).json(),
    );
    expect(pub.data.map((p) => p.id)).not.toContain(pendingId);

    const again = await call('POST', `/admin/staff-gallery/${pendingId}/approve`, a.tokens.admin);
    expect(again.statusCode).toBe(409);
    const [audit] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit_log where action = 'staff_gallery.reject' and entity_id = ${pendingId}`,
    );
    expect(Number(audit!.n)).toBe(1);
  });

  it('an edited photo waits again; once approved it shows on /uzman/{id} and the salon page', async () => {
    const edit = await call('PUT', `/staff/gallery/${pendingId}`, a.tokens.staff, {
      caption: 'Net fotoğraf',
      service_id: null,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ status: 'pending', rejection_reason: null, service: null });
    const approved = await call('POST', `/admin/staff-gallery/${pendingId}/approve`, a.tokens.admin);
    expect(approved.statusCode).toBe(200);
    expect((await call('POST', '/admin/staff-gallery/999999/approve', a.tokens.admin)).statusCode).toBe(404);

    const specialist = publicStaffWorkResponseSchema.parse(
      (await call('GET', `/specialists/${staffId(me)}/work-photos`)).json(),
    );
    expect(specialist.data.find((p) => p.id === pendingId)).toMatchObject({
      caption: 'Net fotoğraf',
      staff: { salon_staff_id: staffId(me) },
    });
    const salon = publicStaffWorkResponseSchema.parse(
      (await call('GET', `/salons/${a.f.salonId}/staff-work-photos`)).json(),
    );
    expect(salon.data.map((p) => p.id)).toContain(pendingId);
    const [audit] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit_log where action = 'staff_gallery.approve' and entity_id = ${pendingId}`,
    );
    expect(Number(audit!.n)).toBe(1);
  });

  it('the staff member deletes their photo; it leaves the public pages', async () => {
    expect((await call('DELETE', `/staff/gallery/${pendingId}`, a.tokens.staff)).statusCode).toBe(200);
    const pub = publicStaffWorkResponseSchema.parse(
      (await call('GET', `/specialists/${staffId(me)}/work-photos`)).json(),
    );
    expect(pub.data.map((p) => p.id)).not.toContain(pendingId);
    expect((await call('DELETE', `/staff/gallery/${pendingId}`, a.tokens.staff)).statusCode).toBe(404);
  });
});

describe('public specialist profile (/personel/profil → /uzman/{id})', () => {
  const valid = {
    title: 'Renk Uzmanı',
    bio: 'On iki yıldır saç boyama ve balyaj yapıyorum.',
    languages: ['Türkçe', ' İngilizce '],
    specialties: ['Balyaj', 'Ombre'],
    experience_years: 12,
  };

  it('403 for other user types; 401 without a session', async () => {
    expect((await call('GET', '/staff/public-profile')).statusCode).toBe(401);
    for (const who of ['customer', 'owner', 'admin'] as const) {
      expect((await call('PUT', '/staff/public-profile', a.tokens[who], valid)).statusCode, who).toBe(403);
      expect((await upload('/staff/public-profile/photo', a.tokens[who])).statusCode, who).toBe(403);
    }
  });

  it('answers bad input with 422 per field, in Turkish', async () => {
    const res = await call('PUT', '/staff/public-profile', a.tokens.staff, {
      title: ' ',
      bio: 'x'.repeat(1001),
      languages: ['İngilizce', 'ingilizce'],
      specialties: Array.from({ length: 13 }, (_, i) => `Alan ${i}`),
      experience_years: 75,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.title).toEqual([STAFF_PROFILE_MESSAGES.titleRequired]);
    expect(errors.bio).toEqual([STAFF_PROFILE_MESSAGES.bioTooLong]);
    expect(errors.languages).toEqual([STAFF_PROFILE_MESSAGES.duplicate]);
    expect(errors.specialties).toEqual([STAFF_PROFILE_MESSAGES.tooManySpecialties]);
    expect(errors.experience_years).toEqual([STAFF_PROFILE_MESSAGES.experienceRange]);
  });

  it('saves the profile; /specialists/{id} shows it (the SSR page: structured-data.test.ts)', async () => {
    const res = await call('PUT', '/staff/public-profile', a.tokens.staff, valid);
    expect(res.statusCode).toBe(200);
    const data = staffPublicProfileResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({ ...valid, languages: ['Türkçe', 'İngilizce'], salon_staff_id: staffId(me) });

    const pub = await call('GET', `/specialists/${staffId(me)}`);
    expect(pub.json().data).toMatchObject({
      title: 'Renk Uzmanı',
      languages: ['Türkçe', 'İngilizce'],
      experience_years: 12,
      specialties: ['Balyaj', 'Ombre'],
    });
  });

  it('uploads and removes the own photo through the staff-photo pipeline', async () => {
    const up = await upload('/staff/public-profile/photo', a.tokens.staff);
    expect(up.statusCode).toBe(201);
    const profile = staffPublicProfileResponseSchema.parse(
      (await call('GET', '/staff/public-profile', a.tokens.staff)).json(),
    );
    expect(profile.data.photo?.id).toBe(up.json().data.id);
    expect((await call('DELETE', '/staff/public-profile/photo', a.tokens.staff)).statusCode).toBe(200);
    const after = staffPublicProfileResponseSchema.parse(
      (await call('GET', '/staff/public-profile', a.tokens.staff)).json(),
    );
    expect(after.data.photo).toBeNull();
  });
});
