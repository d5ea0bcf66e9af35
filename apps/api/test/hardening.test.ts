import net from 'node:net';
import { unifiedSearchRequestSchema } from '@salonya/contracts/search';
import { SERVER_TIMEOUTS } from '../src/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** Regression tests of the hardening issue: inputs that once answered 500 or broke the server for everybody. */
let t: TestApp;
let customer: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, owner] = await Promise.all([t.loginAs('customer'), t.loginAs('salon_owner')]);
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';

async function searchStillWorks() {
  const search = await t.request({
    method: 'POST',
    url: '/api/v1/unified-search',
    body: { query: 'saç kesimi' },
  });
  expect(search.statusCode).toBe(200);
  const suggestions = await t.request({ method: 'GET', url: '/api/v1/search/suggestions?q=kuaf' });
  expect(suggestions.statusCode).toBe(200);
  const trending = await t.request({ method: 'GET', url: '/api/v1/search/trending' });
  expect(trending.statusCode).toBe(200);
}

describe('a NUL in a search query', () => {
  it('is refused with 422 and a Turkish field message; search keeps working for everyone', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/unified-search',
      body: { query: `saç${NUL}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      error_code: 'VALIDATION_ERROR',
      errors: { query: [expect.any(String)] },
    });
    await searchStillWorks();
  });

  it('a log row the database refuses is dropped: the next searches, suggestions and trending answer 200', async () => {
    // Past the route's guard (as a future caller might be): the search itself answers, its log write fails.
    await t.search.unifiedSearch(unifiedSearchRequestSchema.parse({ query: `kuaför${NUL}x` }));
    await t.search.flush();
    await searchStillWorks();
  });
});

describe('NUL and other control characters in text fields answer 422, never 500', () => {
  const cases: { name: string; run: () => ReturnType<TestApp['request']>; field: string }[] = [
    {
      name: 'salon search q',
      run: () => t.request({ method: 'GET', url: `/api/v1/salons/search?q=sa%00c` }),
      field: 'q',
    },
    {
      name: 'suggestions q',
      run: () => t.request({ method: 'GET', url: `/api/v1/search/suggestions?q=ku%00af` }),
      field: 'q',
    },
    {
      name: 'home list city',
      run: () => t.request({ method: 'GET', url: `/api/v1/home/trending?city=%C4%B0stanbul%00` }),
      field: 'city',
    },
    {
      name: 'contact message',
      run: () =>
        t.request({
          method: 'POST',
          url: '/api/v1/contact',
          body: {
            name: 'Elif Şahin',
            email: 'elif@ornek.com',
            subject: 'Soru',
            message: `Merhaba${NUL}, bir sorum var.`,
          },
        }),
      field: 'message',
    },
    {
      name: 'address title',
      run: () =>
        t.request({
          method: 'POST',
          url: '/api/v1/customer/addresses',
          token: customer,
          body: { title: `Ev${NUL}`, address: 'Bağdat Caddesi 1', district: 'Kadıköy', city: 'İstanbul' },
        }),
      field: 'title',
    },
    {
      name: "owner's appointment search",
      run: () =>
        t.request({ method: 'GET', url: `/api/v1/salon-owner/appointments?q=ay%01se`, token: owner }),
      field: 'q',
    },
  ];
  it.each(cases)('$name', async ({ run, field }) => {
    const res = await run();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: [expect.any(String)] } });
  });
});

describe('salon applications (multipart) answer 4xx for malformed forms, never 500', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  let ip = 10;
  const post = (payload: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/salon-applications',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: `127.0.16.${++ip}`,
    });
  async function form(fields: [string, string][], file?: { field: string; name: string; bytes: Buffer }) {
    const data = new FormData();
    for (const [k, v] of fields) data.append(k, v);
    if (file) data.append(file.field, new Blob([file.bytes]), file.name);
    const req = new Request('http://localhost/', { method: 'POST', body: data });
    return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
  }

  it('multipart without a boundary', async () => {
    const res = await post(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      'multipart/form-data',
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('more than 40 fields before the file', async () => {
    const fields = Array.from({ length: 45 }, (_, i) => [`alan_${i}`, 'x'] as [string, string]);
    const { payload, contentType } = await form(fields, {
      field: 'vergi_levhasi',
      name: 'v.pdf',
      bytes: PDF,
    });
    const res = await post(payload, contentType);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Formda çok fazla alan var.' });
  });

  it('a NUL in a field or in a file name', async () => {
    const field = await form([['salon_name', `Kuaför${NUL}`]], {
      field: 'vergi_levhasi',
      name: 'v.pdf',
      bytes: PDF,
    });
    const a = await post(field.payload, field.contentType);
    expect(a.statusCode).toBe(422);
    expect(a.json().errors.salon_name).toEqual(['Bu alan izin verilmeyen bir kontrol karakteri içeriyor.']);
    const file = await form([['salon_name', 'Kuaför']], {
      field: 'vergi_levhasi',
      name: `v${NUL}.pdf`,
      bytes: PDF,
    });
    const b = await post(file.payload, file.contentType);
    expect(b.statusCode).toBe(422);
    expect(b.json().errors.vergi_levhasi).toBeDefined();
  });
});

describe('dates outside the supported years answer 422, never 500', () => {
  let salonId = 0;
  let serviceId = 0;
  let staffToken = '';
  beforeAll(async () => {
    const salons = await t.request({ method: 'GET', url: '/api/v1/salon-owner/salons', token: owner });
    salonId = (salons.json() as { data: { id: number }[] }).data[0]!.id;
    const services = await t.request({ method: 'GET', url: `/api/v1/salons/${salonId}/services` });
    serviceId = (services.json() as { data: { id: number }[] }).data[0]!.id;
    staffToken = await t.loginAs('staff');
  });
  const urls = () => [
    {
      url: `/api/v1/booking/slots?salon_id=${salonId}&date=0000-01-01&service_ids=${serviceId}`,
      field: 'date',
    },
    {
      url: `/api/v1/booking/calendar?salon_id=${salonId}&month=0000-01&service_ids=${serviceId}`,
      field: 'month',
    },
    {
      url: `/api/v1/staff/availability?start_date=0000-01-01&end_date=0000-01-31`,
      field: 'start_date',
      token: 'staff',
    },
    {
      url: `/api/v1/unified-availability/salon/${salonId}/overview?start_date=0000-01-01&end_date=9999-12-31`,
      field: 'start_date',
      token: 'owner',
    },
    { url: `/api/v1/salons/search?date=0000-01-01`, field: 'date' },
    { url: `/api/v1/salons/search?appointment_date=9999-12-31`, field: 'appointment_date' },
  ];
  it('each date-taking endpoint', async () => {
    for (const { url, field, token } of urls()) {
      const res = await t.request({
        method: 'GET',
        url,
        ...(token === 'staff' ? { token: staffToken } : token === 'owner' ? { token: owner } : {}),
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[field], url).toContain('Tarih 2000 ile 2099 yılları arasında olmalıdır.');
    }
    const search = await t.request({
      method: 'POST',
      url: '/api/v1/unified-search',
      body: { query: 'kuaför', filters: { date: '0000-01-01' } },
    });
    expect(search.statusCode).toBe(422);
  });
});

describe('framework-level errors answer with the envelope, a Turkish message and the security headers', () => {
  const securityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['permissions-policy']).toContain('camera=()');
  };

  it.each([
    ['/api/v1/salons/%E0%A4%A', 400, 'BAD_REQUEST', 'Adres geçersiz karakterler içeriyor.'],
    ['/%E0%A4%A', 400, 'BAD_REQUEST', 'Adres geçersiz karakterler içeriyor.'],
    [`/api/v1/salons/${'a'.repeat(300)}`, 414, 'URI_TOO_LONG', 'İstenen adres çok uzun.'],
  ])('%s → %i', async (url, status, code, message) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, error_code: code, message });
    securityHeaders(res.headers);
  });

  /** What a raw HTTP client gets back for bytes the HTTP parser cannot read. */
  async function raw(
    text: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let out = '';
      socket.on('data', (d: Buffer) => (out += d.toString()));
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...headerLines] = head.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  it('headers larger than the server accepts → 431 in Turkish', async () => {
    const res = await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      error_code: 'HEADERS_TOO_LARGE',
      message: 'İstek başlıkları çok büyük.',
    });
    securityHeaders(res.headers);
  });

  it('bytes that are not HTTP → 400 in Turkish', async () => {
    const res = await raw('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      error_code: 'BAD_REQUEST',
      message: 'İstek okunamadı.',
    });
    securityHeaders(res.headers);
  });
});

describe('headers and timeouts', () => {
  it('an authenticated answer is never stored; a public one may be', async () => {
    const mine = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: customer });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const list = await t.request({ method: 'GET', url: '/api/v1/salon-owner/salons', token: owner });
    expect(list.headers['cache-control']).toBe('no-store');
    const failed = await t.request({ method: 'GET', url: '/api/v1/salon-owner/salons', token: customer });
    expect(failed.statusCode).toBe(403);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('Permissions-Policy on API answers and pages', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toContain('microphone=()');
    }
  });

  it('request, header and keep-alive time-outs are set on the server', () => {
    expect(t.app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(t.app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(t.app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestMs);
  });
});

describe('unknown API paths', () => {
  it.each([
    '/api/foo',
    '/api/v1/nope',
    '/api/v1/admin/nope',
    '/api/v1/salon-owner/nope',
    '/api/v1/customer/nope',
  ])('GET %s → 404 for a visitor and for every signed-in user', async (url) => {
    for (const token of [undefined, customer, owner]) {
      const res = await t.request({ method: 'GET', url, ...(token ? { token } : {}) });
      expect(res.statusCode, `${url} ${token ? 'signed in' : 'visitor'}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error_code: 'NOT_FOUND' });
    }
  });
});
