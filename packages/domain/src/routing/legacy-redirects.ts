import { buildPath, matchPattern, splitUrl } from './match';
import type { ParamConstraint } from './route-table';

/** SPEC §2.3: the categories that old category paths redirect to, /kategori/{id}/{slug}. */
export const LEGACY_CATEGORIES = [
  { id: 20, name: 'Kadın Kuaförü', slug: 'kadin-kuaforu' },
  { id: 21, name: 'Erkek Berberi', slug: 'erkek-berberi' },
  { id: 22, name: 'Güzellik Salonu', slug: 'guzellik-salonu' },
  { id: 23, name: 'Solaryum', slug: 'solaryum' },
  { id: 24, name: 'Nail Art', slug: 'nail-art' },
  { id: 25, name: 'Masaj Salonu', slug: 'masaj-salonu' },
] as const;

export type LegacyCategoryId = (typeof LEGACY_CATEGORIES)[number]['id'];

/**
 * Old category paths (one segment) and the category they go to. 'kadin-kuaforu and variants' and 'erkek-berberi
 * and variants' (SPEC §2.3) are read as the spelling, suffix and 'bayan' variants people type; see ADR 0003.
 */
export const LEGACY_CATEGORY_ALIASES: Readonly<Record<string, LegacyCategoryId>> = {
  'kadin-kuaforu': 20,
  'kadin-kuafor': 20,
  'kadin-kuaforleri': 20,
  'bayan-kuaforu': 20,
  'bayan-kuafor': 20,
  'bayan-kuaforleri': 20,
  'erkek-berberi': 21,
  'erkek-berber': 21,
  'erkek-berberleri': 21,
  'erkek-kuaforu': 21,
  'erkek-kuafor': 21,
  'erkek-kuaforleri': 21,
  'guzellik-salonu': 22,
  solaryum: 23,
  'nail-art': 24,
  'masaj-salonu': 25,
};

export interface LegacyRedirectRule {
  /** Pattern of the old path (route-table syntax). */
  from: string;
  /** Pattern of the new path, filled with the params of `from`. */
  to: string;
  constraints?: Readonly<Record<string, ParamConstraint>>;
}

/** SPEC §2.3 path aliases (besides the category aliases), plus the /login alias of DESIGN §7. */
export const LEGACY_REDIRECT_RULES: readonly LegacyRedirectRule[] = [
  { from: '/musteri-paneli', to: '/musteri' },
  { from: '/salon-paneli', to: '/salon' },
  { from: '/salon-owner-dashboard', to: '/salon' },
  { from: '/salon-profil', to: '/salon/profil' },
  { from: '/personel/dashboard', to: '/personel' },
  { from: '/personel/ayarlar', to: '/personel/profil' },
  // The area dashboards live at the area root; '/x/dashboard' follows the staff rule above (ADR 0003).
  { from: '/musteri/dashboard', to: '/musteri' },
  { from: '/salon/dashboard', to: '/salon' },
  // Exactly one segment after /randevu: '/randevu/{id}/onay' is the public confirmation page.
  { from: '/randevu/:id', to: '/musteri/randevu/:id', constraints: { id: 'numeric' } },
  { from: '/randevular', to: '/musteri/randevular' },
  { from: '/randevularim', to: '/musteri/randevular' },
  { from: '/favorilerim', to: '/musteri/favoriler' },
  { from: '/yorumlarim', to: '/musteri/yorumlar' },
  { from: '/bildirimler', to: '/musteri/bildirimler' },
  { from: '/profil', to: '/musteri/profil' },
  { from: '/destek', to: '/musteri/destek' },
  { from: '/ayarlar', to: '/musteri/ayarlar' },
  { from: '/mesajlar', to: '/musteri/destek' },
  // Numeric id and exactly one segment after /salon (a word is the owner area, DESIGN §7).
  { from: '/salon/:id', to: '/salon/:id/salon-detay', constraints: { id: 'numeric' } },
  { from: '/login', to: '/giris' },
];

/** The path of a category page, /kategori/{id}/{slug}. */
export function categoryPath(category: { id: number; slug: string }): string {
  return buildPath('/kategori/:categoryId/:categorySlug?', {
    categoryId: category.id,
    categorySlug: category.slug,
  });
}

function legacyTarget(pathname: string): string | null {
  for (const rule of LEGACY_REDIRECT_RULES) {
    const params = matchPattern(rule.from, pathname, rule.constraints);
    if (params) return buildPath(rule.to, params);
  }
  const single = matchPattern('/:alias', pathname);
  const id = single?.alias === undefined ? undefined : LEGACY_CATEGORY_ALIASES[single.alias.toLowerCase()];
  if (id === undefined) return null;
  const category = LEGACY_CATEGORIES.find((c) => c.id === id);
  return category ? categoryPath(category) : null;
}

/**
 * The new address of a legacy alias (SPEC §2.3), or null when the path is not one. Accepts a pathname with an
 * optional query and hash, and keeps both on the target. Trailing slashes and letter case are tolerated.
 */
export function legacyRedirect(pathname: string): string | null {
  const { pathname: path, search, hash } = splitUrl(pathname);
  const target = legacyTarget(path);
  return target === null ? null : `${target}${search}${hash}`;
}
