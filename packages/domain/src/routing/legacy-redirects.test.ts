import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  LEGACY_CATEGORIES,
  LEGACY_CATEGORY_ALIASES,
  LEGACY_REDIRECT_RULES,
  legacyRedirect,
} from './legacy-redirects';
import { matchRoute } from './match';
import { resolveNavigation } from './navigation';

/** Every alias of SPEC §2.3 (and DESIGN §7's /login), written out by hand. */
const REDIRECTS: [from: string, to: string][] = [
  // Category aliases
  ['/kadin-kuaforu', '/kategori/20/kadin-kuaforu'],
  ['/kadin-kuafor', '/kategori/20/kadin-kuaforu'],
  ['/kadin-kuaforleri', '/kategori/20/kadin-kuaforu'],
  ['/bayan-kuaforu', '/kategori/20/kadin-kuaforu'],
  ['/bayan-kuafor', '/kategori/20/kadin-kuaforu'],
  ['/bayan-kuaforleri', '/kategori/20/kadin-kuaforu'],
  ['/erkek-berberi', '/kategori/21/erkek-berberi'],
  ['/erkek-berber', '/kategori/21/erkek-berberi'],
  ['/erkek-berberleri', '/kategori/21/erkek-berberi'],
  ['/erkek-kuaforu', '/kategori/21/erkek-berberi'],
  ['/erkek-kuafor', '/kategori/21/erkek-berberi'],
  ['/erkek-kuaforleri', '/kategori/21/erkek-berberi'],
  ['/guzellik-salonu', '/kategori/22/guzellik-salonu'],
  ['/solaryum', '/kategori/23/solaryum'],
  ['/nail-art', '/kategori/24/nail-art'],
  ['/masaj-salonu', '/kategori/25/masaj-salonu'],
  // Panels
  ['/musteri-paneli', '/musteri'],
  ['/salon-paneli', '/salon'],
  ['/salon-owner-dashboard', '/salon'],
  ['/salon-profil', '/salon/profil'],
  ['/personel/dashboard', '/personel'],
  ['/personel/ayarlar', '/personel/profil'],
  ['/musteri/dashboard', '/musteri'],
  ['/salon/dashboard', '/salon'],
  // Customer pages
  ['/randevu/15', '/musteri/randevu/15'],
  ['/randevular', '/musteri/randevular'],
  ['/randevularim', '/musteri/randevular'],
  ['/favorilerim', '/musteri/favoriler'],
  ['/yorumlarim', '/musteri/yorumlar'],
  ['/bildirimler', '/musteri/bildirimler'],
  ['/profil', '/musteri/profil'],
  ['/destek', '/musteri/destek'],
  ['/ayarlar', '/musteri/ayarlar'],
  ['/mesajlar', '/musteri/destek'],
  // Salon page and login
  ['/salon/42', '/salon/42/salon-detay'],
  ['/login', '/giris'],
];

describe('legacyRedirect: every alias', () => {
  it.each(REDIRECTS)('%s → %s', (from, to) => {
    expect(legacyRedirect(from)).toBe(to);
  });

  it.each(REDIRECTS)('%s keeps query and hash and tolerates a trailing slash', (from, to) => {
    expect(legacyRedirect(`${from}/?a=1&b=%C3%A7#bolum`)).toBe(`${to}?a=1&b=%C3%A7#bolum`);
  });

  it.each(REDIRECTS)('%s lands on a real route', (_from, to) => {
    expect(matchRoute(to)).not.toBeNull();
    expect(legacyRedirect(to)).toBeNull();
  });

  it('covers every rule and every category alias', () => {
    const froms = new Set(REDIRECTS.map(([from]) => from));
    for (const alias of Object.keys(LEGACY_CATEGORY_ALIASES))
      expect(froms.has(`/${alias}`), alias).toBe(true);
    expect(REDIRECTS.length).toBe(Object.keys(LEGACY_CATEGORY_ALIASES).length + LEGACY_REDIRECT_RULES.length);
  });

  it('is case-insensitive', () => {
    expect(legacyRedirect('/Randevularim')).toBe('/musteri/randevular');
    expect(legacyRedirect('/KADIN-KUAFORU')).toBe('/kategori/20/kadin-kuaforu');
  });
});

describe('legacyRedirect: not aliases', () => {
  it.each([
    '/',
    '/randevu/15/onay',
    '/randevu/abc',
    '/randevular/onay',
    '/musteri/randevular',
    '/salon',
    '/salon/randevular',
    '/salon/abc',
    '/salon/42/guzel-saclar',
    '/salon/42/salon-detay',
    '/personel',
    '/personel/profil',
    '/kuponlarim',
    '/giris',
    '/istanbul-kuafor',
    '/nail-art/x',
    '/kategori/24/nail-art',
  ])('%s → null', (path) => {
    expect(legacyRedirect(path)).toBeNull();
  });
});

describe('legacy categories', () => {
  it('are the six categories of SPEC §2.3', () => {
    expect(LEGACY_CATEGORIES).toEqual([
      { id: 20, name: 'Kadın Kuaförü', slug: 'kadin-kuaforu' },
      { id: 21, name: 'Erkek Berberi', slug: 'erkek-berberi' },
      { id: 22, name: 'Güzellik Salonu', slug: 'guzellik-salonu' },
      { id: 23, name: 'Solaryum', slug: 'solaryum' },
      { id: 24, name: 'Nail Art', slug: 'nail-art' },
      { id: 25, name: 'Masaj Salonu', slug: 'masaj-salonu' },
    ]);
  });

  it('categoryPath', () => {
    expect(categoryPath({ id: 22, slug: 'guzellik-salonu' })).toBe('/kategori/22/guzellik-salonu');
  });

  it('legacy aliases shadow the SEO reading of the same segment', () => {
    // 'erkek-kuafor' would otherwise read as city 'erkek', category 'kuafor'.
    expect(matchRoute('/erkek-kuafor')?.row.id).toBe('seo.city-category');
    expect(resolveNavigation({ pathname: '/erkek-kuafor', search: '', hash: '' }, null)).toEqual({
      kind: 'redirect',
      to: '/kategori/21/erkek-berberi',
    });
  });
});
