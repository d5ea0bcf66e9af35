import type { BlockingType, WeekdayKey } from '@salonya/domain/availability/rules';
import {
  AVAILABILITY_FORM_MESSAGES,
  checkPastTime,
  validateAddBlocking as domainAddBlocking,
  validateAddBreak as domainAddBreak,
  validateEditBlocking as domainEditBlocking,
  validateEditBreak as domainEditBreak,
  type FieldErrors,
} from '@salonya/domain/availability/validation';
import { pastTimeBlockingMessage } from '@salonya/domain/messages';
import { ADD_FULL_DAY } from './rules';

/**
 * The four forms of SPEC §5 and their request bodies. Validation is the domain's (the API applies the same rules);
 * errors are keyed by the request's field names, so the server's 422 errors land on the same inputs.
 */

/** One message per field (the first). */
export type FormErrors = Partial<Record<string, string>>;

function firstOf(errors: FieldErrors): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(errors))
    if (messages[0] !== undefined) out[field] = messages[0];
  return out;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}

export interface AddBlockingValues {
  staffUserId: string;
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  type: BlockingType;
  isFullDay: boolean;
  recurring: boolean;
  recurringPattern: 'daily' | 'weekly' | 'monthly';
  endDate: string;
}

/**
 * SPEC §5 add blocking. The past start of today is the form-level past-hours message with both times (as the
 * server's PAST_TIME_BLOCKING_FORBIDDEN answer), returned apart.
 */
export function validateAddBlocking(
  values: AddBlockingValues,
  options: { now: Date; staffPreset: boolean },
): { fields: FormErrors; pastTime: string | null } {
  const fields = firstOf(
    domainAddBlocking(
      {
        staffUserId: values.staffUserId === '' ? null : Number(values.staffUserId),
        staffPreset: options.staffPreset,
        date: values.date,
        startTime: values.startTime,
        endTime: values.endTime,
        reason: values.reason,
        isFullDay: values.isFullDay,
        recurring: values.recurring,
        endDate: values.endDate,
      },
      options.now,
    ),
  );
  const past =
    fields.date === undefined && fields.start_time === undefined
      ? checkPastTime(values.date, values.startTime, values.isFullDay, options.now)
      : null;
  return {
    fields,
    pastTime: past === null ? null : pastTimeBlockingMessage(past.current_time, past.selected_time),
  };
}

export interface AddBlockingBody {
  staff_user_id: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  reason: string;
  type: BlockingType;
  is_full_day: boolean;
  recurring: boolean;
  recurring_pattern: 'daily' | 'weekly' | 'monthly';
  end_date: string | null;
}

/** The POST body: full-day sends null times (the form shows 09:00–18:00). */
export function addBlockingBody(
  values: AddBlockingValues,
  presetStaffUserId: number | null,
): AddBlockingBody {
  return {
    staff_user_id: presetStaffUserId ?? Number(values.staffUserId),
    date: values.date,
    start_time: values.isFullDay ? null : values.startTime,
    end_time: values.isFullDay ? null : values.endTime,
    reason: values.reason.trim(),
    type: values.type,
    is_full_day: values.isFullDay,
    recurring: values.recurring,
    recurring_pattern: values.recurringPattern,
    end_date: values.recurring && values.endDate !== '' ? values.endDate : null,
  };
}

/** Full-day on: the add form shows 09:00–18:00. */
export function addFullDayTimes(): { startTime: string; endTime: string } {
  return { startTime: ADD_FULL_DAY.start, endTime: ADD_FULL_DAY.end };
}

export interface BreakValues {
  staffUserId: string;
  name: string;
  startTime: string;
  endTime: string;
  days: WeekdayKey[];
}

export interface AddBreakBody {
  staff_user_id: number;
  name: string;
  start_time: string;
  end_time: string;
  days: WeekdayKey[];
}

/** SPEC §5 add break (plus the staff choice when not preset). */
export function validateAddBreak(values: BreakValues, options: { staffPreset: boolean }): FormErrors {
  const fields = firstOf(
    domainAddBreak({
      name: values.name,
      startTime: values.startTime,
      endTime: values.endTime,
      days: values.days,
    }),
  );
  if (!options.staffPreset && values.staffUserId === '') {
    fields.staff_user_id = AVAILABILITY_FORM_MESSAGES.staffRequired;
  }
  return fields;
}

export interface EditBreakValues {
  name: string;
  startTime: string;
  endTime: string;
  days: WeekdayKey[];
  status: 'active' | 'cancelled';
}

export interface EditBreakBody {
  name: string;
  start_time: string;
  end_time: string;
  days: WeekdayKey[];
  status: 'active' | 'cancelled';
}

/** SPEC §5 edit break: 'Mola adı gerekli', 'Mola için başlangıç ve bitiş saati gerekli', 'En az bir gün seçin'. */
export function validateEditBreak(values: EditBreakValues): FormErrors {
  return firstOf(
    domainEditBreak({
      name: values.name,
      startTime: values.startTime,
      endTime: values.endTime,
      days: values.days,
    }),
  );
}

export interface EditBlockingValues {
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  type: BlockingType;
  isFullDay: boolean;
  status: 'active' | 'cancelled';
}

export interface EditBlockingBody {
  date: string;
  start_time: string;
  end_time: string;
  reason: string;
  type: BlockingType;
  is_full_day: boolean;
  status: 'active' | 'cancelled';
}

/**
 * SPEC §5 edit blocking: date and reason ('Lütfen tüm zorunlu alanları doldurun'), times unless full-day
 * ('Başlangıç ve bitiş saati gerekli'), no past date.
 */
export function validateEditBlocking(values: EditBlockingValues, now: Date): FormErrors {
  return firstOf(
    domainEditBlocking(
      {
        date: values.date,
        startTime: values.startTime,
        endTime: values.endTime,
        reason: values.reason,
        isFullDay: values.isFullDay,
      },
      now,
    ),
  );
}
