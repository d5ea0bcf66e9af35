/** Opening hours of a salon: ISO weekday 1 = Pazartesi … 7 = Pazar; null times = closed that day. */
export interface OpeningHours {
  weekday: number;
  opensAt: string | null;
  closesAt: string | null;
}

export const WEEKDAY_NAMES = [
  'Pazartesi',
  'Salı',
  'Çarşamba',
  'Perşembe',
  'Cuma',
  'Cumartesi',
  'Pazar',
] as const;

const TIME_ZONE = 'Europe/Istanbul';
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAY_INDEX: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Weekday (1–7) and minutes since midnight of an instant, in Istanbul time. */
export function istanbulClock(at: Date): { weekday: number; minutes: number } {
  let weekday = 1;
  let hour = 0;
  let minute = 0;
  for (const part of partsFormat.formatToParts(at)) {
    if (part.type === 'weekday') weekday = WEEKDAY_INDEX[part.value] ?? 1;
    if (part.type === 'hour') hour = Number(part.value);
    if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minutes: hour * 60 + minute };
}

/** 'HH:MM' or 'HH:MM:SS' → minutes; '24:00' and '23:59:59' count as the end of the day. */
export function timeToMinutes(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  const minutes = Number(h) * 60 + Number(m) + (Number(s) > 0 ? 1 : 0);
  return Math.min(minutes, 24 * 60);
}

/** Open at that instant (Istanbul time)? A day without times is closed. */
export function isOpenAt(hours: readonly OpeningHours[], at: Date): boolean {
  const { weekday, minutes } = istanbulClock(at);
  const today = hours.find((h) => h.weekday === weekday);
  if (!today?.opensAt || !today.closesAt) return false;
  return minutes >= timeToMinutes(today.opensAt) && minutes < timeToMinutes(today.closesAt);
}

/** Night salons (SPEC §7.4 night-salons): open until 22:00 or later on at least one day. */
export const NIGHT_CLOSING_MINUTES = 22 * 60;
export function isNightSalon(hours: readonly OpeningHours[]): boolean {
  return hours.some((h) => h.closesAt !== null && timeToMinutes(h.closesAt) >= NIGHT_CLOSING_MINUTES);
}
