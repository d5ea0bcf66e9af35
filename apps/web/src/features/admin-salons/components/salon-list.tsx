import { formatRating } from '@salonya/domain/format/number';
import { Store } from 'lucide-react';
import { useState } from 'react';
import {
  salonStatuses,
  salonStatusLabels,
  type AdminSalonListItem,
  type AdminSalonStatus,
} from '@salonya/contracts/admin';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@salonya/domain/constants';
import { Button } from '@/components/ui/button';
import { type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatNumber, formatShortDate } from '@/lib/format';
import { useAdminSalons } from '../api/get-admin-salons';
import { useSalonFilters } from '../api/get-salon-filters';
import { SalonMarks, SalonStatusBadge } from './salon-status';

function isStatus(value: string): value is AdminSalonStatus {
  return (salonStatuses as readonly string[]).includes(value);
}

/** The server-paginated salon list with search and status, city and category filters. */
export function SalonList({ onOpen }: { onOpen: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [cityId, setCityId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const filters = useSalonFilters();
  const query = useAdminSalons({
    page,
    search: debounced === '' ? undefined : debounced,
    status: isStatus(status) ? status : undefined,
    city_id: cityId === '' ? undefined : Number(cityId),
    category_id: categoryId === '' ? undefined : Number(categoryId),
  });

  const columns: Column<AdminSalonListItem>[] = [
    {
      key: 'name',
      header: 'Salon',
      cell: (s) => (
        <div className="flex items-center gap-3">
          {s.logo !== null ? (
            <img src={s.logo} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-100"
            >
              <Store className="size-5 text-gray-500" />
            </span>
          )}
          <div className="min-w-0">
            <p className="font-medium text-gray-900">{s.name}</p>
            <p className="text-xs text-gray-500">
              {s.district}, {s.city}
            </p>
            <div className="mt-1 flex flex-wrap gap-1 sm:hidden">
              <SalonStatusBadge status={s.status} />
            </div>
          </div>
        </div>
      ),
    },
    {
      key: 'owner',
      header: 'Sahibi',
      hideBelow: 'lg',
      cell: (s) => (
        <div>
          <p>{s.owner.name}</p>
          <p className="text-xs text-gray-500">{s.owner.email}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Durum',
      hideBelow: 'sm',
      cell: (s) => (
        <div className="flex flex-wrap gap-1">
          <SalonStatusBadge status={s.status} />
          <SalonMarks verified={s.is_verified} featured={s.is_featured} />
        </div>
      ),
    },
    {
      key: 'appointments',
      header: 'Randevu',
      hideBelow: 'md',
      cell: (s) => formatNumber(s.total_appointments),
    },
    {
      key: 'rating',
      header: 'Puan',
      hideBelow: 'md',
      cell: (s) => `${formatRating(s.rating_average)} (${formatNumber(s.review_count)})`,
    },
    { key: 'created', header: 'Kayıt', hideBelow: 'lg', cell: (s) => formatShortDate(s.created_at) },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      className: 'text-right',
      cell: (s) => (
        <Button variant="outline" size="sm" onClick={() => onOpen(s.id)}>
          Detay<span className="sr-only"> – {s.name}</span>
        </Button>
      ),
    },
  ];

  const reset = (fn: (v: string) => void) => (value: string) => {
    fn(value);
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchInput
          label="Salon ara"
          placeholder="Salon adı, e-posta, telefon veya sahibi…"
          value={search}
          onChange={(e) => reset(setSearch)(e.target.value)}
        />
        <FilterSelect
          label="Durum"
          allLabel="Tüm durumlar"
          value={status}
          onChange={(e) => reset(setStatus)(e.target.value)}
          options={(
            filters.data?.statuses ??
            salonStatuses.map((value) => ({ value, label: salonStatusLabels[value], count: null }))
          ).map((o) => ({
            value: o.value,
            label: o.count === null ? o.label : `${o.label} (${o.count})`,
          }))}
        />
        <FilterSelect
          label="İl"
          allLabel="Tüm iller"
          value={cityId}
          onChange={(e) => reset(setCityId)(e.target.value)}
          options={(filters.data?.cities ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.count})`,
          }))}
        />
        <FilterSelect
          label="Kategori"
          allLabel="Tüm kategoriler"
          value={categoryId}
          onChange={(e) => reset(setCategoryId)(e.target.value)}
          options={(filters.data?.categories ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.count})`,
          }))}
        />
      </div>
      <PagedTable
        query={query}
        caption="Salonlar"
        columns={columns}
        rowKey={(s) => s.id}
        onPageChange={setPage}
        pagerLabel="Salon sayfaları"
        loadingLabel="Salonlar yükleniyor…"
        errorTitle="Salonlar yüklenemedi"
        emptyTitle="Salon bulunamadı"
        emptyDescription="Aramanızı veya filtreleri değiştirmeyi deneyin."
      />
    </div>
  );
}
