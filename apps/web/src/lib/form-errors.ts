import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { rateLimitMessage } from '@/lib/failure-message';

/** What a form shows above its fields after a failed submit. */
export interface FormFailure {
  message: string;
  /** Messages of server fields that the form has no input for. */
  details: string[];
}

// The messages public pages need (failureMessage, rateLimitMessage) live apart, so those pages do not load the
// forms' helpers with them (issue 17).
export { failureMessage, rateLimitMessage } from '@/lib/failure-message';

function suggestionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('suggestion' in body)) return null;
  const { suggestion } = body;
  return typeof suggestion === 'string' && suggestion.trim() !== '' ? suggestion : null;
}

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  /** API field names that have an input in this form. */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** SPEC §8 fallback when the answer carries no message. */
  fallbackMessage: string;
}

/**
 * Maps a failed call onto the form: 422 field errors go next to their inputs (names are the API's), errors of
 * fields without an input and every other failure become the form-level message. 429 reads
 * 'Çok fazla deneme yaptınız…' with the Retry-After seconds. Returns null when the fields say it all.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  { fields, setError, fallbackMessage }: ApplyServerErrorsOptions<T>,
): FormFailure | null {
  if (!(error instanceof ApiError)) return { message: fallbackMessage, details: [] };
  if (error.status === 429) return { message: rateLimitMessage(error.retryAfter), details: [] };

  const message = error.message.trim() !== '' ? error.message : fallbackMessage;
  const suggestion = suggestionOf(error.body);
  if (error.status !== 422) {
    return { message, details: suggestion !== null ? [suggestion] : [] };
  }

  const known = new Set<string>(fields);
  const shown = new Set<string>();
  const details: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = messages.filter((m) => m.trim() !== '').join(' ');
    if (text === '') continue;
    if (known.has(field)) {
      setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
      shown.add(text);
    } else {
      details.push(text);
    }
  }
  if (suggestion !== null) details.push(suggestion);
  // The field already says it ('Bu e-posta adresi zaten kayıtlı.'): no need to repeat it above the form.
  const repeatsAField = shown.has(message);
  if (repeatsAField && details.length === 0) return null;
  return { message: repeatsAField ? (details.shift() ?? message) : message, details };
}

/** The one-line message of a failed call outside a form (429 with its wait, the server's message, or fallback). */

/**
 * The form-level failure of a form (shown by FormFailureAlert): `clear()` before a submit, `show(error)` when the
 * call fails (applyServerErrors with this form's fields).
 */
export function useFormFailure<T extends FieldValues>(options: ApplyServerErrorsOptions<T>) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    show: (error: unknown) => setFailure(applyServerErrors(error, options)),
  };
}
