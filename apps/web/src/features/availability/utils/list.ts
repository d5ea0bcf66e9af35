import type { BlockingType } from '@salonya/domain/availability/rules';
import { normalizeForSearch } from './text';

/**
 * The page's rows (SPEC §2.9): blockings and breaks in one list, filtered by search, staff and type on the client
 * (the server already limits them to the date range), sorted by a column and cut into pages.
 */

export type BlockingKind = BlockingType;
export type ItemStatus = 'active' | 'cancelled' | 'completed' | 'pending';

export interface BlockingRow {
  kind: 'blocking';
  /** 'blocking-5': unique across blockings and breaks. */
  key: string;
  id: number;
  staffUserId: number;
  staffName: string;
  type: BlockingKind;
  date: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  isFullDay: boolean;
  recurring: boolean;
  recurringPattern: 'daily' | 'weekly' | 'monthly';
  endDate: string | null;
  status: ItemStatus;
  hasConflicts: boolean;
}

export interface BreakRow {
  kind: 'break';
  key: string;
  id: number;
  staffUserId: number;
  staffName: string;
  name: string;
  startTime: string;
  endTime: string;
  days: readonly string[];
  status: ItemStatus;
}

export type AvailabilityRow = BlockingRow | BreakRow;

/** SPEC §2.9 type filter: all, blocking, break, vacation, sick, meeting ('' = all). */
export const TYPE_FILTERS = ['blocking', 'break', 'vacation', 'sick', 'meeting'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number] | '';

export const TYPE_FILTER_LABELS: Record<(typeof TYPE_FILTERS)[number], string> = {
  blocking: 'Blokaj',
  break: 'Mola',
  vacation: 'İzin',
  sick: 'Hastalık',
  meeting: 'Toplantı',
};

export function isTypeFilter(value: string): value is TypeFilter {
  return value === '' || (TYPE_FILTERS as readonly string[]).includes(value);
}

export interface RowFilters {
  search: string;
  /** staff_user_id, or null for every staff member. */
  staffUserId: number | null;
  type: TypeFilter;
}

function matchesType(row: AvailabilityRow, type: TypeFilter): boolean {
  switch (type) {
    case '':
      return true;
    case 'break':
      return row.kind === 'break';
    case 'blocking':
      return row.kind === 'blocking';
    default:
      return row.kind === 'blocking' && row.type === type;
  }
}

/** The words a search looks in: staff name, reason or break name, and the type's label. */
function searchableText(row: AvailabilityRow, typeLabel: (row: AvailabilityRow) => string): string {
  const own = row.kind === 'blocking' ? row.reason : row.name;
  return normalizeForSearch(`${row.staffName} ${own} ${typeLabel(row)}`);
}

export function filterRows(
  rows: readonly AvailabilityRow[],
  filters: RowFilters,
  typeLabel: (row: AvailabilityRow) => string,
): AvailabilityRow[] {
  const needle = normalizeForSearch(filters.search.trim());
  return rows.filter(
    (row) =>
      (filters.staffUserId === null || row.staffUserId === filters.staffUserId) &&
      matchesType(row, filters.type) &&
      (needle === '' || searchableText(row, typeLabel).includes(needle)),
  );
}

export const SORT_KEYS = ['staff', 'type', 'date', 'time', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** Breaks have no date: they sort after every dated blocking (ascending). */
const NO_DATE = '9999-12-31';

function sortValue(
  row: AvailabilityRow,
  key: SortKey,
  statusLabel: (row: AvailabilityRow) => string,
): string {
  switch (key) {
    case 'staff':
      return row.staffName;
    case 'type':
      return row.kind === 'break' ? 'break' : row.type;
    case 'date':
      return `${row.kind === 'blocking' ? row.date : NO_DATE} ${row.startTime ?? '00:00'}`;
    case 'time':
      return row.startTime ?? '00:00';
    case 'status':
      return statusLabel(row);
  }
}

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });

export function sortRows(
  rows: readonly AvailabilityRow[],
  sort: SortState,
  statusLabel: (row: AvailabilityRow) => string,
): AvailabilityRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, sort.key, statusLabel) }))
    .sort((a, b) => sign * collator.compare(a.value, b.value) || a.index - b.index)
    .map((entry) => entry.row);
}

/** SPEC §2.9 / §9: page sizes 10, 20 (default), 50, 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

export interface PageOf<T> {
  rows: T[];
  page: number;
  lastPage: number;
  total: number;
}

/** One page; a page past the end (after deleting or filtering) shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): PageOf<T> {
  const lastPage = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), lastPage);
  return {
    rows: rows.slice((current - 1) * size, current * size),
    page: current,
    lastPage,
    total: rows.length,
  };
}
