import { CalendarX } from 'lucide-react';
import type { NoSlotsReason } from '@salonya/contracts/booking';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { formatDate } from '@/lib/format';
import { useBookingSlots } from '../../api/get-booking-slots';
import { SLOTS_FAILED } from '../../messages';
import { withTime } from '../../utils/booking-draft';
import { dayAsDate } from '@salonya/domain/time/istanbul';
import { SlotPicker } from '@/components/ui/slot-picker';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';

export const NO_SLOTS_TEXT: Readonly<Record<NoSlotsReason, string>> = {
  salon_closed: 'Salon bu gün kapalı.',
  staff_not_working: 'Seçtiğiniz uzman bu gün çalışmıyor.',
  in_past: 'Bu günün saatleri geçti.',
  beyond_max_advance: 'Bu gün için henüz randevu alınamıyor.',
  fully_booked: 'Bu günün tüm saatleri dolu.',
  online_bookings_paused: 'Bu salon şu anda online randevu almıyor. Lütfen salonu telefonla arayın.',
};

/** SPEC §2.5 'time': the free start times of the chosen day, computed by the API with the server clock. */
export function TimeStep({ salonId, draft, update, goNext, goBack, goTo }: StepProps) {
  const date = draft.selectedDate;
  const slots = useBookingSlots(
    date === null || draft.selectedServices.length === 0
      ? null
      : {
          salonId,
          date,
          serviceIds: draft.selectedServices.map((s) => s.id),
          staff: draft.selectedStaff?.kind === 'staff' ? draft.selectedStaff.salonStaffId : 'any',
        },
  );

  let body;
  if (slots.isPending) {
    body = <LoadingState label="Boş saatler yükleniyor…" />;
  } else if (slots.isError) {
    body = (
      <ErrorState
        title={SLOTS_FAILED}
        message={slots.error.message}
        onRetry={() => void slots.refetch()}
        isRetrying={slots.isFetching}
      />
    );
  } else if (slots.data.slots.length === 0) {
    const reason = slots.data.no_slots_reason;
    body = (
      <EmptyState
        icon={<CalendarX className="size-10" />}
        title="Bu gün için boş saat yok"
        description={`${reason === null ? '' : `${NO_SLOTS_TEXT[reason]} `}Başka bir gün seçerek devam edebilirsiniz.`}
        action={
          <Button variant="outline" onClick={() => goTo('date')}>
            Başka Gün Seç
          </Button>
        }
      />
    );
  } else {
    const free = slots.data.slots;
    body = (
      <SlotPicker
        label="Boş saatler"
        slots={free.map((s) => ({ time: s.time, key: s.starts_at }))}
        selected={draft.selectedTime}
        onSelect={(slot) => {
          const chosen = free.find((s) => s.time === slot.time);
          update((d) => withTime(d, slot.time, chosen?.salon_staff_ids[0] ?? null));
        }}
      />
    );
  }

  return (
    <StepFrame
      title="Saat seçin"
      description={date === null ? undefined : `${formatDate(dayAsDate(date))} için boş saatler`}
    >
      {body}
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{ label: 'Devam Et', onClick: goNext, disabled: draft.selectedTime === null }}
      />
    </StepFrame>
  );
}
