import type { AdminSectionId } from '@salonya/domain/routing/admin-sections';
import { loadModule, type ScreenModule } from '../lazy-modules';

/** Every admin section module, each its own chunk (loaded on demand, SPEC §2.8). */
const SECTION_MODULES = import.meta.glob<ScreenModule>([
  '../routes/admin/sections/*.tsx',
  '!../routes/admin/sections/*.test.tsx',
]);

export const DEFAULT_SECTION_MODULE = '../routes/admin/sections/section-title.tsx';

/** Sections with their own module; the others show their title and purpose (DEFAULT_SECTION_MODULE). */
export const ADMIN_SECTION_MODULES: Partial<Readonly<Record<AdminSectionId, string>>> = {
  dashboard: '../routes/admin/sections/dashboard.tsx',
  appointments: '../routes/admin/sections/appointments.tsx',
  salons: '../routes/admin/sections/salons.tsx',
  users: '../routes/admin/sections/users.tsx',
  contact: '../routes/admin/sections/contact.tsx',
  'staff-gallery': '../routes/admin/sections/staff-gallery.tsx',
  reviews: '../routes/admin/sections/reviews.tsx',
  notifications: '../routes/admin/sections/notifications.tsx',
  wallet: '../routes/admin/sections/wallet.tsx',
  payments: '../routes/admin/sections/payments.tsx',
  coupons: '../routes/admin/sections/coupons.tsx',
  refunds: '../routes/admin/sections/refunds.tsx',
  'wallet-settings': '../routes/admin/sections/wallet-settings.tsx',
  profile: '../routes/admin/sections/profile.tsx',
};

export function sectionModulePath(id: AdminSectionId): string {
  return ADMIN_SECTION_MODULES[id] ?? DEFAULT_SECTION_MODULE;
}

export function hasSectionModule(path: string): boolean {
  return path in SECTION_MODULES;
}

export type SectionLoader = (id: AdminSectionId) => Promise<ScreenModule>;

export const loadAdminSection: SectionLoader = (id) =>
  loadModule(SECTION_MODULES, sectionModulePath(id), 'Modül dosyası bulunamadı');
