import { WALK_IN_MESSAGES } from '@salonya/contracts/booking-confirmations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter';
import type { PendingMail } from '../src/modules/mail/mail.repository';
import { newKey, prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import { createTestApp, demoEmails, type TestApp } from './test-app';

let t: TestApp;
let f: BookingFixture;
let customer: string;
let owner: string;
let staff: string;
let admin: string;
let salonEmail: string;
let salonPoint: { latitude: number; longitude: number };
let foreignSalonId: number;
const CUSTOMER_EMAIL = demoEmails.customer;
const CUSTOMER_PHONE = '+905559990011';

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  [customer, owner, staff, admin] = await Promise.all([
    t.loginAs('customer'),
    t.loginAs('salon_owner'),
    t.loginAs('staff'),
    t.loginAs('admin'),
  ]);
  const [salon] = await rowsOf<{ email: string; latitude: number; longitude: number }>(
    t,
    sql`select coalesce(s.email, u.email) as email, s.latitude, s.longitude from salons s
      join users u on u.id = s.owner_user_id where s.id = ${f.salonId}`,
  );
  salonEmail = salon!.email;
  salonPoint = { latitude: Number(salon!.latitude), longitude: Number(salon!.longitude) };
  const [foreign] = await rowsOf<{ salon_id: number }>(
    t,
    sql`select salon_id from services where id = ${f.foreignServiceId}`,
  );
  foreignSalonId = Number(foreign!.salon_id);
  await t.database.db.execute(
    sql`update users set phone = ${CUSTOMER_PHONE} where email = ${CUSTOMER_EMAIL}`,
  );
  await t.mailsTo(CUSTOMER_EMAIL);
  t.sent.length = 0;
});
afterAll(async () => {
  await t.close();
});

interface AppointmentBody {
  id: number;
  status: string;
  source: string;
  starts_at: string;
  ends_at: string;
  customer: { name: string; email: string | null; phone: string | null } | null;
  allowed_actions: string[];
  total_price_kurus: number;
  address: { address: string; distance_km: number | null } | null;
  pet: { name: string; species_label: string; size_label: string } | null;
}

const slotBody = (date: string, time: string, over: Record<string, unknown> = {}) => ({
  salon_id: f.salonId,
  salon_staff_id: f.staff[0]!.id,
  service_ids: [f.serviceId],
  date,
  time,
  ...over,
});

const book = (body: Record<string, unknown>, token = customer) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token,
    body,
    headers: { 'idempotency-key': newKey() },
  });

async function bookOk(date: string, time: string, over: Record<string, unknown> = {}) {
  const res = await book(slotBody(date, time, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as AppointmentBody;
}

const walkIn = (body: Record<string, unknown>, token = owner) =>
  t.request({ method: 'POST', url: '/api/v1/salon-owner/appointments', token, body });

/** Mails delivered since the last call (the outbox is drained first). */
async function newMails(): Promise<PendingMail[]> {
  await t.mail.drain();
  const mails = [...t.sent];
  t.sent.length = 0;
  return mails;
}

/** The a/{token} token in an approval mail. */
function tokenIn(mail: PendingMail): string {
  const match = /\/a\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

function signatureOf(mail: PendingMail, id: number): string {
  const match = new RegExp(`/randevu/${id}/onay\\?signature=([a-f0-9]{64})`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

describe('booking mails and the signed confirmation page', () => {
  it('mails the customer a confirmation with an RFC 5545 .ics and the salon a new-appointment mail', async () => {
    const a = await bookOk(f.tuesday, '10:00');
    const mails = await newMails();
    const toCustomer = mails.filter((m) => m.to === CUSTOMER_EMAIL);
    expect(toCustomer.map((m) => m.template)).toEqual(['appointment_confirmation']);
    const ics = toCustomer[0]!.attachments[0]!;
    expect(ics.filename).toBe('randevu.ics');
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const lines = unfold(ics.content);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain(`UID:appointment-${a.id}@salonya`);
    expect(lines).toContain(`DTSTART:${icsUtc(a.starts_at)}`);
    expect(lines).toContain(`DTEND:${icsUtc(a.ends_at)}`);
    expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('SUMMARY:') && l.length > 10)).toBe(true);
    expect(lines.some((l) => l.startsWith('LOCATION:'))).toBe(true);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(ics.content.includes('\r\n')).toBe(true);
    const toSalon = mails.filter((m) => m.to === salonEmail);
    expect(toSalon.map((m) => m.template)).toEqual(['salon_new_appointment']);
    expect(toSalon[0]!.text).toContain('Salonya üzerinden yeni bir randevu alındı.');
  });

  it('the signed link shows the appointment without login; a wrong or missing signature is 404', async () => {
    const a = await bookOk(f.tuesday, '11:00');
    const mail = (await newMails()).find((m) => m.to === CUSTOMER_EMAIL)!;
    const signature = signatureOf(mail, a.id);
    const ok = await t.request({
      method: 'GET',
      url: `/api/v1/appointments/${a.id}/confirmation?signature=${signature}`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ id: a.id, customer: null, allowed_actions: [] });
    for (const url of [
      `/api/v1/appointments/${a.id}/confirmation?signature=${'0'.repeat(64)}`,
      `/api/v1/appointments/${a.id}/confirmation`,
      `/api/v1/appointments/${a.id}/confirmation?signature=zz`,
      `/api/v1/appointments/${a.id + 1}/confirmation?signature=${signature}`,
      `/api/v1/appointments/abc/confirmation?signature=${signature}`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Randevu bulunamadı.');
    }
    const ics = await t.request({
      method: 'GET',
      url: `/api/v1/appointments/${a.id}/confirmation/ics?signature=${signature}`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(unfold(ics.body)).toContain(`UID:appointment-${a.id}@salonya`);
  });

  it('mails on confirm, cancel and reschedule; the .ics keeps its UID and raises SEQUENCE', async () => {
    const a = await bookOk(f.tuesday, '12:00');
    await newMails();
    const moved = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/reschedule`,
      token: customer,
      body: { date: f.tuesday, time: '13:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    let mails = await newMails();
    const rescheduled = mails.find((m) => m.to === CUSTOMER_EMAIL)!;
    expect(rescheduled.template).toBe('appointment_rescheduled');
    const lines = unfold(rescheduled.attachments[0]!.content);
    expect(lines).toContain(`UID:appointment-${a.id}@salonya`);
    expect(lines).toContain('SEQUENCE:1');
    expect(mails.some((m) => m.to === salonEmail && m.template === 'appointment_rescheduled')).toBe(true);

    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${a.id}/cancel`,
      token: owner,
      body: { reason: 'Uzmanımız hastalandı' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    mails = await newMails();
    const cancelMail = mails.find((m) => m.to === CUSTOMER_EMAIL)!;
    expect(cancelMail.template).toBe('appointment_cancelled');
    expect(cancelMail.text).toContain('İptal nedeni: Uzmanımız hastalandı');
    const cancelIcs = unfold(cancelMail.attachments[0]!.content);
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(cancelIcs).toContain('SEQUENCE:2');
    // The salon cancelled it: no mail to the salon about its own move.
    expect(mails.some((m) => m.to === salonEmail)).toBe(false);

    // Manual confirmation: a request mail first, the confirmation with .ics when the owner confirms.
    await t.database.db
      .execute(sql`insert into salon_booking_settings (salon_id, requires_manual_confirmation)
      values (${f.salonId}, true)`);
    try {
      const pending = await bookOk(f.tuesday, '15:00');
      expect(pending.status).toBe('pending');
      mails = await newMails();
      const request = mails.find((m) => m.to === CUSTOMER_EMAIL)!;
      expect(request.template).toBe('appointment_request');
      expect(request.attachments).toEqual([]);
      const confirm = await t.request({
        method: 'POST',
        url: `/api/v1/salon-owner/appointments/${pending.id}/confirm`,
        token: owner,
      });
      expect(confirm.statusCode).toBe(200);
      mails = await newMails();
      const confirmation = mails.find((m) => m.to === CUSTOMER_EMAIL)!;
      expect(confirmation.template).toBe('appointment_confirmation');
      expect(unfold(confirmation.attachments[0]!.content)).toContain('STATUS:CONFIRMED');
      // The customer cancels: the salon is told.
      const byCustomer = await t.request({
        method: 'POST',
        url: `/api/v1/customer/appointments/${pending.id}/cancel`,
        token: customer,
        body: { reason: 'Planım değişti' },
      });
      expect(byCustomer.statusCode).toBe(200);
      mails = await newMails();
      expect(mails.map((m) => [m.to, m.template])).toEqual([[salonEmail, 'appointment_cancelled']]);
    } finally {
      await t.database.db.execute(sql`delete from salon_booking_settings where salon_id = ${f.salonId}`);
    }
  });
});

describe('GET /customer/appointments/confirmation (/randevular/onay)', () => {
  it("shows several of the customer's own appointments in the order asked, with the total", async () => {
    const a = await bookOk(addDay(f.tuesday, 1), '10:00');
    const b = await bookOk(addDay(f.tuesday, 1), '11:00');
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/confirmation?ids=${b.id},${a.id}`,
      token: customer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { appointments: AppointmentBody[]; total_price_kurus: number };
    expect(data.appointments.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(data.total_price_kurus).toBe(a.total_price_kurus + b.total_price_kurus);
    expect(data.appointments.every((x) => x.customer === null)).toBe(true);
  });

  it('leaves a cancelled appointment out of the total (issue #21 item 4)', async () => {
    const a = await bookOk(addDay(f.tuesday, 1), '14:00');
    const b = await bookOk(addDay(f.tuesday, 1), '15:00');
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${b.id}/cancel`,
      token: customer,
      body: { reason: 'İşim çıktı' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/confirmation?ids=${a.id},${b.id}`,
      token: customer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { appointments: AppointmentBody[]; total_price_kurus: number };
    expect(data.appointments.map((x) => x.status)).toEqual([a.status, 'cancelled']);
    expect(data.total_price_kurus).toBe(a.total_price_kurus);
  });

  it("someone else's appointment is 404; other roles 403; signed out 401; bad ids 422", async () => {
    const mine = await bookOk(addDay(f.tuesday, 1), '12:00');
    const guest = await walkIn({
      ...slotBody(addDay(f.tuesday, 1), '13:00'),
      customer: { type: 'guest', name: 'Ayşe Yılmaz', phone: '0532 111 22 33' },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const other = guest.json().data.id as number;
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/confirmation?ids=${mine.id},${other}`,
      token: customer,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Randevu bulunamadı.');
    for (const token of [owner, staff, admin]) {
      const r = await t.request({
        method: 'GET',
        url: `/api/v1/customer/appointments/confirmation?ids=${mine.id}`,
        token,
      });
      expect(r.statusCode).toBe(403);
    }
    const anon = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/confirmation?ids=${mine.id}`,
    });
    expect(anon.statusCode).toBe(401);
    for (const q of [
      '',
      '?ids=',
      '?ids=abc',
      `?ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const r = await t.request({
        method: 'GET',
        url: `/api/v1/customer/appointments/confirmation${q}`,
        token: customer,
      });
      expect(r.statusCode, q).toBe(422);
      expect(
        Object.keys(r.json().errors as object).some((k) => k.startsWith('ids')),
        r.body,
      ).toBe(true);
    }
  });
});

function addDay(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('walk-in and phone bookings by the salon', () => {
  const day = () => addDay(f.tuesday, 2);

  it('a customer named by e-mail or phone is held pending; the account gets the link and the booking on approval', async () => {
    await newMails();
    const byEmail = await walkIn({
      ...slotBody(day(), '10:00'),
      notes: 'Telefonla aradı',
      customer: { type: 'existing', email: CUSTOMER_EMAIL.toUpperCase() },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    expect(byEmail.json()).toMatchObject({
      success: true,
      message: WALK_IN_MESSAGES.createdAwaitingApproval,
      guest_link: null,
      data: {
        status: 'pending',
        source: 'guest_link',
        customer: { user_id: null, name: 'Misafir', email: CUSTOMER_EMAIL, phone: null },
      },
    });
    const id = byEmail.json().data.id as number;
    // The truthful mail goes to the account: the link, and what approving does.
    const mails = await newMails();
    expect(mails.map((m) => [m.to, m.template])).toEqual([[CUSTOMER_EMAIL, 'customer_approval']]);
    expect(mails[0]!.text).toContain('Salonya hesabınız için bir randevu oluşturdu');
    const token = tokenIn(mails[0]!);
    const mine = (appointmentId: number) =>
      t.request({ method: 'GET', url: `/api/v1/customer/appointments/${appointmentId}`, token: customer });
    expect((await mine(id)).statusCode).toBe(404);
    const approved = await t.request({
      method: 'POST',
      url: `/api/v1/guest-appointments/${token}/approve`,
      body: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const own = await mine(id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ status: 'confirmed', source: 'salon' });
    const after = await newMails();
    expect(after.find((m) => m.to === CUSTOMER_EMAIL)!.template).toBe('appointment_confirmation');
    // The link works once.
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/guest-appointments/${token}/decline`,
      body: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().conflict_type).toBe('guest_link_used');

    // By phone: the owner sees the phone typed; the link goes to the account's e-mail.
    const byPhone = await walkIn({
      ...slotBody(day(), '11:00'),
      customer: { type: 'existing', phone: '0555 999 00 11' },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(201);
    expect(byPhone.json().data.customer).toEqual({
      user_id: null,
      name: 'Misafir',
      email: null,
      phone: CUSTOMER_PHONE,
    });
    const phoneMails = await newMails();
    expect(phoneMails.map((m) => [m.to, m.template])).toEqual([[CUSTOMER_EMAIL, 'customer_approval']]);
  });

  it('ignores the minimum notice (the customer is at the counter) but keeps every other slot rule', async () => {
    f.setClock(day(), '09:50');
    try {
      const now = await walkIn({
        ...slotBody(day(), '12:00'),
        customer: { type: 'existing', email: CUSTOMER_EMAIL },
      });
      expect(now.statusCode, now.body).toBe(201);
      const soon = await walkIn({
        ...slotBody(day(), '10:00'),
        salon_staff_id: f.staff[1]!.id,
        customer: { type: 'existing', email: CUSTOMER_EMAIL },
      });
      expect(soon.statusCode, soon.body).toBe(201);
      const past = await walkIn({
        ...slotBody(day(), '09:30'),
        customer: { type: 'existing', email: CUSTOMER_EMAIL },
      });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors.time).toEqual(['Geçmiş bir saate randevu alınamaz.']);
    } finally {
      f.setClock(f.monday, '09:00');
    }
  });

  it('a taken slot is 409 slot_taken with the nearest free times', async () => {
    const res = await walkIn({
      ...slotBody(day(), '10:00'),
      customer: { type: 'guest', name: 'Mehmet Demir', phone: '05321112233' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflict_type).toBe('slot_taken');
    expect(res.json().nearest_slots.length).toBeGreaterThan(0);
  });

  it('refuses another salon (404), other roles (403) and bad input (422)', async () => {
    const foreign = await walkIn({
      ...slotBody(day(), '14:00'),
      salon_id: foreignSalonId,
      salon_staff_id: f.foreignStaffId,
      service_ids: [f.foreignServiceId],
      customer: { type: 'existing', email: CUSTOMER_EMAIL },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Salon bulunamadı');
    for (const token of [customer, staff, admin]) {
      const res = await walkIn(
        { ...slotBody(day(), '14:00'), customer: { type: 'existing', email: CUSTOMER_EMAIL } },
        token,
      );
      expect(res.statusCode).toBe(403);
    }
    const anon = await t.request({ method: 'POST', url: '/api/v1/salon-owner/appointments', body: {} });
    expect(anon.statusCode).toBe(401);
    const bad = await walkIn({
      ...slotBody(day(), '14:00'),
      customer: { type: 'guest', name: 'A', phone: '123' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['customer.name', 'customer.phone']);
    const neither = await walkIn({ ...slotBody(day(), '14:00'), customer: { type: 'existing' } });
    expect(neither.statusCode).toBe(422);
    const wrongType = await walkIn({ ...slotBody(day(), '14:00'), customer: { type: 'vip' } });
    expect(wrongType.statusCode).toBe(422);
  });
});

describe('walk-ins for a named customer do not reveal accounts (issue 15, ADR 0027)', () => {
  const day = () => addDay(f.tuesday, 4);
  const owned = (id: number) =>
    t.request({ method: 'GET', url: `/api/v1/salon-owner/appointments/${id}`, token: owner });
  const cancelByOwner = (id: number) =>
    t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${id}/cancel`,
      token: owner,
      body: { reason: 'Deneme' },
    });
  const renew = (id: number) =>
    t.request({ method: 'POST', url: `/api/v1/salon-owner/appointments/${id}/guest-link`, token: owner });
  /** The owner's view with what differs by nature (the row's id and creation time, what was typed) masked. */
  const masked = (raw: string, id: number, typed: string) =>
    raw
      .replaceAll(`"id":${id},`, '"id":0,')
      .replace(/"created_at":"[^"]+"/g, '"created_at":""')
      .replaceAll(JSON.stringify(typed), '"<typed>"');

  it.each([
    ['e-mail', { email: CUSTOMER_EMAIL }, { email: 'kimse@ornek.test' }],
    ['phone', { phone: '+905559990011' }, { phone: '+905550000000' }],
    [
      "the salon owner's own e-mail (not a customer account)",
      { email: CUSTOMER_EMAIL },
      { email: demoEmails.salon_owner },
    ],
  ])('by %s: registered and unregistered get byte-identical answers', async (_label, known, unknown) => {
    const answers: { create: string; view: string; renew: string; status: number[] }[] = [];
    for (const who of [known, unknown]) {
      const typed = Object.values(who)[0]!;
      const res = await walkIn({ ...slotBody(day(), '15:00'), customer: { type: 'existing', ...who } });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id as number;
      const view = await owned(id);
      const renewed = await renew(id);
      answers.push({
        create: masked(res.body, id, typed),
        view: masked(view.body, id, typed),
        renew: masked(renewed.body, id, typed),
        status: [res.statusCode, view.statusCode, renewed.statusCode],
      });
      expect((await cancelByOwner(id)).statusCode).toBe(200);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.create)).toMatchObject({
      message: WALK_IN_MESSAGES.createdAwaitingApproval,
      guest_link: null,
      data: { status: 'pending', customer: { user_id: null, name: 'Misafir' } },
    });
    expect(JSON.parse(answers[0]!.renew)).toMatchObject({
      message: WALK_IN_MESSAGES.linkRenewedAwaitingApproval,
      guest_link: null,
    });
    await newMails();
  });

  it('the mails tell the truth: the account, the typed address, or nobody for an unknown phone', async () => {
    await newMails();
    const cases = [
      [{ email: CUSTOMER_EMAIL }, [[CUSTOMER_EMAIL, 'customer_approval']]],
      [{ phone: CUSTOMER_PHONE }, [[CUSTOMER_EMAIL, 'customer_approval']]],
      [{ email: 'kimse@ornek.test' }, [['kimse@ornek.test', 'guest_approval']]],
      [{ phone: '+905550000000' }, []],
    ] as const;
    for (const [who, expected] of cases) {
      const res = await walkIn({ ...slotBody(day(), '16:00'), customer: { type: 'existing', ...who } });
      expect(res.statusCode, res.body).toBe(201);
      const mails = await newMails();
      expect(mails.map((m) => [m.to, m.template])).toEqual(expected);
      // A renewed link goes to the same place.
      expect((await renew(res.json().data.id as number)).statusCode).toBe(200);
      expect((await newMails()).map((m) => [m.to, m.template])).toEqual(expected);
      expect((await cancelByOwner(res.json().data.id as number)).statusCode).toBe(200);
      await newMails();
    }
  });

  it('a decline frees the slot and never attaches the appointment', async () => {
    await newMails();
    const res = await walkIn({
      ...slotBody(day(), '17:00'),
      customer: { type: 'existing', email: CUSTOMER_EMAIL },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const token = tokenIn((await newMails())[0]!);
    const declined = await t.request({
      method: 'POST',
      url: `/api/v1/guest-appointments/${token}/decline`,
      body: {},
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.appointment.status).toBe('cancelled');
    const [row] = await rowsOf<{ customer_user_id: number | null }>(
      t,
      sql`select customer_user_id from appointments where id = ${id}`,
    );
    expect(row!.customer_user_id).toBeNull();
    await bookOk(day(), '17:00');
    await newMails();
  });

  it('an expired link frees the slot (reminder round or the next booking) and can no longer approve', async () => {
    // Far enough ahead that the 72-hour links run out before the appointments start.
    const later = addDay(f.tuesday, 6);
    const latest = addDay(f.tuesday, 8);
    const hold = async (date: string, who: Record<string, string>) => {
      await newMails();
      const res = await walkIn({ ...slotBody(date, '12:00'), customer: { type: 'existing', ...who } });
      expect(res.statusCode, res.body).toBe(201);
      const mails = await newMails();
      expect(mails.map((m) => m.template)).toEqual(['customer_approval']);
      return { id: res.json().data.id as number, token: tokenIn(mails[0]!) };
    };
    const heldRow = async (id: number) =>
      (
        await rowsOf<{ status: string; cancelled_by: string | null; customer_user_id: number | null }>(
          t,
          sql`select status, cancelled_by, customer_user_id from appointments where id = ${id}`,
        )
      )[0];
    f.setClock(f.monday, '09:00');
    await newMails();
    const start = t.clock.now;
    try {
      const a = await hold(later, { email: CUSTOMER_EMAIL });
      t.clock.now = start + 71 * 3_600_000;
      await t.reminders.runDue();
      expect((await heldRow(a.id))!.status).toBe('pending');
      t.clock.now = start + 73 * 3_600_000;
      // The reminder worker's round releases a's time once its link has run out.
      await t.reminders.runDue();
      expect(await heldRow(a.id)).toEqual({
        status: 'cancelled',
        cancelled_by: 'system',
        customer_user_id: null,
      });
      const view = await t.request({ method: 'GET', url: `/api/v1/guest-appointments/${a.token}` });
      expect(view.json().data.state).toBe('expired');
      const late = await t.request({
        method: 'POST',
        url: `/api/v1/guest-appointments/${a.token}/approve`,
        body: {},
      });
      expect(late.statusCode).toBe(410);
      expect((await heldRow(a.id))!.customer_user_id).toBeNull();
      await bookOk(later, '12:00');
      // Without a round, the next booking of the salon releases b's time under the salon's lock.
      const b = await hold(latest, { phone: CUSTOMER_PHONE });
      t.clock.now = start + 146 * 3_600_000;
      await bookOk(latest, '12:00');
      expect((await heldRow(b.id))!.status).toBe('cancelled');
    } finally {
      f.setClock(f.monday, '09:00');
      await newMails();
    }
  });
});

describe('reminders 24 h and 2 h before', () => {
  const day = () => addDay(f.tuesday, 7);
  const reminderCount = async (id: number) =>
    (
      await rowsOf<{ n: number }>(
        t,
        sql`select count(*)::int as n from mail_outbox where template = 'appointment_reminder'
          and text_body like ${`%/randevu/${id}/onay%`}`,
      )
    )[0]!.n;
  const at = (date: string, time: string) => f.setClock(date, time);

  it('sends each once, also across a restart and with two workers', async () => {
    at(f.monday, '09:00');
    const a = await bookOk(day(), '10:00');
    const planned = await rowsOf<{ kind: string; due_at: string }>(
      t,
      sql`select kind, due_at from appointment_reminders where appointment_id = ${a.id} order by kind`,
    );
    expect(planned.map((r) => [r.kind, new Date(r.due_at).toISOString()])).toEqual([
      ['reminder_24h', new Date(new Date(a.starts_at).getTime() - 86_400_000).toISOString()],
      ['reminder_2h', new Date(new Date(a.starts_at).getTime() - 7_200_000).toISOString()],
    ]);
    await newMails();
    at(addDay(day(), -1), '09:59');
    await t.reminders.runDue();
    expect(await reminderCount(a.id)).toBe(0);
    at(addDay(day(), -1), '10:00');
    await Promise.all([t.reminders.runDue(), t.reminders.runDue()]);
    expect(await reminderCount(a.id)).toBe(1);
    const mails = await newMails();
    const reminder = mails.find((m) => m.template === 'appointment_reminder')!;
    expect(reminder.to).toBe(CUSTOMER_EMAIL);
    expect(reminder.subject).toContain('yarın');

    // A restart: a second app over the same database finds nothing left to send.
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      rateLimiter: createMemoryRateLimiter(() => t.clock.now),
      mailTransport: { send: async () => undefined },
      mailPollMs: null,
      statsRefreshMs: null,
      now: () => t.clock.now,
    });
    try {
      expect(await restarted.reminders.runDue()).toBe(0);
      at(day(), '08:00');
      expect(await restarted.reminders.runDue()).toBe(1);
      expect(await t.reminders.runDue()).toBe(0);
    } finally {
      await restarted.app.close();
    }
    expect(await reminderCount(a.id)).toBe(2);
    at(f.monday, '09:00');
  });

  it('a cancelled appointment gets none; a rescheduled one is reminded of the new time', async () => {
    at(f.monday, '09:00');
    const cancelled = await bookOk(day(), '12:00');
    const moved = await bookOk(day(), '14:00');
    const c = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${cancelled.id}/cancel`,
      token: customer,
      body: { reason: 'Gelemeyeceğim' },
    });
    expect(c.statusCode).toBe(200);
    const r = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${moved.id}/reschedule`,
      token: customer,
      body: { date: day(), time: '16:00' },
    });
    expect(r.statusCode, r.body).toBe(200);
    at(addDay(day(), -1), '14:00');
    await t.reminders.runDue();
    expect(await reminderCount(cancelled.id)).toBe(0);
    expect(await reminderCount(moved.id)).toBe(0);
    at(addDay(day(), -1), '16:00');
    await t.reminders.runDue();
    expect(await reminderCount(moved.id)).toBe(1);
    at(day(), '14:00');
    await t.reminders.runDue();
    expect(await reminderCount(cancelled.id)).toBe(0);
    expect(await reminderCount(moved.id)).toBe(2);
    at(f.monday, '09:00');
  });

  it('the started loop sends what is due, and closing the app waits for the round in flight', async () => {
    at(f.monday, '09:00');
    const a = await bookOk(day(), '17:00');
    at(addDay(day(), -1), '17:00');
    const server = await buildApp({
      config: t.config,
      database: t.database,
      rateLimiter: createMemoryRateLimiter(() => t.clock.now),
      mailTransport: { send: async () => undefined },
      mailPollMs: null,
      statsRefreshMs: null,
      now: () => t.clock.now,
    });
    // start() runs a first round at once; close() must not return before it has committed.
    server.reminders.start(60_000);
    await server.app.close();
    expect(await reminderCount(a.id)).toBe(1);
    // Stopped for good: nothing runs after close, and the shared database is still open for the next test.
    server.reminders.start(60_000);
    at(day(), '15:00');
    expect(await reminderCount(a.id)).toBe(1);
    expect(await t.reminders.runDue()).toBeGreaterThanOrEqual(1);
    expect(await reminderCount(a.id)).toBe(2);
    at(f.monday, '09:00');
  });

  it('a booking 3 hours ahead plans only the 2-hour reminder', async () => {
    at(day(), '09:00');
    const soon = await bookOk(day(), '12:30', { salon_staff_id: f.staff[1]!.id });
    const kinds = await rowsOf<{ kind: string }>(
      t,
      sql`select kind from appointment_reminders where appointment_id = ${soon.id}`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['reminder_2h']);
    at(f.monday, '09:00');
  });
});

describe('location and pet steps', () => {
  const day = () => addDay(f.tuesday, 8);
  const near = () => ({
    title: 'Ev',
    address: 'Moda Mah. Şair Nefi Sok. No: 12 Daire 3',
    district: 'Kadıköy',
    city: 'İstanbul',
    latitude: salonPoint.latitude + 0.01,
    longitude: salonPoint.longitude,
  });
  const far = () => ({ ...near(), latitude: salonPoint.latitude + 1 });
  const setFlags = (home: boolean, pet: boolean) =>
    t.database.db.execute(
      sql`update services set is_home_service = ${home}, is_pet_service = ${pet} where id = ${f.serviceId}`,
    );

  it('a home service needs an address inside the radius; it is kept on the appointment', async () => {
    await setFlags(true, false);
    try {
      const none = await book(slotBody(day(), '10:00'));
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.address).toEqual([
        'Eve gelen hizmet için bir adres seçin ya da yeni bir adres girin.',
      ]);
      const outside = await book(slotBody(day(), '10:00', { address: far() }));
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors.address[0]).toMatch(
        /^Bu adres salonun hizmet bölgesinin dışında \(\d+(,\d)? km\)\. Salon en fazla 20 km uzağa gelir\.$/,
      );
      const invalid = await book(
        slotBody(day(), '10:00', { address: { ...near(), latitude: 'x', address: '' } }),
      );
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors)).toEqual(
        expect.arrayContaining(['address.latitude', 'address.address']),
      );
      const ok = await bookOk(day(), '10:00', { address: near() });
      expect(ok.address).toMatchObject({ address: near().address });
      expect(ok.address!.distance_km).toBeCloseTo(1.1, 0);

      const saved = await t.request({
        method: 'POST',
        url: '/api/v1/customer/addresses',
        token: customer,
        body: near(),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const savedId = saved.json().data.id as number;
      const withSaved = await bookOk(day(), '11:00', { address_id: savedId });
      expect(withSaved.address).toMatchObject({ title: 'Ev', district: 'Kadıköy' });
      const wrongId = await book(slotBody(day(), '12:00', { address_id: savedId + 1000 }));
      expect(wrongId.statusCode).toBe(422);
      expect(wrongId.json().errors.address_id).toEqual(['Seçilen adres bulunamadı.']);
      // The owner sees where to go.
      const ownerView = await t.request({
        method: 'GET',
        url: `/api/v1/salon-owner/appointments/${withSaved.id}`,
        token: owner,
      });
      expect(ownerView.json().data.address.address).toBe(near().address);
    } finally {
      await setFlags(false, false);
    }
  });

  it('a pet service needs the pet; other services ignore both steps', async () => {
    await setFlags(false, true);
    try {
      const none = await book(slotBody(day(), '13:00'));
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.pet).toEqual([
        'Evcil hayvan hizmeti için evcil hayvanınızın bilgilerini girin.',
      ]);
      const bad = await book(
        slotBody(day(), '13:00', { pet: { name: '', species: 'balik', breed: 'x', size: 'dev' } }),
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['pet.name', 'pet.size', 'pet.species']);
      const ok = await bookOk(day(), '13:00', {
        pet: { name: 'Pamuk', species: 'kedi', breed: 'Van kedisi', size: 'kucuk' },
      });
      expect(ok.pet).toEqual({
        name: 'Pamuk',
        species: 'kedi',
        species_label: 'Kedi',
        breed: 'Van kedisi',
        size: 'kucuk',
        size_label: 'Küçük (10 kg altı)',
      });
    } finally {
      await setFlags(false, false);
    }
    const plain = await bookOk(day(), '15:00', {
      address: far(),
      pet: { name: 'Pamuk', species: 'kedi', breed: 'Van kedisi', size: 'kucuk' },
    });
    expect(plain.address).toBeNull();
    expect(plain.pet).toBeNull();
  });
});

describe('/customer/addresses', () => {
  it('lists own addresses with the distance to a salon; creates, deletes; others are 404/403', async () => {
    const body = {
      address: 'Caferağa Mah. Moda Cad. No: 5',
      district: 'Kadıköy',
      city: 'İstanbul',
      latitude: salonPoint.latitude,
      longitude: salonPoint.longitude + 0.5,
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/customer/addresses',
      token: customer,
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Adres kaydedildi.',
      data: { title: '', in_service_area: null },
    });
    const id = created.json().data.id as number;
    const list = await t.request({
      method: 'GET',
      url: `/api/v1/customer/addresses?salon_id=${f.salonId}`,
      token: customer,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.service_radius_km).toBe(20);
    const mine = (
      list.json().data.addresses as { id: number; in_service_area: boolean; distance_km: number }[]
    ).find((a) => a.id === id)!;
    expect(mine.in_service_area).toBe(false);
    expect(mine.distance_km).toBeGreaterThan(20);
    const missingSalon = await t.request({
      method: 'GET',
      url: '/api/v1/customer/addresses?salon_id=99999999',
      token: customer,
    });
    expect(missingSalon.statusCode).toBe(404);

    const invalid = await t.request({
      method: 'POST',
      url: '/api/v1/customer/addresses',
      token: customer,
      body: { address: 'kısa', latitude: 100 },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      address: ['Açık adresi mahalle, sokak ve bina numarasıyla yazın.'],
      district: ['İlçe zorunludur.'],
      city: ['İl zorunludur.'],
      latitude: ['Enlem geçersiz.'],
      longitude: ['Konum (boylam) zorunludur.'],
    });
    for (const token of [owner, staff, admin]) {
      const r = await t.request({ method: 'GET', url: '/api/v1/customer/addresses', token });
      expect(r.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/addresses' })).statusCode).toBe(401);
    for (const bad of [`${id + 1000}`, 'abc']) {
      const r = await t.request({
        method: 'DELETE',
        url: `/api/v1/customer/addresses/${bad}`,
        token: customer,
      });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Adres bulunamadı.');
    }
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/customer/addresses/${id}`,
      token: customer,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Adres silindi.');
  });
});
