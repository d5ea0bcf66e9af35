import { matchRoute, pathSegments } from './match';

/** SPEC §8: legal pages (terms, distance sales contract, privacy, data protection, cookies). */
export const LEGAL_PATHS = [
  '/kullanim-sartlari',
  '/mesafeli-satis-sozlesmesi',
  '/gizlilik-politikasi',
  '/kvkk',
  '/cerez-politikasi',
] as const;

/** SPEC §8: the exact public paths of the 401 list (wildcard entries are checked in code). */
export const LISTED_PUBLIC_EXACT_PATHS: readonly string[] = [
  '/',
  '/kategoriler',
  '/kampanyalar',
  '/arama',
  '/giris',
  '/uye-ol',
  '/sifre-sifirla',
  '/salon-ol',
  ...LEGAL_PATHS,
];

/**
 * Exactly the SPEC §8 401 list: /, /kategoriler, /kampanyalar, /arama, /giris, /uye-ol, /sifre-sifirla, /salon-ol,
 * legal pages, /salon/* (only a numeric first segment: the public salon page, not the owner area such as
 * /salon/randevular), /kategori/*, /randevu/{x}/onay.
 */
export function isListedPublicPath(pathname: string): boolean {
  const raw = pathSegments(pathname);
  if (raw === null) return false;
  const segments = raw.map((s) => s.toLowerCase());
  if (LISTED_PUBLIC_EXACT_PATHS.includes(`/${segments.join('/')}`)) return true;
  const [first, second, third] = segments;
  if (first === 'salon') return second !== undefined && /^[0-9]+$/.test(second);
  if (first === 'kategori') return second !== undefined;
  if (first === 'randevu') return segments.length === 3 && third === 'onay';
  return false;
}

/**
 * Whether a 401 on this page only clears the session (true) or also sends the user to /giris (false).
 *
 * True for the SPEC §8 list and, beyond it, for every page of the route table that needs no login (public or
 * guest-only access: /iletisim, /uzman/…, SEO location pages, /r/{token}, /a/{token}, …): SPEC §6 says public pages
 * need no login, so an expired token must not push a visitor of such a page to the login form (ADR 0003).
 */
export function isPublicPath(pathname: string): boolean {
  if (isListedPublicPath(pathname)) return true;
  const kind = matchRoute(pathname)?.row.access.kind;
  return kind === 'public' || kind === 'guest';
}
