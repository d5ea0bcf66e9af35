import { Home, PawPrint } from 'lucide-react';
import { EmptyState } from '@/components/ui/states';
import { formatKurus } from '@/lib/format';
import type { BookingService } from '../../types';
import { withServices } from '../../utils/booking-draft';
import { toDraftService } from '../../utils/entry';
import { selectableServiceIds } from '../../utils/staff-services';
import { ChoiceCard } from '../choice-card';
import type { StepProps } from '../step-props';
import { formatDuration, StepFrame, WizardFooter } from '../wizard-footer';

function groupByCategory(services: BookingService[]): [string, BookingService[]][] {
  const groups = new Map<string, BookingService[]>();
  for (const service of services) {
    const name = service.category_name ?? service.service_main_category_name ?? 'Diğer Hizmetler';
    groups.set(name, [...(groups.get(name) ?? []), service]);
  }
  return [...groups];
}

/** SPEC §2.5 'services': one or more services of the chosen staff member (or of any one staff member). */
export function ServicesStep({ draft, update, goNext, goBack, staff, services }: StepProps) {
  const selectedIds = draft.selectedServices.map((s) => s.id);
  const selectable = selectableServiceIds(draft.selectedStaff, staff, services, selectedIds);
  const shown = services.filter((s) => selectable.has(s.id) || selectedIds.includes(s.id));

  const toggle = (service: BookingService) =>
    update((d) => {
      const on = d.selectedServices.some((s) => s.id === service.id);
      return withServices(
        d,
        on
          ? d.selectedServices.filter((s) => s.id !== service.id)
          : [...d.selectedServices, toDraftService(service)],
      );
    });

  return (
    <StepFrame title="Hizmet seçin" description="Bir veya birden fazla hizmet seçebilirsiniz.">
      {shown.length === 0 ? (
        <EmptyState
          title="Bu uzmanın sunduğu hizmet bulunamadı"
          description="Başka bir uzman seçerek devam edebilirsiniz."
        />
      ) : (
        groupByCategory(shown).map(([category, items]) => (
          <fieldset key={category} className="space-y-2">
            <legend className="mb-2 text-sm font-semibold tracking-wide text-gray-500 uppercase">
              {category}
            </legend>
            {items.map((service) => {
              const selected = selectedIds.includes(service.id);
              const priceKurus = service.discounted_price_kurus ?? service.price_kurus;
              return (
                <ChoiceCard
                  key={service.id}
                  role="checkbox"
                  selected={selected}
                  disabled={!selected && !selectable.has(service.id)}
                  onSelect={() => toggle(service)}
                  aside={
                    <span className="text-right">
                      {service.discounted_price_kurus !== null && (
                        <span className="block text-xs text-gray-500 line-through">
                          {formatKurus(service.price_kurus)}
                        </span>
                      )}
                      <span className="block font-semibold text-gray-900">{formatKurus(priceKurus)}</span>
                    </span>
                  }
                >
                  <span className="block font-medium text-gray-900">{service.name}</span>
                  <span className="flex flex-wrap items-center gap-x-3 text-sm text-gray-600">
                    <span>{formatDuration(service.duration_minutes)}</span>
                    {service.is_home_service && (
                      <span className="inline-flex items-center gap-1">
                        <Home aria-hidden="true" className="size-3.5" /> Eve gelen hizmet
                      </span>
                    )}
                    {service.is_pet_service && (
                      <span className="inline-flex items-center gap-1">
                        <PawPrint aria-hidden="true" className="size-3.5" /> Evcil hayvan hizmeti
                      </span>
                    )}
                  </span>
                </ChoiceCard>
              );
            })}
          </fieldset>
        ))
      )}
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{
          label: 'Devam Et',
          onClick: goNext,
          disabled: draft.selectedServices.length === 0 && !draft.isPackageMode,
        }}
      />
    </StepFrame>
  );
}
