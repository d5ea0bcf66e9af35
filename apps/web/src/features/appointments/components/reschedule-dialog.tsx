import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@salonya/contracts/booking';
import { SERVER_TIME_UNAVAILABLE } from '@salonya/domain/messages';
import { addDays, istanbulDay } from '@salonya/domain/time/istanbul';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SlotPicker } from '@/components/ui/slot-picker';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useRescheduleSlots } from '../api/get-reschedule-slots';
import { RESCHEDULE_FAILED, useRescheduleAppointment } from '../api/reschedule-appointment';

/** The largest date the picker offers, counted from today (the server answers beyond its own limit too). */
const MAX_DAYS_AHEAD = 90;

/**
 * Pick a new day and one of its free times (same services and staff member) and move the appointment there.
 * Today comes from the server clock (SPEC §4): without it the dialog refuses.
 */
export function RescheduleDialog({
  appointment,
  open,
  onClose,
  serverNow,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
  serverNow: () => Promise<Date>;
}) {
  const clock = useQuery({
    queryKey: ['appointments', 'server-today'],
    queryFn: async () => istanbulDay(await serverNow()),
    enabled: open,
    retry: false,
    staleTime: 60_000,
  });
  const [date, setDate] = useState(appointment.date);
  const [time, setTime] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reschedule = useRescheduleAppointment(appointment.id);
  const serviceIds = appointment.services.flatMap((s) => (s.service_id === null ? [] : [s.service_id]));
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && clock.data !== undefined && date >= clock.data;
  const slots = useRescheduleSlots(
    open && validDate && serviceIds.length > 0
      ? { appointmentId: appointment.id, date, salonStaffId: appointment.staff.salon_staff_id }
      : null,
  );

  const close = () => {
    setTime(null);
    setFailure(null);
    onClose();
  };

  const submit = () => {
    if (time === null) return;
    setFailure(null);
    reschedule.mutate(
      { date, time, salon_staff_id: appointment.staff.salon_staff_id },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? 'Randevunuzun saati değiştirildi.');
          close();
        },
        onError: (error) => setFailure(failureMessage(error, RESCHEDULE_FAILED)),
      },
    );
  };

  let slotsBody;
  if (clock.isError) {
    slotsBody = (
      <ErrorState
        title="Saatler gösterilemiyor"
        message={SERVER_TIME_UNAVAILABLE}
        onRetry={() => void clock.refetch()}
      />
    );
  } else if (clock.isPending) {
    slotsBody = <LoadingState />;
  } else if (!validDate) {
    slotsBody = <Alert variant="warning">Bugün veya ileri bir tarih seçin.</Alert>;
  } else if (slots.isPending) {
    slotsBody = <LoadingState label="Boş saatler yükleniyor…" />;
  } else if (slots.isError) {
    slotsBody = (
      <ErrorState
        title="Boş saatler yüklenemedi"
        message={slots.error.message}
        onRetry={() => void slots.refetch()}
        isRetrying={slots.isFetching}
      />
    );
  } else {
    const free = slots.data.slots.filter((s) => !(date === appointment.date && s.time === appointment.time));
    slotsBody =
      free.length === 0 ? (
        <EmptyState title="Bu gün için boş saat yok" description="Başka bir gün seçin." />
      ) : (
        <SlotPicker
          label="Boş saatler"
          slots={free.map((s) => ({ time: s.time, key: s.starts_at }))}
          selected={time}
          onSelect={(slot) => setTime(slot.time)}
        />
      );
  }

  return (
    <Dialog open={open} onClose={close} title="Randevu saatini değiştir" size="lg">
      <div className="space-y-4">
        <TextField
          label="Yeni tarih"
          type="date"
          value={date}
          min={clock.data}
          max={clock.data === undefined ? undefined : addDays(clock.data, MAX_DAYS_AHEAD)}
          onChange={(event) => {
            setDate(event.target.value);
            setTime(null);
          }}
        />
        {slotsBody}
        {failure !== null && <Alert variant="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={close}>
            Vazgeç
          </Button>
          <Button size="lg" disabled={time === null} isLoading={reschedule.isPending} onClick={submit}>
            {time === null ? 'Saat seçin' : `${time} saatine taşı`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
