import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/seed';
import { prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import type { TestApp } from './test-app';

export type Who = 'owner' | 'staff' | 'customer' | 'admin' | 'colleague' | 'otherOwner';

export type Json = Record<string, unknown> & {
  data: Record<string, unknown> & { id: number; item_id: string };
  message: string;
  errors?: Record<string, string[]>;
};

export interface AvailabilityFixture {
  f: BookingFixture;
  tokens: Record<Who, string>;
  /** The demo staff member's (personel@salonya.test) and a colleague's user ids. */
  staffUser: number;
  colleagueUser: number;
  /** Another owner's salon, with one blocking of its staff member. */
  foreignSalonId: number;
  foreignStaffUser: number;
  foreignBlockingId: number;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; json: Json }>;
  blockingBody(over?: Record<string, unknown>): Record<string, unknown>;
  slotTimes(date: string, staffId: number): Promise<string[]>;
}

async function loginEmail(t: TestApp, email: string, ip: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { email, password: DEMO_PASSWORD },
    ip,
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** The booking fixture's salon (no breaks or blockings, clock Monday 09:00) plus the six callers of the tests. */
export async function prepareAvailability(t: TestApp): Promise<AvailabilityFixture> {
  const f = await prepareBookingSalon(t);
  const staffUser = f.staff[0]!.userId;
  const colleagueUser = f.staff[1]!.userId;
  const [colleague] = await rowsOf<{ email: string }>(
    t,
    sql`select email from users where id = ${colleagueUser}`,
  );
  const [foreign] = await rowsOf<{ salon_id: number; email: string; user_id: number }>(
    t,
    sql`select st.salon_id, u.email, st.user_id from salon_staff st join salons s on s.id = st.salon_id
      join users u on u.id = s.owner_user_id where st.id = ${f.foreignStaffId}`,
  );
  const tokens: Record<Who, string> = {
    owner: await t.loginAs('salon_owner'),
    staff: await t.loginAs('staff'),
    customer: await t.loginAs('customer'),
    admin: await t.loginAs('admin'),
    colleague: await loginEmail(t, colleague!.email, '127.0.0.21'),
    otherOwner: await loginEmail(t, foreign!.email, '127.0.0.22'),
  };
  const foreignSalonId = Number(foreign!.salon_id);
  const [fb] = await rowsOf<{ id: number }>(
    t,
    sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, date, start_time, end_time, reason)
      values (${foreignSalonId}, ${f.foreignStaffId}, ${foreign!.user_id}, ${f.tuesday}, '10:00', '11:00', 'Başka salon')
      returning id`,
  );
  return {
    f,
    tokens,
    staffUser,
    colleagueUser,
    foreignSalonId,
    foreignStaffUser: Number(foreign!.user_id),
    foreignBlockingId: Number(fb!.id),
    async call(method, url, token, body) {
      const res = await t.request({ method, url: `/api/v1${url}`, token, body });
      return { status: res.statusCode, json: res.json() as Json };
    },
    blockingBody: (over = {}) => ({
      staff_user_id: staffUser,
      date: f.tuesday,
      start_time: '10:00',
      end_time: '11:00',
      reason: 'Doktor randevusu',
      type: 'personal',
      is_full_day: false,
      recurring: false,
      ...over,
    }),
    async slotTimes(date, staffId) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/booking/slots?salon_id=${f.salonId}&date=${date}&salon_staff_id=${staffId}&service_ids[]=${f.serviceId}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { slots: { time: string }[] } }).data.slots.map((s) => s.time);
    },
  };
}
