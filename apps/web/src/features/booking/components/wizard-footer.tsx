import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatKurus } from '@/lib/format';
import { draftTotals, type BookingDraft } from '../utils/booking-draft';

export interface WizardAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  isLoading?: boolean;
}

/** '1 sa 15 dk', '45 dk'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} dk`;
  return rest === 0 ? `${hours} sa` : `${hours} sa ${rest} dk`;
}

/**
 * The wizard's bottom bar, kept in view on a phone: what is chosen so far (services, total in ₺, duration) and the
 * step's main action, with 'Geri' when there is a step to go back to.
 */
export function WizardFooter({
  draft,
  primary,
  onBack,
}: {
  draft: BookingDraft;
  primary?: WizardAction;
  onBack?: (() => void) | null;
}) {
  const { priceKurus, minutes } = draftTotals(draft);
  const count = draft.selectedServices.length;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
      <div className="flex items-center gap-3">
        {onBack && (
          <Button variant="outline" size="lg" onClick={onBack} className="px-3" aria-label="Geri">
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="hidden sm:inline">Geri</span>
          </Button>
        )}
        <div className="min-w-0 flex-1" aria-live="polite">
          {count === 0 ? (
            <p className="text-sm text-gray-600">Henüz hizmet seçilmedi</p>
          ) : (
            <>
              <p className="truncate text-sm text-gray-700" data-testid="booking-summary-services">
                {count} hizmet · {formatDuration(minutes)}
              </p>
              <p className="text-lg font-semibold text-gray-900" data-testid="booking-summary-total">
                {formatKurus(priceKurus)}
              </p>
            </>
          )}
        </div>
        {primary && (
          <Button
            size="lg"
            onClick={primary.onClick}
            disabled={primary.disabled}
            isLoading={primary.isLoading}
            className="min-w-32"
          >
            {primary.label}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A step's heading and body. */
export function StepFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="booking-step-title" className="space-y-5">
      <div>
        <h1 id="booking-step-title" className="text-2xl font-bold text-gray-900">
          {title}
        </h1>
        {description !== undefined && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
