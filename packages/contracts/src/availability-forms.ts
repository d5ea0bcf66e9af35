import { z } from 'zod';
import { BLOCKING_TYPES, RECURRING_PATTERNS, WEEKDAY_KEYS } from '@salonya/domain/availability/rules';
import {
  AVAILABILITY_FORM_MESSAGES,
  checkPastTime,
  validateAddBlocking,
  validateAddBreak,
  validateEditBlocking,
  validateEditBreak,
  type FieldErrors,
} from '@salonya/domain/availability/validation';
import { EDIT_BLOCKING_FULL_DAY } from '@salonya/domain/constants';
import { pastTimeBlockingMessage } from '@salonya/domain/messages';

/**
 * The four availability forms of SPEC §5 (add/edit blocking, add/edit break) as zod schemas for React Hook Form.
 * Values are keyed by the request's field names, so a 422's per-field errors land on the same inputs. The rules
 * are the domain's validators (`@salonya/domain/availability/validation`, which the API applies to the same
 * bodies); the rules that depend on the clock take `now` (the server's time) as a parameter, so the schemas stay
 * pure. Each schema's output is the request body the form sends.
 */

const editStatusSchema = z.enum(['active', 'cancelled']);
const blockingTypeField = z.enum(BLOCKING_TYPES);
const recurringPatternField = z.enum(RECURRING_PATTERNS);
const daysField = z.array(z.enum(WEEKDAY_KEYS));

/** Every message of every field as an issue at that field (the forms show the first). */
function report(ctx: z.RefinementCtx, errors: FieldErrors): void {
  for (const [field, messages] of Object.entries(errors))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
}

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
      report(ctx, errors);
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
      report(
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
      report(
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
    report(
      ctx,
      validateEditBreak({ name: v.name, startTime: v.start_time, endTime: v.end_time, days: v.days }),
    );
  })
  .transform((v) => ({ ...v, name: v.name.trim() }));
export type EditBreakFormOutput = z.output<typeof editBreakFormSchema>;
