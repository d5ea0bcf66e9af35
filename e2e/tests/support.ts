import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
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

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}
