import { loadModule, type ScreenModule } from './lazy-modules';

/**
 * Route modules a visitor reaches without an account (public pages, sign-in and sign-up, the booking wizard, the
 * generic screen), each its own chunk. A glob (not one import() per file) lets the table below name modules that
 * another engineer is still writing without breaking the build; a missing one fails only when its screen is
 * opened, and router.test.tsx lists it. Vite writes each loader's preload list (every file its chunk imports) into
 * this, the entry's, chunk, so a client-side navigation fetches a route's files in parallel.
 */
const VISITOR_ROUTE_MODULES = import.meta.glob<ScreenModule>([
  './routes/public/{home,categories,category,salon-detail,specialist-detail,seo-location,search}.tsx',
  './routes/public/{campaigns,brand-campaigns,about,app-download,help}.tsx',
  './routes/public/{terms-of-use,distance-sales-contract,privacy-policy,kvkk,cookie-policy}.tsx',
  './routes/screen-title.tsx',
]);

/**
 * The signed-in areas' route modules (customer, salon, staff, minimal, admin link): their loaders and preload lists
 * are a chunk of their own, loaded at the first such screen, not part of every public page's entry (issue 17).
 */
const loadAreaRouteModules = () => import('./area-route-modules').then((m) => m.AREA_ROUTE_MODULES);

/** The generic screen: the row's Turkish title and what the screen is for. */
export const DEFAULT_SCREEN_MODULE = './routes/screen-title.tsx';

/** Screen key (route-table `screenOf(row)`) → its own module; every other screen uses DEFAULT_SCREEN_MODULE. */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  'auth.login': './routes/public/login.tsx',
  'auth.register': './routes/public/register.tsx',
  'auth.password-reset': './routes/public/password-reset.tsx',
  'auth.email-verification': './routes/public/email-verification.tsx',
  'public.home': './routes/public/home.tsx',
  'public.categories': './routes/public/categories.tsx',
  'public.search': './routes/public/search.tsx',
  'public.category': './routes/public/category.tsx',
  'public.salon-detail': './routes/public/salon-detail.tsx',
  'public.specialist-detail': './routes/public/specialist-detail.tsx',
  'public.contact': './routes/public/contact.tsx',
  'public.salon-application': './routes/public/salon-application.tsx',
  'public.campaigns': './routes/public/campaigns.tsx',
  'public.brand-campaigns': './routes/public/brand-campaigns.tsx',
  'seo.location': './routes/public/seo-location.tsx',
  'public.about': './routes/public/about.tsx',
  'public.app-download': './routes/public/app-download.tsx',
  'public.help': './routes/public/help.tsx',
  'legal.terms': './routes/public/terms-of-use.tsx',
  'legal.distance-sales': './routes/public/distance-sales-contract.tsx',
  'legal.privacy': './routes/public/privacy-policy.tsx',
  'legal.kvkk': './routes/public/kvkk.tsx',
  'legal.cookies': './routes/public/cookie-policy.tsx',
  'customer.dashboard': './routes/customer/dashboard.tsx',
  'customer.profile': './routes/customer/profile.tsx',
  'customer.settings': './routes/customer/settings.tsx',
  'customer.appointments': './routes/customer/appointments.tsx',
  'customer.appointment-detail': './routes/customer/appointment-detail.tsx',
  'customer.reviews': './routes/customer/reviews.tsx',
  'customer.favorites': './routes/customer/favorites.tsx',
  'customer.addresses': './routes/customer/addresses.tsx',
  'salon.reviews': './routes/salon/reviews.tsx',
  'staff.reviews': './routes/staff/reviews.tsx',
  'booking.wizard': './routes/booking/wizard.tsx',
  'public.appointment-confirmation': './routes/public/appointment-confirmation.tsx',
  'public.multi-appointment-confirmation': './routes/public/multi-appointment-confirmation.tsx',
  'minimal.guest-approval': './routes/minimal/guest-approval.tsx',
  'minimal.three-d-secure': './routes/minimal/three-d-secure.tsx',
  'customer.wallet': './routes/customer/wallet.tsx',
  'customer.coupons': './routes/customer/coupons.tsx',
  'salon.profile': './routes/salon/profile.tsx',
  'salon.dashboard': './routes/salon/dashboard.tsx',
  'salon.staff-performance': './routes/salon/staff-performance.tsx',
  'salon.reports': './routes/salon/reports.tsx',
  'salon.services': './routes/salon/services.tsx',
  'salon.home-services': './routes/salon/home-services.tsx',
  'salon.gallery': './routes/salon/gallery.tsx',
  'salon.availability': './routes/salon/availability.tsx',
  'salon.staff-availability': './routes/salon/staff-availability.tsx',
  'salon.staff-working-hours': './routes/salon/staff-working-hours.tsx',
  'salon.staff': './routes/salon/staff.tsx',
  'salon.staff-service-assignment': './routes/salon/staff-service-assignment.tsx',
  'minimal.staff-invitation': './routes/minimal/staff-invitation.tsx',
  'staff.availability': './routes/staff/availability.tsx',
  'staff.dashboard': './routes/staff/dashboard.tsx',
  'staff.services': './routes/staff/services.tsx',
  'staff.gallery': './routes/staff/gallery.tsx',
  'salon.appointments': './routes/salon/appointments.tsx',
  'salon.appointment-detail': './routes/salon/appointment-detail.tsx',
  'salon.calendar': './routes/salon/calendar.tsx',
  'salon.settings': './routes/salon/settings.tsx',
  'staff.profile': './routes/staff/profile.tsx',
  'staff.appointments': './routes/staff/appointments.tsx',
  'staff.appointment-history': './routes/staff/appointment-history.tsx',
  'customer.notifications': './routes/customer/notifications.tsx',
  'salon.notifications': './routes/salon/notifications.tsx',
  'staff.notifications': './routes/staff/notifications.tsx',
  admin: './routes/admin/open-admin.tsx',
};

export function screenModulePath(screen: string): string {
  return SCREEN_MODULES[screen] ?? DEFAULT_SCREEN_MODULE;
}

/** The screen's module as Vite's build manifest names it (relative to apps/web). */
export function screenModuleSource(screen: string): string {
  return `src/app/${screenModulePath(screen).replace(/^\.\//, '')}`;
}

export async function hasRouteModule(path: string): Promise<boolean> {
  return path in VISITOR_ROUTE_MODULES || path in (await loadAreaRouteModules());
}

export async function loadScreenModule(screen: string): Promise<ScreenModule> {
  const path = screenModulePath(screen);
  const modules = path in VISITOR_ROUTE_MODULES ? VISITOR_ROUTE_MODULES : await loadAreaRouteModules();
  return loadModule(modules, path, 'Sayfa modülü bulunamadı');
}
