import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  /** Id of the help text under the field, when there is one. */
  descriptionId: string | undefined;
  /** Id of the error text, when there is an error. */
  errorId: string | undefined;
  /** The input's aria-describedby: the caller's ids, then the help text, then the error. */
  describedBy: string | undefined;
}

/** The ids that tie a form control to its help and error texts (TextField, CheckboxField, SwitchField). */
export function useFieldIds({
  id,
  describedBy,
  hasDescription,
  error,
}: {
  id: string | undefined;
  /** The caller's own aria-describedby. */
  describedBy?: string | undefined;
  hasDescription: boolean;
  error: string | undefined;
}): FieldIds {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = hasDescription ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    inputId,
    descriptionId,
    errorId,
    describedBy: [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined,
  };
}
