import { useEffect, useEffectEvent, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  appointmentStatusLabels,
  appointmentStatusValues,
  type AppointmentStatusValue,
} from '@salonya/contracts/booking';
import { Button, buttonClasses } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { paths } from '@/lib/paths';
import { useOwnerAppointments, type OwnerFilters } from '../../api/managed-appointments';
import { useOwnerTeam } from '../../api/owner-team';
import { istanbulToday } from '../../utils/calendar';
import { AppointmentListStates } from '../appointment-list-states';
import { ManagedAppointmentList } from './managed-appointment-list';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATUS_OPTIONS = appointmentStatusValues.map((value) => ({
  value,
  label: appointmentStatusLabels[value],
}));

/** ?baslangic=hepsi: no lower bound (the list starts today unless asked otherwise). */
export const ALL_DATES = 'hepsi';

/**
 * The filters live in the URL (?baslangic, bitis, durum, personel, ara, sayfa): a link or a refresh keeps them.
 * Without ?baslangic the list starts `today` (the salon works forward); ?baslangic=hepsi includes the past.
 */
export function readOwnerFilters(params: URLSearchParams, today: string): OwnerFilters {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : undefined;
  };
  const status = params.get('durum') ?? '';
  const staff = Number(params.get('personel') ?? '');
  const page = Number(params.get('sayfa') ?? '1');
  const search = (params.get('ara') ?? '').trim();
  const from = params.get('baslangic');
  return {
    dateFrom: from === null ? today : from === ALL_DATES ? undefined : date('baslangic'),
    dateTo: date('bitis'),
    status: (appointmentStatusValues as readonly string[]).includes(status)
      ? (status as AppointmentStatusValue)
      : undefined,
    salonStaffId: Number.isInteger(staff) && staff > 0 ? staff : undefined,
    search: search.length >= 2 ? search.slice(0, 100) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * /salon/randevular: the appointments of the selected salon (SPEC §4, switched in the area header) with date
 * range, status, staff and text filters.
 */
export function OwnerAppointmentsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readOwnerFilters(params, istanbulToday(new Date()));
  const team = useOwnerTeam();
  const salonId = team.salon?.id;
  const list = useOwnerAppointments({ ...filters, salonId }, salonId !== undefined);
  const noSalon = team.error === null && !team.isPending && team.salon === null;
  const [searchText, setSearchText] = useState(params.get('ara') ?? '');
  const debounced = useDebouncedValue(searchText, 300);

  const setFilter = (key: string, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'sayfa') next.delete('sayfa');
        return next;
      },
      { replace: true },
    );
  };

  // Only a change of the debounced text writes ?ara; the URL it compares with is read when it fires.
  const applySearch = useEffectEvent((text: string) => {
    if (text === (params.get('ara') ?? '') || text.length === 1) return;
    setFilter('ara', text);
  });
  useEffect(() => applySearch(debounced.trim()), [debounced]);

  const hasFilters = ['baslangic', 'bitis', 'durum', 'personel', 'ara'].some((k) => params.has(k));
  const staffOptions = (team.data?.staff ?? []).map((s) => ({
    value: String(s.salon_staff_id),
    label: team.data && team.data.salons.length > 1 ? `${s.display_name} (${s.salon_name})` : s.display_name,
  }));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Randevular</h1>
        <Link to={paths.salon.calendar.getHref()} className={buttonClasses({ variant: 'outline' })}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Takvim
        </Link>
      </div>
      <form
        role="search"
        aria-label="Randevu filtreleri"
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Başlangıç tarihi"
          type="date"
          value={filters.dateFrom ?? ''}
          max={filters.dateTo}
          onChange={(e) => setFilter('baslangic', e.target.value === '' ? ALL_DATES : e.target.value)}
        />
        <TextField
          label="Bitiş tarihi"
          type="date"
          value={filters.dateTo ?? ''}
          min={filters.dateFrom}
          onChange={(e) => setFilter('bitis', e.target.value)}
        />
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-gray-700" aria-hidden="true">
            Durum
          </span>
          <FilterSelect
            label="Durum"
            allLabel="Tüm durumlar"
            options={STATUS_OPTIONS}
            value={filters.status ?? ''}
            onChange={(e) => setFilter('durum', e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-gray-700" aria-hidden="true">
            Personel
          </span>
          <FilterSelect
            label="Personel"
            allLabel="Tüm personel"
            options={staffOptions}
            value={filters.salonStaffId ? String(filters.salonStaffId) : ''}
            onChange={(e) => setFilter('personel', e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-gray-700" aria-hidden="true">
            Müşteri ara
          </span>
          <SearchInput
            label="Müşteri ara (ad, e-posta, telefon)"
            placeholder="Ad, e-posta, telefon"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        {hasFilters && (
          <div className="sm:col-span-2 lg:col-span-5">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearchText('');
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              Filtreleri Temizle
            </Button>
          </div>
        )}
      </form>
      <section aria-label="Randevu listesi" className="space-y-3">
        {team.salonError !== null ? (
          <ErrorState
            title="Randevular yüklenemedi"
            message={team.salonError.message}
            onRetry={() => team.refetch()}
          />
        ) : noSalon ? (
          <EmptyState
            title="Henüz salonunuz yok"
            description="Salonunuz onaylandığında randevuları burada görürsünüz."
          />
        ) : (
          <AppointmentListStates
            list={list}
            loadingLabel="Randevular yükleniyor…"
            empty={
              <EmptyState
                title={hasFilters ? 'Bu filtrelere uyan randevu yok' : 'Bugünden sonra randevu yok'}
                description={
                  hasFilters
                    ? 'Filtreleri değiştirip tekrar deneyin.'
                    : 'Yeni randevular burada görünür. Geçmiş randevular için başlangıç tarihini temizleyin.'
                }
              />
            }
          >
            {(data, busy) => (
              <>
                <p className="text-sm text-gray-600" aria-live="polite">
                  {data.meta.total} randevu
                </p>
                <ManagedAppointmentList
                  data={data}
                  viewer="owner"
                  busy={busy}
                  onPage={(page) => setFilter('sayfa', page > 1 ? String(page) : '')}
                />
              </>
            )}
          </AppointmentListStates>
        )}
      </section>
    </div>
  );
}
