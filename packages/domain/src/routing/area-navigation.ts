/**
 * The sidebar of each logged-in area (SPEC §2.4, §2.6, §2.7): every screen without a path parameter, once
 * (of two paths showing the same screen, the first listed here is the one linked).
 */

export interface AreaNavItem {
  path: string;
  label: string;
  /** lucide icon name (kebab-case). */
  icon: string;
}

export type NavArea = 'customer' | 'salon' | 'staff';

export const AREA_NAVIGATION: Readonly<Record<NavArea, readonly AreaNavItem[]>> = {
  customer: [
    { path: '/musteri', label: 'Genel Bakış', icon: 'layout-dashboard' },
    { path: '/musteri/randevular', label: 'Randevularım', icon: 'calendar' },
    { path: '/musteri/paketler', label: 'Paketlerim', icon: 'package' },
    { path: '/musteri/favoriler', label: 'Favorilerim', icon: 'heart' },
    { path: '/musteri/yorumlar', label: 'Yorumlarım', icon: 'star' },
    { path: '/musteri/cuzdan', label: 'Cüzdan', icon: 'wallet' },
    { path: '/musteri/kuponlar', label: 'Kuponlar', icon: 'ticket' },
    { path: '/musteri/faturalar', label: 'Faturalar', icon: 'receipt' },
    { path: '/musteri/adreslerim', label: 'Adreslerim', icon: 'map-pin' },
    { path: '/musteri/bildirimler', label: 'Bildirimler', icon: 'bell' },
    { path: '/musteri/referral', label: 'Arkadaşını Davet Et', icon: 'gift' },
    { path: '/musteri/destek', label: 'Destek', icon: 'life-buoy' },
    { path: '/musteri/admin-destek', label: 'Salonya Destek', icon: 'headset' },
    { path: '/musteri/profil', label: 'Profilim', icon: 'user' },
    { path: '/musteri/ayarlar', label: 'Ayarlar', icon: 'settings' },
  ],
  salon: [
    { path: '/salon', label: 'Genel Bakış', icon: 'layout-dashboard' },
    { path: '/salon/randevular', label: 'Randevular', icon: 'calendar-check' },
    { path: '/salon/takvim', label: 'Takvim', icon: 'calendar-days' },
    { path: '/salon/personel', label: 'Personel', icon: 'users' },
    { path: '/salon/personele-hizmet-ata', label: 'Personele Hizmet Ata', icon: 'user-check' },
    { path: '/salon/personel-calisma-saatleri', label: 'Personel Çalışma Saatleri', icon: 'clock' },
    { path: '/salon/personel-performans', label: 'Personel Performansı', icon: 'trending-up' },
    { path: '/salon/musaitlik-yonetimi', label: 'Müsaitlik Yönetimi', icon: 'calendar-x' },
    { path: '/salon/hizmetler', label: 'Hizmetler', icon: 'scissors' },
    { path: '/salon/eve-gelen-hizmet', label: 'Eve Gelen Hizmet', icon: 'house' },
    { path: '/salon/paketler', label: 'Paketler', icon: 'package' },
    { path: '/salon/kampanyalar', label: 'Kampanyalar', icon: 'megaphone' },
    { path: '/salon/promosyonlar', label: 'Promosyonlar', icon: 'badge-percent' },
    { path: '/salon/yorumlar', label: 'Yorumlar', icon: 'star' },
    { path: '/salon/musteri-sorulari', label: 'Müşteri Soruları', icon: 'circle-help' },
    { path: '/salon/mesajlar', label: 'Mesajlar', icon: 'message-square' },
    { path: '/salon/kazanc-cuzdani', label: 'Kazanç Cüzdanı', icon: 'wallet' },
    { path: '/salon/islem-gecmisi', label: 'İşlem Geçmişi', icon: 'history' },
    { path: '/salon/faturalar', label: 'Faturalar', icon: 'receipt' },
    { path: '/salon/abonelik', label: 'Abonelik', icon: 'crown' },
    { path: '/salon/raporlar', label: 'Raporlar', icon: 'chart-column' },
    { path: '/salon/galeri', label: 'Galeri', icon: 'images' },
    { path: '/salon/bildirimler', label: 'Bildirimler', icon: 'bell' },
    { path: '/salon/referral', label: 'Arkadaşını Davet Et', icon: 'gift' },
    { path: '/salon/destek', label: 'Destek', icon: 'life-buoy' },
    { path: '/salon/profil', label: 'Salon Profili', icon: 'store' },
    { path: '/salon/ayarlar', label: 'Salon Ayarları', icon: 'settings' },
  ],
  staff: [
    { path: '/personel', label: 'Genel Bakış', icon: 'layout-dashboard' },
    { path: '/personel/randevular', label: 'Randevularım', icon: 'calendar-check' },
    { path: '/personel/randevu-gecmisi', label: 'Randevu Geçmişi', icon: 'history' },
    { path: '/personel/hizmetlerim', label: 'Hizmetlerim', icon: 'scissors' },
    { path: '/personel/musaitlik', label: 'Müsaitliğim', icon: 'calendar-x' },
    { path: '/personel/kazanclar', label: 'Kazançlarım', icon: 'wallet' },
    { path: '/personel/yorumlar', label: 'Yorumlarım', icon: 'star' },
    { path: '/personel/galeri', label: 'Galerim', icon: 'images' },
    { path: '/personel/bildirimler', label: 'Bildirimler', icon: 'bell' },
    { path: '/personel/destek', label: 'Destek', icon: 'life-buoy' },
    { path: '/personel/profil', label: 'Profilim', icon: 'user' },
  ],
};
