import {
  appointmentOverlapErrorSchema,
  PAST_TIME_ERROR_CODE,
  pastTimeErrorSchema,
  type BulkDeleteResult,
} from '@salonya/contracts/availability';
import {
  appointmentOverlapMessage,
  BLOCKING_ADD_FAILED,
  BLOCKING_ADDED,
  BLOCKING_ADDED_BREAK_OVERRIDDEN,
  BLOCKING_OVERLAP,
  BREAK_ADD_FAILED,
  BREAK_ADDED,
  BULK_DELETE_FORBIDDEN,
  BULK_DELETE_INVALID_DATA,
  BULK_DELETE_NONE_DELETED,
  BULK_DELETE_NOTHING_SELECTED,
  BREAK_DAY_REQUIRED,
  DATA_LOAD_FAILED,
  DELETE_FAILED,
  DELETE_FORBIDDEN,
  DELETE_NOT_FOUND,
  fieldErrorLines,
  PAST_TIME_BLOCKING,
  pastTimeBlockingMessage,
  UPDATE_ERROR,
  UPDATE_FAILED,
} from '@salonya/domain/messages';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';

/** SPEC §5 and §8 messages of the page (from @salonya/domain/messages) plus the page's own designed ones. */
export const MSG = {
  pastTime: PAST_TIME_BLOCKING,
  blockingOverlap: BLOCKING_OVERLAP,
  addBlockingFailed: BLOCKING_ADD_FAILED,
  addBlockingSuccess: BLOCKING_ADDED,
  breakOverridden: BLOCKING_ADDED_BREAK_OVERRIDDEN,
  addBreakFailed: BREAK_ADD_FAILED,
  addBreakSuccess: BREAK_ADDED,
  pickOneDay: BREAK_DAY_REQUIRED,
  updateError: UPDATE_ERROR,
  updateFailed: UPDATE_FAILED,
  deleteForbidden: DELETE_FORBIDDEN,
  deleteNotFound: DELETE_NOT_FOUND,
  deleteFailed: DELETE_FAILED,
  bulkForbidden: BULK_DELETE_FORBIDDEN,
  bulkInvalid: BULK_DELETE_INVALID_DATA,
  bulkNoneSelected: BULK_DELETE_NOTHING_SELECTED,
  bulkNoneDeleted: BULK_DELETE_NONE_DELETED,
  loadFailed: DATA_LOAD_FAILED,
  // Designed (ADR 0017).
  deleteSuccess: 'Öğe silindi',
  bulkSuccess: (count: number) => `${count} öğe silindi`,
  updateSuccess: 'Değişiklikler kaydedildi',
} as const;

/** SPEC §8 add blocking failure → one message. */
export function addBlockingErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const past = pastTimeErrorSchema.safeParse(error.body);
    if (past.success) return pastTimeBlockingMessage(past.data.current_time, past.data.selected_time);
    if (error.code === PAST_TIME_ERROR_CODE) return PAST_TIME_BLOCKING;
    const overlap = appointmentOverlapErrorSchema.safeParse(error.body);
    if (overlap.success) {
      const { start_time, end_time } = overlap.data.conflicting_appointment;
      return appointmentOverlapMessage(start_time.slice(0, 5), end_time.slice(0, 5));
    }
    const body = error.body as { conflict_type?: unknown } | null;
    if (body !== null && typeof body === 'object' && body.conflict_type === 'blocking_overlap') {
      return BLOCKING_OVERLAP;
    }
  }
  return failureMessage(error, BLOCKING_ADD_FAILED);
}

/** SPEC §8 edit failure: a 422 lists 'field: message' per field; else a server message or the fallback. */
export function editErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const lines = fieldErrorLines(error.errors);
    return lines.length > 0 ? lines.join('\n') : UPDATE_FAILED;
  }
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
    return failureMessage(error, UPDATE_FAILED);
  }
  return UPDATE_ERROR;
}

/** SPEC §8 single delete. */
export function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return DELETE_FORBIDDEN;
    if (error.status === 404) return DELETE_NOT_FOUND;
  }
  return DELETE_FAILED;
}

/** SPEC §8 bulk delete: 403, 422, otherwise the server's message. */
export function bulkDeleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return BULK_DELETE_FORBIDDEN;
    if (error.status === 422) return BULK_DELETE_INVALID_DATA;
  }
  return failureMessage(error, DELETE_FAILED);
}

export type BulkOutcome =
  | { tone: 'success'; message: string; details: [] }
  | { tone: 'warning' | 'error'; message: string; details: string[] };

/** SPEC §8: all deleted; 'x/y öğe silindi' plus up to two server errors; or 'Hiçbir öğe silinemedi'. */
export function bulkOutcome(result: BulkDeleteResult): BulkOutcome {
  const details = result.errors.slice(0, 2).map((e) => e.message);
  if (result.deleted_count === 0) return { tone: 'error', message: BULK_DELETE_NONE_DELETED, details };
  if (result.deleted_count < result.total_requested) {
    return {
      tone: 'warning',
      message: `${result.deleted_count}/${result.total_requested} öğe silindi`,
      details,
    };
  }
  return { tone: 'success', message: MSG.bulkSuccess(result.deleted_count), details: [] };
}
