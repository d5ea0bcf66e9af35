import { z } from 'zod';
import { calendarDateField } from './dates';
import { successEnvelope } from './envelope';
import {
  BLOCKING_TYPES,
  DATE_RANGE_KEYS,
  ITEM_STATUSES,
  RECURRING_PATTERNS,
  WEEKDAY_KEYS,
  isFullDayRange,
  normalizeBlockingType,
  normalizeEditStatus,
  type WeekdayKey,
} from '@salonya/domain/availability/rules';
import {
  AVAILABILITY_FORM_MESSAGES,
  cleanText,
  validateAddBlocking,
  validateAddBreak,
  validateEditBlocking,
  validateEditBreak,
  type FieldErrors,
} from '@salonya/domain/availability/validation';
import { validateWorkingRanges } from '@salonya/domain/availability/working-hours';
import { BULK_DELETE_INVALID_DATA, BULK_DELETE_NOTHING_SELECTED } from '@salonya/domain/messages';

/**
 * Availability management (SPEC §2.9, §3, §7.5; issue 7). Dates 'YYYY-MM-DD', times 'HH:MM' in Europe/Istanbul.
 * Request bodies carry the rules of @salonya/domain/availability/validation (SPEC §5, Turkish messages per field),
 * which the web forms' schemas apply too; the API validates the bodies with them (422 with per-field errors).
 * Item ids: blockings and breaks are separate tables, so every item also carries `item_id` ('blocking-12',
 * 'break-5'), which bulk delete takes.
 */

export const DATE_RANGES = DATE_RANGE_KEYS;
export type DateRange = (typeof DATE_RANGES)[number];

/** 'true'/'1' → true; anything else false (query strings). */
const queryFlag = z
  .union([z.string().max(10), z.boolean()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** Query of the three GET endpoints (SPEC §7.5). Without a range: 30 days back to 365 days ahead. */
export const availabilityQuerySchema = z.object({
  with_seo: queryFlag,
  date_range: z.enum(DATE_RANGES, { error: 'Geçersiz tarih aralığı' }).optional(),
  start_date: calendarDateField({
    format: 'Geçerli bir tarih girin',
    invalid: 'Geçerli bir tarih girin',
  }).optional(),
  end_date: calendarDateField({
    format: 'Geçerli bir tarih girin',
    invalid: 'Geçerli bir tarih girin',
  }).optional(),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

// ── Items ──────────────────────────────────────────────────────────────────────────────────────────────────

export const blockingTypeSchema = z.enum(BLOCKING_TYPES);
export const recurringPatternSchema = z.enum(RECURRING_PATTERNS);
export const itemStatusSchema = z.enum(ITEM_STATUSES);
export const weekdayKeySchema = z.enum(WEEKDAY_KEYS);

/** SPEC §3 Blocking. Full-day blockings have null times. */
export const blockingSchema = z.object({
  id: z.number().int(),
  item_id: z.string(),
  kind: z.literal('blocking'),
  type: blockingTypeSchema,
  salon_id: z.number().int(),
  salon_staff_id: z.number().int(),
  staff_user_id: z.number().int(),
  staff_name: z.string(),
  date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  reason: z.string(),
  is_full_day: z.boolean(),
  recurring: z.boolean(),
  recurring_pattern: recurringPatternSchema,
  end_date: z.string().nullable(),
  status: itemStatusSchema,
  has_conflicts: z.boolean(),
  is_recurring: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type Blocking = z.infer<typeof blockingSchema>;

/** SPEC §3 Break: recurring on the named weekdays. */
export const breakSchema = z.object({
  id: z.number().int(),
  item_id: z.string(),
  kind: z.literal('break'),
  salon_id: z.number().int(),
  salon_staff_id: z.number().int(),
  staff_user_id: z.number().int(),
  staff_name: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  days: z.array(weekdayKeySchema),
  status: itemStatusSchema,
  created_at: z.string(),
});
export type Break = z.infer<typeof breakSchema>;

export const staffTodayStatusSchema = z.enum(['Blokajlı', 'Molalı', 'Müsait']);

export const availabilityStaffSchema = z.object({
  salon_staff_id: z.number().int(),
  user_id: z.number().int(),
  salon_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  today_status: staffTodayStatusSchema,
});
export type AvailabilityStaff = z.infer<typeof availabilityStaffSchema>;

/** staff_self: /personel pages; salon_team: owner's whole salon; salon_staff: owner, one staff member; system. */
export const AVAILABILITY_CONTEXT_TYPES = ['staff_self', 'salon_team', 'salon_staff', 'system'] as const;
export type AvailabilityContextType = (typeof AVAILABILITY_CONTEXT_TYPES)[number];

export const availabilityContextSchema = z.object({
  type: z.enum(AVAILABILITY_CONTEXT_TYPES),
  salon_id: z.number().int(),
  salon_name: z.string(),
  /** The staff member in focus (staff_self, salon_staff), else null. */
  salon_staff_id: z.number().int().nullable(),
  staff_user_id: z.number().int().nullable(),
  date_range: z.enum(DATE_RANGES).nullable(),
  start_date: z.string(),
  end_date: z.string(),
  /** Server clock in Istanbul: today and now ('HH:MM'), for the date default and next-quarter-hour rule. */
  today: z.string(),
  current_time: z.string(),
});

export const availabilityPermissionsSchema = z.object({
  can_add_blocking: z.boolean(),
  can_add_break: z.boolean(),
  can_edit_own: z.boolean(),
  can_delete_own: z.boolean(),
  canSelect: z.boolean(),
  /** Bulk delete allowed (owner and staff); the web still shows the button only with canSelect. */
  can_bulk_delete: z.boolean(),
});
export type AvailabilityPermissions = z.infer<typeof availabilityPermissionsSchema>;

export const availabilityStatisticsSchema = z.object({
  activeStaff: z.number().int(),
  activeBlockings: z.number().int(),
  totalBreaks: z.number().int(),
  /** Active blockings that meet a live appointment in the range. */
  conflicts: z.number().int(),
});

/** SPEC §3 SEO data; only with with_seo=true. */
export const availabilitySeoSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  canonical_url: z.string(),
  og_image: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  region: z.string().nullable(),
  locality: z.string().nullable(),
  custom_meta: z.record(z.string(), z.string()),
});

export const availabilityOverviewSchema = z.object({
  availability: z.object({
    unavailable_times: z.array(blockingSchema),
    break_times: z.array(breakSchema),
  }),
  staff_list: z.array(availabilityStaffSchema),
  context: availabilityContextSchema,
  permissions: availabilityPermissionsSchema,
  statistics: availabilityStatisticsSchema,
  seo: availabilitySeoSchema.optional(),
});
export type AvailabilityOverview = z.infer<typeof availabilityOverviewSchema>;

// ── Bodies (SPEC §7.5) ─────────────────────────────────────────────────────────────────────────────────────

/*
 * Each body is its JSON shape plus the SPEC §5 rules of @salonya/domain/availability/validation (the web forms'
 * schemas in ./availability-forms apply the same validators), reported per field in Turkish (422). Fields are
 * nullable where a form may leave them empty, so every rule's message is reported at once. The rules that depend
 * on the clock (a past date or start: PAST_TIME_BLOCKING_FORBIDDEN) or on the stored item (an edit merges the body
 * into it) stay in the API, which applies the same validators. Outputs are what the API stores: texts trimmed and
 * without NUL characters, times 'HH:MM', an unknown type as unavailable.
 */

const idField = z.coerce.number().int().min(1).max(2_147_483_647);
const staffUserIdField = idField.nullable().optional();
const textField = (max: number) => z.string().max(max).nullable().optional();
const dateField = textField(30);
const timeField = textField(10);
const daysField = z.array(z.string().max(20)).max(7).nullable().optional();
/** SPEC §5: an unknown type falls back to unavailable. */
const typeField = z.string().max(50).optional();
/** SPEC §4: an edit takes active or cancelled; any other status becomes active. */
const editStatusField = z.string().max(20).optional();
const boolField = z.boolean().optional().default(false);

/**
 * Every message of every field as an issue at that field ('ranges.1.start_time' → ['ranges', 1, 'start_time']);
 * with `only`, just those fields. The web forms show each field's first.
 */
export function reportFieldErrors(
  ctx: z.RefinementCtx,
  errors: FieldErrors,
  only?: ReadonlySet<string>,
): void {
  for (const [field, messages] of Object.entries(errors)) {
    if (only !== undefined && !only.has(field)) continue;
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    for (const message of messages) ctx.addIssue({ code: 'custom', path, message });
  }
}

/** The fields an edit sends (an edit keeps the stored value of every field it leaves out). */
const sentFields = (body: Record<string, unknown>): ReadonlySet<string> =>
  new Set(Object.keys(body).filter((k) => body[k] !== undefined));

const hhmmOrNull = (time: string | null | undefined): string | null =>
  time === null || time === undefined || time.trim() === '' ? null : time.slice(0, 5);
const uniqueDays = (days: readonly string[]): WeekdayKey[] => [
  ...new Set(days.filter((d): d is WeekdayKey => (WEEKDAY_KEYS as readonly string[]).includes(d))),
];

const createBlockingShape = z.object({
  /** The staff member's user id (the owner's routes; ignored on /my-blocking, where it is the caller). */
  staff_user_id: staffUserIdField,
  /** Owner of several salons where the same person works: which salon (default: the first of the owner's). */
  salon_id: idField.optional(),
  date: dateField,
  start_time: timeField,
  end_time: timeField,
  reason: textField(1000),
  type: typeField,
  is_full_day: boolField,
  recurring: boolField,
  recurring_pattern: recurringPatternSchema.optional().default('weekly'),
  /** Recurring only; empty = repeats without end. */
  end_date: dateField,
});

/** POST /unified-availability/blocking (`staffPreset` false) and /my-blocking (true): SPEC §5 add blocking. */
function createBlockingBody(staffPreset: boolean) {
  return createBlockingShape
    .superRefine((b, ctx) => {
      reportFieldErrors(
        ctx,
        validateAddBlocking(
          {
            staffUserId: b.staff_user_id,
            staffPreset,
            date: b.date?.trim(),
            startTime: b.start_time,
            endTime: b.end_time,
            reason: cleanText(b.reason),
            isFullDay: b.is_full_day || isFullDayRange(b.start_time, b.end_time),
            recurring: b.recurring,
            endDate: b.end_date,
          },
          null,
        ),
      );
    })
    .transform((b) => {
      const isFullDay = b.is_full_day || isFullDayRange(b.start_time, b.end_time);
      return {
        staff_user_id: b.staff_user_id ?? null,
        salon_id: b.salon_id,
        date: (b.date ?? '').trim(),
        /** Null on a full-day blocking. */
        start_time: isFullDay ? null : hhmmOrNull(b.start_time),
        end_time: isFullDay ? null : hhmmOrNull(b.end_time),
        reason: cleanText(b.reason),
        type: normalizeBlockingType(b.type),
        is_full_day: isFullDay,
        recurring: b.recurring,
        recurring_pattern: b.recurring_pattern,
        end_date: b.recurring && b.end_date ? b.end_date : null,
      };
    });
}
export const createBlockingBodySchema = createBlockingBody(false);
export const createMyBlockingBodySchema = createBlockingBody(true);
export type CreateBlockingBody = z.input<typeof createBlockingBodySchema>;
export type CreateBlockingInput = z.output<typeof createBlockingBodySchema>;

/**
 * PUT /unified-availability/blocking/{id} and /my-blocking/{id}: SPEC §5 edit blocking on the fields sent (the API
 * checks the stored item with them merged in). Status other than active/cancelled → active.
 */
export const updateBlockingBodySchema = z
  .object({
    date: dateField,
    start_time: timeField,
    end_time: timeField,
    reason: textField(1000),
    type: typeField,
    is_full_day: boolField,
    status: editStatusField,
  })
  .superRefine((b, ctx) => {
    reportFieldErrors(
      ctx,
      validateEditBlocking(
        {
          date: b.date?.trim(),
          startTime: b.start_time,
          endTime: b.end_time,
          reason: b.reason === undefined ? undefined : cleanText(b.reason),
          isFullDay: b.is_full_day,
        },
        null,
      ),
      sentFields(b),
    );
  })
  .transform((b) => ({
    date: b.date === undefined ? undefined : (b.date ?? '').trim(),
    start_time: b.start_time,
    end_time: b.end_time,
    reason: b.reason === undefined ? undefined : cleanText(b.reason),
    type: b.type === undefined ? undefined : normalizeBlockingType(b.type),
    is_full_day: b.is_full_day,
    status: b.status === undefined ? undefined : normalizeEditStatus(b.status),
  }));
export type UpdateBlockingBody = z.input<typeof updateBlockingBodySchema>;
export type UpdateBlockingInput = z.output<typeof updateBlockingBodySchema>;

const createBreakShape = z.object({
  /** The staff member's user id (the owner's routes; ignored on /my-break). */
  staff_user_id: staffUserIdField,
  salon_id: idField.optional(),
  name: textField(1000),
  start_time: timeField,
  end_time: timeField,
  days: daysField,
});

/** POST /unified-availability/break-time (`staffPreset` false) and /my-break (true): SPEC §5 add break. */
function createBreakBody(staffPreset: boolean) {
  return createBreakShape
    .superRefine((b, ctx) => {
      reportFieldErrors(
        ctx,
        validateAddBreak({
          name: cleanText(b.name),
          startTime: b.start_time,
          endTime: b.end_time,
          days: b.days,
        }),
      );
      if (!staffPreset && (b.staff_user_id === null || b.staff_user_id === undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['staff_user_id'],
          message: AVAILABILITY_FORM_MESSAGES.staffRequired,
        });
    })
    .transform((b) => ({
      staff_user_id: b.staff_user_id ?? null,
      salon_id: b.salon_id,
      name: cleanText(b.name),
      start_time: (b.start_time ?? '').slice(0, 5),
      end_time: (b.end_time ?? '').slice(0, 5),
      days: uniqueDays(b.days ?? []),
    }));
}
export const createBreakBodySchema = createBreakBody(false);
export const createMyBreakBodySchema = createBreakBody(true);
export type CreateBreakBody = z.input<typeof createBreakBodySchema>;
export type CreateBreakInput = z.output<typeof createBreakBodySchema>;

/** PUT /unified-availability/break-time/{id} and /my-break/{id}: SPEC §5 edit break on the fields sent. */
export const updateBreakBodySchema = z
  .object({
    name: textField(1000),
    start_time: timeField,
    end_time: timeField,
    days: daysField,
    status: editStatusField,
  })
  .superRefine((b, ctx) => {
    reportFieldErrors(
      ctx,
      validateEditBreak({
        name: b.name === undefined ? undefined : cleanText(b.name),
        startTime: b.start_time,
        endTime: b.end_time,
        days: b.days,
      }),
      sentFields(b),
    );
  })
  .transform((b) => ({
    name: b.name === undefined ? undefined : cleanText(b.name),
    start_time: b.start_time,
    end_time: b.end_time,
    days: b.days === undefined ? undefined : uniqueDays(b.days ?? []),
    status: b.status === undefined ? undefined : normalizeEditStatus(b.status),
  }));
export type UpdateBreakBody = z.input<typeof updateBreakBodySchema>;
export type UpdateBreakInput = z.output<typeof updateBreakBodySchema>;

export const ITEM_ID_PATTERN = /^(blocking|break)-(\d{1,10})$/;
export const BULK_DELETE_MAX_ITEMS = 500;

/** DELETE /unified-availability/bulk-delete and /my-bulk-delete. */
export const bulkDeleteBodySchema = z.object({
  item_ids: z
    .array(z.string({ error: BULK_DELETE_INVALID_DATA }).regex(ITEM_ID_PATTERN, BULK_DELETE_INVALID_DATA), {
      error: BULK_DELETE_NOTHING_SELECTED,
    })
    .min(1, BULK_DELETE_NOTHING_SELECTED)
    .max(BULK_DELETE_MAX_ITEMS, BULK_DELETE_INVALID_DATA),
});
export type BulkDeleteBody = z.infer<typeof bulkDeleteBodySchema>;

export function parseItemId(itemId: string): { kind: 'blocking' | 'break'; id: number } | null {
  const m = ITEM_ID_PATTERN.exec(itemId);
  if (!m) return null;
  const id = Number(m[2]);
  return id >= 1 && id <= 2_147_483_647 ? { kind: m[1] as 'blocking' | 'break', id } : null;
}
export const itemIdOf = (kind: 'blocking' | 'break', id: number) => `${kind}-${id}`;

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────────────

export const breakOverlapInfoSchema = z.object({
  overridden: z.literal(true),
  breaks: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      date: z.string(),
    }),
  ),
  message: z.string(),
});

/** POST/PUT blocking: data is the blocking, plus break_overlap_info when it overrides a break that day. */
export const blockingResultSchema = blockingSchema.extend({
  break_overlap_info: breakOverlapInfoSchema.optional(),
});
export type BlockingResult = z.infer<typeof blockingResultSchema>;

export const bulkDeleteResultSchema = z.object({
  deleted_count: z.number().int(),
  total_requested: z.number().int(),
  /** Per item that was not deleted: its id and the Turkish reason. */
  errors: z.array(z.object({ item_id: z.string(), message: z.string() })),
});
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

/** Error answers specific to availability (in the error envelope). */
export const PAST_TIME_ERROR_CODE = 'PAST_TIME_BLOCKING_FORBIDDEN';
export const AVAILABILITY_CONFLICT_TYPES = ['appointment_overlap', 'blocking_overlap'] as const;
export const pastTimeErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error_code: z.literal(PAST_TIME_ERROR_CODE),
  current_time: z.string(),
  selected_time: z.string(),
  current_date: z.string(),
  selected_date: z.string(),
});
export const appointmentOverlapErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  conflict_type: z.literal('appointment_overlap'),
  conflicting_appointment: z.object({
    id: z.number().int(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
  }),
});

// ── Working hours (/salon/personel-calisma-saatleri) ───────────────────────────────────────────────────────

/** One range of an ISO weekday (1 = Pazartesi … 7 = Pazar). */
export const workingRangeSchema = z.object({
  weekday: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
});
export type WorkingRangeDto = z.infer<typeof workingRangeSchema>;

export const staffWorkingHoursSchema = z.object({
  salon_staff_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  /** False: no ranges stored, the staff member works the salon's opening hours. */
  has_custom_hours: z.boolean(),
  ranges: z.array(workingRangeSchema),
});
export type StaffWorkingHours = z.infer<typeof staffWorkingHoursSchema>;

/** GET /salon-owner/salons/{salonId}/working-hours. */
export const salonWorkingHoursSchema = z.object({
  salon_id: z.number().int(),
  salon_name: z.string(),
  /** The salon's opening hours per ISO weekday; null times = closed. */
  opening_hours: z.array(
    z.object({
      weekday: z.number().int(),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
    }),
  ),
  staff: z.array(staffWorkingHoursSchema),
});
export type SalonWorkingHours = z.infer<typeof salonWorkingHoursSchema>;

const hhmmRanges = (ranges: readonly WorkingRangeDto[]): WorkingRangeDto[] =>
  ranges.map((r) => ({
    weekday: r.weekday,
    start_time: r.start_time.slice(0, 5),
    end_time: r.end_time.slice(0, 5),
  }));

/**
 * PUT /salon-owner/staff/{salonStaffId}/working-hours: the whole week replaces the stored one. The week's rules
 * (domain validateWorkingRanges: 15-minute times, start before end, no overlap in a day) per range
 * ('ranges.<n>.<field>'); output times 'HH:MM'.
 */
export const updateWorkingHoursBodySchema = z
  .object({
    ranges: z
      .array(
        z.object({
          /** ISO weekday, 1 = Pazartesi … 7 = Pazar. */
          weekday: z.number().int(),
          start_time: z.string().max(10),
          end_time: z.string().max(10),
        }),
      )
      .max(70),
  })
  .superRefine((b, ctx) => reportFieldErrors(ctx, validateWorkingRanges(hhmmRanges(b.ranges))))
  .transform((b) => ({ ranges: hhmmRanges(b.ranges) }));
export type UpdateWorkingHoursBody = z.input<typeof updateWorkingHoursBodySchema>;

// ── Answers (route response schemas) ───────────────────────────────────────────────────────────────────────

/** GET /staff/availability, /unified-availability/salon/{salonId}/overview, /unified-availability/staff/{staffId}. */
export const availabilityOverviewResponseSchema = successEnvelope(availabilityOverviewSchema);
export type AvailabilityOverviewResponse = z.infer<typeof availabilityOverviewResponseSchema>;

/** POST (201) and PUT of a blocking. */
export const blockingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: blockingResultSchema,
});
export type BlockingResponse = z.infer<typeof blockingResponseSchema>;

/** POST (201) and PUT of a break. */
export const breakResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: breakSchema,
});
export type BreakResponse = z.infer<typeof breakResponseSchema>;

/** DELETE of one blocking or break. */
export const availabilityDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AvailabilityDeleteResponse = z.infer<typeof availabilityDeleteResponseSchema>;

/** DELETE /unified-availability/bulk-delete and /my-bulk-delete (partial success reported per item). */
export const bulkDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bulkDeleteResultSchema,
});
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;

/** GET /salon-owner/salons/{salonId}/working-hours. */
export const salonWorkingHoursResponseSchema = successEnvelope(salonWorkingHoursSchema);
export type SalonWorkingHoursResponse = z.infer<typeof salonWorkingHoursResponseSchema>;
/** PUT /salon-owner/staff/{salonStaffId}/working-hours. */
export const staffWorkingHoursResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffWorkingHoursSchema,
});
export type StaffWorkingHoursResponse = z.infer<typeof staffWorkingHoursResponseSchema>;
