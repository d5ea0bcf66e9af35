import type { User } from '@salonya/contracts/user';
import { parseStoredObject, readStorage, writeStorage } from '@/lib/storage';

/** The admin session kept while an admin views the product as a salon owner (localStorage, one key). */
export const IMPERSONATOR_KEY = 'impersonator_session';

export interface ImpersonatorSession {
  token: string;
  user: Pick<User, 'id' | 'name' | 'email'>;
}

export function storeImpersonator(session: ImpersonatorSession): void {
  writeStorage(localStorage, IMPERSONATOR_KEY, JSON.stringify(session));
}

export function readImpersonator(): ImpersonatorSession | null {
  const parsed = parseStoredObject(readStorage(localStorage, IMPERSONATOR_KEY));
  if (parsed === null) return null;
  const { token, user } = parsed;
  if (typeof token !== 'string' || typeof user !== 'object' || user === null) return null;
  const { id, name, email } = user as Record<string, unknown>;
  if (typeof id !== 'number' || typeof name !== 'string' || typeof email !== 'string') return null;
  return { token, user: { id, name, email } };
}

export function clearImpersonator(): void {
  writeStorage(localStorage, IMPERSONATOR_KEY, null);
}
