import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/locations/provinces', () => {
  it('lists the 81 provinces by plate code with coordinates, without a login', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/locations/provinces' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      id: number;
      name: string;
      parent_id: null;
      coordinates: { latitude: number };
    }[];
    expect(data).toHaveLength(81);
    expect(data[0]).toMatchObject({ id: 1, name: 'Adana', parent_id: null, type: 'province' });
    expect(data.find((p) => p.id === 34)).toMatchObject({
      name: 'İstanbul',
      slug: 'istanbul',
      coordinates: { latitude: 41.0082, longitude: 28.9784 },
    });
  });
});

describe('GET /api/v1/locations/provinces/:id/districts', () => {
  it('lists a province’s districts in Turkish order', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/locations/provinces/34/districts' });
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { name: string; parent_id: number }[]).map((d) => d.name);
    expect(names).toHaveLength(39);
    expect(names).toContain('Kadıköy');
    expect(names.indexOf('Çatalca')).toBeLessThan(names.indexOf('Esenler'));
    expect(names.indexOf('Şile')).toBeGreaterThan(names.indexOf('Sarıyer'));
  });

  it.each([
    ['/api/v1/locations/provinces/abc/districts', 422],
    ['/api/v1/locations/provinces/0/districts', 422],
    ['/api/v1/locations/provinces/1.5/districts', 422],
    ['/api/v1/locations/provinces/99999999999/districts', 422],
    ['/api/v1/locations/provinces/82/districts', 404],
  ])('%s → %i', async (url, status) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
  });
});
