import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAvailability, type AvailabilityFixture } from './availability-fixture';
import { createTestApp, type TestApp } from './test-app';

// No input to the availability endpoints, however malformed, may produce a 5xx (DESIGN §2).
let t: TestApp;
let x: AvailabilityFixture;
let blockingId: number;
let breakId: number;
beforeAll(async () => {
  t = await createTestApp();
  x = await prepareAvailability(t);
  blockingId = (
    await x.call(
      'POST',
      '/unified-availability/my-blocking',
      x.tokens.staff,
      x.blockingBody({ date: x.f.sunday }),
    )
  ).json.data.id;
  breakId = (
    await x.call('POST', '/unified-availability/my-break', x.tokens.staff, {
      name: 'Mola',
      start_time: '12:00',
      end_time: '12:30',
      days: ['monday'],
    })
  ).json.data.id;
});
afterAll(async () => {
  await t.close();
});

const huge = 'ş'.repeat(5_000);
const payloads: unknown[] = [
  null,
  [1, 2],
  'merhaba',
  {},
  {
    date: '9999-12-31',
    start_time: '10:00',
    end_time: '11:00',
    reason: 'x',
    recurring: true,
    recurring_pattern: 'daily',
  },
  { date: '0001-01-01', reason: 'x', is_full_day: true },
  { date: '2026-02-30', start_time: '25:00', end_time: '-1', reason: huge },
  { date: 5, start_time: [], end_time: {}, reason: false, type: { a: 1 }, is_full_day: 'yes', status: [] },
  { staff_user_id: 'abc', salon_id: -1, reason: '\u0000\u0000', date: '2030-01-01', is_full_day: true },
  { staff_user_id: 99999999999, days: ['monday', 'monday', 'x'.repeat(30)], name: '\u0000' },
  { end_date: 'yarın', recurring: true, recurring_pattern: 'yearly', date: '2030-01-01' },
  { ranges: [{ weekday: 1.5, start_time: '09:00', end_time: '10:00' }] },
  { ranges: 'all' },
  { item_ids: [1, 2] },
  { item_ids: 'blocking-1' },
  { item_ids: ['blocking-99999999999'] },
];

describe('malformed availability input never gives a 5xx', () => {
  it('bodies', async () => {
    const targets: ['POST' | 'PUT' | 'DELETE', string, 'owner' | 'staff'][] = [
      ['POST', '/unified-availability/blocking', 'owner'],
      ['POST', '/unified-availability/my-blocking', 'staff'],
      ['PUT', `/unified-availability/my-blocking/${blockingId}`, 'staff'],
      ['POST', '/unified-availability/break-time', 'owner'],
      ['PUT', `/unified-availability/my-break/${breakId}`, 'staff'],
      ['DELETE', '/unified-availability/bulk-delete', 'owner'],
      ['DELETE', '/unified-availability/my-bulk-delete', 'staff'],
      ['PUT', `/salon-owner/staff/${x.f.staff[0]!.id}/working-hours`, 'owner'],
    ];
    for (const [method, url, who] of targets) {
      for (const body of payloads) {
        const res = await t.request({
          method,
          url: `/api/v1${url}`,
          token: x.tokens[who],
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect((res.json() as { message: string }).message).toMatch(/\S/);
      }
    }
  });

  it('query strings and ids', async () => {
    const urls = [
      `/unified-availability/salon/${x.f.salonId}/overview?start_date=9999-99-99`,
      `/unified-availability/salon/${x.f.salonId}/overview?start_date=2999-12-31&end_date=2999-12-31`,
      `/unified-availability/salon/${x.f.salonId}/overview?with_seo=evet&date_range[]=today`,
      '/unified-availability/salon/99999999999/overview',
      '/unified-availability/salon/-1/overview',
      '/unified-availability/staff/1e3',
      '/staff/availability?end_date=2026-01-01&start_date=2026-02-01',
    ];
    for (const url of urls) {
      const res = await x.call('GET', url, x.tokens.owner);
      expect(res.status, url).toBeLessThan(500);
    }
    for (const url of ['/unified-availability/blocking/0', '/unified-availability/break-time/99999999999']) {
      expect((await x.call('DELETE', url, x.tokens.owner)).status).toBe(404);
    }
  });
});
