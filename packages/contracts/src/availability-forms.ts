import { z } from 'zod';
import { BLOCKING_TYPES, RECURRING_PATTERNS, WEEKDAY_KEYS } from '@salonya/domain/availability/rules';
import {
  AVAILABILITY_FORM_MESSAGES,
  checkPastTime,
  validateAddBlocking,
  validateAddBreak,
  validateEditBlocking,
  validateEditBreak,
} from '@salonya/domain/availability/validation';
import { EDIT_BLOCKING_FULL_DAY } from '@salonya/domain/constants';
import { pastTimeBlockingMessage } from '@salonya/domain/messages';
import { reportFieldErrors, updateWorkingHoursBodySchema, type UpdateWorkingHoursBody } from './availability';

/**
 * The four availability forms of SPEC §5 (add/edit blocking, add/edit break) and the working-hours week as zod
 * schemas for React Hook Form.
 * Values are keyed by the request's field names, so a 422's per-field errors land on the same inputs. The rules
 * are the domain's validators (`@salonya/domain/availability/validation`, which the API applies to the same
 * bodies); the rules that depend on the clock take `now` (the server's time) as a parameter, so the schemas stay
 * pure. Each schema's output is the request body the form sends.
 */

const editStatusSchema = z.enum(['active', 'cancelled']);
const blockingTypeField = z.enum(BLOCKING_TYPES);
const recurringPatternField = z.enum(RECURRING_PATTERNS);
const daysField = z.array(z.enum(WEEKDAY_KEYS));

const staffChoice = (value: string): number | null => (value === '' ? null : Number(value));

// ── Add blocking ───────────────────────────────────────────────────────────────────────────────────────────

const addBlockingValuesSchema = z.object({
  /** The staff select's value: '' until chosen (a staff member's own page presets it). */
  staff_user_id: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  reason: z.string(),
  type: blockingTypeField,
  is_full_day: z.boolean(),
  recurring: z.boolean(),
  recurring_pattern: recurringPatternField,
  /** '' = repeats without end. */
  end_date: z.string(),
});
export type AddBlockingFormValues = z.input<typeof addBlockingValuesSchema>;

/**
 * SPEC §5 add blocking at `now`: the domain's rules (date not past, 15-minute times with end after start unless
 * full-day, reason up to 200 characters, staff unless preset) and, on today, a start at or before now is refused
 * next to the start time with the past-hours message and both times (as the API's PAST_TIME_BLOCKING_FORBIDDEN).
 * Output: the POST body (full-day sends null times; the end date only when recurring).
 */
export function addBlockingFormSchema(now: Date, options: { staffPreset: boolean }) {
  return addBlockingValuesSchema
    .superRefine((v, ctx) => {
      const errors = validateAddBlocking(
        {
          staffUserId: staffChoice(v.staff_user_id),
          staffPreset: options.staffPreset,
          date: v.date,
          startTime: v.start_time,
          endTime: v.end_time,
          reason: v.reason,
          isFullDay: v.is_full_day,
          recurring: v.recurring,
          endDate: v.end_date,
        },
        now,
      );
      reportFieldErrors(ctx, errors);
      if (errors.date !== undefined || errors.start_time !== undefined) return;
      const past = checkPastTime(v.date, v.start_time, v.is_full_day, now);
      if (past !== null)
        ctx.addIssue({
          code: 'custom',
          path: ['start_time'],
          message: pastTimeBlockingMessage(past.current_time, past.selected_time),
        });
    })
    .transform((v) => ({
      staff_user_id: staffChoice(v.staff_user_id),
      date: v.date,
      start_time: v.is_full_day ? null : v.start_time,
      end_time: v.is_full_day ? null : v.end_time,
      reason: v.reason.trim(),
      type: v.type,
      is_full_day: v.is_full_day,
      recurring: v.recurring,
      recurring_pattern: v.recurring_pattern,
      end_date: v.recurring && v.end_date !== '' ? v.end_date : null,
    }));
}
export type AddBlockingFormOutput = z.output<ReturnType<typeof addBlockingFormSchema>>;

// ── Edit blocking ──────────────────────────────────────────────────────────────────────────────────────────

const editBlockingValuesSchema = z.object({
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  reason: z.string(),
  type: blockingTypeField,
  is_full_day: z.boolean(),
  status: editStatusSchema,
});
export type EditBlockingFormValues = z.input<typeof editBlockingValuesSchema>;

/**
 * SPEC §5 edit blocking at `now`: date and reason required ('Lütfen tüm zorunlu alanları doldurun'), times unless
 * full-day ('Başlangıç ve bitiş saati gerekli'), no past date. Output: the PUT body (full-day as 00:00–23:45).
 */
export function editBlockingFormSchema(now: Date) {
  return editBlockingValuesSchema
    .superRefine((v, ctx) => {
      reportFieldErrors(
        ctx,
        validateEditBlocking(
          {
            date: v.date,
            startTime: v.start_time,
            endTime: v.end_time,
            reason: v.reason,
            isFullDay: v.is_full_day,
          },
          now,
        ),
      );
    })
    .transform((v) => ({
      date: v.date,
      start_time: v.is_full_day ? EDIT_BLOCKING_FULL_DAY.start : v.start_time,
      end_time: v.is_full_day ? EDIT_BLOCKING_FULL_DAY.end : v.end_time,
      reason: v.reason.trim(),
      type: v.type,
      is_full_day: v.is_full_day,
      status: v.status,
    }));
}
export type EditBlockingFormOutput = z.output<ReturnType<typeof editBlockingFormSchema>>;

// ── Breaks ─────────────────────────────────────────────────────────────────────────────────────────────────

const addBreakValuesSchema = z.object({
  staff_user_id: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  days: daysField,
});
export type AddBreakFormValues = z.input<typeof addBreakValuesSchema>;

/** SPEC §5 add break: name, 15-minute times with end after start, at least one day, staff unless preset. */
export function addBreakFormSchema(options: { staffPreset: boolean }) {
  return addBreakValuesSchema
    .superRefine((v, ctx) => {
      reportFieldErrors(
        ctx,
        validateAddBreak({ name: v.name, startTime: v.start_time, endTime: v.end_time, days: v.days }),
      );
      if (!options.staffPreset && v.staff_user_id === '')
        ctx.addIssue({
          code: 'custom',
          path: ['staff_user_id'],
          message: AVAILABILITY_FORM_MESSAGES.staffRequired,
        });
    })
    .transform((v) => ({
      staff_user_id: staffChoice(v.staff_user_id),
      name: v.name.trim(),
      start_time: v.start_time,
      end_time: v.end_time,
      days: v.days,
    }));
}
export type AddBreakFormOutput = z.output<ReturnType<typeof addBreakFormSchema>>;

const editBreakValuesSchema = z.object({
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  days: daysField,
  status: editStatusSchema,
});
export type EditBreakFormValues = z.input<typeof editBreakValuesSchema>;

/** SPEC §5 edit break: 'Mola adı gerekli', 'Mola için başlangıç ve bitiş saati gerekli', 'En az bir gün seçin'. */
export const editBreakFormSchema = editBreakValuesSchema
  .superRefine((v, ctx) => {
    reportFieldErrors(
      ctx,
      validateEditBreak({ name: v.name, startTime: v.start_time, endTime: v.end_time, days: v.days }),
    );
  })
  .transform((v) => ({ ...v, name: v.name.trim() }));
export type EditBreakFormOutput = z.output<typeof editBreakFormSchema>;

// ── Working hours week ─────────────────────────────────────────────────────────────────────────────────────

const weekRangeValuesSchema = z.object({ start_time: z.string(), end_time: z.string() });
const workingWeekValuesSchema = z.object({
  /** Pazartesi … Pazar (ISO weekday = index + 1), each day's ranges in the form's order. */
  days: z.array(z.object({ ranges: z.array(weekRangeValuesSchema) })).length(7),
});
export type WorkingWeekFormValues = z.input<typeof workingWeekValuesSchema>;
export type WorkingWeekRangeField = `days.${number}.ranges.${number}.${'start_time' | 'end_time'}`;

/** The body's ranges in day and time order (as sent), each with the day and form index it came from. */
export function workingWeekOrder(values: WorkingWeekFormValues) {
  return values.days.flatMap((day, d) =>
    day.ranges
      .map((range, index) => ({ day: d, index, range }))
      .sort((a, b) =>
        a.range.start_time < b.range.start_time
          ? -1
          : a.range.start_time > b.range.start_time
            ? 1
            : a.index - b.index,
      ),
  );
}

/**
 * A body error key ('ranges.<n>.<field>', from the body's schema or the API's 422) → the input of that range in the
 * form (a weekday error lands on the start time); null when it names no range of the form.
 */
export function workingWeekFieldOf(
  order: ReturnType<typeof workingWeekOrder>,
  key: string,
): WorkingWeekRangeField | null {
  const m = /^ranges\.(\d+)\.(start_time|end_time|weekday)$/.exec(key);
  const target = m ? order[Number(m[1])] : undefined;
  if (m === null || target === undefined) return null;
  return `days.${target.day}.ranges.${target.index}.${m[2] === 'end_time' ? 'end_time' : 'start_time'}`;
}

/**
 * The working-hours week editor (/salon/personel-calisma-saatleri): the PUT body of the week is checked with
 * updateWorkingHoursBodySchema (domain validateWorkingRanges, the API's own schema), each issue set on the form
 * range it names. Output: the PUT body (ranges in day and time order).
 */
export const workingWeekFormSchema = workingWeekValuesSchema.transform((values, ctx) => {
  const order = workingWeekOrder(values);
  const body: UpdateWorkingHoursBody = {
    ranges: order.map(({ day, range }) => ({
      weekday: day + 1,
      start_time: range.start_time,
      end_time: range.end_time,
    })),
  };
  const parsed = updateWorkingHoursBodySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = workingWeekFieldOf(order, issue.path.join('.'));
      if (field === null) continue;
      const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  return body;
});
export type WorkingWeekFormOutput = z.output<typeof workingWeekFormSchema>;
