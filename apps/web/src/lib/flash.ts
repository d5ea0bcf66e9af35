import { parseStoredObject, takeStorage, writeStorage } from './storage';
import { toast } from './toast';

/** A message to show on the next screen (after a redirect), kept in sessionStorage across the navigation. */
export interface FlashMessage {
  type: 'info' | 'error' | 'success' | 'warning';
  message: string;
}

export const FLASH_KEY = 'flash_message';

const FLASH_TYPES: readonly FlashMessage['type'][] = ['info', 'error', 'success', 'warning'];

export function storeFlash(flash: FlashMessage): void {
  // Without storage the message is simply not shown.
  writeStorage(sessionStorage, FLASH_KEY, JSON.stringify(flash));
}

export function takeFlash(): FlashMessage | null {
  const parsed = parseStoredObject(takeStorage(sessionStorage, FLASH_KEY));
  if (parsed === null) return null;
  const { type, message } = parsed;
  if (typeof message !== 'string' || !FLASH_TYPES.includes(type as FlashMessage['type'])) return null;
  return { type: type as FlashMessage['type'], message };
}

/** Shows a stored flash message as a toast, if there is one. */
export function showPendingFlash(): void {
  const flash = takeFlash();
  if (flash === null) return;
  // A stable id keeps React StrictMode's double effects from showing it twice.
  toast[flash.type](flash.message, { id: `flash:${flash.message}` });
}
