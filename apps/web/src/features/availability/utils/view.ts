import type { AvailabilityContextType } from '@salonya/contracts/availability';
import type { AvailabilityRow } from './list';
import type { TodayStatus } from './rules';

/** Which page: a staff member's own, an owner's team, one staff member of the owner's team. */
export type AvailabilityScope = { kind: 'self' } | { kind: 'team' } | { kind: 'member'; staffId: number };

/** SPEC §3 context.type as the page words it. */
export type ContextKind = 'staff' | 'salon_owner' | 'system';

export interface StaffOption {
  userId: number;
  name: string;
  /** SPEC §4 today's status, as the server works it out. */
  todayStatus: TodayStatus;
}

export interface AvailabilityPermissions {
  canAddBlocking: boolean;
  canAddBreak: boolean;
  canEditOwn: boolean;
  canDeleteOwn: boolean;
  canSelect: boolean;
}

export interface AvailabilityStatistics {
  activeStaff: number;
  activeBlockings: number;
  totalBreaks: number;
  conflicts: number;
}

/** What the page shows, read from the overview answer (SPEC §3 Availability overview). */
export interface AvailabilityView {
  context: ContextKind;
  contextType: AvailabilityContextType;
  salonName: string;
  /** The staff member in focus (own page, one member of the team), else null. */
  focusStaffUserId: number | null;
  /** Today in Istanbul by the server clock. */
  today: string;
  /** The dates the server read the range as. */
  rangeStart: string;
  rangeEnd: string;
  rows: AvailabilityRow[];
  staff: StaffOption[];
  permissions: AvailabilityPermissions;
  statistics: AvailabilityStatistics;
}

/** SPEC §2.9 date-range filter. */
export const DATE_RANGES = ['today', 'this_week', 'next_week', 'this_month', 'next_month', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  today: 'Bugün',
  this_week: 'Bu Hafta',
  next_week: 'Gelecek Hafta',
  this_month: 'Bu Ay',
  next_month: 'Gelecek Ay',
  custom: 'Özel Aralık',
};
export const DEFAULT_DATE_RANGE: DateRange = 'this_month';

export function isDateRange(value: string): value is DateRange {
  return (DATE_RANGES as readonly string[]).includes(value);
}

export interface RangeQuery {
  date_range: DateRange;
  start_date?: string;
  end_date?: string;
}

/** The page's wording per context (SPEC §2.9: title, stats and wording depend on it). */
export interface ContextWording {
  title: string;
  description: string;
  stats: { activeStaff: string; activeBlockings: string; totalBreaks: string; conflicts: string };
  empty: string;
}

export function contextWording(context: ContextKind, memberName: string | null): ContextWording {
  switch (context) {
    case 'staff':
      return {
        title: 'Müsaitliğim',
        description: 'Kendi blokajlarınızı ve molalarınızı yönetin; müşteriler bu saatlerde randevu alamaz.',
        stats: {
          activeStaff: 'Bugünkü Durumum',
          activeBlockings: 'Aktif Blokajlarım',
          totalBreaks: 'Molalarım',
          conflicts: 'Çakışmalarım',
        },
        empty: 'Henüz blokajınız veya molanız yok.',
      };
    case 'salon_owner':
      return {
        title: memberName === null ? 'Ekip Müsaitlik Yönetimi' : `${memberName} - Müsaitlik`,
        description:
          memberName === null
            ? 'Ekibinizin blokajlarını ve molalarını tek yerden yönetin.'
            : 'Bu personelin blokajlarını ve molalarını yönetin.',
        stats: {
          activeStaff: 'Aktif Personel',
          activeBlockings: 'Aktif Blokaj',
          totalBreaks: 'Toplam Mola',
          conflicts: 'Çakışma',
        },
        empty: 'Bu aralıkta ekibiniz için blokaj veya mola yok.',
      };
    case 'system':
      return {
        title: 'Sistem Müsaitlik Görünümü',
        description: 'Sistem genelindeki blokajlar ve molalar.',
        stats: {
          activeStaff: 'Aktif Personel',
          activeBlockings: 'Aktif Blokaj',
          totalBreaks: 'Toplam Mola',
          conflicts: 'Çakışma',
        },
        empty: 'Bu aralıkta blokaj veya mola yok.',
      };
  }
}
