/**
 * SPEC §2.8 quick actions of the admin top bar and dashboard. Add salon and send notification are placeholders
 * that say the feature is coming soon, until their sections exist; the others open their section.
 */
export const ADMIN_COMING_SOON = 'Bu özellik yakında kullanıma sunulacak.';

export interface AdminQuickAction {
  id: 'add-salon' | 'create-coupon' | 'send-notification' | 'manage-promotions';
  label: string;
  /** lucide icon name (components/ui/icon). */
  icon: string;
  description: string;
  /** The admin hash it opens, or null for a 'coming soon' placeholder. */
  hash: string | null;
}

export const ADMIN_QUICK_ACTIONS: readonly AdminQuickAction[] = [
  {
    id: 'add-salon',
    label: 'Salon Ekle',
    icon: 'store',
    description: 'Yeni salon kaydı oluşturun',
    hash: null,
  },
  {
    id: 'create-coupon',
    label: 'Kupon Oluştur',
    icon: 'ticket',
    description: 'İndirim kuponu tanımlayın',
    hash: '#coupons',
  },
  {
    id: 'send-notification',
    label: 'Bildirim Gönder',
    icon: 'send',
    description: 'Kullanıcılara duyuru yapın',
    hash: null,
  },
  {
    id: 'manage-promotions',
    label: 'Promosyonları Yönet',
    icon: 'badge-percent',
    description: 'Öne çıkma promosyonları',
    hash: '#promotions',
  },
];
