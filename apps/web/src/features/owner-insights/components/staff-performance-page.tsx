import { formatRating } from '@salonya/domain/format/number';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowDown, ArrowUp, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatKurus, formatNumber } from '@/lib/format';
import type { StaffPerformanceRow } from '@salonya/contracts/owner-reports';
import { STAFF_PERFORMANCE_FAILED, useStaffPerformance } from '../api/get-staff-performance';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { downloadCsv, staffPerformanceCsv } from '../utils/csv';
import { readRange, writeRange } from '../utils/range';
import { formatDay } from '../utils/format';
import { sortStaff, STAFF_COLUMNS, type SortKey } from '../utils/sort-staff';
import { PeriodPicker } from './period-picker';
import { SalonScope } from './salon-scope';
import { formatPercent } from './stat';

/** /salon/personel-performans: each staff member's figures for a period (issue 16 scope 6). */
export function StaffPerformancePage() {
  return (
    <section aria-labelledby="staff-performance-title" className="space-y-5">
      <div>
        <h1 id="staff-performance-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Personel Performansı
        </h1>
        <p className="text-sm text-gray-600">
          Randevu, gelir, puan ve doluluk oranları personel bazında. Gelir yalnızca tamamlanan randevulardan
          hesaplanır; doluluk, dolu dakikaların çalışma saatlerine oranıdır.
        </p>
      </div>
      <SalonScope>{(salon) => <PerformanceBody salonId={salon.id} />}</SalonScope>
    </section>
  );
}

function rating(row: StaffPerformanceRow): string {
  return row.rating_average === null
    ? '—'
    : `${formatRating(row.rating_average)} (${formatNumber(row.review_count)})`;
}

function PerformanceBody({ salonId }: { salonId: number }) {
  const [params, setParams] = useSearchParams();
  const { range, errors } = readRange(params);
  const query = useStaffPerformance(salonId, range);
  const isMobile = useIsMobile();
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>({
    key: 'revenue_kurus',
    direction: 'desc',
  });
  const rows = useMemo(
    () => sortStaff(query.data?.staff ?? [], sort.key, sort.direction),
    [query.data, sort.key, sort.direction],
  );

  const toggle = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'name' ? 'asc' : 'desc' },
    );

  return (
    <div className="space-y-4">
      <PeriodPicker
        range={range}
        initialErrors={errors}
        onChange={(next) => setParams(writeRange(params, next), { replace: true })}
      />
      {query.isPending && <LoadingState label="Performans yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={STAFF_PERFORMANCE_FAILED}
          message={failureMessage(query.error, STAFF_PERFORMANCE_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data !== undefined && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-600">
              {formatDay(query.data.range.from)} – {formatDay(query.data.range.to)}
            </p>
            {rows.length > 0 && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => downloadCsv(staffPerformanceCsv(query.data))}
              >
                <Download aria-hidden="true" className="size-4" />
                CSV indir
              </Button>
            )}
          </div>
          {rows.length === 0 ? (
            <EmptyState
              title="Henüz personeliniz yok"
              description="Personel ekledikten sonra performanslarını burada görebilirsiniz."
            />
          ) : isMobile ? (
            <ul aria-label="Personel performansı" className="space-y-3">
              {rows.map((r) => (
                <li
                  key={r.salon_staff_id}
                  className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
                >
                  <p className="font-semibold text-gray-900">{r.name}</p>
                  {r.title !== '' && <p className="text-sm text-gray-600">{r.title}</p>}
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <dt className="text-gray-600">Randevu</dt>
                    <dd className="text-right">{formatNumber(r.appointments)}</dd>
                    <dt className="text-gray-600">Tamamlanan</dt>
                    <dd className="text-right">{formatNumber(r.completed)}</dd>
                    <dt className="text-gray-600">Gelmedi</dt>
                    <dd className="text-right">{formatNumber(r.no_shows)}</dd>
                    <dt className="text-gray-600">İptal</dt>
                    <dd className="text-right">{formatNumber(r.cancellations)}</dd>
                    <dt className="text-gray-600">Gelir</dt>
                    <dd className="text-right font-semibold">{formatKurus(r.revenue_kurus)}</dd>
                    <dt className="text-gray-600">Puan</dt>
                    <dd className="text-right">{rating(r)}</dd>
                    <dt className="text-gray-600">Doluluk</dt>
                    <dd className="text-right">{formatPercent(r.occupancy.percent)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          ) : (
            <div
              role="region"
              aria-label="Personel performansı tablosu"
              tabIndex={0}
              className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm"
            >
              <table
                className="min-w-full divide-y divide-gray-200 text-sm"
                aria-busy={query.isFetching || undefined}
              >
                <caption className="sr-only">Personel performansı</caption>
                <thead className="bg-gray-50">
                  <tr>
                    {STAFF_COLUMNS.map((c) => (
                      <th
                        key={c.key}
                        scope="col"
                        aria-sort={
                          sort.key === c.key
                            ? sort.direction === 'asc'
                              ? 'ascending'
                              : 'descending'
                            : 'none'
                        }
                        className="px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase"
                      >
                        <button
                          type="button"
                          onClick={() => toggle(c.key)}
                          className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
                        >
                          {c.label}
                          {sort.key === c.key &&
                            (sort.direction === 'asc' ? (
                              <ArrowUp aria-hidden="true" className="size-3" />
                            ) : (
                              <ArrowDown aria-hidden="true" className="size-3" />
                            ))}
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map((r) => (
                    <tr key={r.salon_staff_id}>
                      <th scope="row" className="px-4 py-3 text-left font-medium text-gray-900">
                        {r.name}
                        {!r.is_active && <span className="ml-2 text-xs text-gray-500">(pasif)</span>}
                      </th>
                      <td className="px-4 py-3">{formatNumber(r.appointments)}</td>
                      <td className="px-4 py-3">{formatNumber(r.completed)}</td>
                      <td className="px-4 py-3">{formatNumber(r.no_shows)}</td>
                      <td className="px-4 py-3">{formatNumber(r.cancellations)}</td>
                      <td className="px-4 py-3 font-semibold">{formatKurus(r.revenue_kurus)}</td>
                      <td className="px-4 py-3">{rating(r)}</td>
                      <td className="px-4 py-3">{formatPercent(r.occupancy.percent)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
