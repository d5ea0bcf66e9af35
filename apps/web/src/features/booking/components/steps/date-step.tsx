import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { formatDate, formatMonthShort, formatWeekdayShort } from '@salonya/domain/format/date';
import { useBookingCalendar, type CalendarRequest } from '../../api/get-booking-calendar';
import { useServerToday } from '../../hooks/use-server-today';
import { CALENDAR_FAILED } from '../../messages';
import { withDate } from '../../utils/booking-draft';
import {
  calendarProbe,
  dayOptions,
  DEFAULT_DAYS_AHEAD,
  monthsOf,
  type DayState,
} from '../../utils/date-options';
import { addDays, dayAsDate } from '@salonya/domain/time/istanbul';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';

const STATE_TEXT: Readonly<Record<DayState, string>> = {
  available: '',
  unknown: '',
  closed: 'Kapalı',
  full: 'Dolu',
};

/**
 * SPEC §2.5 'date': the coming days from today by the server clock (SPEC §4 'Server time'). Closed days come from
 * the opening hours; the booking calendar marks the days without a free time — for the chosen services, or before
 * they are chosen for the shortest service (issue #21 item 2: no 'Bugün' after closing).
 */
export function DateStep({ salonId, salon, services, draft, update, goNext, goBack, serverNow }: StepProps) {
  const { state: clock, retry } = useServerToday(serverNow);
  const today = clock.status === 'ready' ? clock.today : null;
  const serviceIds = draft.selectedServices.map((s) => s.id);
  const staffId = draft.selectedStaff?.kind === 'staff' ? draft.selectedStaff.salonStaffId : null;
  const ask =
    serviceIds.length > 0
      ? { serviceIds, staff: staffId ?? ('any' as const) }
      : calendarProbe(services, staffId);
  const months = today === null ? [] : monthsOf(today, addDays(today, DEFAULT_DAYS_AHEAD - 1));
  const request = (month: string | undefined): CalendarRequest | null =>
    month === undefined || ask === null
      ? null
      : { salonId, month, serviceIds: ask.serviceIds, staff: ask.staff };
  const first = useBookingCalendar(request(months[0]));
  const second = useBookingCalendar(request(months[1]));
  const asked = [first, second].filter((_, i) => months[i] !== undefined && ask !== null);
  // Only a calendar of the chosen services is required; the probe is a hint, and without it the days stay open.
  const probeFailed = serviceIds.length === 0 && asked.some((c) => c.isError);
  const calendars = probeFailed ? [] : asked;
  const failed = calendars.find((c) => c.isError);

  let body;
  if (clock.status === 'error') {
    body = <ErrorState title="Tarihler gösterilemiyor" message={clock.message} onRetry={retry} />;
  } else if (today === null || calendars.some((c) => c.isPending)) {
    body = <LoadingState label="Takvim yükleniyor…" />;
  } else if (failed) {
    body = (
      <ErrorState
        title={CALENDAR_FAILED}
        message={failed.error?.message}
        onRetry={() => {
          for (const c of calendars) if (c.isError) void c.refetch();
        }}
        isRetrying={calendars.some((c) => c.isFetching)}
      />
    );
  } else {
    const rules = calendars[0]?.data?.rules;
    const days = dayOptions({
      today,
      openingHours: salon.opening_hours,
      calendar: calendars.length === 0 ? null : calendars.flatMap((c) => c.data?.days ?? []),
      firstBookable: rules?.first_bookable_date ?? null,
      lastBookable: rules?.last_bookable_date ?? null,
    });
    body = (
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7" aria-label="Günler">
        {days.map((day) => {
          const date = dayAsDate(day.date);
          const selected = draft.selectedDate === day.date;
          const label =
            day.date === today
              ? 'Bugün'
              : day.date === addDays(today, 1)
                ? 'Yarın'
                : formatWeekdayShort(date);
          const unavailable = day.state === 'closed' || day.state === 'full';
          return (
            <li key={day.date}>
              <button
                type="button"
                disabled={unavailable}
                aria-pressed={selected}
                data-date={day.date}
                onClick={() => update((d) => withDate(d, day.date))}
                className={cn(
                  'flex min-h-20 w-full flex-col items-center justify-center rounded-xl border px-1 py-2 text-center transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-gray-200 bg-white text-gray-900 hover:border-brand-400',
                  'disabled:cursor-not-allowed disabled:border-gray-100 disabled:bg-gray-50 disabled:text-gray-400',
                )}
              >
                {/* The name is the visible text plus the full date (axe label-content-name-mismatch, issue 21 item 14). */}
                <span className="text-xs font-medium">{label}</span>{' '}
                <span className="text-xl font-semibold">{Number(day.date.slice(8, 10))}</span>{' '}
                <span className="text-xs">
                  {unavailable ? STATE_TEXT[day.state] : formatMonthShort(date)}
                </span>
                <span className="sr-only">, {formatDate(date)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <StepFrame title="Tarih seçin" description="Randevu almak istediğiniz günü seçin.">
      {body}
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{ label: 'Devam Et', onClick: goNext, disabled: draft.selectedDate === null }}
      />
    </StepFrame>
  );
}
