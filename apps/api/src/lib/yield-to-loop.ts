/**
 * Lets waiting I/O callbacks run: long builds (the search snapshot, every 5 minutes) call it between chunks so that
 * requests arriving meanwhile wait milliseconds, not the whole build.
 */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
