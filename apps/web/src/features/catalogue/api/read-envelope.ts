import { DATA_LOAD_FAILED } from '@salonya/domain/messages';

/**
 * The `data` of a success envelope. An answer without it (a proxy page, an API from another version) is a failed
 * load with 'Veri yüklenirken hata oluştu', never `undefined` data on screen.
 */
export function readData<T>(response: unknown, isValid: (data: unknown) => boolean = (d) => d != null): T {
  const data =
    typeof response === 'object' && response !== null ? (response as { data?: unknown }).data : undefined;
  if (!isValid(data)) throw new Error(DATA_LOAD_FAILED);
  return data as T;
}

/** The envelope itself when its `data` is a list (lists that also carry `meta`). */
export function readListEnvelope<T extends { data: unknown[] }>(response: unknown): T {
  readData(response, Array.isArray);
  return response as T;
}

export const isList = (data: unknown): boolean => Array.isArray(data);
