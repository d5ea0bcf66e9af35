import { describe, expect, it } from 'vitest';
import { matchAllRoutes, matchRoute } from './match';
import { ROUTE_EXAMPLES } from './route-examples.fixture';
import { BOOKING_STEPS, ROUTE_TABLE, requiresLogin, routeById, screenOf, type RouteRow } from './route-table';

function accessLabel(row: RouteRow): string {
  return row.access.kind === 'role' ? row.access.role : row.access.kind;
}

describe('ROUTE_TABLE shape', () => {
  it('has unique ids and unique patterns', () => {
    const ids = ROUTE_TABLE.map((r) => r.id);
    const patterns = ROUTE_TABLE.map((r) => r.pattern);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each(ROUTE_TABLE.map((row) => [row.id, row] as const))('%s is well formed', (_id, row) => {
    expect(row.id).toMatch(/^[a-z]+(\.[a-z0-9-]+)?$/);
    expect(row.pattern.startsWith('/')).toBe(true);
    expect(row.title.trim()).not.toBe('');
    expect(row.title).toBe(row.title.trim());
    if (row.access.kind === 'role') {
      const areaOfRole = {
        customer: 'customer',
        salon_owner: 'salon',
        staff: 'staff',
        admin: 'admin',
      } as const;
      expect(row.area).toBe(areaOfRole[row.access.role]);
    }
    if (row.area === 'customer' || row.area === 'salon' || row.area === 'staff' || row.area === 'admin') {
      expect(row.access.kind).toBe('role');
      expect(row.noindex).toBe(true);
    }
    // A shared screen key must name an existing row of the same area and access.
    if (row.screen !== undefined && row.seo === undefined) {
      const target = ROUTE_TABLE.find((r) => r.id === row.screen);
      expect(target, `screen ${row.screen}`).toBeDefined();
      expect(target?.area).toBe(row.area);
      expect(target?.access).toEqual(row.access);
    }
  });

  it.each(ROUTE_TABLE.map((row) => [row.id] as const))('%s has at least one example path', (id) => {
    expect(ROUTE_EXAMPLES.some((e) => e.id === id)).toBe(true);
  });

  it('every example names an existing row', () => {
    for (const example of ROUTE_EXAMPLES) expect(() => routeById(example.id)).not.toThrow();
  });

  it('routeById throws for an unknown id', () => {
    expect(() => routeById('nope')).toThrow('Unknown route id: nope');
  });

  it('screenOf falls back to the id', () => {
    expect(screenOf(routeById('salon.earnings'))).toBe('salon.earnings-wallet');
    expect(screenOf(routeById('salon.earnings-wallet'))).toBe('salon.earnings-wallet');
    expect(screenOf(routeById('customer.coupons-alias'))).toBe('customer.coupons');
    expect(screenOf(routeById('public.campaigns-tr'))).toBe('public.campaigns');
    expect(screenOf(routeById('staff.my-availability'))).toBe('staff.availability');
    expect(screenOf(routeById('public.home'))).toBe('public.home');
  });

  it('requiresLogin is true exactly for auth and role rows', () => {
    expect(requiresLogin(routeById('booking.wizard'))).toBe(true);
    expect(requiresLogin(routeById('admin'))).toBe(true);
    expect(requiresLogin(routeById('auth.login'))).toBe(false);
    expect(requiresLogin(routeById('public.home'))).toBe(false);
  });

  it('lists the booking steps of SPEC §2.5 in order', () => {
    expect(BOOKING_STEPS).toEqual([
      'entry',
      'date',
      'staff',
      'services',
      'location',
      'pet',
      'time',
      'payment',
      'success',
    ]);
  });
});

describe('every row: example path → row, params, access', () => {
  it.each(ROUTE_EXAMPLES.map((e) => [e.path, e] as const))('%s', (path, example) => {
    const match = matchRoute(path);
    expect(match?.row.id).toBe(example.id);
    expect(match?.params).toEqual(example.params);
    if (match) expect(accessLabel(match.row)).toBe(example.access);
  });

  it.each(ROUTE_EXAMPLES.filter((e) => !e.id.startsWith('seo.')).map((e) => [e.path] as const))(
    '%s matches exactly one non-SEO row (no ambiguity)',
    (path) => {
      expect(matchAllRoutes(path)).toHaveLength(1);
    },
  );
});

describe('areas and titles', () => {
  const expected: [string, string, string][] = [
    ['public.home', 'public', 'Ana Sayfa'],
    ['minimal.dispute', 'minimal', 'İtiraz Yanıtı'],
    ['minimal.guest-approval', 'minimal', 'Randevu Onayı'],
    ['booking.wizard', 'booking', 'Randevu Al'],
    ['admin', 'admin', 'Yönetim Paneli'],
    ['salon.earnings', 'salon', 'Kazanç Cüzdanı'],
    ['salon.earnings-wallet', 'salon', 'Kazanç Cüzdanı'],
    ['salon.staff-availability', 'salon', 'Personel Müsaitliği'],
    ['customer.coupons-alias', 'customer', 'Kuponlarım'],
    ['auth.login', 'public', 'Giriş Yap'],
  ];
  it.each(expected)('%s is in area %s titled %s', (id, area, title) => {
    const row = routeById(id);
    expect(row.area).toBe(area);
    expect(row.title).toBe(title);
  });

  it('marks the admin page noindex (SPEC §2.8)', () => {
    expect(routeById('admin').noindex).toBe(true);
  });
});

describe('SPEC §2 path lists are all covered', () => {
  const specPublic = [
    '/',
    '/kategori/5',
    '/kategori/5/sac',
    '/kategoriler',
    '/salon/5',
    '/salon/5/x',
    '/salon/5/x/hizmetler',
    '/uzman/5',
    '/uzman/5/x',
    '/iletisim',
    '/hakkimizda',
    '/arama',
    '/campaigns',
    '/kampanyalar',
    '/brand-campaigns',
    '/uygulama',
    '/randevu/5/onay',
    '/r/t',
    '/a/t',
    '/randevular/onay',
    '/giris',
    '/uye-ol',
    '/sifre-sifirla',
    '/email-dogrulama',
    '/email-dogrulama/5/h',
    '/salon-ol',
    '/yardim',
    '/kullanim-sartlari',
    '/mesafeli-satis-sozlesmesi',
    '/gizlilik-politikasi',
    '/kvkk',
    '/cerez-politikasi',
  ];
  it.each(specPublic.map((p) => [p] as const))('§2.1 %s has a row', (path) => {
    expect(matchRoute(path)).not.toBeNull();
  });

  const customerScreens =
    'dashboard, randevular, randevu/1, faturalar, paketler, paket/1, favoriler, yorumlar, bildirimler, profil, cuzdan, kuponlar, adreslerim, referral, destek, admin-destek, ayarlar';
  const ownerScreens =
    'dashboard, randevular, randevular/1, takvim, personel, personele-hizmet-ata, personel-calisma-saatleri, personel-performans, musaitlik-yonetimi, personel/1/musaitlik, ayarlar, hizmetler, eve-gelen-hizmet, bildirimler, promosyonlar, raporlar, faturalar, yorumlar, musteri-sorulari, mesajlar, abonelik, profil, kazanclar, kazanc-cuzdani, islem-gecmisi, paketler, galeri, kampanyalar, referral, destek';
  const staffScreens =
    'dashboard, randevular, randevu-gecmisi, hizmetlerim, kazanclar, yorumlar, galeri, musaitlik, musaitligim, destek, profil, bildirimler';
  const areaPaths = (root: string, list: string): string[] =>
    list.split(', ').map((screen) => (screen === 'dashboard' ? root : `${root}/${screen}`));

  it.each([
    ['/musteri', customerScreens, 'customer'],
    ['/salon', ownerScreens, 'salon_owner'],
    ['/personel', staffScreens, 'staff'],
  ] as const)('%s screens need that exact role', (root, list, role) => {
    for (const path of areaPaths(root, list)) {
      const row = matchRoute(path)?.row;
      expect(row, path).toBeDefined();
      expect(row?.access, path).toEqual({ kind: 'role', role });
    }
  });
});
