import { X } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import type { BookingStep } from '@salonya/domain/routing/route-table';
import { fallbackHome } from '@salonya/domain/routing/landing';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { draftNeeds, useBookingDraft } from '@/features/booking/utils/booking-draft';
import { flowSteps, isBookingStep } from '@/features/booking/utils/booking-steps';
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

/** The booking wizard: a focused frame with the steps and a way out to the user's area (SPEC §2.11). */
export function Component() {
  const current = useCurrentRoute();
  const step: BookingStep = isBookingStep(current?.params.step) ? current.params.step : 'entry';
  const salonId = Number(current?.params.salonId ?? 0);
  const { user } = useSession();
  const { draft } = useBookingDraft(salonId);
  // The steps this customer walks through (location and pet only when a chosen service needs them); the entry
  // moves on by itself and is not shown.
  const shown: BookingStep[] = flowSteps(draftNeeds(draft)).filter((s) => s !== 'entry');
  const currentIndex = Math.max(0, shown.indexOf(step));
  const progress = step === 'entry' ? 0 : ((currentIndex + 1) / shown.length) * 100;

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
        <nav aria-label="Randevu adımları" className="mx-auto max-w-4xl px-4 pb-3">
          {/* Phones: the current step and a progress bar; wider screens: every step. */}
          <div className="sm:hidden">
            <p className="text-sm font-medium text-gray-800">
              {step === 'entry'
                ? 'Hazırlanıyor'
                : `Adım ${currentIndex + 1}/${shown.length} · ${BOOKING_STEP_LABELS[step]}`}
            </p>
            <div
              role="progressbar"
              aria-label="Randevu adımları ilerlemesi"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-gray-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-all"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
          <ol className="hidden flex-wrap items-center gap-2 text-xs sm:flex">
            {shown.map((s) => {
              const index = shown.indexOf(s);
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
      <main id="main-content" className="mx-auto w-full max-w-4xl flex-1 px-4 pt-6 sm:pt-8">
        <Outlet />
      </main>
    </div>
  );
}
