/**
 * The owner dashboard's set-up checklist and alerts (issue 16 scope 6): what a new salon still lacks before it can
 * take a booking, each item linking to the screen that fixes it and checked once done.
 */

export interface SalonSetupFacts {
  salonStatus: 'pending' | 'active' | 'suspended';
  activeServices: number;
  activeStaff: number;
  /** Active staff members offering no active service (they can never be booked). */
  staffWithoutServices: number;
  /** Weekdays the salon is open (opening hours with both times). */
  openDays: number;
  /** Active staff members with working ranges of their own. */
  staffWithOwnHours: number;
  hasDescription: boolean;
  hasPhone: boolean;
  /** Logo, cover or at least one gallery photo. */
  hasPhotos: boolean;
  pendingConfirmations: number;
}

export type ChecklistKey = 'services' | 'staff' | 'hours' | 'profile';

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  description: string;
  href: string;
  done: boolean;
}

export type AlertKey =
  | 'salon_pending'
  | 'salon_suspended'
  | 'no_services'
  | 'no_staff'
  | 'missing_hours'
  | 'staff_without_services'
  | 'profile_incomplete'
  | 'pending_confirmations';

export interface DashboardAlert {
  key: AlertKey;
  severity: 'info' | 'warning' | 'error';
  message: string;
  href: string | null;
  action: string | null;
}

/** Hours are set when the salon is open some day, or every active staff member has hours of their own. */
export function hoursSet(f: SalonSetupFacts): boolean {
  return f.openDays > 0 || (f.activeStaff > 0 && f.staffWithOwnHours >= f.activeStaff);
}

export function profileComplete(f: SalonSetupFacts): boolean {
  return f.hasDescription && f.hasPhone && f.hasPhotos;
}

export function setupChecklist(f: SalonSetupFacts): ChecklistItem[] {
  return [
    {
      key: 'services',
      label: 'Hizmetlerinizi ekleyin',
      description: 'Müşterilerin seçebileceği hizmetleri süre ve fiyatlarıyla girin.',
      href: '/salon/hizmetler',
      done: f.activeServices > 0,
    },
    {
      key: 'staff',
      label: 'Ekibinizi ekleyin',
      description: 'Randevu alacak personeli ekleyin ve hizmetlerini atayın.',
      href: '/salon/personel',
      done: f.activeStaff > 0,
    },
    {
      key: 'hours',
      label: 'Açılış ve çalışma saatlerini belirleyin',
      description: 'Müşteriler yalnızca bu saatlerde randevu alabilir.',
      href: '/salon/personel-calisma-saatleri',
      done: hoursSet(f),
    },
    {
      key: 'profile',
      label: 'Salon profilinizi tamamlayın',
      description: 'Açıklama, telefon ve fotoğraf ekleyin; salon sayfanız daha çok randevu alır.',
      href: '/salon/profil',
      done: profileComplete(f),
    },
  ];
}

export function dashboardAlerts(f: SalonSetupFacts): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  if (f.salonStatus === 'pending')
    alerts.push({
      key: 'salon_pending',
      severity: 'info',
      message: 'Salonunuz yönetici onayı bekliyor; onaylanınca aramada görünecek.',
      href: null,
      action: null,
    });
  if (f.salonStatus === 'suspended')
    alerts.push({
      key: 'salon_suspended',
      severity: 'error',
      message: 'Salonunuz askıya alındı; yeni randevu alınamıyor. Destek ekibiyle iletişime geçin.',
      href: '/salon/destek',
      action: 'Destek',
    });
  if (f.activeServices === 0)
    alerts.push({
      key: 'no_services',
      severity: 'warning',
      message: 'Henüz aktif hizmetiniz yok; müşteriler randevu alamaz.',
      href: '/salon/hizmetler',
      action: 'Hizmet ekle',
    });
  if (f.activeStaff === 0)
    alerts.push({
      key: 'no_staff',
      severity: 'warning',
      message: 'Henüz aktif personeliniz yok; randevu verilecek kimse yok.',
      href: '/salon/personel',
      action: 'Personel ekle',
    });
  if (!hoursSet(f))
    alerts.push({
      key: 'missing_hours',
      severity: 'warning',
      message: 'Açılış ve çalışma saatleri eksik; boş saat gösterilemiyor.',
      href: '/salon/personel-calisma-saatleri',
      action: 'Saatleri belirle',
    });
  if (f.activeStaff > 0 && f.staffWithoutServices > 0)
    alerts.push({
      key: 'staff_without_services',
      severity: 'warning',
      message: `${f.staffWithoutServices} personelin atanmış hizmeti yok; bu personele randevu alınamaz.`,
      href: '/salon/personele-hizmet-ata',
      action: 'Hizmet ata',
    });
  if (!profileComplete(f))
    alerts.push({
      key: 'profile_incomplete',
      severity: 'info',
      message: 'Salon profiliniz eksik: açıklama, telefon ve fotoğraf ekleyin.',
      href: '/salon/profil',
      action: 'Profili düzenle',
    });
  if (f.pendingConfirmations > 0)
    alerts.push({
      key: 'pending_confirmations',
      severity: 'info',
      message: `${f.pendingConfirmations} randevu onayınızı bekliyor.`,
      href: '/salon/randevular?durum=pending',
      action: 'Randevulara git',
    });
  return alerts;
}
