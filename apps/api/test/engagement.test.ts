import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('categories', () => {
  it('GET /categories lists main and legacy categories with salon counts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/categories' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; slug: string; salon_count: number }[];
    expect(data).toHaveLength(13);
    expect(data.find((c) => c.id === 20)).toMatchObject({ slug: 'kadin-kuaforu' });
  });

  it('GET /categories/:id gives one with its parent; unknown → 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/categories/21' });
    expect(res.json().data).toMatchObject({
      id: 21,
      name: 'Erkek Berberi',
      parent: { code: 'sac_hizmetleri' },
    });
    for (const id of ['999', 'abc']) {
      const missing = await t.request({ method: 'GET', url: `/api/v1/categories/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Kategori bulunamadı');
    }
  });
});

describe('campaigns', () => {
  it('lists running campaigns with their salon', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/campaigns' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { title: string; ends_on: string; salon: { id: number; name: string } }[];
    const running = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from campaigns c join salons s on s.id = c.salon_id
      where s.status = 'active' and current_date between c.starts_on and c.ends_on`);
    expect(data).toHaveLength(running[0]!.n);
    expect(data.every((c) => c.salon.name.length > 0)).toBe(true);
    const ends = data.map((c) => c.ends_on);
    expect(ends).toEqual([...ends].sort());
  });

  it('filters by city and refuses a bad one', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/campaigns?city_id=34' });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/campaigns?city_id=x' })).statusCode).toBe(422);
  });

  it('brand campaigns: only running ones', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/brand-campaigns' });
    const data = res.json().data as { brand_name: string; ends_on: string }[];
    expect(data.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.every((b) => b.ends_on >= today)).toBe(true);
  });
});

describe('SEO location pages', () => {
  it('city + category lists the matching salons with an H1 and intro', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/seo/location-page?city=istanbul&category=kuafor',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.h1).toBe('İstanbul Kuaför Salonları');
    expect(data.intro).toContain('İstanbul bölgesindeki');
    expect(data.salons.length).toBeGreaterThan(0);
    expect(data.salons.every((s: { city: string }) => s.city === 'İstanbul')).toBe(true);
    expect(data.seo.canonical_url).toBe('http://localhost:3000/istanbul-kuafor-salonlari');
  });

  it('city + district + category narrows to the district', async () => {
    const [one] = await rows<{ city: string; district: string }>(sql`select p.slug as city, d.slug as district
      from salons s join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
      join salon_categories sc on sc.salon_id = s.id join categories c on c.id = sc.category_id
      where s.status = 'active' and c.code = 'sac_hizmetleri' order by s.id limit 1`);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/seo/location-page?city=${one!.city}&district=${one!.district}&category=kuafor`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.district.slug).toBe(one!.district);
    expect(data.h1).toMatch(/, .+ Kuaför Salonları$/);
    expect(data.salons.length).toBeGreaterThan(0);
  });

  it.each([
    ['city=atlantis&category=kuafor', 404],
    ['city=istanbul&district=yok-ilce&category=kuafor', 404],
    ['city=istanbul&category=solaryum', 404],
    ['city=İstanbul&category=kuafor', 422],
    ['category=kuafor', 422],
  ])('%s → %i', async (query, status) => {
    expect((await t.request({ method: 'GET', url: `/api/v1/seo/location-page?${query}` })).statusCode).toBe(
      status,
    );
  });
});

describe('POST /api/v1/contact', () => {
  const valid = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@ornek.com',
    phone: '',
    subject: 'randevu',
    message: 'Randevumu nasıl değiştirebilirim? Salon onay vermedi.',
    kvkk_consent: true,
  };

  it('stores the message for the admins', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/contact', body: valid, ip: '127.0.5.1' });
    expect(res.statusCode).toBe(201);
    const stored = await rows<{ subject: string; status: string; phone: string | null }>(
      sql`select subject, status, phone from contact_messages where id = ${res.json().data.id}`,
    );
    expect(stored).toEqual([{ subject: 'randevu', status: 'new', phone: null }]);
  });

  it.each([[null], [undefined], ['0532 123 45 67']])('accepts the optional phone as %j', async (phone) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/contact',
      body: { ...valid, phone },
      ip: '127.0.5.4',
    });
    expect(res.statusCode).toBe(201);
    const stored = await rows<{ phone: string | null }>(
      sql`select phone from contact_messages where id = ${res.json().data.id}`,
    );
    expect(stored[0]!.phone).toBe(phone ? '+905321234567' : null);
  });

  it.each([
    [{ message: 'kısa' }, 'message', 'Mesajınız en az 20 karakter olmalıdır.'],
    [{ subject: 'x' }, 'subject', 'Lütfen bir konu seçin.'],
    [{ email: 'x' }, 'email', 'Geçerli bir e-posta adresi girin.'],
    [{ phone: '123' }, 'phone', 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).'],
    [
      { kvkk_consent: false },
      'kvkk_consent',
      'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.',
    ],
  ])('422 for %j', async (patch, field, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/contact',
      body: { ...valid, ...patch },
      ip: '127.0.5.2',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('is rate-limited per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await t.request({ method: 'POST', url: '/api/v1/contact', body: valid, ip: '127.0.5.3' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([f.bytes]), f.name);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

describe('POST /api/v1/salon-applications', () => {
  const fields = (email: string) => ({
    applicant_name: 'Mehmet Kaya',
    applicant_email: email,
    applicant_phone: '05321234567',
    salon_name: 'Kaya Erkek Kuaförü',
    salon_type: 'berber',
    gender_focus: 'male',
    city_id: '34',
    district_id: '',
    address: 'Moda Caddesi No: 12/3 Kadıköy',
    tax_number: '1234567890',
    staff_count: '3',
    category_ids: '1,21',
    note: '',
    kvkk_consent: 'true',
    terms_consent: 'true',
  });
  let kadikoy = 0;
  beforeAll(async () => {
    const [d] = await rows<{ id: number }>(
      sql`select id from districts where province_id = 34 and slug = 'kadikoy'`,
    );
    kadikoy = d!.id;
  });

  const send = async (
    f: Record<string, string>,
    files: Record<string, { name: string; bytes: Buffer }>,
    ip = '127.0.6.1',
  ) => {
    const { payload, contentType } = await multipart(f, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/salon-applications',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: ip,
    });
  };

  it('creates a pending application with its documents stored on disk', async () => {
    const res = await send(
      { ...fields('basvuru@ornek.com'), district_id: String(kadikoy) },
      {
        vergi_levhasi: { name: 'vergi.pdf', bytes: PDF },
        isyeri_ruhsati: { name: 'ruhsat.png', bytes: PNG },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending' });
    const docs = await rows<{ kind: string; mime_type: string; storage_key: string }>(
      sql`select kind, mime_type, storage_key from salon_application_documents where application_id = ${res.json().data.id} order by kind`,
    );
    expect(docs.map((d) => [d.kind, d.mime_type])).toEqual([
      ['isyeri_ruhsati', 'image/png'],
      ['vergi_levhasi', 'application/pdf'],
    ]);
    const files = readdirSync(path.join(t.config.dataDir, 'uploads', 'applications'));
    expect(files).toEqual(expect.arrayContaining(docs.map((d) => path.basename(d.storage_key))));
    const mails = await t.mailsTo('basvuru@ornek.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Salonya – Salon başvurunuz alındı (#${res.json().data.id})`);
    expect(mails[0]!.text).toContain(`Başvuru numaranız: ${res.json().data.id}`);
  });

  it('422 per field, the tax plate is required and nothing is stored', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from salon_applications`);
    const res = await send(
      { ...fields('eksik@ornek.com'), tax_number: '12', district_id: String(kadikoy), category_ids: '' },
      {},
      '127.0.6.2',
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.tax_number).toEqual(['Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalıdır.']);
    expect(errors.vergi_levhasi[0]).toContain('Vergi levhası zorunludur');
    expect(errors.category_ids).toBeDefined();
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from salon_applications`);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await t.mailsTo('eksik@ornek.com')).toEqual([]);
  });

  it('refuses a document that is not really a PDF or image, and a district of another city', async () => {
    const res = await send(
      { ...fields('sahte@ornek.com'), district_id: String(kadikoy), city_id: '6' },
      { vergi_levhasi: { name: 'vergi.pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf') } },
      '127.0.6.3',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.vergi_levhasi).toEqual(['Vergi levhası PDF, JPG, PNG ya da WEBP olmalıdır.']);
    expect(res.json().errors.district_id).toEqual(['Seçtiğiniz ilçe bu ile ait değil.']);
  });

  it('a file over 5 MB is refused with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await send(
      { ...fields('buyuk@ornek.com'), district_id: String(kadikoy) },
      { vergi_levhasi: { name: 'v.pdf', bytes: big } },
      '127.0.6.4',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Her belge en fazla 5 MB olabilir.');
  });

  it('JSON instead of a form is 415; a broken multipart body is 4xx', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/v1/salon-applications',
      body: fields('json@ornek.com'),
      ip: '127.0.6.5',
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/salon-applications',
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      remoteAddress: '127.0.6.6',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });
});

describe('favourites', () => {
  it('a customer adds, lists and removes a favourite salon', async () => {
    const token = await t.loginAs('customer');
    const [salon] = await rows<{ id: number }>(
      sql`select id from salons where status = 'active' order by id limit 1`,
    );
    const put = await t.request({ method: 'PUT', url: `/api/v1/customer/favorites/${salon!.id}`, token });
    expect(put.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'PUT', url: `/api/v1/customer/favorites/${salon!.id}`, token })).statusCode,
    ).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/v1/customer/favorites', token });
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([salon!.id]);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/customer/favorites/ids', token })).json().data,
    ).toEqual([salon!.id]);
    await t.request({ method: 'DELETE', url: `/api/v1/customer/favorites/${salon!.id}`, token });
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/customer/favorites', token })).json().data,
    ).toEqual([]);
  });

  it('logged out → 401, another role → 403, unknown salon → 404', async () => {
    expect((await t.request({ method: 'PUT', url: '/api/v1/customer/favorites/1' })).statusCode).toBe(401);
    const owner = await t.loginAs('salon_owner');
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/customer/favorites/1', token: owner })).statusCode,
    ).toBe(403);
    const token = await t.loginAs('customer');
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/customer/favorites/999999', token })).statusCode,
    ).toBe(404);
  });
});
