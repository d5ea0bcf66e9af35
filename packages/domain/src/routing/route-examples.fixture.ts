/**
 * Test fixture (imported only by *.test.ts): example paths for every ROUTE_TABLE row, with the params they must
 * yield and who may open them, written out independently of the table so the tests catch a wrong row.
 */
import type { UserType } from '../user-types';

export type ExpectedAccess = 'public' | 'guest' | 'auth' | UserType;

export interface RouteExample {
  path: string;
  id: string;
  params: Record<string, string>;
  access: ExpectedAccess;
}

const ex = (
  path: string,
  id: string,
  access: ExpectedAccess,
  params: Record<string, string> = {},
): RouteExample => ({
  path,
  id,
  params,
  access,
});

export const ROUTE_EXAMPLES: readonly RouteExample[] = [
  // SPEC §2.1
  ex('/', 'public.home', 'public'),
  ex('/kategoriler', 'public.categories', 'public'),
  ex('/kategori/20', 'public.category', 'public', { categoryId: '20' }),
  ex('/kategori/20/kadin-kuaforu', 'public.category', 'public', {
    categoryId: '20',
    categorySlug: 'kadin-kuaforu',
  }),
  ex('/salon/42/guzel-saclar-kadikoy-istanbul', 'public.salon-detail', 'public', {
    id: '42',
    slug: 'guzel-saclar-kadikoy-istanbul',
  }),
  ex('/salon/42/salon-detay', 'public.salon-detail', 'public', { id: '42', slug: 'salon-detay' }),
  ex('/salon/42/guzel-saclar/yorumlar', 'public.salon-detail', 'public', {
    id: '42',
    slug: 'guzel-saclar',
    tab: 'yorumlar',
  }),
  ex('/uzman/7', 'public.specialist-detail', 'public', { id: '7' }),
  ex('/uzman/7/ayse-yilmaz', 'public.specialist-detail', 'public', { id: '7', slug: 'ayse-yilmaz' }),
  ex('/iletisim', 'public.contact', 'public'),
  ex('/hakkimizda', 'public.about', 'public'),
  ex('/arama', 'public.search', 'public'),
  ex('/campaigns', 'public.campaigns', 'public'),
  ex('/kampanyalar', 'public.campaigns-tr', 'public'),
  ex('/brand-campaigns', 'public.brand-campaigns', 'public'),
  ex('/uygulama', 'public.app-download', 'public'),
  ex('/randevu/15/onay', 'public.appointment-confirmation', 'public', { id: '15' }),
  ex('/r/d1sPuT3-t0ken', 'minimal.dispute', 'public', { token: 'd1sPuT3-t0ken' }),
  ex('/a/gUe5t-t0ken', 'minimal.guest-approval', 'public', { token: 'gUe5t-t0ken' }),
  ex('/personel-davet/d4vEt-t0ken', 'minimal.staff-invitation', 'public', { token: 'd4vEt-t0ken' }),
  ex('/odeme/3d-secure/3ds-t0ken', 'minimal.three-d-secure', 'public', { token: '3ds-t0ken' }),
  ex('/randevular/onay', 'public.multi-appointment-confirmation', 'auth'),
  ex('/giris', 'auth.login', 'guest'),
  ex('/uye-ol', 'auth.register', 'guest'),
  ex('/sifre-sifirla', 'auth.password-reset', 'guest'),
  ex('/email-dogrulama', 'auth.email-verification', 'public'),
  ex('/email-dogrulama/5/3f2a9c', 'auth.email-verification-link', 'public', { id: '5', hash: '3f2a9c' }),
  ex('/salon-ol', 'public.salon-application', 'public'),
  ex('/yardim', 'public.help', 'public'),
  ex('/kullanim-sartlari', 'legal.terms', 'public'),
  ex('/mesafeli-satis-sozlesmesi', 'legal.distance-sales', 'public'),
  ex('/gizlilik-politikasi', 'legal.privacy', 'public'),
  ex('/kvkk', 'legal.kvkk', 'public'),
  ex('/cerez-politikasi', 'legal.cookies', 'public'),

  // SPEC §2.2
  ex('/istanbul-kuafor', 'seo.city-category', 'public', { city: 'istanbul', category: 'kuafor' }),
  ex('/izmir-cilt-yuz-bakimi', 'seo.city-category', 'public', { city: 'izmir', category: 'cilt-yuz-bakimi' }),
  ex('/ankara-berber-salonlari', 'seo.city-category-salonlari', 'public', {
    city: 'ankara',
    category: 'berber',
  }),
  ex('/istanbul-kadikoy-kuafor-salonlari', 'seo.city-district-category-salonlari', 'public', {
    city: 'istanbul',
    district: 'kadikoy',
    category: 'kuafor',
  }),

  // SPEC §2.3 /kuponlarim
  ex('/kuponlarim', 'customer.coupons-alias', 'customer'),

  // SPEC §2.4
  ex('/musteri', 'customer.dashboard', 'customer'),
  ex('/musteri/randevular', 'customer.appointments', 'customer'),
  ex('/musteri/randevu/99', 'customer.appointment-detail', 'customer', { id: '99' }),
  ex('/musteri/faturalar', 'customer.invoices', 'customer'),
  ex('/musteri/paketler', 'customer.packages', 'customer'),
  ex('/musteri/paket/3', 'customer.package-detail', 'customer', { id: '3' }),
  ex('/musteri/favoriler', 'customer.favorites', 'customer'),
  ex('/musteri/yorumlar', 'customer.reviews', 'customer'),
  ex('/musteri/bildirimler', 'customer.notifications', 'customer'),
  ex('/musteri/profil', 'customer.profile', 'customer'),
  ex('/musteri/cuzdan', 'customer.wallet', 'customer'),
  ex('/musteri/kuponlar', 'customer.coupons', 'customer'),
  ex('/musteri/adreslerim', 'customer.addresses', 'customer'),
  ex('/musteri/referral', 'customer.referral', 'customer'),
  ex('/musteri/destek', 'customer.support', 'customer'),
  ex('/musteri/admin-destek', 'customer.admin-support', 'customer'),
  ex('/musteri/ayarlar', 'customer.settings', 'customer'),

  // SPEC §2.5
  ex('/salons/3/booking', 'booking.wizard', 'auth', { salonId: '3' }),
  ex('/salons/3/booking/entry', 'booking.wizard', 'auth', { salonId: '3', step: 'entry' }),
  ex('/salons/3/booking/date', 'booking.wizard', 'auth', { salonId: '3', step: 'date' }),
  ex('/salons/3/booking/staff', 'booking.wizard', 'auth', { salonId: '3', step: 'staff' }),
  ex('/salons/3/booking/services', 'booking.wizard', 'auth', { salonId: '3', step: 'services' }),
  ex('/salons/3/booking/location', 'booking.wizard', 'auth', { salonId: '3', step: 'location' }),
  ex('/salons/3/booking/pet', 'booking.wizard', 'auth', { salonId: '3', step: 'pet' }),
  ex('/salons/3/booking/time', 'booking.wizard', 'auth', { salonId: '3', step: 'time' }),
  ex('/salons/3/booking/payment', 'booking.wizard', 'auth', { salonId: '3', step: 'payment' }),
  ex('/salons/3/booking/success', 'booking.wizard', 'auth', { salonId: '3', step: 'success' }),

  // SPEC §2.6
  ex('/salon', 'salon.dashboard', 'salon_owner'),
  ex('/salon/randevular', 'salon.appointments', 'salon_owner'),
  ex('/salon/randevular/12', 'salon.appointment-detail', 'salon_owner', { id: '12' }),
  ex('/salon/takvim', 'salon.calendar', 'salon_owner'),
  ex('/salon/personel', 'salon.staff', 'salon_owner'),
  ex('/salon/personele-hizmet-ata', 'salon.staff-service-assignment', 'salon_owner'),
  ex('/salon/personel-calisma-saatleri', 'salon.staff-working-hours', 'salon_owner'),
  ex('/salon/personel-performans', 'salon.staff-performance', 'salon_owner'),
  ex('/salon/musaitlik-yonetimi', 'salon.availability', 'salon_owner'),
  ex('/salon/personel/8/musaitlik', 'salon.staff-availability', 'salon_owner', { staffId: '8' }),
  ex('/salon/ayarlar', 'salon.settings', 'salon_owner'),
  ex('/salon/hizmetler', 'salon.services', 'salon_owner'),
  ex('/salon/eve-gelen-hizmet', 'salon.home-services', 'salon_owner'),
  ex('/salon/bildirimler', 'salon.notifications', 'salon_owner'),
  ex('/salon/promosyonlar', 'salon.promotions', 'salon_owner'),
  ex('/salon/raporlar', 'salon.reports', 'salon_owner'),
  ex('/salon/faturalar', 'salon.billing', 'salon_owner'),
  ex('/salon/yorumlar', 'salon.reviews', 'salon_owner'),
  ex('/salon/musteri-sorulari', 'salon.customer-questions', 'salon_owner'),
  ex('/salon/mesajlar', 'salon.messages', 'salon_owner'),
  ex('/salon/abonelik', 'salon.subscription', 'salon_owner'),
  ex('/salon/profil', 'salon.profile', 'salon_owner'),
  ex('/salon/kazanclar', 'salon.earnings', 'salon_owner'),
  ex('/salon/kazanc-cuzdani', 'salon.earnings-wallet', 'salon_owner'),
  ex('/salon/islem-gecmisi', 'salon.transactions', 'salon_owner'),
  ex('/salon/paketler', 'salon.packages', 'salon_owner'),
  ex('/salon/galeri', 'salon.gallery', 'salon_owner'),
  ex('/salon/kampanyalar', 'salon.campaigns', 'salon_owner'),
  ex('/salon/referral', 'salon.referral', 'salon_owner'),
  ex('/salon/destek', 'salon.support', 'salon_owner'),

  // SPEC §2.7
  ex('/personel', 'staff.dashboard', 'staff'),
  ex('/personel/randevular', 'staff.appointments', 'staff'),
  ex('/personel/randevu-gecmisi', 'staff.appointment-history', 'staff'),
  ex('/personel/hizmetlerim', 'staff.services', 'staff'),
  ex('/personel/kazanclar', 'staff.earnings', 'staff'),
  ex('/personel/yorumlar', 'staff.reviews', 'staff'),
  ex('/personel/galeri', 'staff.gallery', 'staff'),
  ex('/personel/musaitlik', 'staff.availability', 'staff'),
  ex('/personel/musaitligim', 'staff.my-availability', 'staff'),
  ex('/personel/destek', 'staff.support', 'staff'),
  ex('/personel/profil', 'staff.profile', 'staff'),
  ex('/personel/bildirimler', 'staff.notifications', 'staff'),

  // SPEC §2.8
  ex('/admin', 'admin', 'admin'),
];
