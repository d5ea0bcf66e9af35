import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomers } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/** /musteri/adreslerim (issue 19 item 2): list, add, default, delete — only the customer's own addresses. */

let t: TestApp;
let me: string;
let other: string;

const body = (title: string) => ({
  title,
  address: 'Caferağa Mah. Moda Cad. No: 5 D: 3',
  district: 'Kadıköy',
  city: 'İstanbul',
  latitude: 40.99,
  longitude: 29.03,
});

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = (await registerCustomers(t, 2)) as [string, string];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('customer addresses', () => {
  it('the first address is the default; another becomes default on request; the list puts it first', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/api/v1/customer/addresses',
      token: me,
      body: body('Ev'),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.is_default).toBe(true);
    const second = await t.request({
      method: 'POST',
      url: '/api/v1/customer/addresses',
      token: me,
      body: body('İş'),
    });
    expect(second.json().data.is_default).toBe(false);
    const id = second.json().data.id as number;
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/customer/addresses/${id}/default`,
      token: me,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Varsayılan adresiniz güncellendi.');
    const list = (await t.request({ method: 'GET', url: '/api/v1/customer/addresses', token: me })).json()
      .data.addresses as { id: number; title: string; is_default: boolean }[];
    expect(list.map((a) => [a.title, a.is_default])).toEqual([
      ['İş', true],
      ['Ev', false],
    ]);
  });

  it("another user's address → 404; bad input → 422; other user types → 403", async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/v1/customer/addresses', token: me })).json()
      .data.addresses as { id: number }[];
    const id = mine[0]!.id;
    for (const method of ['PUT', 'DELETE'] as const) {
      const url =
        method === 'PUT' ? `/api/v1/customer/addresses/${id}/default` : `/api/v1/customer/addresses/${id}`;
      const res = await t.request({ method, url, token: other });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Adres bulunamadı.');
    }
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/customer/addresses',
      token: me,
      body: { ...body('Ev'), address: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('address');
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/customer/addresses/abc/default', token: me }))
        .statusCode,
    ).toBe(404);
    const owner = await t.loginAs('salon_owner');
    expect(
      (await t.request({ method: 'PUT', url: `/api/v1/customer/addresses/${id}/default`, token: owner }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes the own address', async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/v1/customer/addresses', token: me })).json()
      .data.addresses as { id: number }[];
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v1/customer/addresses/${mine[0]!.id}`,
      token: me,
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/api/v1/customer/addresses', token: me })).json()
      .data.addresses as { id: number }[];
    expect(after).toHaveLength(1);
  });
});
