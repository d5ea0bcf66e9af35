import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// No request body, however malformed, may produce a 5xx (DESIGN §2).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('customer');
});
afterAll(async () => {
  await t.close();
});

const endpoints: { method: 'POST' | 'PUT'; url: string; auth: boolean }[] = [
  { method: 'POST', url: '/api/v1/auth/register', auth: false },
  { method: 'POST', url: '/api/v1/auth/login', auth: false },
  { method: 'POST', url: '/api/v1/auth/forgot-password', auth: false },
  { method: 'POST', url: '/api/v1/auth/reset-password', auth: false },
  { method: 'POST', url: '/api/v1/auth/email/verify', auth: false },
  { method: 'PUT', url: '/api/v1/customer/profile', auth: true },
  { method: 'PUT', url: '/api/v1/auth/profile', auth: true },
  { method: 'PUT', url: '/api/v1/auth/change-password', auth: true },
  { method: 'PUT', url: '/api/v1/user/notifications', auth: true },
  { method: 'POST', url: '/api/v1/customer/addresses', auth: true },
  { method: 'POST', url: '/api/v1/appointments', auth: true },
  { method: 'POST', url: '/api/v1/guest-appointments/unknown-token-unknown-token/approve', auth: false },
];

const huge = 'ş'.repeat(200_000);
const payloads: { name: string; payload: string }[] = [
  { name: 'invalid JSON', payload: '{"email": ' },
  { name: 'JSON null', payload: 'null' },
  { name: 'JSON array', payload: '[1,2,3]' },
  { name: 'JSON string', payload: '"merhaba"' },
  { name: 'JSON number', payload: '42' },
  { name: 'empty object', payload: '{}' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 1,
      password: [],
      name: {},
      phone: true,
      kvkk_consent: 'yes',
      id: 'x',
      token: 5,
    }),
  },
  {
    name: 'nulls',
    payload: JSON.stringify({ email: null, password: null, name: null, phone: null, current_password: null }),
  },
  {
    name: 'huge strings',
    payload: JSON.stringify({
      email: huge,
      password: huge,
      name: huge,
      phone: huge,
      token: huge,
      hash: huge,
    }),
  },
  { name: 'nested depth', payload: '{"a":'.repeat(500) + '1' + '}'.repeat(500) },
  {
    name: 'prototype pollution',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  },
  {
    name: 'unicode control characters',
    payload: JSON.stringify({ email: '\u0000@\u202e.com', name: '\u0000\u0000', password: '\ud800' }),
  },
];

describe('malformed bodies never get a 5xx', () => {
  for (const endpoint of endpoints) {
    it.each(payloads)(`${endpoint.method} ${endpoint.url}: $name`, async ({ payload }) => {
      const res = await t.request({
        method: endpoint.method,
        url: endpoint.url,
        payload,
        ...(endpoint.auth ? { token } : {}),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
    });
  }

  it('invalid JSON answers 400 in Turkish', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'İstek gövdesi geçerli bir JSON değil.',
      error_code: 'INVALID_JSON',
    });
  });

  it('a body over 1 MiB answers 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('İstek gövdesi çok büyük.');
  });

  it('a non-JSON content type is refused with a Turkish message', async () => {
    const plain = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().message).toBe('İstek gövdesi geçersiz: bir JSON nesnesi bekleniyordu.');
    const xml = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe('Desteklenmeyen içerik türü.');
  });

  it('a missing body answers 422 with a Turkish message', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/login' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/JSON nesnesi|geçersiz/i);
  });

  it('an overlong bearer token is treated as no session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: 'a'.repeat(5000) });
    expect(res.statusCode).toBe(401);
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/yok-boyle-bir-yer' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'İstenen adres bulunamadı.' });
  });
});
