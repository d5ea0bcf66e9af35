/** A random request key (128 bits, hex). getRandomValues works outside secure contexts too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
