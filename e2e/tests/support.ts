import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { landingAfterLogin } from '../../packages/domain/src/routing/landing';
import { isUserType, type UserType } from '../../packages/domain/src/user-types';
import { E2E_DATA_DIR } from '../playwright.config';

export const DEMO_PASSWORD = 'Salonya123!';
export const demo = {
  customer: 'musteri@salonya.test',
  salon_owner: 'salon@salonya.test',
  staff: 'personel@salonya.test',
  admin: 'admin@salonya.test',
} as const;

function mailFiles(dir: string, email: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(`-${email}.eml`))
      .sort();
  } catch {
    return [];
  }
}

function decodeMail(raw: string): string {
  // Quoted-printable soft line breaks and escapes.
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * The newest mail to an address that contains `mustContain`, read from the .eml files the server writes (the
 * outbox's file transport); waits for it, since delivery runs after the request that caused it.
 */
export async function mailTo(email: string, mustContain: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailFiles(dir, email)
          .map((f) => decodeMail(readFileSync(path.join(dir, f), 'utf8')))
          .filter((m) => m.includes(mustContain))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: string, pathPrefix: string): string {
  const m = mail.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
  if (!m) throw new Error(`no ${pathPrefix} link in mail`);
  return m[0].replace(/&amp;/g, '&');
}

/** Fills and sends the login form of /giris (the page must be open). */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** The session the web app keeps in localStorage (SPEC §3), as the login endpoint answers it. */
export interface ApiSession {
  token: string;
  /** The answer's `user`, as JSON text (stored as it is, under `user_data`). */
  userJson: string;
  userType: UserType;
}

/** POST /auth/login from `page`'s context (its cookies, its base URL); fails the test unless it answers 200. */
export async function apiLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const res = await page.request.post('/api/v1/auth/login', {
    data: { email, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status(), `login of ${email} → ${res.status()}`).toBe(200);
  const body: unknown = await res.json();
  const { token, user } = body as { token?: unknown; user?: { user_type?: unknown } };
  const userType = user?.user_type;
  if (typeof token !== 'string' || !isUserType(userType))
    throw new Error(`login of ${email}: no token or user`);
  return { token, userJson: JSON.stringify(user), userType };
}

export interface SignInOptions {
  /** Where to go once signed in; the user type's landing page (where the login form leads) by default. */
  path?: string;
  password?: string;
  /** Answer the cookie notice with 'Yalnızca Zorunlu' first, as a visitor who saw it on /giris would. */
  necessaryCookiesOnly?: boolean;
}

/**
 * Signs in without the login form, for specs whose subject is not the login screen (auth-journey, guards, a11y,
 * kvkk and owner-onboarding's new owner keep using the form): logs in through the API and stores the session
 * where the web app keeps it (localStorage `auth_token` and `user_data`, as startSession does), then opens the
 * page. The storage is written from a same-origin JSON document, so no app page loads before the session is there.
 * Without `necessaryCookiesOnly` the cookie notice stays unanswered (its first-visit banner shows). Returns the
 * bearer token.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  options: SignInOptions = {},
): Promise<string> {
  const session = await apiLogin(page, email, options.password);
  await page.goto('/api/v1/ready');
  await page.evaluate(
    ({ token, userJson, necessaryOnly }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', userJson);
      // The value the cookie banner's 'Yalnızca Zorunlu' writes (lib/cookie-consent.ts).
      if (necessaryOnly) {
        document.cookie = `cookie_consent=v1.f0.a0.m0.t${Date.now()}; Path=/; Max-Age=31536000; SameSite=Lax`;
      }
    },
    {
      token: session.token,
      userJson: session.userJson,
      necessaryOnly: options.necessaryCookiesOnly === true,
    },
  );
  await page.goto(options.path ?? landingAfterLogin(session.userType, null, null));
  return session.token;
}

/**
 * A new browser context (`options`: its viewport and the like) with a page signed in as `email` through the API,
 * the cookie notice answered with 'Yalnızca Zorunlu', at `path` (the user type's landing page by default).
 */
export async function newSignedInPage(
  browser: Browser,
  options: BrowserContextOptions,
  email: string,
  path?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInThroughApi(page, email, { path, necessaryCookiesOnly: true });
  return { context, page };
}
