import { CalendarPlus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { useCustomerAppointments, type AppointmentScope } from '../api/get-customer-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentListStates } from './appointment-list-states';

/** The tab is in the URL (?durum=yaklasan|gecmis) so a link or a refresh opens the same list. */
const SCOPE_BY_PARAM: Readonly<Record<string, AppointmentScope>> = { yaklasan: 'upcoming', gecmis: 'past' };
const PARAM_BY_SCOPE: Readonly<Record<AppointmentScope, string>> = { upcoming: 'yaklasan', past: 'gecmis' };

const TABS = [
  { id: 'upcoming', label: 'Yaklaşan' },
  { id: 'past', label: 'Geçmiş' },
] as const;

function hrefOf(scope: AppointmentScope, page = 1): string {
  const base = `${paths.customer.appointments.getHref()}?durum=${PARAM_BY_SCOPE[scope]}`;
  return page > 1 ? `${base}&sayfa=${page}` : base;
}

/** /musteri/randevular: the customer's appointments, upcoming (soonest first) and past (latest first). */
export function AppointmentsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const scope = SCOPE_BY_PARAM[params.get('durum') ?? ''] ?? 'upcoming';
  const rawPage = Number(params.get('sayfa') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
  const list = useCustomerAppointments(scope, page);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Randevularım</h1>
      <TabList
        tabs={TABS.map((tab) => ({ ...tab, href: hrefOf(tab.id) }))}
        selected={scope}
        onSelect={(id) => void navigate(hrefOf(id))}
        label="Randevu listesi"
        idPrefix="appointments"
      />
      <TabPanel idPrefix="appointments" id={scope}>
        <AppointmentListStates
          list={list}
          loadingLabel="Randevularınız yükleniyor…"
          empty={
            <EmptyState
              title={scope === 'upcoming' ? 'Yaklaşan randevunuz yok' : 'Geçmiş randevunuz yok'}
              description={
                scope === 'upcoming'
                  ? 'Size uygun bir salon bulup birkaç adımda randevu alabilirsiniz.'
                  : undefined
              }
              action={
                scope === 'upcoming' ? (
                  <Link to={paths.home.getHref()} className={buttonClasses()}>
                    <CalendarPlus aria-hidden="true" className="size-4" />
                    Salon Keşfet
                  </Link>
                ) : undefined
              }
            />
          }
        >
          {(data, busy) => (
            <>
              <ul className="space-y-3" aria-busy={busy || undefined}>
                {data.appointments.map((appointment) => (
                  <li key={appointment.id}>
                    <AppointmentCard appointment={appointment} />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-6"
                currentPage={data.meta.page}
                lastPage={data.meta.last_page}
                getHref={(p) => hrefOf(scope, p)}
                label="Randevu sayfaları"
              />
            </>
          )}
        </AppointmentListStates>
      </TabPanel>
    </div>
  );
}
