import { unifiedSearchRequestSchema } from '@salonya/contracts/search';
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
