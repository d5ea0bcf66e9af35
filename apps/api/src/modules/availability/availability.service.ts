import type {
  AvailabilityContextType,
  AvailabilityOverview,
  AvailabilityPermissions,
  Blocking,
  BlockingResult,
  BulkDeleteResult,
  CreateBlockingInput,
  CreateBreakInput,
  UpdateBlockingInput,
  UpdateBreakInput,
} from '@salonya/contracts/availability';
import { PAST_TIME_ERROR_CODE, parseItemId } from '@salonya/contracts/availability';
import type { BlockingRule, BreakRule } from '@salonya/domain/booking/availability';
import { minutesToTime } from '@salonya/domain/booking/time';
import {
  findAppointmentOverlap,
  findBlockingOverlap,
  breaksOverriddenBy,
  lastOccurrenceDate,
} from '@salonya/domain/availability/overlap';
import {
  availabilityStatusKey,
  isFullDayRange,
  isPastDate,
  istanbulNow,
  resolveDateRange,
  staffTodayStatusLabel,
  type DateRangeKey,
} from '@salonya/domain/availability/rules';
import {
  AVAILABILITY_FORM_MESSAGES,
  checkPastTime,
  isValid,
  isValidDate,
  validateEditBlocking,
  validateEditBreak,
} from '@salonya/domain/availability/validation';
import { can, type Actor } from '@salonya/domain/permissions/permissions';
import {
  BLOCKING_ADDED,
  BLOCKING_ADDED_BREAK_OVERRIDDEN,
  BLOCKING_OVERLAP,
  BREAK_ADDED,
  BULK_DELETE_FORBIDDEN,
  DELETE_FORBIDDEN,
  DELETE_NOT_FOUND,
  PAST_TIME_BLOCKING,
  SALON_NOT_FOUND,
  appointmentOverlapMessage,
} from '@salonya/domain/messages';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/policy';
import {
  activeBlockingsOfStaff,
  activeBreaksOfStaff,
  deleteItem,
  findBlocking,
  findBreak,
  findSalon,
  findStaff,
  insertBlocking,
  insertBreak,
  listBlockings,
  listBreaks,
  listStaff,
  liveAppointments,
  lockStaff,
  staffOfUser,
  updateBlocking,
  updateBreak,
  type BlockingRecord,
  type BreakRecord,
  type SalonRecord,
  type StaffRecord,
} from './availability.repository';

/** Messages the SPEC does not quote (designed; docs/decisions/0016). */
export const AVAILABILITY_MESSAGES = {
  salonForbidden: 'Bu salona erişim yetkiniz yok',
  staffForbidden: 'Bu personelin bilgilerine erişim yetkiniz yok',
  staffNotFound: 'Personel bulunamadı',
  staffActionForbidden: 'Bu personel için işlem yetkiniz yok',
  ownStaffRecordMissing: 'Bu hesaba bağlı bir personel kaydı bulunamadı',
  itemNotFound: 'Öğe bulunamadı',
  editForbidden: 'Bu öğeyi düzenleme yetkiniz yok',
  blockingUpdated: 'Blokaj güncellendi',
  breakUpdated: 'Mola güncellendi',
  deleted: 'Öğe silindi',
  bulkDeleted: (n: number) => `${n} öğe silindi`,
  rangeInvalid: 'Geçerli bir tarih aralığı seçin',
  breakOverridden: 'Bu blokaj, o gündeki mola saatini kapsıyor; o gün mola yerine blokaj geçerli olur.',
} as const;
const M = AVAILABILITY_MESSAGES;

type Mode = 'general' | 'my';

export type OverviewTarget =
  { kind: 'self' } | { kind: 'salon'; salonId: number } | { kind: 'staff'; staffId: number };
export interface OverviewQuery {
  with_seo: boolean;
  date_range?: DateRangeKey | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

const ALL_PERMISSIONS: AvailabilityPermissions = {
  can_add_blocking: true,
  can_add_break: true,
  can_edit_own: true,
  can_delete_own: true,
  canSelect: true,
  can_bulk_delete: true,
};
const NO_PERMISSIONS: AvailabilityPermissions = {
  can_add_blocking: false,
  can_add_break: false,
  can_edit_own: false,
  can_delete_own: false,
  canSelect: false,
  can_bulk_delete: false,
};

export function toRule(
  b: Pick<
    BlockingRecord,
    | 'date'
    | 'start_time'
    | 'end_time'
    | 'is_full_day'
    | 'recurring'
    | 'recurring_pattern'
    | 'end_date'
    | 'status'
  >,
): BlockingRule {
  return {
    date: b.date,
    startTime: b.start_time,
    endTime: b.end_time,
    isFullDay: b.is_full_day,
    recurring: b.recurring,
    recurringPattern: b.recurring_pattern,
    endDate: b.end_date,
    status: b.status,
  };
}
const breakRule = (b: BreakRecord): BreakRule => ({
  startTime: b.start_time,
  endTime: b.end_time,
  days: b.days,
  status: b.status,
});

function publicBlocking(b: BlockingRecord, hasConflicts: boolean, maskReason = false): Blocking {
  const { salonOwnerUserId: _owner, ...dto } = b;
  return { ...dto, reason: maskReason ? '' : dto.reason, has_conflicts: hasConflicts };
}
function publicBreak(b: BreakRecord) {
  const { salonOwnerUserId: _owner, ...dto } = b;
  return dto;
}

function pastTimeError(detail: {
  current_time: string;
  selected_time: string;
  current_date: string;
  selected_date: string;
}): AppError {
  return new AppError(422, PAST_TIME_ERROR_CODE, PAST_TIME_BLOCKING, {
    errors: { start_time: [PAST_TIME_BLOCKING] },
    data: { ...detail },
  });
}

export function createAvailabilityService(deps: { db: Db; now: () => number; appUrl: string }) {
  const { db } = deps;
  const clock = () => new Date(deps.now());

  const actorOf = (user: SessionUser): Actor => ({ userType: user.userType, userId: user.id });

  // ── Who may see what ─────────────────────────────────────────────────────────────────────────────────────

  async function salonOr404(salonId: number): Promise<SalonRecord> {
    const salon = await findSalon(db, salonId);
    if (!salon) throw AppError.notFound(SALON_NOT_FOUND);
    return salon;
  }

  /** The staff member's own salon_staff row (the first active one; `salonId` picks among several). */
  async function ownStaff(user: SessionUser, salonId?: number): Promise<StaffRecord> {
    const mine = await staffOfUser(db, user.id);
    const found = salonId === undefined ? mine[0] : mine.find((s) => s.salonId === salonId);
    if (!found) {
      if (salonId !== undefined && mine.length > 0) throw AppError.forbidden(M.salonForbidden);
      throw AppError.notFound(M.ownStaffRecordMissing);
    }
    return found;
  }

  interface ViewScope {
    salon: SalonRecord;
    type: AvailabilityContextType;
    focus: StaffRecord | null;
    permissions: AvailabilityPermissions;
    maskReasons: boolean;
  }

  async function resolveScope(user: SessionUser, target: OverviewTarget): Promise<ViewScope> {
    if (target.kind === 'self') {
      const me = await ownStaff(user);
      return {
        salon: await salonOr404(me.salonId),
        type: 'staff_self',
        focus: me,
        permissions: ALL_PERMISSIONS,
        maskReasons: false,
      };
    }
    if (target.kind === 'salon') {
      const salon = await salonOr404(target.salonId);
      if (user.userType === 'salon_owner') {
        if (
          !can(actorOf(user), 'availability.view', { salonId: salon.id, salonOwnerUserId: salon.ownerUserId })
        )
          throw AppError.forbidden(M.salonForbidden);
        return { salon, type: 'salon_team', focus: null, permissions: ALL_PERMISSIONS, maskReasons: false };
      }
      if (user.userType === 'staff') {
        const me = await ownStaff(user, salon.id);
        return { salon, type: 'staff_self', focus: me, permissions: ALL_PERMISSIONS, maskReasons: false };
      }
      // SPEC §6: other user types open the fixed system view, read-only (the 'system' grant).
      if (!can(actorOf(user), 'availability.view', { salonId: salon.id }))
        throw AppError.forbidden(M.salonForbidden);
      return {
        salon,
        type: 'system',
        focus: null,
        permissions: NO_PERMISSIONS,
        maskReasons: user.userType === 'customer',
      };
    }
    const staff = await findStaff(db, target.staffId);
    if (!staff) throw AppError.notFound(M.staffNotFound);
    const salon = await salonOr404(staff.salonId);
    if (user.userType === 'salon_owner') {
      if (
        !can(actorOf(user), 'availability.view', {
          salonId: salon.id,
          salonOwnerUserId: staff.salonOwnerUserId,
        })
      )
        throw AppError.forbidden(M.staffForbidden);
      return { salon, type: 'salon_staff', focus: staff, permissions: ALL_PERMISSIONS, maskReasons: false };
    }
    if (user.userType === 'staff') {
      if (!can(actorOf(user), 'availability.view', { staffUserId: staff.userId }))
        throw AppError.forbidden(M.staffForbidden);
      return { salon, type: 'staff_self', focus: staff, permissions: ALL_PERMISSIONS, maskReasons: false };
    }
    if (!can(actorOf(user), 'availability.view', { salonId: salon.id }))
      throw AppError.forbidden(M.staffForbidden);
    return {
      salon,
      type: 'system',
      focus: staff,
      permissions: NO_PERMISSIONS,
      maskReasons: user.userType === 'customer',
    };
  }

  async function overview(
    user: SessionUser,
    target: OverviewTarget,
    query: OverviewQuery,
  ): Promise<AvailabilityOverview> {
    const now = clock();
    const { date: today, time: currentTime } = istanbulNow(now);
    const range = resolveDateRange(query.date_range, query.start_date, query.end_date, today);
    if (!range) throw AppError.field('end_date', M.rangeInvalid);
    const scope = await resolveScope(user, target);
    const staffIds = scope.focus ? [scope.focus.id] : null;

    const [staff, blockings, breaks, todays] = await Promise.all([
      listStaff(db, scope.salon.id, scope.focus?.id ?? null),
      listBlockings(db, scope.salon.id, staffIds, range.start, range.end),
      listBreaks(db, scope.salon.id, staffIds),
      listBlockings(db, scope.salon.id, staffIds, today, today),
    ]);
    const liveFrom = range.start > today ? range.start : today;
    const appointments =
      range.end >= liveFrom
        ? await liveAppointments(
            db,
            staff.map((s) => s.id),
            liveFrom,
            range.end,
            now,
          )
        : [];

    const unavailable = blockings.map((b) => {
      const own = appointments.filter((a) => a.salonStaffId === b.salon_staff_id && a.date >= range.start);
      return publicBlocking(b, findAppointmentOverlap(toRule(b), own) !== null, scope.maskReasons);
    });
    const staffList = staff.map((s) => ({
      salon_staff_id: s.id,
      user_id: s.userId,
      salon_id: s.salonId,
      name: s.name,
      email: scope.type === 'system' ? null : s.email,
      avatar_url: s.avatarUrl,
      is_active: s.isActive,
      today_status: staffTodayStatusLabel(
        todays.filter((b) => b.salon_staff_id === s.id).map(toRule),
        breaks.filter((b) => b.salon_staff_id === s.id).map(breakRule),
        today,
      ) as 'Blokajlı' | 'Molalı' | 'Müsait',
    }));
    const activeBlockings = unavailable.filter((b) => {
      const key = availabilityStatusKey(
        {
          kind: 'blocking',
          status: b.status,
          date: b.date,
          recurring: b.recurring,
          recurringPattern: b.recurring_pattern,
          endDate: b.end_date,
        },
        today,
      );
      return key === 'active' || key === 'today';
    }).length;

    const result: AvailabilityOverview = {
      availability: { unavailable_times: unavailable, break_times: breaks.map(publicBreak) },
      staff_list: staffList,
      context: {
        type: scope.type,
        salon_id: scope.salon.id,
        salon_name: scope.salon.name,
        salon_staff_id: scope.focus?.id ?? null,
        staff_user_id: scope.focus?.userId ?? null,
        date_range: query.date_range ?? null,
        start_date: range.start,
        end_date: range.end,
        today,
        current_time: currentTime,
      },
      permissions: scope.permissions,
      statistics: {
        activeStaff: staffList.filter((s) => s.is_active).length,
        activeBlockings,
        totalBreaks: breaks.filter((b) => b.status === 'active').length,
        conflicts: unavailable.filter((b) => b.has_conflicts).length,
      },
    };
    if (query.with_seo) result.seo = seoOf(scope);
    return result;
  }

  function seoOf(scope: ViewScope): NonNullable<AvailabilityOverview['seo']> {
    const { salon } = scope;
    const place = [salon.district, salon.city].filter(Boolean).join(', ');
    const who = scope.focus ? `${scope.focus.name} – ` : '';
    const path =
      scope.type === 'staff_self'
        ? '/personel/musaitlik'
        : scope.type === 'salon_staff' && scope.focus
          ? `/salon/personel/${scope.focus.id}/musaitlik`
          : '/salon/musaitlik-yonetimi';
    return {
      meta_title: `${who}${salon.name} Müsaitlik Yönetimi`,
      meta_description: `${salon.name}${place ? ` (${place})` : ''} personelinin blokajları, molaları ve müsait saatleri.`,
      meta_keywords: ['müsaitlik', 'blokaj', 'mola', 'personel', salon.name, salon.city ?? '']
        .filter(Boolean)
        .join(', '),
      canonical_url: `${deps.appUrl.replace(/\/$/, '')}${path}`,
      og_image: salon.coverUrl ?? salon.logoUrl,
      latitude: salon.latitude,
      longitude: salon.longitude,
      region: salon.city,
      locality: salon.district,
      // A private management page: never indexed.
      custom_meta: { robots: 'noindex, nofollow' },
    };
  }

  // ── Writing ──────────────────────────────────────────────────────────────────────────────────────────────

  /** The staff member a write is for: the caller on 'my' paths, else one of the owner's staff. */
  async function writeTarget(
    user: SessionUser,
    mode: Mode,
    staffUserId: number | null | undefined,
    salonId: number | undefined,
  ): Promise<StaffRecord> {
    if (mode === 'my') return ownStaff(user, salonId);
    if (staffUserId === null || staffUserId === undefined)
      throw AppError.field('staff_user_id', AVAILABILITY_FORM_MESSAGES.staffRequired);
    const rows = await staffOfUser(db, staffUserId);
    if (rows.length === 0) throw AppError.notFound(M.staffNotFound);
    const mine = rows.filter(
      (s) => s.salonOwnerUserId === user.id && (salonId === undefined || s.salonId === salonId),
    );
    const chosen = mine[0];
    if (!chosen) throw AppError.forbidden(M.staffActionForbidden);
    return chosen;
  }

  function mayTouch(
    user: SessionUser,
    mode: Mode,
    item: { salonOwnerUserId: number; staff_user_id: number },
  ) {
    // The route pins the mode to its user type ('my' → staff, general → owner); can() decides ownership.
    if ((mode === 'my') !== (user.userType === 'staff')) return false;
    return can(actorOf(user), 'availability.manage', {
      salonOwnerUserId: item.salonOwnerUserId,
      staffUserId: item.staff_user_id,
    });
  }

  /** appointment_overlap, then blocking_overlap (SPEC §8), for every occurrence of the blocking. */
  async function checkBlockingConflicts(
    tx: Db,
    staff: StaffRecord,
    rule: BlockingRule,
    excludeId: number | null,
    now: Date,
  ): Promise<void> {
    const last = lastOccurrenceDate(rule);
    const appointments = await liveAppointments(tx, [staff.id], rule.date, last, now);
    const hit = findAppointmentOverlap(rule, appointments);
    if (hit) {
      const start = minutesToTime(hit.startMinutes);
      const end = minutesToTime(hit.endMinutes);
      throw new AppError(409, 'CONFLICT', appointmentOverlapMessage(start, end), {
        conflictType: 'appointment_overlap',
        data: { conflicting_appointment: { id: hit.id, date: hit.date, start_time: start, end_time: end } },
      });
    }
    const others = (await activeBlockingsOfStaff(tx, staff.id, rule.date, last)).filter(
      (b) => b.id !== excludeId,
    );
    if (findBlockingOverlap(rule, others.map(toRule)) >= 0)
      throw AppError.conflict('blocking_overlap', BLOCKING_OVERLAP);
  }

  async function breakInfo(tx: Db, staff: StaffRecord, rule: BlockingRule) {
    const breaks = await activeBreaksOfStaff(tx, staff.id);
    const hits = breaksOverriddenBy(rule, breaks.map(breakRule));
    if (hits.length === 0) return undefined;
    return {
      overridden: true as const,
      breaks: hits.map(({ index, date }) => {
        const b = breaks[index] as BreakRecord;
        return { id: b.id, name: b.name, start_time: b.start_time, end_time: b.end_time, date };
      }),
      message: M.breakOverridden,
    };
  }

  /**
   * The body has passed its contract schema (the SPEC §5 rules that do not depend on the clock, staff chosen on
   * the owner's path); here the staff member is resolved and a past date or start refused.
   */
  async function createBlocking(
    user: SessionUser,
    mode: Mode,
    body: CreateBlockingInput,
  ): Promise<{ data: BlockingResult; message: string }> {
    const now = clock();
    const staff = await writeTarget(user, mode, body.staff_user_id, body.salon_id);
    const past =
      isValidDate(body.date) && isPastDate(body.date, now)
        ? { ...istanbulDetail(now), selected_time: body.start_time ?? '00:00', selected_date: body.date }
        : checkPastTime(body.date, body.start_time, body.is_full_day, now);
    if (past) throw pastTimeError(past);
    const write = {
      type: body.type,
      date: body.date,
      startTime: body.start_time,
      endTime: body.end_time,
      reason: body.reason,
      isFullDay: body.is_full_day,
      recurring: body.recurring,
      recurringPattern: body.recurring_pattern,
      endDate: body.end_date,
    };
    const rule: BlockingRule = { ...write, status: 'active' };
    return inTransaction(db, async (tx) => {
      await lockStaff(tx, staff.id);
      await checkBlockingConflicts(tx, staff, rule, null, now);
      const id = await insertBlocking(tx, staff, user.id, write);
      const info = await breakInfo(tx, staff, rule);
      const saved = (await findBlocking(tx, id)) as BlockingRecord;
      return {
        data: { ...publicBlocking(saved, false), ...(info ? { break_overlap_info: info } : {}) },
        message: info ? BLOCKING_ADDED_BREAK_OVERRIDDEN : BLOCKING_ADDED,
      };
    });
  }

  function istanbulDetail(now: Date) {
    const { date, time } = istanbulNow(now);
    return { current_time: time, current_date: date };
  }

  async function updateBlockingItem(
    user: SessionUser,
    mode: Mode,
    id: number,
    body: UpdateBlockingInput,
  ): Promise<{ data: BlockingResult; message: string }> {
    const now = clock();
    const existing = await findBlocking(db, id);
    if (!existing) throw AppError.notFound(M.itemNotFound);
    if (!mayTouch(user, mode, existing)) throw AppError.forbidden(M.editForbidden);
    // The body's schema has checked the fields sent; the stored item with them merged in is checked here.
    const pick = <T>(v: T | undefined, fallback: T): T => (v === undefined ? fallback : v);
    const date = pick(body.date, existing.date);
    const startTime = pick(body.start_time, existing.start_time);
    const endTime = pick(body.end_time, existing.end_time);
    const reason = pick(body.reason, existing.reason);
    const isFullDay = body.is_full_day || isFullDayRange(startTime, endTime);
    const status = body.status ?? existing.status;
    const moved =
      date !== existing.date ||
      isFullDay !== existing.is_full_day ||
      (!isFullDay &&
        (startTime?.slice(0, 5) !== existing.start_time || endTime?.slice(0, 5) !== existing.end_time));
    const errors = validateEditBlocking({ date, startTime, endTime, reason, isFullDay }, now);
    // An unmoved past blocking can still be renamed or cancelled.
    if (!moved && errors.date?.includes(AVAILABILITY_FORM_MESSAGES.pastDate)) delete errors.date;
    if (!isValid(errors)) throw AppError.validation(errors);
    if (moved && status === 'active') {
      const past = checkPastTime(date, startTime, isFullDay, now);
      if (past) throw pastTimeError(past);
    }
    const write = {
      type: body.type ?? existing.type,
      date,
      startTime: isFullDay ? null : (startTime?.slice(0, 5) ?? null),
      endTime: isFullDay ? null : (endTime?.slice(0, 5) ?? null),
      reason,
      isFullDay,
      status,
    };
    const rule: BlockingRule = {
      ...write,
      recurring: existing.recurring,
      recurringPattern: existing.recurring_pattern,
      endDate: existing.end_date !== null && existing.end_date < date ? date : existing.end_date,
    };
    const staff = (await findStaff(db, existing.salon_staff_id)) as StaffRecord;
    return inTransaction(db, async (tx) => {
      await lockStaff(tx, staff.id);
      // Deleted by a request that got the lock first: gone, not a server error.
      if (!(await findBlocking(tx, id))) throw AppError.notFound(M.itemNotFound);
      if (status === 'active') await checkBlockingConflicts(tx, staff, rule, id, now);
      await updateBlocking(tx, id, write);
      const info = status === 'active' ? await breakInfo(tx, staff, rule) : undefined;
      const saved = await findBlocking(tx, id);
      if (!saved) throw AppError.notFound(M.itemNotFound);
      return {
        data: { ...publicBlocking(saved, false), ...(info ? { break_overlap_info: info } : {}) },
        message: M.blockingUpdated,
      };
    });
  }

  /** The body has passed its contract schema (SPEC §5 add break, staff chosen on the owner's path). */
  async function createBreakItem(user: SessionUser, mode: Mode, body: CreateBreakInput) {
    const staff = await writeTarget(user, mode, body.staff_user_id, body.salon_id);
    const id = await insertBreak(db, staff, {
      name: body.name,
      startTime: body.start_time,
      endTime: body.end_time,
      days: body.days,
    });
    return { data: publicBreak((await findBreak(db, id)) as BreakRecord), message: BREAK_ADDED };
  }

  async function updateBreakItem(user: SessionUser, mode: Mode, id: number, body: UpdateBreakInput) {
    const existing = await findBreak(db, id);
    if (!existing) throw AppError.notFound(M.itemNotFound);
    if (!mayTouch(user, mode, existing)) throw AppError.forbidden(M.editForbidden);
    // The body's schema has checked the fields sent; the stored break with them merged in is checked here.
    const name = body.name ?? existing.name;
    const startTime = body.start_time === undefined ? existing.start_time : body.start_time;
    const endTime = body.end_time === undefined ? existing.end_time : body.end_time;
    const days = body.days ?? existing.days;
    const errors = validateEditBreak({ name, startTime, endTime, days });
    if (!isValid(errors)) throw AppError.validation(errors);
    await updateBreak(db, id, {
      name,
      startTime: (startTime ?? '').slice(0, 5),
      endTime: (endTime ?? '').slice(0, 5),
      days,
      status: body.status ?? existing.status,
    });
    const saved = await findBreak(db, id);
    // Deleted by another request meanwhile: gone, not a server error.
    if (!saved) throw AppError.notFound(M.itemNotFound);
    return { data: publicBreak(saved), message: M.breakUpdated };
  }

  /** DELETE of one item: 404 'Silinecek öğe bulunamadı', 403 'Bu öğeyi silme yetkiniz yok' (SPEC §8). */
  async function deleteOne(user: SessionUser, mode: Mode, kind: 'blocking' | 'break', id: number) {
    const item = kind === 'blocking' ? await findBlocking(db, id) : await findBreak(db, id);
    if (!item) throw AppError.notFound(DELETE_NOT_FOUND);
    if (!mayTouch(user, mode, item)) throw AppError.forbidden(DELETE_FORBIDDEN);
    await deleteItem(db, kind, id);
    return { message: M.deleted };
  }

  /** Bulk delete: every allowed item is deleted, the others are reported one by one (partial success). */
  async function bulkDelete(
    user: SessionUser,
    mode: Mode,
    itemIds: readonly string[],
  ): Promise<BulkDeleteResult> {
    if (mode === 'general' && user.userType !== 'salon_owner')
      throw AppError.forbidden(BULK_DELETE_FORBIDDEN);
    const unique = [...new Set(itemIds)];
    return inTransaction(db, async (tx) => {
      const errors: BulkDeleteResult['errors'] = [];
      let deleted = 0;
      for (const itemId of unique) {
        const parsed = parseItemId(itemId);
        const item = !parsed
          ? null
          : parsed.kind === 'blocking'
            ? await findBlocking(tx, parsed.id)
            : await findBreak(tx, parsed.id);
        if (!parsed || !item) {
          errors.push({ item_id: itemId, message: DELETE_NOT_FOUND });
          continue;
        }
        if (!mayTouch(user, mode, item)) {
          errors.push({ item_id: itemId, message: DELETE_FORBIDDEN });
          continue;
        }
        await deleteItem(tx, parsed.kind, parsed.id);
        deleted++;
      }
      return { deleted_count: deleted, total_requested: unique.length, errors };
    });
  }

  return {
    overview,
    createBlocking,
    updateBlocking: updateBlockingItem,
    createBreak: createBreakItem,
    updateBreak: updateBreakItem,
    deleteOne,
    bulkDelete,
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
