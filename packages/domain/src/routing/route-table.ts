import type { UserType } from '../user-types';

/**
 * The route table of SPEC §2 as data. The router only applies it (DESIGN §3); guards and redirects are in
 * navigation.ts, legacy aliases in legacy-redirects.ts. docs/decisions/0003-route-table.md explains the choices.
 */

/** Layout family of a screen. */
export type Area = 'public' | 'minimal' | 'customer' | 'salon' | 'staff' | 'admin' | 'booking';

/** Who may open a screen: anyone, only visitors without login, any logged-in user, or one user_type. */
export type Access =
  { kind: 'public' } | { kind: 'guest' } | { kind: 'auth' } | { kind: 'role'; role: UserType };

/** A parameter constraint: digits only, or one of a fixed list of values. */
export type ParamConstraint = 'numeric' | readonly string[];

/** The three SEO location-page shapes of SPEC §2.2. */
export type SeoShape = 'city-category' | 'city-category-salonlari' | 'city-district-category-salonlari';

export interface RouteRow {
  /** Unique dotted id, e.g. 'customer.appointment-detail'. */
  id: string;
  /**
   * React Router style pattern with `:param` and trailing optional `:param?` segments. SEO rows describe their
   * single segment (e.g. '/:city-:category') and are matched by `parseSeoSegment`; register them in a router
   * as SEO_ROUTER_PATTERN.
   */
  pattern: string;
  area: Area;
  access: Access;
  /** Turkish screen title (used with pageTitle()). */
  title: string;
  /** Screen key when several rows render the same screen (e.g. kazanclar and kazanc-cuzdani); else the id. */
  screen?: string;
  /** Parameter constraints; a path whose parameter breaks one does not match the row. */
  constraints?: Readonly<Record<string, ParamConstraint>>;
  /** Set on the three SEO location-page rows. */
  seo?: SeoShape;
  /** The page is marked noindex/nofollow (SPEC §2.8 for /admin; private areas too). */
  noindex?: boolean;
}

/** SPEC §2.5: booking wizard steps in order. */
export const BOOKING_STEPS = [
  'entry',
  'date',
  'staff',
  'services',
  'location',
  'pet',
  'time',
  'payment',
  'success',
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** A single React Router path that catches every SEO location page (one path segment). */
export const SEO_ROUTER_PATTERN = '/:seoSlug';

const PUBLIC: Access = { kind: 'public' };
const GUEST: Access = { kind: 'guest' };
const AUTH: Access = { kind: 'auth' };
const role = (r: UserType): Access => ({ kind: 'role', role: r });

const ID = { id: 'numeric' } as const;

function publicRow(id: string, pattern: string, title: string, extra: Partial<RouteRow> = {}): RouteRow {
  return { id, pattern, area: 'public', access: PUBLIC, title, ...extra };
}

function areaRow(
  area: 'customer' | 'salon' | 'staff',
  userType: UserType,
  prefix: string,
  id: string,
  path: string,
  title: string,
  extra: Partial<RouteRow> = {},
): RouteRow {
  return {
    id: `${area}.${id}`,
    pattern: path === '' ? prefix : `${prefix}/${path}`,
    area,
    access: role(userType),
    title,
    noindex: true,
    ...extra,
  };
}

const customer = (id: string, path: string, title: string, extra?: Partial<RouteRow>): RouteRow =>
  areaRow('customer', 'customer', '/musteri', id, path, title, extra);
const owner = (id: string, path: string, title: string, extra?: Partial<RouteRow>): RouteRow =>
  areaRow('salon', 'salon_owner', '/salon', id, path, title, extra);
const staff = (id: string, path: string, title: string, extra?: Partial<RouteRow>): RouteRow =>
  areaRow('staff', 'staff', '/personel', id, path, title, extra);

export const ROUTE_TABLE: readonly RouteRow[] = [
  // ── SPEC §2.1 public area ──────────────────────────────────────────────────────────────────────────
  publicRow('public.home', '/', 'Ana Sayfa'),
  publicRow('public.categories', '/kategoriler', 'Kategoriler'),
  publicRow('public.category', '/kategori/:categoryId/:categorySlug?', 'Kategori Salonları', {
    constraints: { categoryId: 'numeric' },
  }),
  publicRow('public.salon-detail', '/salon/:id/:slug?/:tab?', 'Salon Detayı', { constraints: ID }),
  publicRow('public.specialist-detail', '/uzman/:id/:slug?', 'Uzman Detayı', { constraints: ID }),
  publicRow('public.contact', '/iletisim', 'İletişim'),
  publicRow('public.about', '/hakkimizda', 'Hakkımızda'),
  publicRow('public.search', '/arama', 'Arama Sonuçları'),
  publicRow('public.campaigns', '/campaigns', 'Kampanyalar'),
  publicRow('public.campaigns-tr', '/kampanyalar', 'Kampanyalar', { screen: 'public.campaigns' }),
  publicRow('public.brand-campaigns', '/brand-campaigns', 'Marka Kampanyaları'),
  publicRow('public.app-download', '/uygulama', 'Uygulamayı İndir'),
  publicRow('public.appointment-confirmation', '/randevu/:id/onay', 'Randevu Onayı', { constraints: ID }),
  {
    id: 'public.multi-appointment-confirmation',
    pattern: '/randevular/onay',
    area: 'public',
    access: AUTH,
    title: 'Randevuları Onayla',
    noindex: true,
  },
  {
    id: 'minimal.dispute',
    pattern: '/r/:token',
    area: 'minimal',
    access: PUBLIC,
    title: 'İtiraz Yanıtı',
    noindex: true,
  },
  {
    id: 'minimal.guest-approval',
    pattern: '/a/:token',
    area: 'minimal',
    access: PUBLIC,
    title: 'Randevu Onayı',
    noindex: true,
  },
  {
    // Issue 16: the mailed link of a staff invitation (the invitee sets a password; no login needed).
    id: 'minimal.staff-invitation',
    pattern: '/personel-davet/:token',
    area: 'minimal',
    access: PUBLIC,
    title: 'Personel Daveti',
    noindex: true,
  },
  {
    // Issue 18 (ADR 0042): the test payment provider's 3-D Secure page (the bank's page, in test mode only).
    id: 'minimal.three-d-secure',
    pattern: '/odeme/3d-secure/:token',
    area: 'minimal',
    access: PUBLIC,
    title: '3D Secure Doğrulama',
    noindex: true,
  },
  publicRow('auth.login', '/giris', 'Giriş Yap', { access: GUEST }),
  publicRow('auth.register', '/uye-ol', 'Üye Ol', { access: GUEST }),
  publicRow('auth.password-reset', '/sifre-sifirla', 'Şifre Sıfırlama', { access: GUEST }),
  publicRow('auth.email-verification', '/email-dogrulama', 'E-posta Doğrulama', { noindex: true }),
  publicRow('auth.email-verification-link', '/email-dogrulama/:id/:hash', 'E-posta Doğrulama', {
    screen: 'auth.email-verification',
    noindex: true,
  }),
  publicRow('public.salon-application', '/salon-ol', 'Salon Başvurusu'),
  publicRow('public.help', '/yardim', 'Yardım Merkezi'),
  publicRow('legal.terms', '/kullanim-sartlari', 'Kullanım Şartları'),
  publicRow('legal.distance-sales', '/mesafeli-satis-sozlesmesi', 'Mesafeli Satış Sözleşmesi'),
  publicRow('legal.privacy', '/gizlilik-politikasi', 'Gizlilik Politikası'),
  publicRow('legal.kvkk', '/kvkk', 'KVKK Aydınlatma Metni'),
  publicRow('legal.cookies', '/cerez-politikasi', 'Çerez Politikası'),

  // ── SPEC §2.2 SEO location pages (one path segment, parsed by parseSeoSegment) ───────────────────────
  publicRow('seo.city-category', '/:city-:category', 'Bölgedeki Salonlar', {
    screen: 'seo.location',
    seo: 'city-category',
  }),
  publicRow('seo.city-category-salonlari', '/:city-:category-salonlari', 'Bölgedeki Salonlar', {
    screen: 'seo.location',
    seo: 'city-category-salonlari',
  }),
  publicRow(
    'seo.city-district-category-salonlari',
    '/:city-:district-:category-salonlari',
    'Bölgedeki Salonlar',
    {
      screen: 'seo.location',
      seo: 'city-district-category-salonlari',
    },
  ),

  // ── SPEC §2.3: /kuponlarim shows the customer coupons page (no redirect) ─────────────────────────────
  {
    id: 'customer.coupons-alias',
    pattern: '/kuponlarim',
    area: 'customer',
    access: role('customer'),
    title: 'Kuponlarım',
    screen: 'customer.coupons',
    noindex: true,
  },

  // ── SPEC §2.4 customer area ──────────────────────────────────────────────────────────────────────────
  customer('dashboard', '', 'Hesabım'),
  customer('appointments', 'randevular', 'Randevularım'),
  customer('appointment-detail', 'randevu/:id', 'Randevu Detayı', { constraints: ID }),
  customer('invoices', 'faturalar', 'Faturalar'),
  customer('packages', 'paketler', 'Paketlerim'),
  customer('package-detail', 'paket/:id', 'Paket Detayı', { constraints: ID }),
  customer('favorites', 'favoriler', 'Favorilerim'),
  customer('reviews', 'yorumlar', 'Yorumlarım'),
  customer('notifications', 'bildirimler', 'Bildirimler'),
  customer('profile', 'profil', 'Profilim'),
  customer('wallet', 'cuzdan', 'Cüzdan'),
  customer('coupons', 'kuponlar', 'Kuponlarım'),
  customer('addresses', 'adreslerim', 'Adreslerim'),
  customer('referral', 'referral', 'Arkadaşını Davet Et'),
  customer('support', 'destek', 'Destek'),
  customer('admin-support', 'admin-destek', 'Salonya Destek'),
  customer('settings', 'ayarlar', 'Ayarlar'),

  // ── SPEC §2.5 booking wizard ─────────────────────────────────────────────────────────────────────────
  {
    id: 'booking.wizard',
    pattern: '/salons/:salonId/booking/:step?',
    area: 'booking',
    access: AUTH,
    title: 'Randevu Al',
    constraints: { salonId: 'numeric', step: BOOKING_STEPS },
    noindex: true,
  },

  // ── SPEC §2.6 salon owner area ───────────────────────────────────────────────────────────────────────
  owner('dashboard', '', 'Salon Paneli'),
  owner('appointments', 'randevular', 'Randevular'),
  owner('appointment-detail', 'randevular/:id', 'Randevu Detayı', { constraints: ID }),
  owner('calendar', 'takvim', 'Takvim'),
  owner('staff', 'personel', 'Personel'),
  owner('staff-service-assignment', 'personele-hizmet-ata', 'Personele Hizmet Ata'),
  owner('staff-working-hours', 'personel-calisma-saatleri', 'Personel Çalışma Saatleri'),
  owner('staff-performance', 'personel-performans', 'Personel Performansı'),
  owner('availability', 'musaitlik-yonetimi', 'Müsaitlik Yönetimi'),
  owner('staff-availability', 'personel/:staffId/musaitlik', 'Personel Müsaitliği', {
    constraints: { staffId: 'numeric' },
  }),
  owner('settings', 'ayarlar', 'Salon Ayarları'),
  owner('services', 'hizmetler', 'Hizmetler'),
  owner('home-services', 'eve-gelen-hizmet', 'Eve Gelen Hizmet'),
  owner('notifications', 'bildirimler', 'Bildirimler'),
  owner('promotions', 'promosyonlar', 'Promosyonlar'),
  owner('reports', 'raporlar', 'Raporlar'),
  owner('billing', 'faturalar', 'Faturalar'),
  owner('reviews', 'yorumlar', 'Yorumlar'),
  owner('customer-questions', 'musteri-sorulari', 'Müşteri Soruları'),
  owner('messages', 'mesajlar', 'Mesajlar'),
  owner('subscription', 'abonelik', 'Abonelik'),
  owner('profile', 'profil', 'Salon Profili'),
  owner('earnings', 'kazanclar', 'Kazanç Cüzdanı', { screen: 'salon.earnings-wallet' }),
  owner('earnings-wallet', 'kazanc-cuzdani', 'Kazanç Cüzdanı'),
  owner('transactions', 'islem-gecmisi', 'İşlem Geçmişi'),
  owner('packages', 'paketler', 'Paketler'),
  owner('gallery', 'galeri', 'Galeri'),
  owner('campaigns', 'kampanyalar', 'Kampanyalar'),
  owner('referral', 'referral', 'Arkadaşını Davet Et'),
  owner('support', 'destek', 'Destek'),

  // ── SPEC §2.7 staff area ─────────────────────────────────────────────────────────────────────────────
  staff('dashboard', '', 'Personel Paneli'),
  staff('appointments', 'randevular', 'Randevularım'),
  staff('appointment-history', 'randevu-gecmisi', 'Randevu Geçmişi'),
  staff('services', 'hizmetlerim', 'Hizmetlerim'),
  staff('earnings', 'kazanclar', 'Kazançlarım'),
  staff('reviews', 'yorumlar', 'Yorumlarım'),
  staff('gallery', 'galeri', 'Galerim'),
  staff('availability', 'musaitlik', 'Müsaitliğim'),
  staff('my-availability', 'musaitligim', 'Müsaitliğim', { screen: 'staff.availability' }),
  staff('support', 'destek', 'Destek'),
  staff('profile', 'profil', 'Profilim'),
  staff('notifications', 'bildirimler', 'Bildirimler'),

  // ── SPEC §2.8 admin (one page; the section is in the hash) ───────────────────────────────────────────
  {
    id: 'admin',
    pattern: '/admin',
    area: 'admin',
    access: role('admin'),
    title: 'Yönetim Paneli',
    noindex: true,
  },
];

/** The screen a row renders: its `screen` key, or its id. */
export function screenOf(row: RouteRow): string {
  return row.screen ?? row.id;
}

/** A row by id; throws for an unknown id (a programming error). */
export function routeById(id: string): RouteRow {
  const row = ROUTE_TABLE.find((r) => r.id === id);
  if (!row) throw new Error(`Unknown route id: ${id}`);
  return row;
}

/** True when the row needs a logged-in user (auth or a role). */
export function requiresLogin(row: RouteRow): boolean {
  return row.access.kind === 'auth' || row.access.kind === 'role';
}
