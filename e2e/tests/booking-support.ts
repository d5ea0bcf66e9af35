import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { login, signInThroughApi } from './support';

/** What the booking, payment and salon-side specs share: API reads, calendar days, sign-in and the wizard's steps. */

/** GET an API answer's `data` (as a visitor, or with a bearer token); fails the test on a non-2xx answer. */
export async function apiData<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const res = await request.get(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(res.ok(), `${url} → ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** '2026-11-26' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Signs in as a first-time visitor who answered the cookie notice ('Yalnızca Zorunlu') and opens `path` (the user
 * type's landing page, where the login form leads, by default); returns the bearer token. The session is made
 * through the API (support.ts): the login form itself is tested by auth-journey, guards and a11y.
 */
export async function signInAsVisitor(page: Page, email: string, path?: string): Promise<string> {
  return signInThroughApi(page, email, { path, necessaryCookiesOnly: true });
}

/** Signs in from /giris through the form as a first-time visitor would (answering the cookie notice); returns the token. */
export async function signInWithForm(page: Page, email: string): Promise<string> {
  await page.goto('/giris');
  await page.getByRole('button', { name: 'Yalnızca Zorunlu' }).click();
  await login(page, email);
  await expect(page).not.toHaveURL(/\/giris/);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).not.toBeNull();
  return token ?? '';
}

/** The wizard's 'Devam Et', then the next step's h1. */
export async function continueTo(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export interface SalonService {
  id: number;
  name: string;
  is_home_service: boolean;
  is_pet_service: boolean;
  staff_ids: number[];
}

export interface BookingTarget {
  salonId: number;
  salonName: string;
  service: SalonService;
  date: string;
}

export interface TargetSearch {
  /** Which free day to take (0 = the first found); parallel tests ask for different ones, so they never race. */
  nth: number;
  /** The salon search's query (default: Istanbul's top rated). */
  search?: string;
  /** Salons of the search to pass over first. */
  skipSalons?: number;
  firstDay?: number;
  lastDay?: number;
  dayStep?: number;
}

/**
 * A salon with a plain service (no home or pet service, someone doing it) and the `nth` day, counted from the
 * server's today, with free times for it under 'any staff'.
 */
export async function findBookingTarget(
  request: APIRequestContext,
  want: TargetSearch,
): Promise<BookingTarget> {
  const { nth, firstDay = 2, lastDay = 20, dayStep = 1, skipSalons = 0 } = want;
  const search = want.search ?? 'city_id=34&sort_by=rating&per_page=5';
  const time = await apiData<{ server_time: string }>(request, '/api/v1/system/time');
  const today = time.server_time.slice(0, 10);
  const salons = await apiData<{ id: number; name: string }[]>(request, `/api/v1/salons/search?${search}`);
  expect(salons.length).toBeGreaterThan(0);
  for (const salon of salons.slice(skipSalons)) {
    const services = await apiData<SalonService[]>(request, `/api/v1/salons/${salon.id}/services`);
    const service = services.find((s) => !s.is_home_service && !s.is_pet_service && s.staff_ids.length > 0);
    if (service === undefined) continue;
    let found = 0;
    for (let i = firstDay; i <= lastDay; i += dayStep) {
      const date = addDays(today, i);
      const slots = await apiData<{ slots: unknown[] }>(
        request,
        `/api/v1/booking/slots?salon_id=${salon.id}&date=${date}&service_ids=${service.id}&salon_staff_id=any`,
      );
      if (slots.slots.length === 0) continue;
      if (found === nth) return { salonId: salon.id, salonName: salon.name, service, date };
      found += 1;
    }
  }
  throw new Error('no salon with free times in the coming days');
}
