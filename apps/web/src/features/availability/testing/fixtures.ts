import type { AvailabilityOverview, Blocking, Break } from '@salonya/contracts/availability';

/** Availability answers for the page tests (server clock: 2026-11-24 10:07 in Istanbul, a Tuesday). */
export const TODAY = '2026-11-24';
export const NOW = new Date('2026-11-24T07:07:00.000Z');

export function makeBlocking(overrides: Partial<Blocking> = {}): Blocking {
  const id = overrides.id ?? 1;
  return {
    id,
    item_id: `blocking-${id}`,
    kind: 'blocking',
    type: 'unavailable',
    salon_id: 1,
    salon_staff_id: 11,
    staff_user_id: 101,
    staff_name: 'Ece Yıldız',
    date: '2026-11-26',
    start_time: '10:00',
    end_time: '11:00',
    reason: 'Diş randevusu',
    is_full_day: false,
    recurring: false,
    recurring_pattern: 'weekly',
    end_date: null,
    status: 'active',
    has_conflicts: false,
    is_recurring: false,
    created_by: 101,
    created_at: '2026-11-20T09:00:00+03:00',
    ...overrides,
  };
}

export function makeBreak(overrides: Partial<Break> = {}): Break {
  const id = overrides.id ?? 1;
  return {
    id,
    item_id: `break-${id}`,
    kind: 'break',
    salon_id: 1,
    salon_staff_id: 11,
    staff_user_id: 101,
    staff_name: 'Ece Yıldız',
    name: 'Öğle arası',
    start_time: '12:30',
    end_time: '13:00',
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    status: 'active',
    created_at: '2026-11-20T09:00:00+03:00',
    ...overrides,
  };
}

interface StaffSeed {
  salon_staff_id: number;
  user_id: number;
  name: string;
  today_status?: 'Blokajlı' | 'Molalı' | 'Müsait';
}

export const ECE: StaffSeed = { salon_staff_id: 11, user_id: 101, name: 'Ece Yıldız' };
export const MERT: StaffSeed = { salon_staff_id: 12, user_id: 102, name: 'Mert Kaya' };

export function makeOverview(
  overrides: {
    blockings?: Blocking[];
    breaks?: Break[];
    type?: AvailabilityOverview['context']['type'];
    staff?: StaffSeed[];
    permissions?: Partial<AvailabilityOverview['permissions']>;
  } = {},
): { success: true; data: AvailabilityOverview } {
  const type = overrides.type ?? 'salon_team';
  const staff = overrides.staff ?? (type === 'salon_team' ? [ECE, MERT] : [ECE]);
  const focus = type === 'staff_self' || type === 'salon_staff' ? staff[0] : undefined;
  const own = type === 'staff_self';
  return {
    success: true,
    data: {
      availability: {
        unavailable_times: overrides.blockings ?? [makeBlocking()],
        break_times: overrides.breaks ?? [makeBreak()],
      },
      staff_list: staff.map((s) => ({
        salon_staff_id: s.salon_staff_id,
        user_id: s.user_id,
        salon_id: 1,
        name: s.name,
        email: null,
        avatar_url: null,
        is_active: true,
        today_status: s.today_status ?? 'Molalı',
      })),
      context: {
        type,
        salon_id: 1,
        salon_name: 'Işıltı Kuaför',
        salon_staff_id: focus?.salon_staff_id ?? null,
        staff_user_id: focus?.user_id ?? null,
        date_range: 'this_month',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        today: TODAY,
        current_time: '10:07',
      },
      permissions: {
        can_add_blocking: type !== 'system',
        can_add_break: type !== 'system',
        can_edit_own: type !== 'system',
        can_delete_own: type !== 'system',
        canSelect: type !== 'system',
        can_bulk_delete: type !== 'system' || own,
        ...overrides.permissions,
      },
      statistics: { activeStaff: staff.length, activeBlockings: 1, totalBreaks: 1, conflicts: 0 },
    },
  };
}
