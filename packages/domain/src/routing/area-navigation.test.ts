import { describe, expect, it } from 'vitest';
import { AREA_NAVIGATION, type NavArea } from './area-navigation';
import { matchRoute } from './match';
import { ROUTE_TABLE, screenOf } from './route-table';

const ROLE_OF: Record<NavArea, string> = { customer: 'customer', salon: 'salon_owner', staff: 'staff' };
const AREAS = Object.keys(AREA_NAVIGATION) as NavArea[];

describe.each(AREAS)('AREA_NAVIGATION.%s', (area) => {
  const items = AREA_NAVIGATION[area];

  it.each(items.map((item) => [item.path, item] as const))('%s is a screen of the area', (path, item) => {
    const row = matchRoute(path)?.row;
    expect(row?.area).toBe(area);
    expect(row?.access).toEqual({ kind: 'role', role: ROLE_OF[area] });
    expect(item.label.trim()).not.toBe('');
    expect(item.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('lists every non-parametrised screen of the area once', () => {
    const navScreens = items.map((item) => {
      const row = matchRoute(item.path)?.row;
      return row ? screenOf(row) : item.path;
    });
    expect(new Set(navScreens).size).toBe(navScreens.length);
    const tableScreens = new Set(
      ROUTE_TABLE.filter(
        (r) => r.area === area && !r.pattern.includes(':') && r.pattern.startsWith(items[0]?.path ?? '?'),
      ).map(screenOf),
    );
    expect(new Set(navScreens)).toEqual(tableScreens);
  });

  it('has unique labels and paths', () => {
    expect(new Set(items.map((i) => i.label)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.path)).size).toBe(items.length);
  });
});

describe('labels named by the brief', () => {
  const labels = (area: NavArea): string[] => AREA_NAVIGATION[area].map((i) => i.label);
  it('customer', () => {
    expect(labels('customer')).toEqual(
      expect.arrayContaining([
        'Randevularım',
        'Faturalar',
        'Cüzdan',
        'Kuponlar',
        'Adreslerim',
        'Arkadaşını Davet Et',
      ]),
    );
  });
  it('salon owner', () => {
    expect(labels('salon')).toEqual(
      expect.arrayContaining(['Personel Çalışma Saatleri', 'Müsaitlik Yönetimi', 'Kazanç Cüzdanı']),
    );
  });
  it('staff', () => {
    expect(labels('staff')).toEqual(
      expect.arrayContaining(['Müsaitliğim', 'Randevu Geçmişi', 'Hizmetlerim']),
    );
  });
});
