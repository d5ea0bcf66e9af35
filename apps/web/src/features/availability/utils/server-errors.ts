import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * A 422's per-field errors set on the form's inputs it has (first message each; the forms' values are keyed by the
 * request's field names; the first is focused); the rest come back as 'field: message' lines for the form-level
 * alert. `placed` counts the fields that got an error.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  formFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): { placed: number; other: string[] } {
  const other: string[] = [];
  let placed = 0;
  if (!(error instanceof ApiError) || error.status !== 422) return { placed, other };
  for (const [name, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const field = formFields.find((f) => f === name);
    if (field !== undefined) {
      setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else other.push(`${name}: ${message}`);
  }
  return { placed, other };
}
