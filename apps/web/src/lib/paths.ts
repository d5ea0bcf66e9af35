import { buildPath } from '@salonya/domain/routing/match';
import { routeById, type BookingStep } from '@salonya/domain/routing/route-table';
import type { AdminSectionId } from '@salonya/domain/routing/admin-sections';

/**
 * Typed paths built from the domain route table (DESIGN §3: never string-built URLs in screens).
 * `paths.salon.detail.getHref(42, 'guzel-saclar-kadikoy-istanbul')` → '/salon/42/guzel-saclar-kadikoy-istanbul'.
 */

type Id = number | string;
type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

interface StaticPath {
  path: string;
  getHref: () => string;
}

function staticPath(routeId: string): StaticPath {
  const path = routeById(routeId).pattern;
  return { path, getHref: () => path };
}

function withQuery(path: string, query: Query | undefined): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

function pattern(routeId: string): string {
  return routeById(routeId).pattern;
}

function areaPaths<const T extends Record<string, string>>(
  area: string,
  ids: T,
): { [K in keyof T]: StaticPath } {
  const out: Record<string, StaticPath> = {};
  for (const [key, id] of Object.entries(ids)) out[key] = staticPath(`${area}.${id}`);
  return out as { [K in keyof T]: StaticPath };
}

export const paths = {
  home: staticPath('public.home'),
  categories: staticPath('public.categories'),
  category: {
    path: pattern('public.category'),
    getHref: (categoryId: Id, categorySlug?: string) =>
      buildPath(pattern('public.category'), { categoryId, categorySlug }),
  },
  specialist: {
    path: pattern('public.specialist-detail'),
    getHref: (id: Id, slug?: string) => buildPath(pattern('public.specialist-detail'), { id, slug }),
  },
  search: {
    path: pattern('public.search'),
    getHref: (query?: Query) => withQuery(pattern('public.search'), query),
  },
  contact: staticPath('public.contact'),
  about: staticPath('public.about'),
  campaigns: staticPath('public.campaigns-tr'),
  brandCampaigns: staticPath('public.brand-campaigns'),
  appDownload: staticPath('public.app-download'),
  help: staticPath('public.help'),
  salonApplication: staticPath('public.salon-application'),
  appointmentConfirmation: {
    path: pattern('public.appointment-confirmation'),
    getHref: (id: Id) => buildPath(pattern('public.appointment-confirmation'), { id }),
  },
  multiAppointmentConfirmation: staticPath('public.multi-appointment-confirmation'),
  dispute: {
    path: pattern('minimal.dispute'),
    getHref: (token: string) => buildPath(pattern('minimal.dispute'), { token }),
  },
  guestApproval: {
    path: pattern('minimal.guest-approval'),
    getHref: (token: string) => buildPath(pattern('minimal.guest-approval'), { token }),
  },

  staffInvitation: {
    path: pattern('minimal.staff-invitation'),
    getHref: (token: string) => buildPath(pattern('minimal.staff-invitation'), { token }),
  },

  login: staticPath('auth.login'),
  register: staticPath('auth.register'),
  passwordReset: staticPath('auth.password-reset'),
  emailVerification: staticPath('auth.email-verification'),

  legal: {
    terms: staticPath('legal.terms'),
    distanceSales: staticPath('legal.distance-sales'),
    privacy: staticPath('legal.privacy'),
    kvkk: staticPath('legal.kvkk'),
    cookies: staticPath('legal.cookies'),
  },

  customer: {
    ...areaPaths('customer', {
      dashboard: 'dashboard',
      appointments: 'appointments',
      invoices: 'invoices',
      packages: 'packages',
      favorites: 'favorites',
      reviews: 'reviews',
      notifications: 'notifications',
      profile: 'profile',
      wallet: 'wallet',
      coupons: 'coupons',
      addresses: 'addresses',
      referral: 'referral',
      support: 'support',
      adminSupport: 'admin-support',
      settings: 'settings',
    }),
    appointmentDetail: {
      path: pattern('customer.appointment-detail'),
      getHref: (id: Id) => buildPath(pattern('customer.appointment-detail'), { id }),
    },
    packageDetail: {
      path: pattern('customer.package-detail'),
      getHref: (id: Id) => buildPath(pattern('customer.package-detail'), { id }),
    },
  },

  /** /salon holds both (DESIGN §7): `detail` is the public salon page, the rest the salon owner area. */
  salon: {
    detail: {
      path: pattern('public.salon-detail'),
      getHref: (id: Id, slug?: string, tab?: string) =>
        buildPath(pattern('public.salon-detail'), { id, slug, tab }),
    },
    ...areaPaths('salon', {
      dashboard: 'dashboard',
      appointments: 'appointments',
      calendar: 'calendar',
      staff: 'staff',
      staffServiceAssignment: 'staff-service-assignment',
      staffWorkingHours: 'staff-working-hours',
      staffPerformance: 'staff-performance',
      availability: 'availability',
      settings: 'settings',
      services: 'services',
      homeServices: 'home-services',
      notifications: 'notifications',
      promotions: 'promotions',
      reports: 'reports',
      billing: 'billing',
      reviews: 'reviews',
      customerQuestions: 'customer-questions',
      messages: 'messages',
      subscription: 'subscription',
      profile: 'profile',
      earningsWallet: 'earnings-wallet',
      transactions: 'transactions',
      packages: 'packages',
      gallery: 'gallery',
      campaigns: 'campaigns',
      referral: 'referral',
      support: 'support',
    }),
    appointmentDetail: {
      path: pattern('salon.appointment-detail'),
      getHref: (id: Id) => buildPath(pattern('salon.appointment-detail'), { id }),
    },
    staffAvailability: {
      path: pattern('salon.staff-availability'),
      getHref: (staffId: Id) => buildPath(pattern('salon.staff-availability'), { staffId }),
    },
  },

  staff: areaPaths('staff', {
    dashboard: 'dashboard',
    appointments: 'appointments',
    appointmentHistory: 'appointment-history',
    services: 'services',
    earnings: 'earnings',
    reviews: 'reviews',
    gallery: 'gallery',
    availability: 'availability',
    support: 'support',
    profile: 'profile',
    notifications: 'notifications',
  }),

  booking: {
    path: pattern('booking.wizard'),
    getHref: (salonId: Id, step?: BookingStep, query?: Query) =>
      withQuery(
        buildPath(pattern('booking.wizard'), { salonId, step: step === 'entry' ? undefined : step }),
        query,
      ),
  },

  /**
   * The admin page (admin.html); the section is the hash (adminSectionHash's '#id', written out: importing it
   * brought the admin section table into every public page's entry).
   */
  admin: {
    path: pattern('admin'),
    getHref: (section?: AdminSectionId) =>
      section === undefined ? pattern('admin') : `${pattern('admin')}#${section}`,
  },
} as const;

/**
 * True for '/admin' and anything under it ('/admin#users', '/admin?x', '/admin/…'): the admin page is its own HTML
 * document (admin.html), reached by a full page load, never a route of the SPA router.
 */
export function isAdminPagePath(url: string): boolean {
  return /^\/admin(?:[/?#]|$)/.test(url);
}
