/**
 * SPEC §2.8: the admin page is one page whose section is chosen by the URL hash. Icons are lucide icon names
 * (kebab-case, as lucide's DynamicIcon takes them).
 */

export const ADMIN_SECTION_IDS = [
  'dashboard',
  'salons',
  'salon-documents',
  'users',
  'appointments',
  'appointment-disputes',
  'support',
  'payments',
  'reviews',
  'categories',
  'wallet',
  'wallet-settings',
  'promotions',
  'refunds',
  'emails',
  'notifications',
  'push-campaigns',
  'settings',
  'seo',
  'search-analytics',
  'analytics',
  'referrals',
  'coupons',
  'contact',
  'campaigns',
  'campaign-participations',
  'earnings',
  'brand-partnerships',
  'commissions',
  'platform-commission',
  'monitoring',
  'package-monitoring',
  'location-management',
  'staff-gallery',
  'salon-stats',
  'profile',
] as const;

export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSectionId = 'dashboard';

export const ADMIN_SECTION_GROUP_IDS = [
  'main',
  'business',
  'users',
  'finance',
  'marketing',
  'system',
] as const;
export type AdminSectionGroupId = (typeof ADMIN_SECTION_GROUP_IDS)[number];

/** Which pending count (SPEC §7.6, refreshed every 60 s) a section shows as its sidebar badge. */
export type AdminBadgeSource =
  'pending_withdrawals' | 'pending_documents' | 'support_waiting_admin' | 'refunds_requested';

export interface AdminSection {
  id: AdminSectionId;
  label: string;
  icon: string;
  group: AdminSectionGroupId;
  badge?: AdminBadgeSource;
}

export interface AdminSectionGroup {
  id: AdminSectionGroupId;
  label: string;
  sections: readonly AdminSectionId[];
}

/** Every admin section in sidebar order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  // Ana Panel
  { id: 'dashboard', label: 'Genel Bakış', icon: 'layout-dashboard', group: 'main' },
  { id: 'analytics', label: 'Analitik', icon: 'chart-column', group: 'main' },
  { id: 'salon-stats', label: 'Salon İstatistikleri', icon: 'chart-pie', group: 'main' },
  { id: 'search-analytics', label: 'Arama Analitiği', icon: 'search', group: 'main' },
  // İşletme Yönetimi
  { id: 'salons', label: 'Salonlar', icon: 'store', group: 'business' },
  {
    id: 'salon-documents',
    label: 'Salon Belgeleri',
    icon: 'file-check',
    group: 'business',
    badge: 'pending_documents',
  },
  { id: 'categories', label: 'Kategoriler', icon: 'folder-tree', group: 'business' },
  { id: 'appointments', label: 'Randevular', icon: 'calendar-check', group: 'business' },
  { id: 'appointment-disputes', label: 'Randevu İtirazları', icon: 'scale', group: 'business' },
  { id: 'reviews', label: 'Yorumlar', icon: 'star', group: 'business' },
  { id: 'staff-gallery', label: 'Personel Galerisi Moderasyonu', icon: 'images', group: 'business' },
  { id: 'package-monitoring', label: 'Paket İzleme', icon: 'package', group: 'business' },
  { id: 'location-management', label: 'Konum Yönetimi', icon: 'map-pin', group: 'business' },
  // Kullanıcı Yönetimi
  { id: 'users', label: 'Kullanıcılar', icon: 'users', group: 'users' },
  {
    id: 'support',
    label: 'Destek Sohbeti',
    icon: 'messages-square',
    group: 'users',
    badge: 'support_waiting_admin',
  },
  { id: 'contact', label: 'İletişim Mesajları', icon: 'inbox', group: 'users' },
  { id: 'referrals', label: 'Davet Programı', icon: 'user-plus', group: 'users' },
  // Finansal Yönetim
  { id: 'payments', label: 'Ödemeler', icon: 'credit-card', group: 'finance' },
  {
    id: 'refunds',
    label: 'İadeler',
    icon: 'undo-2',
    group: 'finance',
    badge: 'refunds_requested',
  },
  { id: 'wallet', label: 'Cüzdanlar', icon: 'wallet', group: 'finance' },
  { id: 'wallet-settings', label: 'Cüzdan Ayarları', icon: 'wallet-cards', group: 'finance' },
  {
    id: 'earnings',
    label: 'Salon Kazançları',
    icon: 'banknote',
    group: 'finance',
    badge: 'pending_withdrawals',
  },
  { id: 'commissions', label: 'Komisyonlar', icon: 'percent', group: 'finance' },
  { id: 'platform-commission', label: 'Platform Komisyonu', icon: 'landmark', group: 'finance' },
  // Pazarlama
  { id: 'campaigns', label: 'Kampanyalar', icon: 'megaphone', group: 'marketing' },
  { id: 'campaign-participations', label: 'Katılım Talepleri', icon: 'clipboard-list', group: 'marketing' },
  { id: 'promotions', label: 'Promosyonlar', icon: 'badge-percent', group: 'marketing' },
  { id: 'coupons', label: 'Kuponlar', icon: 'ticket', group: 'marketing' },
  { id: 'brand-partnerships', label: 'Marka İş Birlikleri', icon: 'handshake', group: 'marketing' },
  { id: 'emails', label: 'E-postalar', icon: 'mail', group: 'marketing' },
  { id: 'notifications', label: 'Bildirimler', icon: 'bell', group: 'marketing' },
  { id: 'push-campaigns', label: 'Push Kampanyaları', icon: 'send', group: 'marketing' },
  { id: 'seo', label: 'SEO', icon: 'globe', group: 'marketing' },
  // Sistem
  { id: 'settings', label: 'Sistem Ayarları', icon: 'settings', group: 'system' },
  { id: 'monitoring', label: 'Sistem İzleme', icon: 'activity', group: 'system' },
  { id: 'profile', label: 'Profil Ayarları', icon: 'user-cog', group: 'system' },
];

const GROUP_LABELS: Readonly<Record<AdminSectionGroupId, string>> = {
  main: 'Ana Panel',
  business: 'İşletme Yönetimi',
  users: 'Kullanıcı Yönetimi',
  finance: 'Finansal Yönetim',
  marketing: 'Pazarlama',
  system: 'Sistem',
};

/** The six sidebar groups in order, each with its sections in sidebar order. */
export const ADMIN_SECTION_GROUPS: readonly AdminSectionGroup[] = ADMIN_SECTION_GROUP_IDS.map((id) => ({
  id,
  label: GROUP_LABELS[id],
  sections: ADMIN_SECTIONS.filter((s) => s.group === id).map((s) => s.id),
}));

export function isAdminSectionId(value: string): value is AdminSectionId {
  return (ADMIN_SECTION_IDS as readonly string[]).includes(value);
}

export function adminSection(id: AdminSectionId): AdminSection {
  const section = ADMIN_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown admin section: ${id}`);
  return section;
}

/** The hash without '#', '#/' and trailing slashes, e.g. '#/settings/mail/' → 'settings/mail'. */
function hashPath(hash: string): string {
  return hash.trim().replace(/^#/, '').replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * The section a URL hash selects: '' or an unknown hash → 'dashboard'; 'settings/{sub}' → 'settings'. A leading
 * '#' and '#/' are tolerated.
 */
export function resolveAdminSection(hash: string): AdminSectionId {
  const path = hashPath(hash);
  if (isAdminSectionId(path)) return path;
  if (path.startsWith('settings/')) return 'settings';
  return DEFAULT_ADMIN_SECTION;
}

/** The settings sub-page of '#settings/{sub}', or null. */
export function adminSettingsSubsection(hash: string): string | null {
  const path = hashPath(hash);
  return path.startsWith('settings/') && path.length > 'settings/'.length
    ? path.slice('settings/'.length)
    : null;
}

/** The hash that opens a section, e.g. '#users'. */
export function adminSectionHash(id: AdminSectionId): string {
  return `#${id}`;
}
