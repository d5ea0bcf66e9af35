import { Star, Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/states';
import { withStaff, type DraftStaff } from '../../utils/booking-draft';
import { toDraftStaff } from '../../utils/entry';
import { staffForServices } from '../../utils/staff-services';
import { onRadioGroupKeyDown, radioTabIndex } from '@/lib/radio-group-keys';
import { ChoiceCard } from '../choice-card';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';

function isChosen(choice: DraftStaff | null, salonStaffId: number | 'any'): boolean {
  if (choice === null) return false;
  return salonStaffId === 'any'
    ? choice.kind === 'any'
    : choice.kind === 'staff' && choice.salonStaffId === salonStaffId;
}

/**
 * SPEC §2.5 'staff': a staff member or 'Fark etmez' (any staff counts as chosen, SPEC §4). When services were
 * chosen already (a service link), only the staff doing all of them are offered.
 */
export function StaffStep({ draft, update, goNext, goBack, staff, services }: StepProps) {
  const chosenServices = services.filter((s) => draft.selectedServices.some((d) => d.id === s.id));
  const offered = chosenServices.length === 0 ? staff : staffForServices(staff, chosenServices);

  return (
    <StepFrame title="Uzman seçin" description="Randevunuzu kimin yapmasını istersiniz?">
      {offered.length === 0 ? (
        <EmptyState
          title="Uygun uzman bulunamadı"
          description="Seçtiğiniz hizmetleri yapan bir uzman şu anda yok. Hizmet seçiminizi değiştirebilirsiniz."
        />
      ) : (
        <div
          role="radiogroup"
          aria-labelledby="booking-step-title"
          className="grid gap-3 sm:grid-cols-2"
          onKeyDown={onRadioGroupKeyDown}
        >
          <ChoiceCard
            selected={isChosen(draft.selectedStaff, 'any')}
            tabIndex={radioTabIndex(isChosen(draft.selectedStaff, 'any'), 0, draft.selectedStaff !== null)}
            onSelect={() => update((d) => withStaff(d, { kind: 'any' }))}
          >
            <span className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Users aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-gray-900">Fark etmez</span>
                <span className="block text-sm text-gray-600">İlk müsait uzman</span>
              </span>
            </span>
          </ChoiceCard>
          {offered.map((member, i) => (
            <ChoiceCard
              key={member.salon_staff_id}
              selected={isChosen(draft.selectedStaff, member.salon_staff_id)}
              tabIndex={radioTabIndex(
                isChosen(draft.selectedStaff, member.salon_staff_id),
                i + 1,
                draft.selectedStaff !== null,
              )}
              onSelect={() => update((d) => withStaff(d, toDraftStaff(member)))}
            >
              <span className="flex items-center gap-3">
                {member.avatar_url ? (
                  <img src={member.avatar_url} alt="" className="size-12 rounded-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="size-12 rounded-full bg-gray-100" />
                )}
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-gray-900">{member.display_name}</span>
                  {member.title && (
                    <span className="block truncate text-sm text-gray-600">{member.title}</span>
                  )}
                  {member.review_count > 0 && (
                    <span className="flex items-center gap-1 text-xs text-gray-600">
                      <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-400" />
                      {member.rating_average} ({member.review_count} yorum)
                    </span>
                  )}
                </span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      )}
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{ label: 'Devam Et', onClick: goNext, disabled: draft.selectedStaff === null }}
      />
    </StepFrame>
  );
}
