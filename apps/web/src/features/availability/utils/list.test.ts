import { describe, expect, it } from 'vitest';
import { blockingRow, breakRow } from '../api/adapt';
import { makeBlocking, makeBreak } from '../testing/fixtures';
import {
  DEFAULT_PAGE_SIZE,
  filterRows,
  isPageSize,
  pageOf,
  PAGE_SIZES,
  sortRows,
  toggleSort,
  type AvailabilityRow,
  type RowFilters,
  type SortState,
} from './list';

const label = (r: AvailabilityRow) =>
  r.kind === 'break' ? 'Mola' : r.type === 'vacation' ? 'İzin' : 'Blokaj';

const rows: AvailabilityRow[] = [
  blockingRow(makeBlocking({ id: 1, date: '2026-11-26', start_time: '10:00', reason: 'Diş randevusu' })),
  blockingRow(
    makeBlocking({
      id: 2,
      type: 'vacation',
      date: '2026-11-25',
      start_time: '09:00',
      reason: 'Yıllık İzin',
      staff_user_id: 102,
      staff_name: 'Mert Kaya',
    }),
  ),
  blockingRow(makeBlocking({ id: 3, type: 'sick', date: '2026-11-28', start_time: '14:00', reason: 'Grip' })),
  blockingRow(
    makeBlocking({
      id: 4,
      type: 'meeting',
      date: '2026-11-27',
      start_time: '08:00',
      reason: 'Ekip toplantısı',
      staff_user_id: 102,
      staff_name: 'Mert Kaya',
    }),
  ),
  breakRow(makeBreak({ id: 5, name: 'Öğle arası', start_time: '12:30' })),
];

const none: RowFilters = { search: '', staffUserId: null, type: '' };

describe('filterRows', () => {
  it.each([
    ['no filter', none, ['blocking-1', 'blocking-2', 'blocking-3', 'blocking-4', 'break-5']],
    [
      'type blocking (every blocking type)',
      { ...none, type: 'blocking' },
      ['blocking-1', 'blocking-2', 'blocking-3', 'blocking-4'],
    ],
    ['type break', { ...none, type: 'break' }, ['break-5']],
    ['type vacation', { ...none, type: 'vacation' }, ['blocking-2']],
    ['type sick', { ...none, type: 'sick' }, ['blocking-3']],
    ['type meeting', { ...none, type: 'meeting' }, ['blocking-4']],
    ['staff', { ...none, staffUserId: 102 }, ['blocking-2', 'blocking-4']],
    ['search in reason, Turkish case (İZİN → izin)', { ...none, search: 'İZİN' }, ['blocking-2']],
    ['search in staff name', { ...none, search: 'mert' }, ['blocking-2', 'blocking-4']],
    ['search in break name', { ...none, search: 'öğle' }, ['break-5']],
    ['search and staff together', { ...none, search: 'toplantı', staffUserId: 101 }, []],
  ] as const)('%s', (_, filters, expected) => {
    expect(filterRows(rows, filters as RowFilters, label).map((r) => r.key)).toEqual(expected);
  });
});

describe('sorting', () => {
  it.each([
    [{ key: 'date', direction: 'asc' }, 'date', { key: 'date', direction: 'desc' }],
    [{ key: 'date', direction: 'desc' }, 'date', { key: 'date', direction: 'asc' }],
    [{ key: 'date', direction: 'desc' }, 'staff', { key: 'staff', direction: 'asc' }],
  ] as const)('toggleSort(%o, %s) → %o', (current, key, expected) => {
    expect(toggleSort(current as SortState, key)).toEqual(expected);
  });

  it.each([
    [{ key: 'date', direction: 'asc' }, ['blocking-2', 'blocking-1', 'blocking-4', 'blocking-3', 'break-5']],
    [{ key: 'date', direction: 'desc' }, ['break-5', 'blocking-3', 'blocking-4', 'blocking-1', 'blocking-2']],
    [{ key: 'time', direction: 'asc' }, ['blocking-4', 'blocking-2', 'blocking-1', 'break-5', 'blocking-3']],
    [{ key: 'staff', direction: 'asc' }, ['blocking-1', 'blocking-3', 'break-5', 'blocking-2', 'blocking-4']],
  ] as const)('sortRows by %o', (sort, expected) => {
    expect(sortRows(rows, sort as SortState, () => 'Aktif').map((r) => r.key)).toEqual(expected);
  });
});

describe('pagination', () => {
  it('offers the SPEC page sizes with 20 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(isPageSize(50)).toBe(true);
    expect(isPageSize(25)).toBe(false);
  });

  const items = Array.from({ length: 45 }, (_, i) => i + 1);
  it.each([
    [1, 20, { first: 1, count: 20, page: 1, lastPage: 3 }],
    [3, 20, { first: 41, count: 5, page: 3, lastPage: 3 }],
    [9, 20, { first: 41, count: 5, page: 3, lastPage: 3 }],
    [0, 10, { first: 1, count: 10, page: 1, lastPage: 5 }],
    [1, 100, { first: 1, count: 45, page: 1, lastPage: 1 }],
  ])('page %i of size %i', (page, size, expected) => {
    const result = pageOf(items, page, size);
    expect({
      first: result.rows[0],
      count: result.rows.length,
      page: result.page,
      lastPage: result.lastPage,
    }).toEqual(expected);
    expect(result.total).toBe(45);
  });

  it('has one empty page for no rows', () => {
    expect(pageOf([], 1, 20)).toEqual({ rows: [], page: 1, lastPage: 1, total: 0 });
  });
});
