/** SQLSTATE of a database error, also when wrapped by the ORM (DrizzleQueryError keeps the driver's in `cause`). */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQL_STATE = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  deadlockDetected: '40P01',
  serializationFailure: '40001',
} as const;

/** Errors after which the whole transaction may simply run again: PostgreSQL rolled it back to settle a race. */
export function isRetryableTransactionError(err: unknown): boolean {
  const state = sqlState(err);
  return state === SQL_STATE.deadlockDetected || state === SQL_STATE.serializationFailure;
}
