import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarOff, Coffee, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageButtons } from '@/components/ui/page-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextField } from '@/components/ui/text-field';
import { inputClasses } from '@/components/ui/input-classes';
import { cn } from '@/lib/cn';
import { bulkDeleteConfirmMessage, DELETE_CONFIRM } from '@salonya/domain/messages';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAvailability, useAvailabilityMutations } from '../api/availability';
import { useIsMobile } from '@/hooks/use-is-mobile';
import {
  DEFAULT_PAGE_SIZE,
  filterRows,
  isPageSize,
  isTypeFilter,
  pageOf,
  PAGE_SIZES,
  sortRows,
  toggleSort,
  TYPE_FILTER_LABELS,
  TYPE_FILTERS,
  type AvailabilityRow,
  type PageSize,
  type SortState,
  type TypeFilter,
} from '../utils/list';
import { bulkDeleteErrorMessage, bulkOutcome, deleteErrorMessage, MSG } from '../utils/messages';
import { statusLabel, type TodayStatus } from '../utils/rules';
import {
  contextWording,
  DATE_RANGE_LABELS,
  DATE_RANGES,
  DEFAULT_DATE_RANGE,
  isDateRange,
  type AvailabilityScope,
  type AvailabilityView,
  type DateRange,
  type RangeQuery,
} from '../utils/view';
import { AddBlockingDialog } from './add-blocking-dialog';
import { AddBreakDialog } from './add-break-dialog';
import { AvailabilityCards, AvailabilityTable, typeLabel, type ListProps } from './availability-list';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EditItemDialog } from './edit-item-dialog';

type Modal =
  | { kind: 'add-blocking'; now: Date }
  | { kind: 'add-break' }
  | { kind: 'edit'; row: AvailabilityRow; now: Date }
  | { kind: 'delete'; row: AvailabilityRow }
  | { kind: 'bulk-delete'; rows: AvailabilityRow[] }
  | null;

const TODAY_TONES = { Blokajlı: 'red', Molalı: 'amber', Müsait: 'green' } as const;

/** A custom range is asked for only once both dates are set and in order; until then the last one stays. */
function completeCustom(start: string, end: string): RangeQuery | null {
  return start !== '' && end !== '' && start <= end
    ? { date_range: 'custom', start_date: start, end_date: end }
    : null;
}

/**
 * SPEC §2.9 availability management: one page for a staff member's own time (/personel/musaitlik,
 * /personel/musaitligim), an owner's team (/salon/musaitlik-yonetimi) and one staff member of it
 * (/salon/personel/{staffId}/musaitlik). The server answers the context, permissions and statistics; the page
 * filters, sorts and pages the items it returns for the date range.
 */
export function AvailabilityPage({
  scope,
  serverNow,
}: {
  scope: AvailabilityScope;
  /** The server clock (SPEC §4 server time); refused when unavailable without a cache. */
  serverNow: () => Promise<Date>;
}) {
  const [range, setRange] = useState<DateRange>(DEFAULT_DATE_RANGE);
  const [customStart, setCustomStart] = useState('');
  const [customEnd, setCustomEnd] = useState('');
  const [applied, setApplied] = useState<RangeQuery>({ date_range: DEFAULT_DATE_RANGE });
  const query = useAvailability(scope, applied);
  const setCustom = (start: string, end: string) => {
    setCustomStart(start);
    setCustomEnd(end);
    const next = completeCustom(start, end);
    if (next !== null) setApplied(next);
  };

  return (
    <section aria-labelledby="availability-title" className="space-y-5">
      {query.isPending && <LoadingState label="Müsaitlik bilgileri yükleniyor…" className="min-h-40" />}
      {query.isError && query.data === undefined && (
        <>
          <h1 id="availability-title" className="text-2xl font-bold tracking-tight text-gray-900">
            Müsaitlik
          </h1>
          <ErrorState
            title={MSG.loadFailed}
            message={failureMessage(query.error, MSG.loadFailed)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        </>
      )}
      {query.data !== undefined && (
        <LoadedPage
          view={query.data}
          scope={scope}
          serverNow={serverNow}
          busy={query.isPlaceholderData}
          rangeControls={
            <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
              <div>
                <label htmlFor="availability-range" className="sr-only">
                  Tarih aralığı
                </label>
                <select
                  id="availability-range"
                  className={cn(inputClasses, 'h-10 border-gray-300')}
                  value={range}
                  onChange={(e) => {
                    const next = e.target.value;
                    if (!isDateRange(next)) return;
                    setRange(next);
                    // Custom starts from the range on screen (the server's dates of it).
                    if (next === 'custom')
                      setCustom(query.data?.rangeStart ?? '', query.data?.rangeEnd ?? '');
                    else setApplied({ date_range: next });
                  }}
                >
                  {DATE_RANGES.map((r) => (
                    <option key={r} value={r}>
                      {DATE_RANGE_LABELS[r]}
                    </option>
                  ))}
                </select>
              </div>
              {range === 'custom' && (
                <>
                  <TextField
                    label="Başlangıç tarihi"
                    type="date"
                    value={customStart}
                    onChange={(e) => setCustom(e.target.value, customEnd)}
                  />
                  <TextField
                    label="Bitiş tarihi"
                    type="date"
                    min={customStart || undefined}
                    value={customEnd}
                    onChange={(e) => setCustom(customStart, e.target.value)}
                  />
                </>
              )}
            </div>
          }
        />
      )}
    </section>
  );
}

function LoadedPage({
  view,
  scope,
  serverNow,
  busy,
  rangeControls,
}: {
  view: AvailabilityView;
  scope: AvailabilityScope;
  serverNow: () => Promise<Date>;
  busy: boolean;
  rangeControls: ReactNode;
}) {
  const isMobile = useIsMobile();
  const mutations = useAvailabilityMutations(scope);
  const [search, setSearch] = useState('');
  const [staffFilter, setStaffFilter] = useState<number | null>(null);
  const [type, setType] = useState<TypeFilter>('');
  const [sort, setSort] = useState<SortState>({ key: 'date', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Quick actions elsewhere (the staff dashboard) link here with ?ekle=mola or ?ekle=blokaj to open the dialog.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('ekle');
  const [modal, setModal] = useState<Modal>(() =>
    requested === 'mola' && view.permissions.canAddBreak ? { kind: 'add-break' } : null,
  );
  const [notice, setNotice] = useState<{
    tone: 'warning' | 'error';
    message: string;
    details: string[];
  } | null>(null);

  const { today } = view;
  const statusOf = (row: AvailabilityRow) => statusLabel(row, today);
  const presetStaffUserId = view.focusStaffUserId;
  const focus = view.staff.find((s) => s.userId === presetStaffUserId) ?? null;
  const memberName = view.contextType === 'salon_staff' ? (focus?.name ?? null) : null;
  const wording = contextWording(view.context, memberName);
  const showStaff = view.contextType === 'salon_team' || view.contextType === 'system';
  const { permissions } = view;

  const visible = sortRows(
    filterRows(view.rows, { search, staffUserId: staffFilter, type }, typeLabel),
    sort,
    (r) => statusLabel(r, today),
  );
  const current = pageOf(visible, page, pageSize);
  const selectedRows = view.rows.filter((r) => selected.has(r.key));

  const resetPage = () => setPage(1);
  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = (keys: string[], select: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const k of keys) {
        if (select) next.add(k);
        else next.delete(k);
      }
      return next;
    });

  const withNow = async (open: (now: Date) => void) => {
    try {
      open(await serverNow());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : MSG.loadFailed);
    }
  };

  useEffect(() => {
    if (requested === null) return;
    setSearchParams(
      (params) => {
        params.delete('ekle');
        return params;
      },
      { replace: true },
    );
    // The blocking dialog needs the server's clock first (SPEC §4), so it opens once that answers.
    if (requested === 'blokaj' && permissions.canAddBlocking)
      void withNow((now) => setModal({ kind: 'add-blocking', now }));
    // Once per link: the parameter is removed at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  const stat = (label: string, value: string | number, tone?: TodayStatus) => (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-900">
        {tone === undefined ? value : <StatusBadge tone={TODAY_TONES[tone]}>{tone}</StatusBadge>}
      </dd>
    </div>
  );

  const listProps: ListProps = {
    rows: current.rows,
    statusOf,
    showStaff,
    selectable: permissions.canSelect,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    canEdit: permissions.canEditOwn,
    canDelete: permissions.canDeleteOwn,
    onEdit: (row) => void withNow((now) => setModal({ kind: 'edit', row, now })),
    onDelete: (row) => setModal({ kind: 'delete', row }),
    sort,
    onSort: (key) => setSort((s) => toggleSort(s, key)),
  };

  const ownStatus = focus?.todayStatus ?? null;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="availability-title" className="text-2xl font-bold tracking-tight text-gray-900">
            {wording.title}
          </h1>
          <p className="text-sm text-gray-600">{wording.description}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {permissions.canAddBlocking && (
            <Button onClick={() => void withNow((now) => setModal({ kind: 'add-blocking', now }))}>
              <CalendarOff aria-hidden="true" className="size-4" />
              Blokaj Ekle
            </Button>
          )}
          {permissions.canAddBreak && (
            <Button variant="secondary" onClick={() => setModal({ kind: 'add-break' })}>
              <Coffee aria-hidden="true" className="size-4" />
              Mola Ekle
            </Button>
          )}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {view.context === 'staff' && ownStatus !== null
          ? stat(wording.stats.activeStaff, '', ownStatus)
          : stat(wording.stats.activeStaff, view.statistics.activeStaff)}
        {stat(wording.stats.activeBlockings, view.statistics.activeBlockings)}
        {stat(wording.stats.totalBreaks, view.statistics.totalBreaks)}
        {stat(wording.stats.conflicts, view.statistics.conflicts)}
      </dl>

      {showStaff && view.staff.length > 0 && (
        <section aria-labelledby="today-status-title" className="space-y-2">
          <h2 id="today-status-title" className="text-sm font-semibold text-gray-800">
            Bugün personel durumu
          </h2>
          <ul className="flex flex-wrap gap-2">
            {view.staff.map((s) => {
              const st = s.todayStatus;
              return (
                <li
                  key={s.userId}
                  className="flex items-center gap-2 rounded-full border border-gray-200 bg-white py-1 pr-1 pl-3 text-sm"
                >
                  <span>{s.name}</span>
                  <StatusBadge tone={TODAY_TONES[st]}>{st}</StatusBadge>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <div className="space-y-2" role="search" aria-label="Blokaj ve mola filtreleri">
        <div className="grid gap-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <SearchInput
            label="Ara"
            placeholder="Personel, açıklama veya mola adı…"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              resetPage();
            }}
          />
          {showStaff ? (
            <FilterSelect
              label="Personel"
              allLabel="Tüm personel"
              value={staffFilter === null ? '' : String(staffFilter)}
              onChange={(e) => {
                setStaffFilter(e.target.value === '' ? null : Number(e.target.value));
                resetPage();
              }}
              options={view.staff.map((s) => ({ value: String(s.userId), label: s.name }))}
            />
          ) : (
            <span className="hidden md:block" />
          )}
          <FilterSelect
            label="Tür"
            allLabel="Tüm türler"
            value={type}
            onChange={(e) => {
              if (isTypeFilter(e.target.value)) setType(e.target.value);
              resetPage();
            }}
            options={TYPE_FILTERS.map((t) => ({ value: t, label: TYPE_FILTER_LABELS[t] }))}
          />
        </div>
        {rangeControls}
      </div>

      {notice !== null && (
        <Alert variant={notice.tone} title={notice.message}>
          {notice.details.length > 0 && (
            <ul className="list-disc pl-5">
              {notice.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      {permissions.canSelect && view.rows.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm">
          <span aria-live="polite">
            {selected.size > 0 ? `${selected.size} öğe seçildi` : 'Toplu silmek için öğe seçin'}
          </span>
          <div className="flex gap-2">
            {selected.size > 0 && (
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                Seçimi temizle
              </Button>
            )}
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                if (selectedRows.length === 0) {
                  toast.warning(MSG.bulkNoneSelected);
                  return;
                }
                setModal({ kind: 'bulk-delete', rows: selectedRows });
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Seçilenleri Sil
            </Button>
          </div>
        </div>
      )}

      {visible.length === 0 ? (
        <EmptyState
          title={view.rows.length === 0 ? wording.empty : 'Filtrelere uyan kayıt yok'}
          description={
            view.rows.length === 0
              ? 'Blokaj veya mola ekleyerek başlayın.'
              : 'Aramanızı veya filtreleri değiştirmeyi deneyin.'
          }
        />
      ) : (
        <div className={cn('space-y-3', busy && 'opacity-60')} aria-busy={busy || undefined}>
          {isMobile ? <AvailabilityCards {...listProps} /> : <AvailabilityTable {...listProps} />}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2 text-sm text-gray-700">
              <label htmlFor="availability-page-size">Sayfa başına</label>
              <select
                id="availability-page-size"
                className={cn(inputClasses, 'h-9 w-20 border-gray-300')}
                value={pageSize}
                onChange={(e) => {
                  const size = Number(e.target.value);
                  if (isPageSize(size)) setPageSize(size);
                  resetPage();
                }}
              >
                {PAGE_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <PageButtons
              currentPage={current.page}
              lastPage={current.lastPage}
              total={current.total}
              onChange={setPage}
              label="Müsaitlik sayfaları"
              className="flex-1"
            />
          </div>
        </div>
      )}

      {modal?.kind === 'add-blocking' && (
        <AddBlockingDialog
          now={modal.now}
          staff={view.staff}
          presetStaffUserId={presetStaffUserId}
          onClose={() => setModal(null)}
          onSubmit={async (body) => {
            const result = await mutations.addBlocking.mutateAsync(body);
            toast.success(
              result.data.break_overlap_info !== undefined
                ? MSG.breakOverridden
                : (result.message ?? MSG.addBlockingSuccess),
            );
            setModal(null);
          }}
        />
      )}
      {modal?.kind === 'add-break' && (
        <AddBreakDialog
          staff={view.staff}
          presetStaffUserId={presetStaffUserId}
          onClose={() => setModal(null)}
          onSubmit={async (body) => {
            await mutations.addBreak.mutateAsync(body);
            toast.success(MSG.addBreakSuccess);
            setModal(null);
          }}
        />
      )}
      {modal?.kind === 'edit' && (
        <EditItemDialog
          row={modal.row}
          now={modal.now}
          onClose={() => setModal(null)}
          onSubmitBlocking={async (row, body) => {
            const r = await mutations.editBlocking.mutateAsync({ id: row.id, body });
            toast.success(r.message ?? MSG.updateSuccess);
            setModal(null);
          }}
          onSubmitBreak={async (row, body) => {
            const r = await mutations.editBreak.mutateAsync({ id: row.id, body });
            toast.success(r.message ?? MSG.updateSuccess);
            setModal(null);
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={modal.row.kind === 'blocking' ? 'Blokajı Sil' : 'Molayı Sil'}
          message={DELETE_CONFIRM}
          confirmLabel="Sil"
          onClose={() => setModal(null)}
          onConfirm={async () => {
            try {
              const r = await mutations.remove.mutateAsync(modal.row);
              toast.success(r.message ?? MSG.deleteSuccess);
              setSelected((s) => {
                const next = new Set(s);
                next.delete(modal.row.key);
                return next;
              });
              setModal(null);
            } catch (error) {
              throw new Error(deleteErrorMessage(error), { cause: error });
            }
          }}
        />
      )}
      {modal?.kind === 'bulk-delete' && (
        <ConfirmDeleteDialog
          title="Seçilenleri Sil"
          message={bulkDeleteConfirmMessage(modal.rows.length)}
          confirmLabel={`${modal.rows.length} öğeyi sil`}
          onClose={() => setModal(null)}
          onConfirm={async () => {
            let result;
            try {
              result = await mutations.bulkDelete.mutateAsync(modal.rows);
            } catch (error) {
              throw new Error(bulkDeleteErrorMessage(error), { cause: error });
            }
            const outcome = bulkOutcome(result.data);
            if (outcome.tone === 'success') {
              toast.success(outcome.message);
              setNotice(null);
            } else {
              (outcome.tone === 'warning' ? toast.warning : toast.error)(outcome.message);
              setNotice({ tone: outcome.tone, message: outcome.message, details: outcome.details });
            }
            setSelected(new Set());
            setModal(null);
          }}
        />
      )}
    </>
  );
}
