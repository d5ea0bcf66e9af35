import { formatDate, formatDayHeader } from '@salonya/domain/format/date';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { Appointment } from '@salonya/contracts/booking';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useOwnerCalendar } from '../../api/managed-appointments';
import { useOwnerTeam, type OwnerTeam } from '../../api/owner-team';
import {
  assignLanes,
  gridHours,
  isDate,
  istanbulToday,
  minutesOf,
  placeBlock,
  slotAt,
  stepDay,
  timeOf,
  viewDays,
  type CalendarView,
} from '../../utils/calendar';
import { formatAppointmentDay } from '../../utils/format';
import { StatusBadge } from '../status-badge';
import { AppointmentActions } from './appointment-actions';
import { WalkInDialog, type WalkInStart } from './walk-in-dialog';

/** Pixels per minute of the grid (an hour is 72 px: a 15-minute appointment still has room for its time). */
const PX_PER_MINUTE = 1.2;

const BLOCK_TONES: Readonly<Record<Appointment['status'], string>> = {
  pending: 'border-amber-400 bg-amber-50 text-amber-950',
  confirmed: 'border-emerald-500 bg-emerald-50 text-emerald-950',
  completed: 'border-sky-500 bg-sky-50 text-sky-950',
  cancelled: 'border-gray-300 bg-gray-50 text-gray-600 line-through',
  no_show: 'border-red-400 bg-red-50 text-red-950',
};

/**
 * /salon/takvim: the team's day (a column per staff member) and week (a column per day) with the appointments
 * placed by time. ?tarih=YYYY-MM-DD&gorunum=gun|hafta keep the view in the URL; today is the server's day.
 */
export function TeamCalendarPage({ serverNow }: { serverNow: () => Promise<Date> }) {
  const team = useOwnerTeam();
  const [now, setNow] = useState<Date | null>(null);
  const [todayError, setTodayError] = useState(false);

  useEffect(() => {
    let alive = true;
    serverNow().then(
      (at) => alive && setNow(at),
      () => alive && setTodayError(true),
    );
    return () => {
      alive = false;
    };
  }, [serverNow]);

  if (team.error !== null) {
    return (
      <ErrorState title="Takvim yüklenemedi" message={team.error.message} onRetry={() => team.refetch()} />
    );
  }
  if (todayError) {
    return (
      <ErrorState
        title="Takvim yüklenemedi"
        message="Sunucu saati alınamadı. Bağlantınızı kontrol edip tekrar deneyin."
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (team.isPending || team.data === undefined || now === null) {
    return <LoadingState label="Takvim yükleniyor…" />;
  }
  if (team.data.salons.length === 0) {
    return (
      <EmptyState title="Aktif salonunuz yok" description="Takvim, salonunuz yayına alındığında açılır." />
    );
  }
  return <Calendar team={team.data} now={now} />;
}

function Calendar({ team, now }: { team: OwnerTeam; now: Date }) {
  const today = istanbulToday(now);
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('gorunum') === 'hafta' ? 'week' : 'day';
  const rawDay = params.get('tarih') ?? '';
  const day = isDate(rawDay) ? rawDay : today;
  const days = viewDays(view, day);
  // The selected salon (SPEC §4), switched in the area header.
  const salonId = team.salons[0]!.id;
  const [weekStaff, setWeekStaff] = useState('');
  const [openAppointment, setOpenAppointment] = useState<Appointment | null>(null);
  const [walkIn, setWalkIn] = useState<WalkInStart | null>(null);
  const calendar = useOwnerCalendar(salonId, days[0]!, days[days.length - 1]!);
  const salonStaff = team.staff.filter((s) => s.salon_id === salonId);

  const go = (next: { tarih?: string; gorunum?: CalendarView }) => {
    const nextView = next.gorunum ?? view;
    const nextDay = next.tarih ?? day;
    const search: Record<string, string> = {};
    if (nextDay !== today) search.tarih = nextDay;
    if (nextView === 'week') search.gorunum = 'hafta';
    setParams(search);
  };

  const appointments = calendar.data ?? [];
  // The detail dialog follows the list (an action in it refetches the list).
  const shown = openAppointment
    ? (appointments.find((a) => a.id === openAppointment.id) ?? openAppointment)
    : null;

  const title =
    view === 'day'
      ? formatAppointmentDay(`${day}T12:00:00+03:00`)
      : `${formatDate(days[0]!)} – ${formatDate(days[6]!)}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Takvim</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.salon.appointments.getHref()} className={buttonClasses({ variant: 'outline' })}>
            Randevu Listesi
          </Link>
          <Button onClick={() => setWalkIn({ salonId, date: day, time: null, salonStaffId: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Randevu Ekle
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label="Görünüm"
          className="inline-flex rounded-lg border border-gray-300 p-0.5"
        >
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => go({ gorunum: v })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                view === v ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {v === 'day' ? 'Gün' : 'Hafta'}
            </button>
          ))}
        </div>
        <div className="inline-flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={view === 'day' ? 'Önceki gün' : 'Önceki hafta'}
            onClick={() => go({ tarih: stepDay(view, day, -1) })}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => go({ tarih: today })}>
            Bugün
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={view === 'day' ? 'Sonraki gün' : 'Sonraki hafta'}
            onClick={() => go({ tarih: stepDay(view, day, 1) })}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {view === 'week' && salonStaff.length > 1 && (
          <FilterSelect
            label="Personel"
            allLabel="Tüm personel"
            options={salonStaff.map((s) => ({ value: String(s.salon_staff_id), label: s.display_name }))}
            value={weekStaff}
            onChange={(e) => setWeekStaff(e.target.value)}
          />
        )}
      </div>
      <h2 className="text-lg font-semibold text-gray-900" aria-live="polite" data-testid="calendar-title">
        {title}
      </h2>

      {calendar.isError ? (
        <ErrorState
          title="Randevular yüklenemedi"
          message={calendar.error.message}
          onRetry={() => void calendar.refetch()}
          isRetrying={calendar.isFetching}
        />
      ) : calendar.isPending ? (
        <LoadingState label="Randevular yükleniyor…" />
      ) : view === 'day' ? (
        salonStaff.length === 0 ? (
          <EmptyState
            title="Bu salonda personel yok"
            description="Takvim, salona personel eklendiğinde dolar."
          />
        ) : (
          <Grid
            busy={calendar.isPlaceholderData}
            columns={salonStaff.map((member) => ({
              key: String(member.salon_staff_id),
              label: member.display_name,
              items: appointments.filter(
                (a) => a.date === day && a.staff.salon_staff_id === member.salon_staff_id,
              ),
              onAdd: (time) => setWalkIn({ salonId, date: day, time, salonStaffId: member.salon_staff_id }),
              addLabel: `${member.display_name} için randevu ekle`,
            }))}
            onOpen={setOpenAppointment}
            showStaff={false}
          />
        )
      ) : (
        <Grid
          busy={calendar.isPlaceholderData}
          columns={days.map((d) => ({
            key: d,
            label: formatDayHeader(d),
            isToday: d === today,
            onHeader: () => go({ tarih: d, gorunum: 'day' }),
            items: appointments.filter(
              (a) => a.date === d && (weekStaff === '' || String(a.staff.salon_staff_id) === weekStaff),
            ),
            onAdd: (time) =>
              setWalkIn({
                salonId,
                date: d,
                time,
                salonStaffId: weekStaff === '' ? null : Number(weekStaff),
              }),
            addLabel: `${formatDayHeader(d)} için randevu ekle`,
          }))}
          onOpen={setOpenAppointment}
          showStaff
        />
      )}

      <Dialog
        open={shown !== null}
        onClose={() => setOpenAppointment(null)}
        title={shown ? (shown.customer?.name ?? 'Müşteri') : ''}
        description={
          shown
            ? `${formatAppointmentDay(shown.starts_at)} · ${shown.time}–${shown.ends_at.slice(11, 16)}`
            : undefined
        }
        placement="sheet"
      >
        {shown && <AppointmentSummary appointment={shown} />}
      </Dialog>
      {walkIn !== null && (
        <WalkInDialog
          start={walkIn}
          team={team}
          now={now}
          onClose={() => setWalkIn(null)}
          onCreated={(appointment) => {
            setWalkIn(null);
            go({ tarih: appointment.date });
          }}
        />
      )}
    </div>
  );
}

function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  return (
    <div className="space-y-4" data-testid="calendar-appointment">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={appointment.status} label={appointment.status_label} />
        <span className="text-sm text-gray-700">{appointment.staff.display_name}</span>
      </div>
      <p className="text-sm text-gray-700">
        {appointment.services.map((s) => s.name).join(', ')} · {formatPrice(appointment.total_price)}
      </p>
      {appointment.customer?.phone && (
        <a href={`tel:${appointment.customer.phone}`} className="text-sm text-brand-700 hover:underline">
          {appointment.customer.phone}
        </a>
      )}
      <AppointmentActions appointment={appointment} viewer="owner" />
      <Link
        to={paths.salon.appointmentDetail.getHref(appointment.id)}
        className={buttonClasses({ variant: 'ghost', className: '-ml-3' })}
      >
        Randevu Detayı
      </Link>
    </div>
  );
}

interface Column {
  key: string;
  label: string;
  isToday?: boolean;
  onHeader?: () => void;
  items: Appointment[];
  onAdd: (time: string) => void;
  addLabel: string;
}

/**
 * The time grid: an hour gutter and one column per staff member (day) or per day (week). A click on an empty
 * part of a column starts a walk-in appointment at that quarter hour; the '+' of the header does the same from
 * the keyboard.
 */
function Grid({
  columns,
  onOpen,
  showStaff,
  busy,
}: {
  columns: Column[];
  onOpen: (appointment: Appointment) => void;
  showStaff: boolean;
  busy: boolean;
}) {
  const ranges = useMemo(
    () =>
      columns.flatMap((c) =>
        c.items.map((a) => ({
          start: minutesOf(a.time),
          end: minutesOf(a.ends_at.slice(11, 16)) || 24 * 60,
        })),
      ),
    [columns],
  );
  const { first, last } = gridHours(ranges);
  const height = (last - first) * PX_PER_MINUTE;
  const hours = Array.from({ length: (last - first) / 60 }, (_, i) => first + i * 60);

  const clickColumn = (column: Column) => (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    column.onAdd(slotAt((event.clientY - rect.top) / PX_PER_MINUTE, first, last));
  };

  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-xl border border-gray-200 bg-white',
        busy && 'opacity-60',
      )}
      aria-busy={busy || undefined}
      data-testid="calendar-grid"
    >
      <div
        className="grid min-w-full"
        style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(9rem, 1fr))` }}
      >
        <div className="sticky left-0 z-10 border-b border-gray-200 bg-white" />
        {columns.map((column) => (
          <div
            key={column.key}
            className={cn(
              'flex items-center justify-between gap-1 border-b border-l border-gray-200 px-2 py-2 text-sm font-semibold',
              column.isToday ? 'bg-brand-50 text-brand-800' : 'text-gray-900',
            )}
          >
            {column.onHeader ? (
              <button type="button" onClick={column.onHeader} className="truncate text-left hover:underline">
                {column.label}
              </button>
            ) : (
              <span className="truncate">{column.label}</span>
            )}
            <button
              type="button"
              aria-label={column.addLabel}
              onClick={() => column.onAdd(timeOf(first + 60))}
              className="rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-brand-700"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}

        <div className="sticky left-0 z-10 bg-white" style={{ height }}>
          {hours.map((h) => (
            <div
              key={h}
              className="relative border-t border-gray-100 pr-1 text-right text-xs text-gray-500"
              style={{ height: 60 * PX_PER_MINUTE }}
            >
              <span className="relative -top-2">{timeOf(h)}</span>
            </div>
          ))}
        </div>
        {columns.map((column) => (
          <div
            key={column.key}
            className="relative cursor-cell border-l border-gray-200"
            style={{
              height,
              backgroundImage: `repeating-linear-gradient(to bottom, #f3f4f6 0, #f3f4f6 1px, transparent 1px, transparent ${60 * PX_PER_MINUTE}px)`,
            }}
            onClick={clickColumn(column)}
            data-testid={`calendar-column-${column.key}`}
          >
            {assignLanes(
              column.items.map((a) => ({
                a,
                start: minutesOf(a.time),
                end: minutesOf(a.ends_at.slice(11, 16)) || 24 * 60,
              })),
            ).map(({ item, lane, lanes }) => {
              const { top, height: h } = placeBlock(item.start, item.end, first);
              const a = item.a;
              const who = a.customer?.name ?? 'Müşteri';
              return (
                <button
                  key={a.id}
                  type="button"
                  onClick={() => onOpen(a)}
                  data-testid="calendar-block"
                  className={cn(
                    'absolute overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-xs shadow-sm hover:z-10 hover:shadow-md focus-visible:z-10',
                    BLOCK_TONES[a.status],
                  )}
                  style={{
                    top: top * PX_PER_MINUTE,
                    height: h * PX_PER_MINUTE - 2,
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                  }}
                >
                  <span className="block font-semibold">
                    {a.time} {who}
                  </span>{' '}
                  <span className="block truncate">
                    {showStaff ? `${a.staff.display_name} · ` : ''}
                    {a.services.map((s) => s.name).join(', ')}
                  </span>
                  {/* Named by what it shows, then the rest (axe label-content-name-mismatch, issue 21 item 14). */}
                  <span className="sr-only">
                    , {a.time}–{a.ends_at.slice(11, 16)}, {a.staff.display_name}, {a.status_label}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
