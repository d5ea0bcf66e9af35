import { addDays, isoWeekday as weekday } from '@salonya/domain/time/istanbul';

/** Pure date and layout rules of the team calendar (/salon/takvim); dates are 'YYYY-MM-DD' in Istanbul. */

export type CalendarView = 'day' | 'week';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// The Istanbul calendar arithmetic has one home (packages/domain/src/time/istanbul.ts, issue 14 item 5).
export { addDays, isoWeekday as weekday } from '@salonya/domain/time/istanbul';

/** The Monday of the day's week (Turkish weeks start on Monday). */
export function weekStart(day: string): string {
  return addDays(day, 1 - weekday(day));
}

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export function viewDays(view: CalendarView, day: string): string[] {
  if (view === 'day') return [day];
  const start = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The day the previous / next button opens. */
export function stepDay(view: CalendarView, day: string, direction: -1 | 1): string {
  return addDays(day, direction * (view === 'day' ? 1 : 7));
}

/** Today in Istanbul for an instant (the server's clock). */
export { istanbulToday } from '@salonya/domain/time/istanbul';

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The hours a grid shows: 08:00–21:00 at least, widened to whole hours around every appointment. */
export function gridHours(ranges: readonly { start: number; end: number }[]): {
  first: number;
  last: number;
} {
  let first = 8 * 60;
  let last = 21 * 60;
  for (const r of ranges) {
    first = Math.min(first, Math.floor(r.start / 60) * 60);
    last = Math.max(last, Math.ceil(r.end / 60) * 60);
  }
  return { first, last: Math.min(last, 24 * 60) };
}

/** Where an appointment sits in a column: top and height in minutes from the grid's first hour. */
export function placeBlock(start: number, end: number, first: number): { top: number; height: number } {
  return { top: start - first, height: Math.max(end - start, 15) };
}

/**
 * Overlapping blocks of one column (a cancelled one next to its replacement, a week column with several staff)
 * share the width: each gets a lane and the number of lanes of its cluster.
 */
export function assignLanes<T extends { start: number; end: number }>(
  items: readonly T[],
): { item: T; lane: number; lanes: number }[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: { item: T; lane: number; lanes: number }[] = [];
  let cluster: { item: T; lane: number; lanes: number }[] = [];
  let clusterEnd = -1;
  let laneEnds: number[] = [];
  const close = () => {
    const lanes = laneEnds.length;
    for (const c of cluster) c.lanes = lanes;
    out.push(...cluster);
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= clusterEnd && cluster.length > 0) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else {
      laneEnds[lane] = item.end;
    }
    cluster.push({ item, lane, lanes: 0 });
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  if (cluster.length > 0) close();
  return out;
}

/** A click at `offsetMinutes` below the grid's first hour → the quarter hour it falls in. */
export function slotAt(offsetMinutes: number, first: number, last: number): string {
  const quarter = Math.floor(Math.max(0, offsetMinutes) / 15) * 15;
  return timeOf(Math.min(first + quarter, last - 15));
}
