import type { StaffPerformanceRow } from '@salonya/contracts/owner-reports';

/** The staff performance table's columns and sort order (ties by name, Turkish collation). */
export type SortKey =
  | 'name'
  | 'appointments'
  | 'completed'
  | 'no_shows'
  | 'cancellations'
  | 'revenue_kurus'
  | 'rating_average'
  | 'occupancy';

export const STAFF_COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Personel' },
  { key: 'appointments', label: 'Randevu' },
  { key: 'completed', label: 'Tamamlanan' },
  { key: 'no_shows', label: 'Gelmedi' },
  { key: 'cancellations', label: 'İptal' },
  { key: 'revenue_kurus', label: 'Gelir' },
  { key: 'rating_average', label: 'Puan' },
  { key: 'occupancy', label: 'Doluluk' },
];

function sortValue(row: StaffPerformanceRow, key: SortKey): number | string {
  switch (key) {
    case 'name':
      return row.name;
    case 'rating_average':
      return row.rating_average ?? -1;
    case 'occupancy':
      return row.occupancy.percent ?? -1;
    default:
      return row[key];
  }
}

export function sortStaff(
  rows: readonly StaffPerformanceRow[],
  key: SortKey,
  direction: 'asc' | 'desc',
): StaffPerformanceRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const order =
      typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'tr') : Number(x) - Number(y);
    return order * sign || a.name.localeCompare(b.name, 'tr');
  });
}
