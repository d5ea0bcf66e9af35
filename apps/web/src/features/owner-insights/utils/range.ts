import {
  REPORT_GROUPINGS,
  REPORT_PERIODS,
  validateCustomRange,
  type RangeErrors,
  type ReportGrouping,
  type ReportPeriod,
} from '@salonya/domain/reports/period';

/** The period a screen asks for; from/to only for 'custom'. Kept in the URL (?donem=&baslangic=&bitis=&gruplama=). */
export interface RangeSelection {
  period: ReportPeriod;
  from?: string;
  to?: string;
}

export const RANGE_PARAM = { period: 'donem', from: 'baslangic', to: 'bitis', group: 'gruplama' } as const;
export const DEFAULT_PERIOD: ReportPeriod = 'this_month';
export const DEFAULT_GROUPING: ReportGrouping = 'day';

function isPeriod(value: string | null): value is ReportPeriod {
  return value !== null && (REPORT_PERIODS as readonly string[]).includes(value);
}

function isGrouping(value: string | null): value is ReportGrouping {
  return value !== null && (REPORT_GROUPINGS as readonly string[]).includes(value);
}

/** The URL's selection; an unknown period, or a custom one with invalid dates, falls back to the default. */
export function readRange(params: URLSearchParams): { range: RangeSelection; errors: RangeErrors } {
  const period = params.get(RANGE_PARAM.period);
  if (!isPeriod(period)) return { range: { period: DEFAULT_PERIOD }, errors: {} };
  if (period !== 'custom') return { range: { period }, errors: {} };
  const from = params.get(RANGE_PARAM.from) ?? '';
  const to = params.get(RANGE_PARAM.to) ?? '';
  const errors = validateCustomRange(from, to);
  if (Object.keys(errors).length > 0) return { range: { period: DEFAULT_PERIOD }, errors };
  return { range: { period, from, to }, errors: {} };
}

export function readGrouping(params: URLSearchParams): ReportGrouping {
  const value = params.get(RANGE_PARAM.group);
  return isGrouping(value) ? value : DEFAULT_GROUPING;
}

/** The URL values of a selection (others kept). */
export function writeRange(params: URLSearchParams, range: RangeSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(RANGE_PARAM.period, range.period);
  if (range.period === 'custom' && range.from !== undefined && range.to !== undefined) {
    next.set(RANGE_PARAM.from, range.from);
    next.set(RANGE_PARAM.to, range.to);
  } else {
    next.delete(RANGE_PARAM.from);
    next.delete(RANGE_PARAM.to);
  }
  return next;
}
