/**
 * Form rules of SPEC §5 (add blocking, add break, edit break, edit blocking), shared by the web forms and the API.
 * Each validator returns field → Turkish messages (empty when valid); SPEC-quoted messages are letter for letter.
 */
import { istanbulParts, timeToMinutes } from '../booking/time';
import { BLOCKING_REASON_MAX_LENGTH } from '../constants';
import {
  BLOCKING_TIMES_REQUIRED,
  BREAK_DAY_REQUIRED,
  BREAK_NAME_REQUIRED,
  BREAK_TIMES_REQUIRED,
  EDIT_BREAK_DAY_REQUIRED,
  PAST_TIME_BLOCKING,
  REQUIRED_FIELDS_MISSING,
} from '../messages';
import { isFullDayRange, isPastDate, isPastStart, isQuarterHour, WEEKDAY_KEYS } from './rules';

export type FieldErrors = Record<string, string[]>;

/** Designed messages (SPEC §5 states the rule without quoting a message); see docs/decisions/0016. */
export const AVAILABILITY_FORM_MESSAGES = {
  dateRequired: 'Tarih gerekli',
  dateInvalid: 'Geçerli bir tarih girin',
  pastDate: 'Geçmiş bir tarih seçilemez',
  reasonRequired: 'Açıklama gerekli',
  reasonTooLong: `Açıklama en fazla ${BLOCKING_REASON_MAX_LENGTH} karakter olabilir`,
  staffRequired: 'Lütfen personel seçin',
  timeInvalid: 'Saat SS:DD biçiminde olmalıdır',
  timeStep: 'Saatler 15 dakikalık aralıklarla seçilmelidir',
  endAfterStart: 'Bitiş saati başlangıç saatinden sonra olmalıdır',
  endDateBeforeDate: 'Tekrar bitiş tarihi başlangıç tarihinden önce olamaz',
  breakNameTooLong: 'Mola adı en fazla 100 karakter olabilir',
  dayInvalid: 'Geçersiz gün',
} as const;
const M = AVAILABILITY_FORM_MESSAGES;
export const BREAK_NAME_MAX_LENGTH = 100;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(?::00)?$/;

/** A real calendar date in a sane span (years 2000–2999), so expansions never leave the database's range. */
export function isValidDate(date: string): boolean {
  if (!DATE_RE.test(date) || date < '2000-01-01' || date > '2999-12-31') return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

function add(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** A text as stored: without NUL characters (PostgreSQL text cannot hold them; a user never means them), trimmed. */
export const cleanText = (text: string | null | undefined): string =>
  (text ?? '').replaceAll('\u0000', '').trim();

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

/** Start/end on the grid, end after start; `requiredMessage` when either is missing. */
function checkTimes(
  errors: FieldErrors,
  start: string | null | undefined,
  end: string | null | undefined,
  requiredMessage: string,
): void {
  if (blank(start) || blank(end)) {
    if (blank(start)) add(errors, 'start_time', requiredMessage);
    if (blank(end)) add(errors, 'end_time', requiredMessage);
    return;
  }
  let ok = true;
  for (const [field, value] of [
    ['start_time', start],
    ['end_time', end],
  ] as const) {
    const v = value ?? '';
    if (!TIME_RE.test(v)) {
      add(errors, field, M.timeInvalid);
      ok = false;
    } else if (!isQuarterHour(v)) {
      add(errors, field, M.timeStep);
      ok = false;
    }
  }
  if (ok && timeToMinutes(end ?? '') <= timeToMinutes(start ?? '')) add(errors, 'end_time', M.endAfterStart);
}

export interface AddBlockingInput {
  staffUserId: number | null | undefined;
  /** Staff adding their own blocking: the staff member is preset (SPEC §5). */
  staffPreset: boolean;
  date: string | null | undefined;
  startTime: string | null | undefined;
  endTime: string | null | undefined;
  reason: string | null | undefined;
  isFullDay: boolean;
  recurring: boolean;
  endDate: string | null | undefined;
}

/**
 * SPEC §5 Add blocking: date required and not in the past; 15-minute times with end after start (unless full-day);
 * reason required, at most 200 characters; staff required unless preset. The past start of today is reported by
 * checkPastTime (its own error code), not here. `now` null: only the rules that do not depend on the clock (the
 * request body's schema; the API refuses a past date or time with PAST_TIME_BLOCKING_FORBIDDEN).
 */
export function validateAddBlocking(input: AddBlockingInput, now: Date | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.staffPreset && (input.staffUserId === null || input.staffUserId === undefined))
    add(errors, 'staff_user_id', M.staffRequired);
  checkDate(errors, input.date, now);
  if (!input.isFullDay) checkTimes(errors, input.startTime, input.endTime, BLOCKING_TIMES_REQUIRED);
  checkReason(errors, input.reason, M.reasonRequired);
  if (input.recurring && !blank(input.endDate)) {
    const endDate = input.endDate ?? '';
    if (!isValidDate(endDate)) add(errors, 'end_date', M.dateInvalid);
    else if (!blank(input.date) && endDate < (input.date ?? '')) add(errors, 'end_date', M.endDateBeforeDate);
  }
  return errors;
}

/** `now` null: the past is not checked. */
function checkDate(
  errors: FieldErrors,
  date: string | null | undefined,
  now: Date | null,
  required: string = M.dateRequired,
) {
  if (blank(date)) add(errors, 'date', required);
  else if (!isValidDate(date ?? '')) add(errors, 'date', M.dateInvalid);
  else if (now !== null && isPastDate(date ?? '', now)) add(errors, 'date', M.pastDate);
}

function checkReason(errors: FieldErrors, reason: string | null | undefined, required: string) {
  if (blank(reason)) add(errors, 'reason', required);
  else if ((reason ?? '').trim().length > BLOCKING_REASON_MAX_LENGTH) add(errors, 'reason', M.reasonTooLong);
}

export interface PastTimeDetail {
  current_time: string;
  selected_time: string;
  current_date: string;
  selected_date: string;
}

/**
 * SPEC §5, §8: on today a start at or before now is refused (error PAST_TIME_BLOCKING_FORBIDDEN with both times).
 * Full-day blockings have no start and only need a date that is not past.
 */
export function checkPastTime(
  date: string,
  startTime: string | null | undefined,
  isFullDay: boolean,
  now: Date,
): PastTimeDetail | null {
  if (isFullDay || blank(startTime) || !isValidDate(date)) return null;
  const start = (startTime ?? '').slice(0, 5);
  if (!isPastStart(date, start, now)) return null;
  const p = istanbulParts(now);
  return { current_time: p.time, selected_time: start, current_date: p.date, selected_date: date };
}
export { PAST_TIME_BLOCKING };

export interface AddBreakInput {
  name: string | null | undefined;
  startTime: string | null | undefined;
  endTime: string | null | undefined;
  days: readonly string[] | null | undefined;
}

function checkDays(errors: FieldErrors, days: readonly string[] | null | undefined, required: string): void {
  if (!days || days.length === 0) add(errors, 'days', required);
  else if (days.some((d) => !(WEEKDAY_KEYS as readonly string[]).includes(d)))
    add(errors, 'days', M.dayInvalid);
}

function checkBreakName(errors: FieldErrors, name: string | null | undefined): void {
  if (blank(name)) add(errors, 'name', BREAK_NAME_REQUIRED);
  else if ((name ?? '').trim().length > BREAK_NAME_MAX_LENGTH) add(errors, 'name', M.breakNameTooLong);
}

/** SPEC §5 Add break: name required, 15-minute times, at least one day ('Lütfen en az bir gün seçin'). */
export function validateAddBreak(input: AddBreakInput): FieldErrors {
  const errors: FieldErrors = {};
  checkBreakName(errors, input.name);
  checkTimes(errors, input.startTime, input.endTime, BREAK_TIMES_REQUIRED);
  checkDays(errors, input.days, BREAK_DAY_REQUIRED);
  return errors;
}

/** SPEC §5 Edit break: 'Mola adı gerekli', 'Mola için başlangıç ve bitiş saati gerekli', 'En az bir gün seçin'. */
export function validateEditBreak(input: AddBreakInput): FieldErrors {
  const errors: FieldErrors = {};
  checkBreakName(errors, input.name);
  checkTimes(errors, input.startTime, input.endTime, BREAK_TIMES_REQUIRED);
  checkDays(errors, input.days, EDIT_BREAK_DAY_REQUIRED);
  return errors;
}

export interface EditBlockingInput {
  date: string | null | undefined;
  startTime: string | null | undefined;
  endTime: string | null | undefined;
  reason: string | null | undefined;
  isFullDay: boolean;
}

/**
 * SPEC §5 Edit blocking: date and reason required ('Lütfen tüm zorunlu alanları doldurun'); start and end required
 * unless full-day ('Başlangıç ve bitiş saati gerekli'); past dates cannot be chosen (`now` null: not checked).
 */
export function validateEditBlocking(input: EditBlockingInput, now: Date | null): FieldErrors {
  const errors: FieldErrors = {};
  checkDate(errors, input.date, now, REQUIRED_FIELDS_MISSING);
  checkReason(errors, input.reason, REQUIRED_FIELDS_MISSING);
  const fullDay = input.isFullDay || isFullDayRange(input.startTime, input.endTime);
  if (!fullDay) checkTimes(errors, input.startTime, input.endTime, BLOCKING_TIMES_REQUIRED);
  return errors;
}

/** True when no field has an error. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
