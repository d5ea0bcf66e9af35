import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED, ADMIN_ACCESS_DENIED, AUTH_REQUIRED } from '../messages';
import { USER_TYPES, type UserType } from '../user-types';
import {
  guestOnlyRedirectTarget,
  homeRedirectTarget,
  resolveNavigation,
  type NavLocation,
  type NavigationDecision,
  type SessionSnapshot,
} from './navigation';
import { ROUTE_EXAMPLES, type ExpectedAccess } from './route-examples.fixture';

const loc = (pathname: string, search = '', hash = ''): NavLocation => ({ pathname, search, hash });
const as = (userType: UserType): SessionSnapshot => ({ userType });

const LOGIN_REDIRECT = (rememberUrl: string): Extract<NavigationDecision, { kind: 'redirect' }> => ({
  kind: 'redirect',
  to: '/giris',
  flash: { type: 'info', message: AUTH_REQUIRED },
  rememberUrl,
});

/** What SPEC §4–§6 say a session may see on a page of the given access, written out by hand. */
function expectedDecision(
  example: { path: string; id: string; access: ExpectedAccess },
  userType: UserType | null,
  hash: string,
): { kind: 'render' } | Extract<NavigationDecision, { kind: 'redirect' }> {
  const url = `${example.path}?q=1${hash}`;
  if (example.id === 'public.home' && userType === 'admin') return { kind: 'redirect', to: '/admin' };
  if (example.id === 'public.home' && userType === 'staff') return { kind: 'redirect', to: '/personel' };
  switch (example.access) {
    case 'public':
      return { kind: 'render' };
    case 'guest':
      if (userType === null) return { kind: 'render' };
      if (userType === 'admin') return { kind: 'redirect', to: `/admin${hash}` };
      if (userType === 'staff') return { kind: 'redirect', to: '/personel' };
      return { kind: 'redirect', to: '/' };
    case 'auth':
      return userType === null ? LOGIN_REDIRECT(url) : { kind: 'render' };
    default:
      if (userType === null) return LOGIN_REDIRECT(url);
      if (userType === example.access) return { kind: 'render' };
      return {
        kind: 'redirect',
        to: '/',
        flash: { type: 'error', message: example.access === 'admin' ? ADMIN_ACCESS_DENIED : ACCESS_DENIED },
      };
  }
}

describe('every route row × every session (logged out, right role, wrong roles)', () => {
  const cases = ROUTE_EXAMPLES.flatMap((example) =>
    [null, ...USER_TYPES].map(
      (userType) => [example.path, userType ?? 'logged out', example, userType] as const,
    ),
  );
  it.each(cases)('%s as %s', (_path, _label, example, userType) => {
    const hash = '#bolum';
    const decision = resolveNavigation(
      loc(example.path, '?q=1', hash),
      userType === null ? null : as(userType),
    );
    const expected = expectedDecision(example, userType, hash);
    if (expected.kind === 'render') {
      expect(decision.kind).toBe('render');
      if (decision.kind === 'render') {
        expect(decision.match.row.id).toBe(example.id);
        expect(decision.match.params).toEqual(example.params);
      }
    } else {
      expect(decision).toEqual(expected);
    }
  });
});

describe('explicit decisions', () => {
  it('renders a public page for a visitor', () => {
    const decision = resolveNavigation(loc('/salon/42/guzel-saclar'), null);
    expect(decision).toMatchObject({ kind: 'render', match: { row: { id: 'public.salon-detail' } } });
  });

  it('customer on an owner page: error and home', () => {
    expect(resolveNavigation(loc('/salon/randevular'), as('customer'))).toEqual({
      kind: 'redirect',
      to: '/',
      flash: { type: 'error', message: 'Bu sayfaya erişim yetkiniz bulunmuyor' },
    });
  });

  it('logged out on a customer page: info, remember the full URL, go to /giris', () => {
    expect(resolveNavigation(loc('/musteri/randevular', '?tab=gecmis', '#liste'), null)).toEqual({
      kind: 'redirect',
      to: '/giris',
      flash: { type: 'info', message: 'Bu sayfaya erişmek için giriş yapmanız gerekiyor' },
      rememberUrl: '/musteri/randevular?tab=gecmis#liste',
    });
  });

  it('booking wizard needs login but any role', () => {
    expect(resolveNavigation(loc('/salons/5/booking/date', '?package_id=3'), null)).toEqual(
      LOGIN_REDIRECT('/salons/5/booking/date?package_id=3'),
    );
    for (const userType of USER_TYPES) {
      expect(resolveNavigation(loc('/salons/5/booking'), as(userType)).kind).toBe('render');
    }
  });

  it('an unknown booking step or a non-numeric salon id is not found', () => {
    expect(resolveNavigation(loc('/salons/5/booking/odeme'), as('customer'))).toEqual({ kind: 'not_found' });
    expect(resolveNavigation(loc('/salons/abc/booking'), as('customer'))).toEqual({ kind: 'not_found' });
  });

  describe('/admin', () => {
    it('logged out: /giris, remembering the URL with its hash', () => {
      expect(resolveNavigation(loc('/admin', '', '#users'), null)).toEqual(LOGIN_REDIRECT('/admin#users'));
    });
    it.each(['customer', 'salon_owner', 'staff'] as const)('%s: home with the admin alert', (userType) => {
      expect(resolveNavigation(loc('/admin', '', '#users'), as(userType))).toEqual({
        kind: 'redirect',
        to: '/',
        flash: { type: 'error', message: 'Bu sayfaya erişim yetkiniz bulunmuyor.' },
      });
    });
    it('admin: renders', () => {
      expect(resolveNavigation(loc('/admin', '', '#settings/mail'), as('admin'))).toMatchObject({
        kind: 'render',
        match: { row: { id: 'admin' }, params: {} },
      });
    });
  });

  describe('home page by user type', () => {
    it.each([
      [null, 'render'],
      ['customer', 'render'],
      ['salon_owner', 'render'],
    ] as const)('%s renders /', (userType, kind) => {
      expect(resolveNavigation(loc('/'), userType === null ? null : as(userType)).kind).toBe(kind);
    });
    it('admin goes to /admin, staff to /personel', () => {
      expect(resolveNavigation(loc('/'), as('admin'))).toEqual({ kind: 'redirect', to: '/admin' });
      expect(resolveNavigation(loc('/'), as('staff'))).toEqual({ kind: 'redirect', to: '/personel' });
    });
  });

  describe('guest-only pages when logged in', () => {
    it.each(['/giris', '/uye-ol', '/sifre-sifirla'])('%s', (path) => {
      expect(resolveNavigation(loc(path, '', '#payments'), as('admin'))).toEqual({
        kind: 'redirect',
        to: '/admin#payments',
      });
      expect(resolveNavigation(loc(path), as('admin'))).toEqual({ kind: 'redirect', to: '/admin' });
      expect(resolveNavigation(loc(path), as('staff'))).toEqual({ kind: 'redirect', to: '/personel' });
      expect(resolveNavigation(loc(path), as('customer'))).toEqual({ kind: 'redirect', to: '/' });
      expect(resolveNavigation(loc(path), as('salon_owner'))).toEqual({ kind: 'redirect', to: '/' });
      expect(resolveNavigation(loc(path), null).kind).toBe('render');
    });
  });

  describe('legacy aliases come first', () => {
    it.each([
      ['/randevularim', '?durum=aktif', '#x', '/musteri/randevular?durum=aktif#x'],
      ['/salon/42', '', '', '/salon/42/salon-detay'],
      ['/login', '', '#users', '/giris#users'],
      ['/kadin-kuaforu', '?sehir=izmir', '', '/kategori/20/kadin-kuaforu?sehir=izmir'],
      ['/erkek-kuafor', '', '', '/kategori/21/erkek-berberi'],
      ['/personel/dashboard', '', '', '/personel'],
    ])('%s%s%s → %s (whatever the session)', (pathname, search, hash, to) => {
      for (const session of [null, ...USER_TYPES.map(as)]) {
        expect(resolveNavigation(loc(pathname, search, hash), session)).toEqual({ kind: 'redirect', to });
      }
    });
  });

  describe('SEO location pages and unknown paths', () => {
    it.each([
      ['/istanbul-kuafor', 'seo.city-category'],
      ['/izmir-masaj-spa', 'seo.city-category'],
      ['/ankara-nail-art-salonlari', 'seo.city-category-salonlari'],
      ['/istanbul-kadikoy-berber-salonlari', 'seo.city-district-category-salonlari'],
      ['/samsun-19-mayis-kuafor-salonlari', 'seo.city-district-category-salonlari'],
    ])('%s renders %s for everyone', (path, id) => {
      for (const session of [null, ...USER_TYPES.map(as)]) {
        expect(resolveNavigation(loc(path), session)).toMatchObject({
          kind: 'render',
          match: { row: { id } },
        });
      }
    });

    it.each([
      '/istanbul-dovme',
      '/istanbul-masaj-spa-salonlari',
      '/istanbul-kadikoy-cilt-yuz-bakimi-salonlari',
      '/istanbul-guzellik-estetik-salonlari',
      '/istanbul-kadikoy-kuafor',
      '/kuafor-salonlari',
      '/istanbul-salonlari',
      '/olmayan-sayfa',
    ])('%s (category part not allowed) → /', (path) => {
      expect(resolveNavigation(loc(path, '?a=1'), null)).toEqual({ kind: 'redirect', to: '/' });
      expect(resolveNavigation(loc(path), as('customer'))).toEqual({ kind: 'redirect', to: '/' });
    });

    it.each([
      '/olmayansayfa',
      '/salon/abc',
      '/musteri/olmayan',
      '/personel/randevu/5',
      '/salon/42/a/b/c',
      '/a/b/c',
    ])('%s is not found', (path) => {
      expect(resolveNavigation(loc(path), null)).toEqual({ kind: 'not_found' });
      expect(resolveNavigation(loc(path), as('admin'))).toEqual({ kind: 'not_found' });
    });
  });

  it('a remembered URL keeps query and hash as given', () => {
    const decision = resolveNavigation(loc('/salon/personel/8/musaitlik', '?tarih=bugun', '#ekle'), null);
    expect(decision).toMatchObject({ rememberUrl: '/salon/personel/8/musaitlik?tarih=bugun#ekle' });
  });
});

describe('redirect helpers', () => {
  it.each([
    ['admin', '#x', '/admin#x'],
    ['admin', '', '/admin'],
    ['staff', '#x', '/personel'],
    ['customer', '#x', '/'],
    ['salon_owner', '', '/'],
  ] as const)('guestOnlyRedirectTarget(%s, %s) = %s', (userType, hash, to) => {
    expect(guestOnlyRedirectTarget(userType, hash)).toBe(to);
  });

  it.each([
    ['admin', '/admin'],
    ['staff', '/personel'],
    ['customer', null],
    ['salon_owner', null],
  ] as const)('homeRedirectTarget(%s) = %s', (userType, to) => {
    expect(homeRedirectTarget(userType)).toBe(to);
  });
});
