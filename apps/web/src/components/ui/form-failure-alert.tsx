import type { ReactNode } from 'react';
import type { FormFailure } from '@/lib/form-errors';
import { Alert } from './alert';

/** The form-level error above the fields: the message, the errors of fields without an input, and extras. */
export function FormFailureAlert({
  failure,
  children,
}: {
  failure: FormFailure | null;
  children?: ReactNode;
}) {
  if (failure === null) return null;
  return (
    <Alert variant="error">
      <p>{failure.message}</p>
      {failure.details.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {failure.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {children}
    </Alert>
  );
}
