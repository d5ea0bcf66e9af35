import { describe, expect, it } from 'vitest';
import { isListedPublicPath, isPublicPath, LEGAL_PATHS } from './public-paths';

const LISTED = [
  '/',
  '/kategoriler',
  '/kampanyalar',
  '/arama',
  '/arama?q=sac',
  '/giris',
  '/uye-ol',
  '/sifre-sifirla',
  '/salon-ol',
  '/kullanim-sartlari',
  '/mesafeli-satis-sozlesmesi',
  '/gizlilik-politikasi',
  '/kvkk',
  '/cerez-politikasi',
  '/salon/42',
  '/salon/42/guzel-saclar',
  '/salon/42/guzel-saclar/yorumlar',
  '/salon/42/',
  '/kategori/20',
  '/kategori/20/kadin-kuaforu',
  '/randevu/15/onay',
  '/randevu/abc/onay',
];

const PROTECTED = [
  '/salon',
  '/salon/randevular',
  '/salon/randevular/5',
  '/salon/personel/8/musaitlik',
  '/salon/abc',
  '/musteri',
  '/musteri/randevu/5',
  '/personel',
  '/admin',
  '/randevular/onay',
  '/randevu/15',
  '/salons/3/booking',
  '/kuponlarim',
  '/kategori',
  '/randevu/15/onay/x',
  '/salon//42',
];

describe('isListedPublicPath: exactly the SPEC §8 list', () => {
  it.each(LISTED)('%s is listed', (path) => {
    expect(isListedPublicPath(path)).toBe(true);
  });
  it.each([...PROTECTED, '/iletisim', '/uzman/5', '/istanbul-kuafor', '/r/t', '/a/t', '/campaigns'])(
    '%s is not listed',
    (path) => {
      expect(isListedPublicPath(path)).toBe(false);
    },
  );
  it('lists the five legal pages', () => {
    expect(LEGAL_PATHS).toHaveLength(5);
  });
});

describe('isPublicPath: the list plus every login-free route', () => {
  it.each([
    ...LISTED,
    '/iletisim',
    '/hakkimizda',
    '/uzman/5/ayse',
    '/istanbul-kuafor',
    '/istanbul-kadikoy-kuafor-salonlari',
    '/r/token',
    '/a/token',
    '/campaigns',
    '/brand-campaigns',
    '/uygulama',
    '/yardim',
    '/email-dogrulama',
    '/email-dogrulama/5/abc',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });
  it.each(PROTECTED)('%s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
