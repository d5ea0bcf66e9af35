import { useCallback, useEffect, useMemo, type JSX } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CalendarOff, Phone } from 'lucide-react';
import type { BookingStep } from '@salonya/domain/routing/route-table';
import { fallbackHome } from '@salonya/domain/routing/landing';
import { SALON_NOT_FOUND } from '@salonya/domain/messages';
import { SALON_SETTINGS_MESSAGES } from '@salonya/domain/salon-owner/settings';
import { Alert } from '@/components/ui/alert';
import { usePublicSalon, usePublicSalonServices, usePublicSalonStaff } from '@/hooks/use-public-salon';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { ONLY_CUSTOMERS_TEXT, ONLY_CUSTOMERS_TITLE } from '../messages';
import { draftNeeds, readDraft, toGuardDraft, useBookingDraft } from '../utils/booking-draft';
import {
  decideStep,
  nextStep,
  previousStep,
  skipUnneededStep,
  type StepDecision,
} from '../utils/booking-steps';
import { storeResumeTarget } from '../utils/resume-target';
import { hasVisitedWizard, markWizardVisited } from '../utils/wizard-visits';
import { DateStep } from './steps/date-step';
import { EntryStep } from './steps/entry-step';
import { LocationStep } from './steps/location-step';
import { PaymentStep } from './steps/payment-step';
import { PetStep } from './steps/pet-step';
import { ServicesStep } from './steps/services-step';
import { StaffStep } from './steps/staff-step';
import { SuccessStep } from './steps/success-step';
import { TimeStep } from './steps/time-step';
import type { BookingSalon } from '../types';
import type { StepProps } from './step-props';
import { useCan } from '@/hooks/use-can';

const STEP_COMPONENTS: Readonly<Record<BookingStep, (props: StepProps) => JSX.Element>> = {
  entry: EntryStep,
  date: DateStep,
  staff: StaffStep,
  services: ServicesStep,
  location: LocationStep,
  pet: PetStep,
  time: TimeStep,
  payment: PaymentStep,
  success: SuccessStep,
};

/**
 * The booking wizard /salons/{salonId}/booking/{step?} (SPEC §2.5). Any logged-in user may open it, but only a
 * customer books (SPEC §1, §6): other user types see why. For a customer the SPEC §4 rules decide each step
 * (booking-steps.ts); the draft lives in sessionStorage (booking-draft.ts).
 */
export interface BookingWizardProps {
  salonId: number;
  step: BookingStep;
  /** The server clock (the system feature's getServerNow, passed in by the route). */
  serverNow: () => Promise<Date>;
}

export function BookingWizard({ salonId, step, serverNow }: BookingWizardProps) {
  const { user } = useSession();
  const can = useCan();
  if (user !== null && !can('appointment.book')) {
    return (
      <EmptyState
        pageHeading
        title={ONLY_CUSTOMERS_TITLE}
        description={ONLY_CUSTOMERS_TEXT}
        action={
          <Link
            to={fallbackHome(user.user_type)}
            reloadDocument={user.user_type === 'admin'}
            className={buttonClasses({ variant: 'outline' })}
          >
            Panelime Dön
          </Link>
        }
      />
    );
  }
  return <CustomerWizard salonId={salonId} step={step} serverNow={serverNow} />;
}

function CustomerWizard({ salonId, step, serverNow }: BookingWizardProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { draft, update } = useBookingDraft(salonId);
  const salon = usePublicSalon(salonId);
  const services = usePublicSalonServices(salonId);
  const staff = usePublicSalonStaff(salonId);

  const decisionKey = JSON.stringify(
    decideStep({
      salonId,
      step,
      path: location.pathname,
      query: location.search,
      hasEarlierNavigation: hasVisitedWizard(salonId),
      draft: toGuardDraft(draft),
    }),
  );
  // One object per distinct decision, so the effect below runs when the decision changes, not on every render.
  const decision = useMemo(() => JSON.parse(decisionKey) as StepDecision, [decisionKey]);

  useEffect(() => {
    if (decision.kind === 'resume-from-entry') {
      storeResumeTarget(decision.target);
      void navigate(paths.booking.getHref(salonId), { replace: true });
    } else if (decision.kind === 'redirect') {
      const query = decision.keepQuery ? location.search : '';
      void navigate(`${paths.booking.getHref(salonId, decision.step)}${query}`, { replace: true });
    } else if (step !== 'entry') {
      markWizardVisited(salonId);
      const skipTo = skipUnneededStep(step, draftNeeds(readDraft(salonId)));
      if (skipTo !== null) {
        void navigate(`${paths.booking.getHref(salonId, skipTo)}${location.search}`, { replace: true });
      }
    }
  }, [decision, location.search, navigate, salonId, step]);

  const goTo = useCallback(
    (target: BookingStep, options: { keepQuery?: boolean } = {}) => {
      markWizardVisited(salonId);
      const query = options.keepQuery === false ? '' : location.search;
      void navigate(`${paths.booking.getHref(salonId, target)}${query}`);
    },
    [location.search, navigate, salonId],
  );

  const goNext = useCallback(() => {
    const next = nextStep(step, draftNeeds(readDraft(salonId)));
    if (next !== null) goTo(next, { keepQuery: next !== 'success' });
  }, [goTo, salonId, step]);

  const back = previousStep(step, draftNeeds(draft));

  // Keeps the page at the top when a step changes (SPEC §2.11: scroll resets on load).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  if (decision.kind !== 'render') return <LoadingState />;

  const queries = [salon, services, staff];
  const failed = queries.find((q) => q.isError);
  if (failed) {
    const notFound = failed.error instanceof ApiError && failed.error.status === 404;
    return (
      <ErrorState
        pageHeading
        title={notFound ? SALON_NOT_FOUND : 'Randevu sayfası yüklenemedi'}
        message={notFound ? undefined : failureMessage(failed.error, 'Salon bilgileri alınamadı')}
        onRetry={
          notFound
            ? undefined
            : () => {
                for (const q of queries) if (q.isError) void q.refetch();
              }
        }
        isRetrying={queries.some((q) => q.isFetching)}
      />
    );
  }
  if (salon.data === undefined || services.data === undefined || staff.data === undefined) {
    return <LoadingState label="Salon bilgileri yükleniyor…" />;
  }

  // A paused salon takes no online booking: say so at once rather than after services, staff and a date.
  if (salon.data.accepts_online_bookings === false && step !== 'success') {
    return <BookingPaused salonId={salonId} salon={salon.data} />;
  }

  const Step = STEP_COMPONENTS[step];
  const notices = noticesOf(location.state);
  return (
    <>
      {notices.map((notice) => (
        <Alert key={notice} variant="info" className="mb-4">
          {notice}
        </Alert>
      ))}
      <Step
        salonId={salonId}
        salon={salon.data}
        services={services.data}
        staff={staff.data}
        draft={draft}
        update={update}
        goNext={goNext}
        goTo={goTo}
        serverNow={serverNow}
        goBack={back === null ? null : () => goTo(back)}
      />
    </>
  );
}

function BookingPaused({ salonId, salon }: { salonId: number; salon: BookingSalon }) {
  const phone = salon.phone ?? null;
  return (
    <EmptyState
      pageHeading
      icon={<CalendarOff className="size-10" />}
      title={SALON_SETTINGS_MESSAGES.onlineBookingsPausedTitle}
      description={SALON_SETTINGS_MESSAGES.onlineBookingsPaused}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {phone !== null && phone.trim() !== '' && (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={buttonClasses()}>
              <Phone aria-hidden="true" className="size-4" />
              {`Salonu Ara: ${phone}`}
            </a>
          )}
          <Link
            to={paths.salon.detail.getHref(salonId, salon.slug || undefined)}
            className={buttonClasses({ variant: 'outline' })}
          >
            Salon Sayfasına Dön
          </Link>
        </div>
      }
    />
  );
}

/** Messages the entry left for the first step (e.g. a package link that cannot be used). */
function noticesOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const notices = (state as { bookingNotices?: unknown }).bookingNotices;
  return Array.isArray(notices) ? notices.filter((n): n is string => typeof n === 'string') : [];
}
