import { useState } from 'react';
import {
  applicationStatuses,
  applicationStatusLabels,
  type ApplicationListItem,
} from '@salonya/contracts/admin';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageButtons } from '@/components/ui/page-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { failureMessage } from '@/lib/form-errors';
import { formatRelativeTime } from '@/lib/format';
import { useApplications } from '../api/get-applications';
import { ApplicationStatusBadge } from './application-status';

type StatusFilter = ApplicationListItem['status'] | '';

function isStatus(value: string): value is ApplicationListItem['status'] {
  return (applicationStatuses as readonly string[]).includes(value);
}

/** Salon applications from /salon-ol, pending first by default. */
export function ApplicationList({ onOpen }: { onOpen: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const query = useApplications({
    page,
    search: debounced === '' ? undefined : debounced,
    status: status === '' ? undefined : status,
  });

  const columns: Column<ApplicationListItem>[] = [
    {
      key: 'salon',
      header: 'Salon',
      cell: (a) => (
        <div>
          <p className="font-medium text-gray-900">{a.salon_name}</p>
          <p className="text-xs text-gray-500">
            {a.salon_type_label} · {a.district}, {a.city}
          </p>
        </div>
      ),
    },
    {
      key: 'applicant',
      header: 'Başvuran',
      hideBelow: 'md',
      cell: (a) => (
        <div>
          <p>{a.applicant_name}</p>
          <p className="text-xs text-gray-500">{a.applicant_email}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Durum',
      hideBelow: 'sm',
      cell: (a) => <ApplicationStatusBadge status={a.status} />,
    },
    { key: 'docs', header: 'Belge', hideBelow: 'lg', cell: (a) => a.document_count },
    {
      key: 'created',
      header: 'Başvuru',
      hideBelow: 'lg',
      cell: (a) => <time dateTime={a.created_at}>{formatRelativeTime(a.created_at)}</time>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      className: 'text-right',
      cell: (a) => (
        <Button
          variant={a.status === 'pending' ? 'primary' : 'outline'}
          size="sm"
          onClick={() => onOpen(a.id)}
          aria-label={`${a.salon_name} başvurusunu incele`}
        >
          İncele
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchInput
          label="Başvuru ara"
          placeholder="Salon adı, başvuran adı veya e-posta…"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Başvuru durumu"
          allLabel="Tüm başvurular"
          value={status}
          onChange={(e) => {
            setStatus(isStatus(e.target.value) ? e.target.value : '');
            setPage(1);
          }}
          options={applicationStatuses.map((value) => ({ value, label: applicationStatusLabels[value] }))}
        />
      </div>
      {query.isPending && <LoadingState label="Başvurular yükleniyor…" className="min-h-40" />}
      {query.isError && query.data === undefined && (
        <ErrorState
          title="Başvurular yüklenemedi"
          message={failureMessage(query.error, 'Başvurular yüklenemedi')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.data.length === 0 ? (
          <EmptyState
            title={status === 'pending' ? 'Bekleyen başvuru yok' : 'Başvuru bulunamadı'}
            description="Yeni salon başvuruları /salon-ol formundan gelir."
          />
        ) : (
          <>
            <DataTable
              caption="Salon başvuruları"
              columns={columns}
              rows={query.data.data}
              rowKey={(a) => a.id}
              busy={query.isPlaceholderData}
            />
            <PageButtons
              currentPage={query.data.meta.current_page}
              lastPage={query.data.meta.last_page}
              total={query.data.meta.total}
              onChange={setPage}
              label="Başvuru sayfaları"
            />
          </>
        ))}
    </div>
  );
}
