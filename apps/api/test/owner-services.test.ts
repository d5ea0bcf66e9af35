import { errorEnvelopeSchema, successEnvelope } from '@salonya/contracts/envelope';
import {
  deleteServiceResultSchema,
  homeServiceSettingsSchema,
  ownerServiceListSchema,
  ownerServiceSchema,
  type OwnerService,
} from '@salonya/contracts/owner-services';
import { SERVICE_MESSAGES as M } from '@salonya/domain/catalogue/services';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../src/db/seed/seed';
import { currentSearchVersion } from '../src/modules/search/search-index';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let owner: string;
let otherOwner: string;
let staff: string;
let customer: string;
let salonId: number;
let otherSalonId: number;
let foreignServiceId: number;
let categoryId: number;

const listEnvelope = successEnvelope(ownerServiceListSchema);
const serviceEnvelope = successEnvelope(ownerServiceSchema);

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
) {
  const res = await t.request({ method, url: `/api/v1${url}`, token, body });
  return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
}

const base = (id = salonId) => `/salon-owner/salons/${id}/services`;

let counter = 0;
function serviceBody(over: Record<string, unknown> = {}) {
  counter += 1;
  return {
    category_id: categoryId,
    name: `Test Hizmeti ${counter}`,
    description: 'Yıkama ve fön dahil',
    duration_minutes: 45,
    price_kurus: 45000,
    discounted_price_kurus: 40000,
    gender_focus: 'female',
    is_home_service: false,
    is_pet_service: false,
    is_active: true,
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}): Promise<OwnerService> {
  const res = await call('POST', base(), owner, serviceBody(over));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return serviceEnvelope.parse(res.json).data;
}

async function list(query = '', id = salonId) {
  const res = await call('GET', `${base(id)}${query}`, owner);
  expect(res.status).toBe(200);
  return listEnvelope.parse(res.json).data;
}

async function publicServices(): Promise<{ id: number; name: string; price_kurus: number }[]> {
  const res = await t.request({ method: 'GET', url: `/api/v1/salons/${salonId}/services` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number; name: string; price_kurus: number }[] }>().data;
}

async function login(email: string, ip: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { email, password: DEMO_PASSWORD },
    ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

/** An appointment of the salon names the service (any one will do: history refers to it). */
async function referenceFromAppointment(serviceId: number) {
  await rowsOf(
    t,
    sql`insert into appointment_services (appointment_id, service_id, position, name, price_kurus, duration_minutes)
      select a.id, ${serviceId}, 90, 'Geçmiş hizmet', 100, 15 from appointments a order by a.id limit 1`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('salon_owner');
  staff = await t.loginAs('staff');
  customer = await t.loginAs('customer');
  const [mine] = await rowsOf<{ id: number }>(
    t,
    sql`select s.id from salons s join users u on u.id = s.owner_user_id
      where u.email = 'salon@salonya.test' and s.status = 'active' order by s.id limit 1`,
  );
  salonId = Number(mine!.id);
  const [other] = await rowsOf<{ id: number; email: string; service_id: number }>(
    t,
    sql`select s.id, u.email, (select min(sv.id) from services sv where sv.salon_id = s.id) as service_id
      from salons s join users u on u.id = s.owner_user_id
      where u.email <> 'salon@salonya.test' and u.user_type = 'salon_owner' and s.status = 'active'
        and exists (select 1 from services sv where sv.salon_id = s.id)
      order by s.id limit 1`,
  );
  otherSalonId = Number(other!.id);
  foreignServiceId = Number(other!.service_id);
  otherOwner = await login(other!.email, '127.0.0.31');
  const [category] = await rowsOf<{ id: number }>(
    t,
    sql`select id from categories where code = 'sac_hizmetleri'`,
  );
  categoryId = Number(category!.id);
});
afterAll(async () => {
  await t.close();
});

describe('GET /salon-owner/salons/:salonId/services', () => {
  it("lists the salon's services in order, with the categories a service can have", async () => {
    const data = await list();
    const stored = await rowsOf<{ id: number }>(
      t,
      sql`select id from services where salon_id = ${salonId} and archived_at is null order by sort_order, id`,
    );
    expect(data.services.map((s) => s.id)).toEqual(stored.map((r) => Number(r.id)));
    expect(data.services.every((s) => s.salon_id === salonId)).toBe(true);
    expect(data.categories.map((c) => c.id)).toContain(categoryId);
  });

  it('filters by category', async () => {
    await create({ name: 'Kategori Filtresi Fön' });
    const data = await list(`?category_id=${categoryId}`);
    expect(data.services.length).toBeGreaterThan(0);
    expect(data.services.every((s) => s.category_id === categoryId)).toBe(true);
    expect(data.services.map((s) => s.name)).toContain('Kategori Filtresi Fön');
  });
});

describe('POST /salon-owner/salons/:salonId/services', () => {
  it('adds a service that the public salon page, the salon card figures and search see at once', async () => {
    const created = await create({
      name: 'Keratin Bakımı Özel',
      price_kurus: 125050,
      discounted_price_kurus: null,
    });
    expect(created).toMatchObject({
      salon_id: salonId,
      name: 'Keratin Bakımı Özel',
      price_kurus: 125050,
      discounted_price_kurus: null,
      gender_focus: 'female',
      is_active: true,
      archived_at: null,
      appointment_count: 0,
    });
    const pub = await publicServices();
    expect(pub.find((s) => s.id === created.id)?.price_kurus).toBe(125050);
    const [stats] = await rowsOf<{ max_price_kurus: number }>(
      t,
      sql`select max_price_kurus from salon_stats where salon_id = ${salonId}`,
    );
    const [expected] = await rowsOf<{ max: number }>(
      t,
      sql`select max(price_kurus) as max from services where salon_id = ${salonId} and is_active`,
    );
    expect(Number(stats!.max_price_kurus)).toBe(Number(expected!.max));
    const docs = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from search_documents where kind = 'service' and title = 'Keratin Bakımı Özel'`,
    );
    expect(Number(docs[0]!.n)).toBe(1);
    // New services go to the end of the list.
    const names = (await list()).services.map((s) => s.name);
    expect(names.at(-1)).toBe('Keratin Bakımı Özel');
  });

  it('takes simultaneous additions one after another: each gets its own place, none fails', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => call('POST', base(), owner, serviceBody({ name: `Eşzamanlı Hizmet ${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const orders = results.map((r) => serviceEnvelope.parse(r.json).data.sort_order);
    expect(new Set(orders).size).toBe(5);
    const postings = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from search_postings p join search_tokens k on k.id = p.token_id
        where p.salon_id = ${salonId} and k.token = 'eszamanli'`,
    );
    expect(Number(postings[0]!.n)).toBe(1);
  });

  it('takes the defaults for the optional fields', async () => {
    const res = await call('POST', base(), owner, {
      category_id: categoryId,
      name: 'Sade Kesim',
      duration_minutes: 30,
      price_kurus: 30000,
    });
    expect(res.status).toBe(201);
    expect(serviceEnvelope.parse(res.json).data).toMatchObject({
      description: '',
      discounted_price_kurus: null,
      gender_focus: 'unisex',
      is_home_service: false,
      is_pet_service: false,
      is_active: true,
    });
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', M.nameRequired],
    ['a duration off the 15-minute grid', { duration_minutes: 50 }, 'duration_minutes', M.durationStep],
    ['a duration under 15 minutes', { duration_minutes: 0 }, 'duration_minutes', M.durationRange],
    ['a duration over 8 hours', { duration_minutes: 495 }, 'duration_minutes', M.durationRange],
    ['a negative price', { price_kurus: -1 }, 'price_kurus', M.priceNegative],
    ['a fractional price', { price_kurus: 100.5 }, 'price_kurus', M.priceInvalid],
    ['a price as text', { price_kurus: '450,00' }, 'price_kurus', M.priceRequired],
    [
      'a discount equal to the price',
      { discounted_price_kurus: 45000 },
      'discounted_price_kurus',
      M.discountNotLower,
    ],
    [
      'a discount above the price',
      { discounted_price_kurus: 50000 },
      'discounted_price_kurus',
      M.discountNotLower,
    ],
    ['an unknown category', { category_id: 999999 }, 'category_id', M.categoryUnknown],
    ['no category', { category_id: undefined }, 'category_id', M.categoryRequired],
    ['an unknown gender focus', { gender_focus: 'kids' }, 'gender_focus', M.genderInvalid],
  ])('refuses %s with a Turkish message on the field (422)', async (_label, over, field, message) => {
    const res = await call('POST', base(), owner, serviceBody(over));
    expect(res.status).toBe(422);
    const body = errorEnvelopeSchema.parse(res.json);
    expect(body.errors?.[field]).toContain(message);
  });

  it('refuses a second service of the same name (case and Turkish letters folded)', async () => {
    await create({ name: 'İpek Kirpik' });
    const res = await call('POST', base(), owner, serviceBody({ name: 'ipek kirpik' }));
    expect(res.status).toBe(422);
    expect(errorEnvelopeSchema.parse(res.json).errors?.name).toEqual([M.nameTaken]);
  });

  it('refuses a body that is not an object (422, never 500)', async () => {
    const res = await t.request({ method: 'POST', url: `/api/v1${base()}`, token: owner, payload: '[1,2]' });
    expect(res.statusCode).toBe(422);
  });
});

describe('PATCH /salon-owner/salons/:salonId/services/:serviceId', () => {
  it('changes only the fields sent, and the public page follows', async () => {
    const s = await create();
    const version = currentSearchVersion();
    const res = await call('PATCH', `${base()}/${s.id}`, owner, { price_kurus: 60000 });
    expect(res.status).toBe(200);
    // The in-process search index (which copies salon prices) is no longer used until it reloads.
    expect(currentSearchVersion()).toBeGreaterThan(version);
    const updated = serviceEnvelope.parse(res.json).data;
    expect(updated).toMatchObject({ price_kurus: 60000, discounted_price_kurus: 40000, name: s.name });
    expect((await publicServices()).find((p) => p.id === s.id)?.price_kurus).toBe(60000);
  });

  it('hides a service from customers and shows it again', async () => {
    const s = await create();
    expect((await call('PATCH', `${base()}/${s.id}`, owner, { is_active: false })).status).toBe(200);
    expect((await publicServices()).some((p) => p.id === s.id)).toBe(false);
    expect((await list()).services.find((x) => x.id === s.id)?.is_active).toBe(false);
    expect((await call('PATCH', `${base()}/${s.id}`, owner, { is_active: true })).status).toBe(200);
    expect((await publicServices()).some((p) => p.id === s.id)).toBe(true);
  });

  it('checks the discount against the stored price when only one of them is sent', async () => {
    const s = await create({ price_kurus: 30000, discounted_price_kurus: null });
    const res = await call('PATCH', `${base()}/${s.id}`, owner, { discounted_price_kurus: 30000 });
    expect(res.status).toBe(422);
    expect(errorEnvelopeSchema.parse(res.json).errors?.discounted_price_kurus).toEqual([M.discountNotLower]);
    const removed = await call('PATCH', `${base()}/${s.id}`, owner, { discounted_price_kurus: null });
    expect(serviceEnvelope.parse(removed.json).data.discounted_price_kurus).toBeNull();
  });

  it('still edits a service stored before the 15-minute rule, and applies the rule when its duration changes', async () => {
    const s = await create();
    await rowsOf(t, sql`update services set duration_minutes = 20 where id = ${s.id}`);
    const price = await call('PATCH', `${base()}/${s.id}`, owner, { price_kurus: 55000 });
    expect(price.status).toBe(200);
    expect(serviceEnvelope.parse(price.json).data).toMatchObject({
      duration_minutes: 20,
      price_kurus: 55000,
    });
    const duration = await call('PATCH', `${base()}/${s.id}`, owner, { duration_minutes: 25 });
    expect(duration.status).toBe(422);
    expect(errorEnvelopeSchema.parse(duration.json).errors?.duration_minutes).toEqual([M.durationStep]);
  });

  it('refuses a rename onto the name of another service of the salon', async () => {
    const a = await create({ name: 'Ombre' });
    const b = await create({ name: 'Balyaj' });
    const res = await call('PATCH', `${base()}/${b.id}`, owner, { name: 'OMBRE' });
    expect(res.status).toBe(422);
    expect(errorEnvelopeSchema.parse(res.json).errors?.name).toEqual([M.nameTaken]);
    expect((await call('PATCH', `${base()}/${a.id}`, owner, { name: 'Ombre' })).status).toBe(200);
  });

  it("answers 404 for another salon's service and for an id that is not one", async () => {
    for (const id of [String(foreignServiceId), 'abc', '0', '99999999999']) {
      const res = await call('PATCH', `${base()}/${id}`, owner, { price_kurus: 100 });
      expect(res.status, id).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json).message).toBe(M.notFound);
    }
    const [row] = await rowsOf<{ price_kurus: number }>(
      t,
      sql`select price_kurus from services where id = ${foreignServiceId}`,
    );
    expect(Number(row!.price_kurus)).not.toBe(100);
  });
});

describe('DELETE /salon-owner/salons/:salonId/services/:serviceId', () => {
  it('deletes a service no appointment names', async () => {
    const s = await create();
    const res = await call('DELETE', `${base()}/${s.id}`, owner);
    expect(res.status).toBe(200);
    const data = successEnvelope(deleteServiceResultSchema).parse(res.json);
    expect(data.data).toEqual({ id: s.id, outcome: 'deleted', service: null });
    expect(data.message).toBe(M.deleted);
    expect(await rowsOf(t, sql`select 1 from services where id = ${s.id}`)).toHaveLength(0);
  });

  it('archives a service appointments name: gone for customers and the list, kept for history, restorable', async () => {
    const s = await create({ name: 'Arşivlenecek Hizmet' });
    await referenceFromAppointment(s.id);
    const res = await call('DELETE', `${base()}/${s.id}`, owner);
    expect(res.status).toBe(200);
    const data = successEnvelope(deleteServiceResultSchema).parse(res.json);
    expect(data.message).toBe(M.archived);
    expect(data.data.outcome).toBe('archived');
    expect(data.data.service).toMatchObject({ is_active: false, appointment_count: 1 });
    expect(data.data.service?.archived_at).not.toBeNull();

    expect((await publicServices()).some((p) => p.id === s.id)).toBe(false);
    expect((await list()).services.some((x) => x.id === s.id)).toBe(false);
    expect(
      (await list('?include_archived=true')).services.find((x) => x.id === s.id)?.archived_at,
    ).not.toBeNull();
    const history = await rowsOf<{ service_id: number }>(
      t,
      sql`select service_id from appointment_services where service_id = ${s.id}`,
    );
    expect(history).toHaveLength(1);

    // An archived service is not edited; it can come back, hidden.
    const edit = await call('PATCH', `${base()}/${s.id}`, owner, { is_active: true });
    expect(edit.status).toBe(409);
    const restored = await call('POST', `${base()}/${s.id}/restore`, owner);
    expect(restored.status).toBe(200);
    expect(serviceEnvelope.parse(restored.json).data).toMatchObject({ archived_at: null, is_active: false });
  });

  it("answers 404 for another salon's service and leaves it", async () => {
    const res = await call('DELETE', `${base()}/${foreignServiceId}`, owner);
    expect(res.status).toBe(404);
    expect(await rowsOf(t, sql`select 1 from services where id = ${foreignServiceId}`)).toHaveLength(1);
  });
});

describe('PUT /salon-owner/salons/:salonId/services/order', () => {
  it('stores the order the owner gives and the list follows it', async () => {
    await create();
    const ids = (await list()).services.map((s) => s.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', `${base()}/order`, owner, { service_ids: reversed });
    expect(res.status).toBe(200);
    const data = successEnvelope(z.array(ownerServiceSchema)).parse(res.json);
    expect(data.message).toBe(M.reordered);
    expect(data.data.map((s) => s.id)).toEqual(reversed);
    expect((await list()).services.map((s) => s.id)).toEqual(reversed);
  });

  it.each([
    ['a missing service', (ids: number[]) => ids.slice(1)],
    ['a repeated service', (ids: number[]) => [...ids.slice(1), ids[1]!]],
    ["another salon's service", (ids: number[]) => [...ids.slice(1), foreignServiceId]],
  ])('refuses an order with %s (422)', async (_label, change) => {
    const ids = (await list()).services.map((s) => s.id);
    const res = await call('PUT', `${base()}/order`, owner, { service_ids: change(ids) });
    expect(res.status).toBe(422);
    expect(errorEnvelopeSchema.parse(res.json).errors?.service_ids).toEqual([M.orderMismatch]);
    expect((await list()).services.map((s) => s.id)).toEqual(ids);
  });
});

describe('home-service settings', () => {
  it('starts from the defaults and stores radius, travel buffer, fee and which services go to the home', async () => {
    const before = await call('GET', `/salon-owner/salons/${salonId}/home-service`, owner);
    expect(before.status).toBe(200);
    const settings = successEnvelope(homeServiceSettingsSchema).parse(before.json).data;
    expect(settings.service_radius_km).toBeGreaterThan(0);
    const [first, second] = settings.services;
    const res = await call('PUT', `/salon-owner/salons/${salonId}/home-service`, owner, {
      service_radius_km: 35,
      home_travel_buffer_minutes: 30,
      home_service_fee_kurus: 15050,
      home_service_ids: [first!.id],
    });
    expect(res.status).toBe(200);
    const saved = successEnvelope(homeServiceSettingsSchema).parse(res.json);
    expect(saved.message).toBe(M.homeSaved);
    expect(saved.data).toMatchObject({
      service_radius_km: 35,
      home_travel_buffer_minutes: 30,
      home_service_fee_kurus: 15050,
    });
    expect(saved.data.services.find((s) => s.id === first!.id)?.is_home_service).toBe(true);
    expect(saved.data.services.find((s) => s.id === second!.id)?.is_home_service).toBe(false);
    expect(saved.data.services.filter((s) => s.is_home_service).map((s) => s.id)).toEqual([first!.id]);

    // The wizard's location step reads the radius.
    const addresses = await call('GET', `/customer/addresses?salon_id=${salonId}`, customer);
    expect((addresses.json.data as { service_radius_km: number }).service_radius_km).toBe(35);
    const [stats] = await rowsOf<{ has_home_service: boolean }>(
      t,
      sql`select has_home_service from salon_stats where salon_id = ${salonId}`,
    );
    expect(stats!.has_home_service).toBe(true);
  });

  it.each([
    ['a radius of 0 km', { service_radius_km: 0 }, 'service_radius_km', M.radiusRange],
    [
      'a buffer off the 15-minute grid',
      { home_travel_buffer_minutes: 20 },
      'home_travel_buffer_minutes',
      M.bufferStep,
    ],
    ['a negative fee', { home_service_fee_kurus: -100 }, 'home_service_fee_kurus', M.feeRange],
    ["another salon's service", { home_service_ids: [-1] }, 'home_service_ids.0', M.notFound],
  ])('refuses %s (422)', async (_label, over, field, message) => {
    const res = await call('PUT', `/salon-owner/salons/${salonId}/home-service`, owner, {
      service_radius_km: 20,
      home_travel_buffer_minutes: 0,
      home_service_fee_kurus: 0,
      home_service_ids: [],
      ...over,
    });
    expect(res.status).toBe(422);
    expect(errorEnvelopeSchema.parse(res.json).errors?.[field]).toContain(message);
  });

  it("refuses another salon's service id among the home services", async () => {
    const res = await call('PUT', `/salon-owner/salons/${salonId}/home-service`, owner, {
      service_radius_km: 20,
      home_travel_buffer_minutes: 0,
      home_service_fee_kurus: 0,
      home_service_ids: [foreignServiceId],
    });
    expect(res.status).toBe(422);
    expect(errorEnvelopeSchema.parse(res.json).errors?.home_service_ids).toEqual([M.notFound]);
    const [row] = await rowsOf<{ is_home_service: boolean }>(
      t,
      sql`select is_home_service from services where id = ${foreignServiceId}`,
    );
    expect(typeof row!.is_home_service).toBe('boolean');
  });
});

describe('who may call', () => {
  const endpoints = (id: number, serviceId: number) =>
    [
      ['GET', `/salon-owner/salons/${id}/services`, undefined],
      ['POST', `/salon-owner/salons/${id}/services`, 'body'],
      ['PATCH', `/salon-owner/salons/${id}/services/${serviceId}`, { price_kurus: 100 }],
      ['DELETE', `/salon-owner/salons/${id}/services/${serviceId}`, undefined],
      ['POST', `/salon-owner/salons/${id}/services/${serviceId}/restore`, undefined],
      ['PUT', `/salon-owner/salons/${id}/services/order`, { service_ids: [serviceId] }],
      ['GET', `/salon-owner/salons/${id}/home-service`, undefined],
      [
        'PUT',
        `/salon-owner/salons/${id}/home-service`,
        {
          service_radius_km: 20,
          home_travel_buffer_minutes: 0,
          home_service_fee_kurus: 0,
          home_service_ids: [],
        },
      ],
    ] as const;

  it("answers 404 for another owner's salon on every endpoint and changes nothing", async () => {
    const before = await rowsOf<{ id: number; price_kurus: number; sort_order: number }>(
      t,
      sql`select id, price_kurus, sort_order from services where salon_id = ${otherSalonId} order by id`,
    );
    for (const [method, url, body] of endpoints(otherSalonId, foreignServiceId)) {
      const res = await call(method, url, owner, body === 'body' ? serviceBody() : body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const after = await rowsOf<{ id: number; price_kurus: number; sort_order: number }>(
      t,
      sql`select id, price_kurus, sort_order from services where salon_id = ${otherSalonId} order by id`,
    );
    expect(after).toEqual(before);
  });

  it('the other owner sees only their own salon', async () => {
    const res = await call('GET', base(otherSalonId), otherOwner);
    expect(res.status).toBe(200);
    const data = listEnvelope.parse(res.json).data;
    expect(data.services.every((s) => s.salon_id === otherSalonId)).toBe(true);
    expect((await call('GET', base(salonId), otherOwner)).status).toBe(404);
  });

  it.each([
    ['staff', () => staff],
    ['customer', () => customer],
  ])('refuses a %s token on every endpoint (403)', async (_role, token) => {
    for (const [method, url, body] of endpoints(salonId, foreignServiceId)) {
      const res = await call(method, url, token(), body === 'body' ? serviceBody() : body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('asks for a login without a token (401)', async () => {
    for (const [method, url, body] of endpoints(salonId, foreignServiceId)) {
      const res = await call(method, url, undefined, body === 'body' ? serviceBody() : body);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});
