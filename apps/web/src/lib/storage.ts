/**
 * localStorage / sessionStorage that never throw: storage can be full or disabled (private mode, blocked
 * cookies). A value that cannot be read is null; a value that cannot be written is simply not kept.
 */

export function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key for null. */
export function writeStorage(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Not kept: the value lives only as long as the page.
  }
}

/** Reads and removes a key (a one-time value: flash message, intended URL). */
export function takeStorage(storage: Storage, key: string): string | null {
  const value = readStorage(storage, key);
  writeStorage(storage, key, null);
  return value;
}

/** A stored JSON object (anything else, or unparsable text, is null). */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
