import { describe, expect, it } from 'vitest';
import { emergencyAdminHash, fallbackHome, isSafeInternalPath, landingAfterLogin } from './landing';

describe('fallbackHome (SPEC §2.11)', () => {
  it.each([
    ['customer', '/musteri'],
    ['salon_owner', '/salon'],
    ['staff', '/personel'],
    ['admin', '/admin'],
    [null, '/'],
  ] as const)('%s → %s', (userType, home) => {
    expect(fallbackHome(userType)).toBe(home);
  });
});

describe('landingAfterLogin', () => {
  describe('admin', () => {
    it('goes to /admin plus the emergency hash', () => {
      expect(landingAfterLogin('admin', null, '#users')).toBe('/admin#users');
      expect(landingAfterLogin('admin', '/admin#payments', '#users')).toBe('/admin#users');
    });
    it('goes to /admin without one', () => {
      expect(landingAfterLogin('admin', null, null)).toBe('/admin');
      expect(landingAfterLogin('admin', '/musteri/randevular', null)).toBe('/admin');
      expect(landingAfterLogin('admin', '/', null)).toBe('/admin');
    });
    it('ignores a malformed emergency hash', () => {
      expect(landingAfterLogin('admin', null, 'users')).toBe('/admin');
      expect(landingAfterLogin('admin', null, '#')).toBe('/admin');
    });
    it('returns to a remembered /admin URL (its hash survives the login round trip)', () => {
      expect(landingAfterLogin('admin', '/admin#settings/mail', null)).toBe('/admin#settings/mail');
      expect(landingAfterLogin('admin', '/admin/', null)).toBe('/admin/');
      expect(landingAfterLogin('admin', '/administrator', null)).toBe('/admin');
    });
  });

  describe('staff', () => {
    it('goes to /personel', () => {
      expect(landingAfterLogin('staff', null, null)).toBe('/personel');
      expect(landingAfterLogin('staff', '/musteri', null)).toBe('/personel');
      expect(landingAfterLogin('staff', '/salons/3/booking', '#users')).toBe('/personel');
      expect(landingAfterLogin('staff', '/personeller', null)).toBe('/personel');
    });
    it('returns to a remembered /personel URL', () => {
      expect(landingAfterLogin('staff', '/personel/musaitlik?tarih=bugun', null)).toBe(
        '/personel/musaitlik?tarih=bugun',
      );
    });
  });

  describe.each(['customer', 'salon_owner'] as const)('%s', (userType) => {
    it('goes to a remembered same-origin URL with query and hash', () => {
      expect(landingAfterLogin(userType, '/salons/3/booking/date?package_id=2#x', null)).toBe(
        '/salons/3/booking/date?package_id=2#x',
      );
      expect(landingAfterLogin(userType, '/musteri/randevular', '#users')).toBe('/musteri/randevular');
    });
    it('goes to / without one', () => {
      expect(landingAfterLogin(userType, null, null)).toBe('/');
      expect(landingAfterLogin(userType, null, '#users')).toBe('/');
    });
    it.each([
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'musteri',
      '',
      '/giris',
      '/giris?x=1',
      '/uye-ol/',
      '/sifre-sifirla#a',
      '/login',
      '/musteri\n',
      '/a b',
    ])('refuses %j', (remembered) => {
      expect(landingAfterLogin(userType, remembered, null)).toBe('/');
    });
  });
});

describe('isSafeInternalPath', () => {
  it.each([
    ['/', true],
    ['/salon/1?x=1#y', true],
    ['//x', false],
    ['/\\x', false],
    ['http://x', false],
    ['/x\ty', false],
    ['/x\u007fy', false],
    ['/x\u00a0y', false],
  ] as const)('%j → %s', (url, safe) => {
    expect(isSafeInternalPath(url)).toBe(safe);
  });
});

describe('emergencyAdminHash (valid 5 s)', () => {
  const createdAt = 1_700_000_000_000;
  it.each([
    [0, '#users'],
    [1, '#users'],
    [4999, '#users'],
    [5000, '#users'],
    [5001, null],
    [60_000, null],
    [-1, null],
  ] as const)('%i ms after storing → %s', (age, expected) => {
    expect(emergencyAdminHash({ hash: '#users', createdAt }, createdAt + age)).toBe(expected);
  });

  it.each(['users', '#', ''])('refuses the non-hash %j', (hash) => {
    expect(emergencyAdminHash({ hash, createdAt }, createdAt + 10)).toBeNull();
  });

  it('refuses nothing stored and a broken timestamp', () => {
    expect(emergencyAdminHash(null, createdAt)).toBeNull();
    expect(emergencyAdminHash({ hash: '#users', createdAt: Number.NaN }, createdAt)).toBeNull();
  });
});
