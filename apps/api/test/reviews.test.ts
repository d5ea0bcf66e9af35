import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/** Reviews (issue 19 item 1): customer, owner, staff and admin endpoints, on PGlite and PostgreSQL. */

let t: TestApp;
const tokens: Record<'customer' | 'salon_owner' | 'staff' | 'admin', string> = {
  customer: '',
  salon_owner: '',
  staff: '',
  admin: '',
};
let customerId: number;
/** A completed visit of the demo customer at the demo owner's salon with the demo staff member. */
let visit: { id: number; salon_id: number; salon_staff_id: number };
/** Another completed visit of the demo customer (for the second review). */
let secondVisit: { id: number; salon_id: number; salon_staff_id: number };
let upcoming: number;
let foreignVisit: number;
let foreignReviewId: number;
let ownerSalonIds: number[];

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api/v1${url}`, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, body?: unknown) =>
  t.request({ method, url: `/api/v1${url}`, token, body });

async function figures(salonId: number, staffId: number) {
  const [salon] = await rowsOf<{ rating_average: string; review_count: number }>(
    t,
    sql`select rating_average::text, review_count from salons where id = ${salonId}`,
  );
  const [staff] = await rowsOf<{ rating_average: string; review_count: number }>(
    t,
    sql`select rating_average::text, review_count from salon_staff where id = ${staffId}`,
  );
  const [expected] = await rowsOf<{ avg: string; n: number }>(
    t,
    sql`select coalesce(round(avg(rating)::numeric, 2), 0)::text as avg, count(*)::int as n from reviews
      where salon_id = ${salonId} and status <> 'hidden' and deleted_at is null`,
  );
  return { salon: salon!, staff: staff!, expected: expected! };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'salon_owner', 'staff', 'admin'] as const)
    tokens[role] = await t.loginAs(role);
  const [me] = await rowsOf<{ id: number }>(
    t,
    sql`select id from users where email = 'musteri@salonya.test'`,
  );
  customerId = Number(me!.id);
  const [owner] = await rowsOf<{ id: number }>(
    t,
    sql`select id from users where email = 'salon@salonya.test'`,
  );
  ownerSalonIds = (
    await rowsOf<{ id: number }>(t, sql`select id from salons where owner_user_id = ${owner!.id}`)
  ).map((r) => Number(r.id));
  const visits = await rowsOf<{ id: number; salon_id: number; salon_staff_id: number }>(
    t,
    sql`select a.id, a.salon_id, a.salon_staff_id from appointments a
      join salon_staff st on st.id = a.salon_staff_id join users u on u.id = st.user_id
      where a.customer_user_id = ${customerId} and a.status = 'completed'
        and u.email = 'personel@salonya.test' order by a.starts_at desc limit 2`,
  );
  if (visits.length < 2) throw new Error('the seed needs two completed visits of the demo customer');
  // Recent visits, so the 60-day window is open whatever the seed's dates.
  await t.database.db.execute(sql`update appointments set completed_at = now() - interval '1 day'
    where id in (${visits[0]!.id}, ${visits[1]!.id})`);
  [visit, secondVisit] = visits.map((v) => ({
    id: Number(v.id),
    salon_id: Number(v.salon_id),
    salon_staff_id: Number(v.salon_staff_id),
  })) as [typeof visit, typeof visit];
  const [next] = await rowsOf<{ id: number }>(
    t,
    sql`select id from appointments where customer_user_id = ${customerId} and status in ('confirmed', 'pending')
      order by id limit 1`,
  );
  upcoming = Number(next!.id);
  const [other] = await rowsOf<{ id: number }>(
    t,
    sql`select id from appointments where customer_user_id <> ${customerId} and status = 'completed'
      order by id limit 1`,
  );
  foreignVisit = Number(other!.id);
  const [foreignReview] = await rowsOf<{ id: number }>(
    t,
    sql`select r.id from reviews r join salons s on s.id = r.salon_id
      where s.owner_user_id <> ${owner!.id} and r.deleted_at is null order by r.id limit 1`,
  );
  foreignReviewId = Number(foreignReview!.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('customer reviews', () => {
  it('lists the completed visit as waiting for a review', async () => {
    const res = await get('/customer/reviews', tokens.customer);
    expect(res.statusCode).toBe(200);
    const { pending } = res.json().data as { pending: { appointment_id: number }[] };
    expect(pending.map((p) => p.appointment_id)).toContain(visit.id);
    expect(pending.map((p) => p.appointment_id)).not.toContain(upcoming);
  });

  it("refuses someone else's appointment (404) and an uncompleted one (409), in Turkish", async () => {
    const foreign = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: foreignVisit,
      rating: 5,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Randevu bulunamadı.');
    const early = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: upcoming,
      rating: 5,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Yalnızca tamamlanmış randevularınız için yorum yazabilirsiniz.');
  });

  it('refuses bad input with per-field Turkish messages (422)', async () => {
    for (const body of [
      { appointment_id: visit.id, rating: 6 },
      { appointment_id: visit.id, rating: 0 },
      { appointment_id: visit.id },
      { appointment_id: 'x', rating: 3 },
      { appointment_id: visit.id, rating: 3, comment: 'a'.repeat(2001) },
    ]) {
      const res = await send('POST', '/customer/reviews', tokens.customer, body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    const missing = await send('POST', '/customer/reviews', tokens.customer, { appointment_id: visit.id });
    expect(missing.json().errors.rating).toEqual(['Lütfen 1 ile 5 arasında bir puan verin.']);
  });

  it('writes one review, updates salon and staff ratings at once, mails the owner; a second → 409', async () => {
    const before = await figures(visit.salon_id, visit.salon_staff_id);
    // Per-aspect ratings (issue 19 item 1): only the aspects the visit offers, each 1–5.
    const [place] = await rowsOf<{ home: boolean }>(
      t,
      sql`select address is not null as home from appointments where id = ${visit.id}`,
    );
    const [own, other] = place!.home ? ['dakiklik', 'ortam'] : ['ortam', 'dakiklik'];
    const notOffered = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: visit.id,
      rating: 1,
      aspect_ratings: { hizmet: 2, [other!]: 3 },
    });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().errors[`aspect_ratings.${other!}`]).toEqual([
      expect.stringContaining('bu randevu için puanlanamaz.'),
    ]);
    const outOfRange = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: visit.id,
      rating: 1,
      aspect_ratings: { hizmet: 6 },
    });
    expect(outOfRange.statusCode).toBe(422);
    expect(JSON.stringify(outOfRange.json().errors)).toContain(
      'Her başlık için 1 ile 5 arasında bir puan verin.',
    );
    const unknownAspect = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: visit.id,
      rating: 1,
      aspect_ratings: { koku: 3 },
    });
    expect(unknownAspect.statusCode).toBe(422);

    const res = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: visit.id,
      rating: 1,
      aspect_ratings: { hizmet: 2, [own!]: 1 },
      comment: '  Randevum çok gecikti.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Yorumunuz yayımlandı. Teşekkür ederiz!');
    const review = res.json().data;
    expect(review).toMatchObject({
      appointment_id: visit.id,
      rating: 1,
      comment: 'Randevum çok gecikti.',
      status: 'published',
      can_edit: true,
      reply: null,
      aspect_ratings: { hizmet: 2, [own!]: 1 },
    });
    expect(review.aspects).toEqual(['hizmet', 'personel', 'temizlik', 'fiyat', own]);
    // The salon reads the aspects with the review.
    const salonSide = (
      await get(`/salon-owner/salons/${visit.salon_id}/reviews?per_page=50`, tokens.salon_owner)
    ).json().data;
    expect(JSON.stringify(salonSide)).toContain('"aspect_ratings":{');
    const after = await figures(visit.salon_id, visit.salon_staff_id);
    expect(after.salon.review_count).toBe(before.salon.review_count + 1);
    expect(after.salon.rating_average).toBe(after.expected.avg);
    expect(after.staff.review_count).toBe(before.staff.review_count + 1);

    const again = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: visit.id,
      rating: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Bu randevu için zaten bir yorum yazdınız');

    const mails = await t.mailsTo('salon@salonya.test');
    expect(mails.some((m) => m.template === 'review_received')).toBe(true);
    // The owner's bell has it too (in-app, ADR 0044).
    const bell = (await get('/notifications', tokens.salon_owner)).json().data.items;
    expect(bell.some((n: { type: string }) => n.type === 'review_received')).toBe(true);

    const list = (await get('/customer/reviews', tokens.customer)).json().data;
    expect(list.reviews[0].id).toBe(review.id);
    expect(list.pending.map((p: { appointment_id: number }) => p.appointment_id)).not.toContain(visit.id);

    // The public salon page shows it at once.
    const pub = await get(`/salons/${visit.salon_id}/reviews?per_page=50`);
    expect(pub.json().data.map((r: { id: number }) => r.id)).toContain(review.id);
  });

  it('edits within 7 days, not after; another customer’s review → 404', async () => {
    const mine = (await get('/customer/reviews', tokens.customer)).json().data.reviews[0];
    const ok = await send('PUT', `/customer/reviews/${mine.id}`, tokens.customer, {
      rating: 2,
      aspect_ratings: { temizlik: 4 },
      comment: 'Biraz geç.',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      rating: 2,
      comment: 'Biraz geç.',
      aspect_ratings: { temizlik: 4 },
    });
    const foreign = await send('PUT', `/customer/reviews/${foreignReviewId}`, tokens.customer, { rating: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Yorum bulunamadı.');

    t.clock.now = Date.now() + 8 * 86_400_000;
    try {
      const late = await send('PUT', `/customer/reviews/${mine.id}`, tokens.customer, { rating: 5 });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Yorumlar yazıldıktan sonraki 7 gün içinde düzenlenebilir.');
    } finally {
      t.clock.now = Date.now();
    }
  });

  it('only customers use the customer endpoints', async () => {
    expect((await get('/customer/reviews')).statusCode).toBe(401);
    expect((await get('/customer/reviews', tokens.salon_owner)).statusCode).toBe(403);
    const bad = await send('PUT', '/customer/reviews/abc', tokens.customer, { rating: 3 });
    expect(bad.statusCode).toBe(422);
  });
});

describe('owner reviews', () => {
  let reviewId: number;
  beforeAll(async () => {
    reviewId = (await get('/customer/reviews', tokens.customer)).json().data.reviews[0].id;
  });

  it('lists the salon’s reviews with filters and a summary; another owner’s salon → 404', async () => {
    const res = await get(`/salon-owner/salons/${visit.salon_id}/reviews?answered=no`, tokens.salon_owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { id: number }) => r.id)).toContain(reviewId);
    expect(body.data.every((r: { reply: string | null }) => r.reply === null)).toBe(true);
    expect(body.meta.summary.distribution).toHaveLength(5);
    const mine = body.data.find((r: { id: number }) => r.id === reviewId);
    expect(mine.author_name).toMatch(/^\S+( \S+)* [A-ZÇĞİÖŞÜ]\.$/);
    const rated = await get(`/salon-owner/salons/${visit.salon_id}/reviews?rating=5`, tokens.salon_owner);
    expect(rated.json().data.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const [other] = await rowsOf<{ id: number }>(
      t,
      sql`select id from salons where id not in (${sql.join(
        ownerSalonIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id limit 1`,
    );
    expect((await get(`/salon-owner/salons/${other!.id}/reviews`, tokens.salon_owner)).statusCode).toBe(404);
    expect(
      (await get(`/salon-owner/salons/${visit.salon_id}/reviews?rating=9`, tokens.salon_owner)).statusCode,
    ).toBe(422);
  });

  it('replies once (then edits); the customer is mailed once and sees the reply', async () => {
    const url = `/salon-owner/salons/${visit.salon_id}/reviews/${reviewId}/reply`;
    const first = await send('PUT', url, tokens.salon_owner, { reply: 'Özür dileriz, telafi edelim.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Yanıtınız yayımlandı.');
    const edit = await send('PUT', url, tokens.salon_owner, { reply: 'Özür dileriz; sizi tekrar bekleriz.' });
    expect(edit.json().message).toBe('Yanıtınız güncellendi.');
    expect(edit.json().data.reply).toBe('Özür dileriz; sizi tekrar bekleriz.');
    const mails = await t.mailsTo('musteri@salonya.test');
    expect(mails.filter((m) => m.template === 'review_answered')).toHaveLength(1);
    const bell = (await get('/notifications', tokens.customer)).json().data.items;
    expect(bell.filter((n: { type: string }) => n.type === 'review_answered')).toHaveLength(1);
    const mine = (await get('/customer/reviews', tokens.customer)).json().data.reviews[0];
    expect(mine.reply).toBe('Özür dileriz; sizi tekrar bekleriz.');
    const pub = (await get(`/salons/${visit.salon_id}/reviews?per_page=50`)).json().data;
    expect(pub.find((r: { id: number }) => r.id === reviewId).reply).toBe(
      'Özür dileriz; sizi tekrar bekleriz.',
    );
    expect((await send('PUT', url, tokens.salon_owner, { reply: '' })).statusCode).toBe(422);
  });

  it("cannot reply to or report another salon's review (404)", async () => {
    const reply = await send(
      'PUT',
      `/salon-owner/salons/${visit.salon_id}/reviews/${foreignReviewId}/reply`,
      tokens.salon_owner,
      { reply: 'Bu bizim yorumumuz değil.' },
    );
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Yorum bulunamadı.');
    const report = await send(
      'POST',
      `/salon-owner/salons/${visit.salon_id}/reviews/${foreignReviewId}/report`,
      tokens.salon_owner,
      { reason: 'Bu yorum gerçek bir randevuya dayanmıyor.' },
    );
    expect(report.statusCode).toBe(404);
  });

  it('reports a review once; it stays public until an admin decides; admins are notified', async () => {
    const url = `/salon-owner/salons/${visit.salon_id}/reviews/${reviewId}/report`;
    expect((await send('POST', url, tokens.salon_owner, { reason: 'kısa' })).statusCode).toBe(422);
    const res = await send('POST', url, tokens.salon_owner, { reason: 'Hakaret içeren bir ifade var.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'reported',
      report_reason: 'Hakaret içeren bir ifade var.',
    });
    const again = await send('POST', url, tokens.salon_owner, { reason: 'Hakaret içeren bir ifade var.' });
    expect(again.statusCode).toBe(409);
    const pub = (await get(`/salons/${visit.salon_id}/reviews?per_page=50`)).json().data;
    expect(pub.map((r: { id: number }) => r.id)).toContain(reviewId);
    const [n] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_notifications where type = 'review_reported' and entity_id = ${reviewId}`,
    );
    expect(n!.n).toBe(1);
  });
});

describe('staff reviews', () => {
  it('shows only reviews of the staff member’s own work', async () => {
    const res = await get('/staff/reviews?per_page=50', tokens.staff);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number }[];
    expect(data.length).toBeGreaterThan(0);
    const ids = data.map((r) => r.id);
    const [mine] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from reviews r join salon_staff st on st.id = r.salon_staff_id
        join users u on u.id = st.user_id where u.email = 'personel@salonya.test' and r.deleted_at is null
          and r.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    expect(mine!.n).toBe(ids.length);
    expect((await get('/staff/reviews', tokens.customer)).statusCode).toBe(403);
  });
});

describe('admin moderation', () => {
  let reviewId: number;
  beforeAll(async () => {
    reviewId = (await get('/customer/reviews', tokens.customer)).json().data.reviews[0].id;
  });

  it('lists the reported queue; hides with a reason the author reads; audits; ratings follow', async () => {
    const queue = await get('/admin/reviews', tokens.admin);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((r: { id: number }) => r.id)).toContain(reviewId);
    expect(queue.json().meta.status_counts.reported).toBeGreaterThan(0);
    expect(
      (await send('POST', `/admin/reviews/${reviewId}/hide`, tokens.admin, { reason: 'x' })).statusCode,
    ).toBe(422);
    const hide = await send('POST', `/admin/reviews/${reviewId}/hide`, tokens.admin, {
      reason: 'Hakaret içerdiği için yayından kaldırıldı.',
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data.status).toBe('hidden');
    const after = await figures(visit.salon_id, visit.salon_staff_id);
    expect(after.salon.review_count).toBe(after.expected.n);
    expect(after.salon.rating_average).toBe(after.expected.avg);
    const pub = (await get(`/salons/${visit.salon_id}/reviews?per_page=50`)).json().data;
    expect(pub.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    const mine = (await get('/customer/reviews', tokens.customer)).json().data.reviews[0];
    expect(mine).toMatchObject({
      status: 'hidden',
      moderation_reason: 'Hakaret içerdiği için yayından kaldırıldı.',
      can_edit: false,
    });
    const [audit] = await rowsOf<{ action: string; entity_id: number }>(
      t,
      sql`select action, entity_id from admin_audit_log where entity_type = 'review' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'review.hide', entity_id: reviewId });
    expect((await t.mailsTo('musteri@salonya.test')).some((m) => m.template === 'review_hidden')).toBe(true);
  });

  it('restores a hidden review; a published one cannot be restored (409); others are refused', async () => {
    const restore = await send('POST', `/admin/reviews/${reviewId}/restore`, tokens.admin, {
      reason: 'İtiraz üzerine yeniden incelendi.',
    });
    expect(restore.statusCode).toBe(200);
    expect(restore.json().data.status).toBe('published');
    const again = await send('POST', `/admin/reviews/${reviewId}/restore`, tokens.admin, {
      reason: 'İtiraz üzerine yeniden incelendi.',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await send('POST', '/admin/reviews/999999999/hide', tokens.admin, {
          reason: 'Bulunamayan bir yorum.',
        })
      ).statusCode,
    ).toBe(404);
    expect((await get('/admin/reviews', tokens.salon_owner)).statusCode).toBe(403);
    expect((await get('/admin/reviews?status=nope', tokens.admin)).statusCode).toBe(422);
  });

  it("shows a deleted author as 'Silinmiş kullanıcı'", async () => {
    await t.database.db.execute(sql`update reviews set customer_user_id = null where id = ${reviewId}`);
    const pub = (await get(`/salons/${visit.salon_id}/reviews?per_page=50`)).json().data;
    expect(pub.find((r: { id: number }) => r.id === reviewId).author_name).toBe('Silinmiş kullanıcı');
    const all = (await get('/admin/reviews?status=all&per_page=50', tokens.admin)).json().data;
    expect(all.find((r: { id: number }) => r.id === reviewId).author_name).toBe('Silinmiş kullanıcı');
  });
});

describe('deleting a review', () => {
  it('deletes the own review, frees the visit for a new one, ratings follow', async () => {
    const created = await send('POST', '/customer/reviews', tokens.customer, {
      appointment_id: secondVisit.id,
      rating: 5,
      comment: 'Harika.',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await send('DELETE', `/customer/reviews/${foreignReviewId}`, tokens.customer)).statusCode).toBe(
      404,
    );
    const del = await send('DELETE', `/customer/reviews/${id}`, tokens.customer);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Yorumunuz silindi.');
    const after = await figures(secondVisit.salon_id, secondVisit.salon_staff_id);
    expect(after.salon.review_count).toBe(after.expected.n);
    const list = (await get('/customer/reviews', tokens.customer)).json().data;
    expect(list.pending.map((p: { appointment_id: number }) => p.appointment_id)).toContain(secondVisit.id);
  });
});

describe('review reminders', () => {
  it('mails once, 2 hours after completion, only for visits without a review', async () => {
    const [target, early] = await rowsOf<{ id: number }>(
      t,
      sql`select a.id from appointments a where a.customer_user_id = ${customerId} and a.status = 'completed'
        and a.id not in (${visit.id}, ${secondVisit.id}) order by a.id limit 2`,
    );
    t.clock.now = Date.now();
    await t.database.db.execute(sql`update appointments set completed_at = now() - interval '3 hours'
      where id = ${target!.id}`);
    await t.database.db.execute(sql`update appointments set completed_at = now() - interval '1 hour'
      where id = ${early!.id}`);
    const before = (await t.mailsTo('musteri@salonya.test')).filter(
      (m) => m.template === 'review_reminder',
    ).length;
    expect(await t.reviewReminders.runDue()).toBeGreaterThan(0);
    expect(await t.reviewReminders.runDue()).toBe(0);
    const sent = await rowsOf<{ id: number; sent: boolean }>(
      t,
      sql`select id, review_reminder_sent_at is not null as sent from appointments
        where id in (${target!.id}, ${early!.id}, ${visit.id})`,
    );
    expect(Object.fromEntries(sent.map((r) => [Number(r.id), r.sent]))).toEqual({
      [target!.id]: true,
      [early!.id]: false,
      [visit.id]: false,
    });
    const mails = (await t.mailsTo('musteri@salonya.test')).filter((m) => m.template === 'review_reminder');
    expect(mails.length).toBeGreaterThan(before);
    expect(mails.at(-1)!.text).toContain('/musteri/yorumlar');
  });
});
