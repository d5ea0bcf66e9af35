import { X } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { BOOKING_STEPS, type BookingStep } from '@salonya/domain/routing/route-table';
import { fallbackHome } from '@salonya/domain/routing/landing';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useCurrentRoute } from '../use-current-route';
import { Logo } from './logo';

export const BOOKING_STEP_LABELS: Readonly<Record<BookingStep, string>> = {
  entry: 'Başlangıç',
  date: 'Tarih',
  staff: 'Uzman',
  services: 'Hizmetler',
  location: 'Adres',
  pet: 'Evcil Hayvan',
  time: 'Saat',
  payment: 'Ödeme',
  success: 'Onay',
};

/** Steps shown in the progress list; the conditional ones (location, pet) only while they are the current one. */
const CONDITIONAL_STEPS: readonly BookingStep[] = ['entry', 'location', 'pet'];

function isBookingStep(value: string | undefined): value is BookingStep {
  return (BOOKING_STEPS as readonly string[]).includes(value ?? '');
}

/** The booking wizard: a focused frame with the steps and a way out to the user's area (SPEC §2.11). */
export function Component() {
  const current = useCurrentRoute();
  const step: BookingStep = isBookingStep(current?.params.step) ? current.params.step : 'entry';
  const { user } = useSession();
  const shown = BOOKING_STEPS.filter((s) => s === step || !CONDITIONAL_STEPS.includes(s));
  const currentIndex = BOOKING_STEPS.indexOf(step);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4">
          <Logo />
          <Link
            to={fallbackHome(user?.user_type ?? null)}
            reloadDocument={user?.user_type === 'admin'}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <X aria-hidden="true" className="size-4" />
            Vazgeç
          </Link>
        </div>
        <nav aria-label="Randevu adımları" className="mx-auto max-w-4xl overflow-x-auto px-4 pb-3">
          <ol className="flex min-w-max items-center gap-2 text-xs">
            {shown.map((s) => {
              const index = BOOKING_STEPS.indexOf(s);
              return (
                <li
                  key={s}
                  aria-current={s === step ? 'step' : undefined}
                  className={cn(
                    'rounded-full px-3 py-1 font-medium',
                    s === step
                      ? 'bg-brand-600 text-white'
                      : index < currentIndex
                        ? 'bg-brand-50 text-brand-800'
                        : 'bg-gray-100 text-gray-600',
                  )}
                >
                  {BOOKING_STEP_LABELS[s]}
                </li>
              );
            })}
          </ol>
        </nav>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
