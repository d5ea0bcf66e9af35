import { hmac, safeEqual, sha256 } from '../../lib/crypto';

/** Signed, expiring e-mail verification links: /email-dogrulama/{id}/{hash}?expires=…&signature=… */
export function emailHash(email: string): string {
  return sha256(email.toLowerCase()).slice(0, 40);
}

function payload(id: number, hash: string, expires: number): string {
  return `email-verification:${id}:${hash}:${expires}`;
}

export function verificationLink(opts: {
  appUrl: string;
  appKey: string;
  userId: number;
  email: string;
  ttlMinutes: number;
  now: number;
}): string {
  const hash = emailHash(opts.email);
  const expires = Math.floor(opts.now / 1000) + opts.ttlMinutes * 60;
  const signature = hmac(opts.appKey, payload(opts.userId, hash, expires));
  return `${opts.appUrl}/email-dogrulama/${opts.userId}/${hash}?expires=${expires}&signature=${signature}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

export function checkVerificationLink(opts: {
  appKey: string;
  id: number;
  hash: string;
  expires: number;
  signature: string;
  now: number;
}): LinkCheck {
  const expected = hmac(opts.appKey, payload(opts.id, opts.hash, opts.expires));
  if (!safeEqual(expected, opts.signature)) return 'invalid';
  if (opts.expires * 1000 < opts.now) return 'expired';
  return 'valid';
}

export function passwordResetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/sifre-sifirla?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** The mailed one-time sign-in link: the login page signs in with the token. */
export function loginLinkUrl(appUrl: string, token: string): string {
  return `${appUrl}/giris?baglanti=${encodeURIComponent(token)}`;
}
