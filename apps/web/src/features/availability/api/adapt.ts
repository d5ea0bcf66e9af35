import type { AvailabilityOverview, Blocking, Break } from '@salonya/contracts/availability';
import type { AvailabilityRow } from '../utils/list';
import type { AvailabilityView, ContextKind } from '../utils/view';

/** SPEC §3 context.type → the page's wording: a staff member's own, an owner's, or the system view. */
function contextKind(type: AvailabilityOverview['context']['type']): ContextKind {
  switch (type) {
    case 'staff_self':
      return 'staff';
    case 'salon_team':
    case 'salon_staff':
      return 'salon_owner';
    case 'system':
      return 'system';
  }
}

export function blockingRow(b: Blocking): AvailabilityRow {
  return {
    kind: 'blocking',
    key: b.item_id,
    id: b.id,
    staffUserId: b.staff_user_id,
    staffName: b.staff_name,
    type: b.type,
    date: b.date,
    startTime: b.start_time,
    endTime: b.end_time,
    reason: b.reason,
    isFullDay: b.is_full_day,
    recurring: b.recurring,
    recurringPattern: b.recurring_pattern,
    endDate: b.end_date,
    status: b.status,
    hasConflicts: b.has_conflicts,
  };
}

export function breakRow(b: Break): AvailabilityRow {
  return {
    kind: 'break',
    key: b.item_id,
    id: b.id,
    staffUserId: b.staff_user_id,
    staffName: b.staff_name,
    name: b.name,
    startTime: b.start_time,
    endTime: b.end_time,
    days: b.days,
    status: b.status,
  };
}

export function toView(data: AvailabilityOverview): AvailabilityView {
  return {
    context: contextKind(data.context.type),
    contextType: data.context.type,
    salonName: data.context.salon_name,
    focusStaffUserId: data.context.staff_user_id,
    today: data.context.today,
    rangeStart: data.context.start_date,
    rangeEnd: data.context.end_date,
    rows: [
      ...data.availability.unavailable_times.map(blockingRow),
      ...data.availability.break_times.map(breakRow),
    ],
    staff: data.staff_list.map((s) => ({ userId: s.user_id, name: s.name, todayStatus: s.today_status })),
    permissions: {
      canAddBlocking: data.permissions.can_add_blocking,
      canAddBreak: data.permissions.can_add_break,
      canEditOwn: data.permissions.can_edit_own,
      canDeleteOwn: data.permissions.can_delete_own,
      canSelect: data.permissions.canSelect && data.permissions.can_bulk_delete,
    },
    statistics: data.statistics,
  };
}
