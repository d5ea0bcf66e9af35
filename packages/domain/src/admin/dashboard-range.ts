/**
 * Pure rules behind the admin dashboard (SPEC §2.8, §3 Admin dashboard data, §9 Dashboard ranges): which period a
 * time range covers, the months it touches in Europe/Istanbul, the change against the previous period, and kuruş to
 * lira.
 */

export type DashboardRange = '7d' | '30d' | '90d' | '1y';

export const RANGE_DAYS: Record<DashboardRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

const DAY_MS = 86_400_000;
/** Türkiye has kept UTC+3 all year since 2016. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

export interface Period {
  from: Date;
  to: Date;
  previousFrom: Date;
}

/** The last N days up to `now` ([from, to)), and the equally long period before it. */
export function periodFor(range: DashboardRange, now: Date): Period {
  const span = RANGE_DAYS[range] * DAY_MS;
  return {
    from: new Date(now.getTime() - span),
    to: now,
    previousFrom: new Date(now.getTime() - 2 * span),
  };
}

const MONTHS_TR = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

/** `YYYY-MM` of an instant in Istanbul. */
export function istanbulMonthKey(at: Date): string {
  const local = new Date(at.getTime() + ISTANBUL_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** 'Kas 2026' for '2026-11'. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTHS_TR[Number(month) - 1] ?? month} ${year}`;
}

/** Every Istanbul month from the month of `from` to the month of the instant just before `to`, oldest first. */
export function monthsBetween(from: Date, to: Date): { month: string; label: string }[] {
  const last = istanbulMonthKey(new Date(Math.max(from.getTime(), to.getTime() - 1)));
  const out: { month: string; label: string }[] = [];
  let [y, m] = istanbulMonthKey(from).split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 240; guard += 1) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push({ month: key, label: monthLabel(key) });
    if (key >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Start of the Istanbul calendar day / month containing `at`, as an instant. */
export function istanbulDayStart(at: Date): Date {
  const local = at.getTime() + ISTANBUL_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - ISTANBUL_OFFSET_MS);
}
export function istanbulMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + ISTANBUL_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - ISTANBUL_OFFSET_MS);
}

/** Percent change from `previous` to `current`, one decimal; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Kuruş (integer) to lira with two decimals, without float drift. */
export function kurusToLira(kurus: number): number {
  return Math.round(kurus) / 100;
}
