import { readStorage, takeStorage, writeStorage } from './storage';

/**
 * A coupon the customer chose to use on /musteri/kuponlar ('Kullan'), waiting for the booking wizard's payment step
 * to fill it in (one tab, one time).
 */
const KEY = 'salonya.coupon-to-apply';

export function rememberCoupon(code: string): void {
  writeStorage(window.sessionStorage, KEY, code);
}

export function rememberedCoupon(): string | null {
  return readStorage(window.sessionStorage, KEY);
}

export function forgetRememberedCoupon(): string | null {
  return takeStorage(window.sessionStorage, KEY);
}
