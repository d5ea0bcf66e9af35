import { ApiError } from '@/lib/api-client';
import type { FormErrors } from './forms';

/**
 * A 422's per-field errors for the inputs a form has (first message each; the forms key their errors by the
 * request's field names); the rest as 'field: message' lines for the form-level alert.
 */
export function serverFieldErrors(
  error: unknown,
  formFields: readonly string[],
): { fields: FormErrors; other: string[] } {
  const fields: FormErrors = {};
  const other: string[] = [];
  if (!(error instanceof ApiError) || error.status !== 422) return { fields, other };
  for (const [name, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    if (formFields.includes(name)) fields[name] ??= message;
    else other.push(`${name}: ${message}`);
  }
  return { fields, other };
}
