import { useState } from 'react';
import {
  applicationStatuses,
  applicationStatusLabels,
  type ApplicationListItem,
} from '@salonya/contracts/admin';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
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
      <PagedTable
        query={query}
        caption="Salon başvuruları"
        columns={columns}
        rowKey={(a) => a.id}
        onPageChange={setPage}
        pagerLabel="Başvuru sayfaları"
        loadingLabel="Başvurular yükleniyor…"
        errorTitle="Başvurular yüklenemedi"
        emptyTitle={status === 'pending' ? 'Bekleyen başvuru yok' : 'Başvuru bulunamadı'}
        emptyDescription="Yeni salon başvuruları /salon-ol formundan gelir."
      />
    </div>
  );
}
