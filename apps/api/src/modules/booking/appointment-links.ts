import { hmac, safeEqual } from '../../lib/crypto';

/**
 * The signed link of the confirmation page /randevu/{id}/onay (SPEC §2.1): whoever holds the e-mail may see that one
 * appointment without logging in. HMAC-SHA256 with the app key, like the e-mail verification links; it does not
 * expire (the page shows no more than the e-mail itself).
 */
const payload = (id: number) => `appointment-confirmation:${id}`;

export function confirmationSignature(appKey: string, id: number): string {
  return hmac(appKey, payload(id));
}

export function checkConfirmationSignature(appKey: string, id: number, signature: string): boolean {
  return safeEqual(confirmationSignature(appKey, id), signature);
}

export function confirmationUrl(appUrl: string, appKey: string, id: number): string {
  return `${appUrl}/randevu/${id}/onay?signature=${confirmationSignature(appKey, id)}`;
}

/** The guest approval page a/{token} (SPEC §2.1, no login). */
export function guestApprovalUrl(appUrl: string, token: string): string {
  return `${appUrl}/a/${encodeURIComponent(token)}`;
}
