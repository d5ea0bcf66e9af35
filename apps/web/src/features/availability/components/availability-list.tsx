import { formatDateWithShortWeekday } from '@salonya/domain/format/date';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import type { AvailabilityRow, SortKey, SortState } from '../utils/list';
import { BLOCKING_KIND_LABELS, hhmm, isFullDay, orderDays, WEEKDAYS, type StatusLabel } from '../utils/rules';

const STATUS_TONES: Record<StatusLabel, BadgeTone> = {
  Aktif: 'green',
  Bugün: 'blue',
  Geçmiş: 'gray',
  Tamamlandı: 'gray',
  İptal: 'red',
  Beklemede: 'amber',
};

export function typeLabel(row: AvailabilityRow): string {
  return row.kind === 'break' ? 'Mola' : BLOCKING_KIND_LABELS[row.type];
}

export function formatDay(date: string): string {
  return formatDateWithShortWeekday(date);
}

const PATTERN_LABELS = { daily: 'Her gün', weekly: 'Her hafta', monthly: 'Her ay' } as const;

/** When: a blocking's date (and repetition), a break's weekdays. */
export function whenText(row: AvailabilityRow): string {
  if (row.kind === 'break') {
    const days = orderDays(row.days);
    return days.length === 7
      ? 'Her gün'
      : days.map((d) => WEEKDAYS.find((w) => w.key === d)?.short ?? d).join(', ');
  }
  const base = formatDay(row.date);
  if (!row.recurring) return base;
  const until = row.endDate === null ? '' : ` · ${formatDay(row.endDate)} tarihine kadar`;
  return `${base} · ${PATTERN_LABELS[row.recurringPattern]}${until}`;
}

export function timeText(row: AvailabilityRow): string {
  if (row.kind === 'blocking' && isFullDay(row)) return 'Tüm gün';
  return `${hhmm(row.startTime) ?? ''} - ${hhmm(row.endTime) ?? ''}`;
}

function detailText(row: AvailabilityRow): string {
  return row.kind === 'blocking' ? row.reason : row.name;
}

/** A blocking that meets a live appointment (the server's has_conflicts, counted in the conflict stat). */
function ConflictBadge({ row }: { row: AvailabilityRow }) {
  if (row.kind !== 'blocking' || !row.hasConflicts) return null;
  return (
    <StatusBadge tone="red" className="ml-2">
      Randevu çakışması
    </StatusBadge>
  );
}

export interface ListProps {
  rows: readonly AvailabilityRow[];
  statusOf: (row: AvailabilityRow) => StatusLabel;
  showStaff: boolean;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: (keys: string[], select: boolean) => void;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: AvailabilityRow) => void;
  onDelete: (row: AvailabilityRow) => void;
  sort: SortState;
  onSort: (key: SortKey) => void;
}

const SORT_LABELS: Record<SortKey, string> = {
  staff: 'Personel',
  type: 'Tür',
  date: 'Tarih',
  time: 'Saat',
  status: 'Durum',
};

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {SORT_LABELS[column]}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

function RowActions({
  row,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: Pick<ListProps, 'canEdit' | 'canDelete' | 'onEdit' | 'onDelete'> & { row: AvailabilityRow }) {
  const what = `${typeLabel(row)}: ${detailText(row)} (${row.staffName})`;
  return (
    <div className="flex justify-end gap-1">
      {canEdit && (
        <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={`Düzenle - ${what}`}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only md:not-sr-only">Düzenle</span>
        </Button>
      )}
      {canDelete && (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => onDelete(row)}
          aria-label={`Sil - ${what}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only md:not-sr-only">Sil</span>
        </Button>
      )}
    </div>
  );
}

function selectLabel(row: AvailabilityRow): string {
  return `Seç: ${typeLabel(row)} - ${detailText(row)} (${row.staffName})`;
}

/** Desktop: a table with sortable columns (SPEC §2.9). */
export function AvailabilityTable(props: ListProps) {
  const { rows, statusOf, showStaff, selectable, selected, onToggle, onToggleAll, sort, onSort } = props;
  const keys = rows.map((r) => r.key);
  const allSelected = keys.length > 0 && keys.every((k) => selected.has(k));
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Blokajlar ve molalar</caption>
        <thead className="bg-gray-50">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-3">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  aria-label="Sayfadaki tüm öğeleri seç"
                  checked={allSelected}
                  onChange={(e) => onToggleAll(keys, e.target.checked)}
                />
              </th>
            )}
            {showStaff && <SortHeader column="staff" sort={sort} onSort={onSort} />}
            <SortHeader column="type" sort={sort} onSort={onSort} />
            <th
              scope="col"
              className="px-3 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase"
            >
              Açıklama
            </th>
            <SortHeader column="date" sort={sort} onSort={onSort} />
            <SortHeader column="time" sort={sort} onSort={onSort} />
            <SortHeader column="status" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-3 text-right text-xs font-semibold text-gray-600 uppercase">
              <span className="sr-only">İşlemler</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => {
            const status = statusOf(row);
            return (
              <tr key={row.key} className={cn(selected.has(row.key) && 'bg-brand-50/50')}>
                {selectable && (
                  <td className="px-3 py-3">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      aria-label={selectLabel(row)}
                      checked={selected.has(row.key)}
                      onChange={() => onToggle(row.key)}
                    />
                  </td>
                )}
                {showStaff && <td className="px-3 py-3 font-medium text-gray-900">{row.staffName}</td>}
                <td className="px-3 py-3">
                  <StatusBadge tone={row.kind === 'break' ? 'amber' : 'brand'}>{typeLabel(row)}</StatusBadge>
                </td>
                <td className="max-w-xs px-3 py-3 break-words text-gray-800">
                  {detailText(row)}
                  <ConflictBadge row={row} />
                </td>
                <td className="px-3 py-3 text-gray-700">{whenText(row)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-gray-700">{timeText(row)}</td>
                <td className="px-3 py-3">
                  <StatusBadge tone={STATUS_TONES[status]}>{status}</StatusBadge>
                </td>
                <td className="px-3 py-3">
                  <RowActions row={row} {...props} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: one card per item, the same data and actions. */
export function AvailabilityCards(props: ListProps) {
  const { rows, statusOf, showStaff, selectable, selected, onToggle } = props;
  return (
    <ul className="space-y-3" aria-label="Blokajlar ve molalar">
      {rows.map((row) => {
        const status = statusOf(row);
        return (
          <li
            key={row.key}
            className={cn(
              'rounded-xl border border-gray-200 bg-white p-4 shadow-sm',
              selected.has(row.key) && 'border-brand-300 bg-brand-50/50',
            )}
          >
            <div className="flex items-start gap-3">
              {selectable && (
                <input
                  type="checkbox"
                  className="mt-1 size-5 accent-brand-600"
                  aria-label={selectLabel(row)}
                  checked={selected.has(row.key)}
                  onChange={() => onToggle(row.key)}
                />
              )}
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge tone={row.kind === 'break' ? 'amber' : 'brand'}>{typeLabel(row)}</StatusBadge>
                  <StatusBadge tone={STATUS_TONES[status]}>{status}</StatusBadge>
                </div>
                <p className="font-medium break-words text-gray-900">
                  {detailText(row)}
                  <ConflictBadge row={row} />
                </p>
                {showStaff && <p className="text-sm text-gray-600">{row.staffName}</p>}
                <p className="text-sm text-gray-700">
                  {whenText(row)} · {timeText(row)}
                </p>
              </div>
            </div>
            <div className="mt-2 border-t border-gray-100 pt-2">
              <RowActions row={row} {...props} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
