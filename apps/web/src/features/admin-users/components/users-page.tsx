import { useState } from 'react';
import type { AdminUserListItem } from '@salonya/contracts/admin';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@salonya/domain/constants';
import { isUserType, USER_TYPE_LABELS, USER_TYPES, type UserType } from '@salonya/domain/user-types';
import { Button } from '@/components/ui/button';
import { type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatRelativeTime, formatShortDate } from '@/lib/format';
import { useAdminUsers } from '../api/get-admin-users';
import { UserDetailDialog } from './user-detail-dialog';

type StatusFilter = 'active' | 'inactive' | '';

/** Admin #users: search, filter by user type and status, open a user. */
export function UsersPage({
  openUserId,
  onOpenUser,
  onCloseUser,
}: {
  openUserId: number | null;
  onOpenUser: (id: number) => void;
  onCloseUser: () => void;
}) {
  const [search, setSearch] = useState('');
  const [userType, setUserType] = useState<UserType | ''>('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const query = useAdminUsers({
    page,
    search: debounced === '' ? undefined : debounced,
    user_type: userType === '' ? undefined : userType,
    status: status === '' ? undefined : status,
  });

  const columns: Column<AdminUserListItem>[] = [
    {
      key: 'name',
      header: 'Kullanıcı',
      cell: (u) => (
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{u.name}</p>
          <p className="truncate text-xs text-gray-500">{u.email}</p>
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Tür',
      hideBelow: 'sm',
      cell: (u) => <StatusBadge tone="blue">{USER_TYPE_LABELS[u.user_type]}</StatusBadge>,
    },
    {
      key: 'status',
      header: 'Durum',
      hideBelow: 'md',
      cell: (u) =>
        u.is_active ? (
          <StatusBadge tone="green">Aktif</StatusBadge>
        ) : (
          <StatusBadge tone="red">Devre dışı</StatusBadge>
        ),
    },
    {
      key: 'last-login',
      header: 'Son giriş',
      hideBelow: 'lg',
      cell: (u) => (u.last_login_at === null ? '—' : formatRelativeTime(u.last_login_at)),
    },
    { key: 'created', header: 'Kayıt', hideBelow: 'lg', cell: (u) => formatShortDate(u.created_at) },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      className: 'text-right',
      cell: (u) => (
        <Button variant="outline" size="sm" onClick={() => onOpenUser(u.id)}>
          Detay<span className="sr-only"> – {u.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Kullanıcılar
        </h1>
        <p className="text-sm text-gray-600">
          Müşteri, salon sahibi, personel ve yönetici hesaplarını yönetin.
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchInput
          label="Kullanıcı ara"
          placeholder="Ad, e-posta veya telefon…"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Kullanıcı tipi"
          allLabel="Tüm kullanıcı tipleri"
          value={userType}
          onChange={(e) => {
            setUserType(isUserType(e.target.value) ? e.target.value : '');
            setPage(1);
          }}
          options={USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))}
        />
        <FilterSelect
          label="Hesap durumu"
          allLabel="Tüm durumlar"
          value={status}
          onChange={(e) => {
            const value = e.target.value;
            setStatus(value === 'active' || value === 'inactive' ? value : '');
            setPage(1);
          }}
          options={[
            { value: 'active', label: 'Aktif' },
            { value: 'inactive', label: 'Devre dışı' },
          ]}
        />
      </div>
      <PagedTable
        query={query}
        caption="Kullanıcılar"
        columns={columns}
        rowKey={(u) => u.id}
        onPageChange={setPage}
        pagerLabel="Kullanıcı sayfaları"
        loadingLabel="Kullanıcılar yükleniyor…"
        errorTitle="Kullanıcılar yüklenemedi"
        emptyTitle="Kullanıcı bulunamadı"
        emptyDescription="Aramanızı veya filtreleri değiştirmeyi deneyin."
      />
      <UserDetailDialog userId={openUserId} onClose={onCloseUser} />
    </section>
  );
}
