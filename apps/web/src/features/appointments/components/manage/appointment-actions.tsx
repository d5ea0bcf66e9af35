import { useState } from 'react';
import { Ban, CircleCheck, UserX } from 'lucide-react';
import {
  CANCELLATION_REASON_MAX,
  cancelAppointmentBodySchema,
  type Appointment,
} from '@salonya/contracts/booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CancelRefundNotice } from '@/components/ui/cancel-refund-notice';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import {
  ACTION_FAILED,
  useAppointmentAction,
  useOwnerCancelRefundPreview,
  type Viewer,
} from '../../api/managed-appointments';
import { useCan } from '@/hooks/use-can';

const SUCCESS = {
  confirm: 'Randevu onaylandı.',
  complete: 'Randevu tamamlandı olarak işaretlendi.',
  no_show: 'Müşteri gelmedi olarak işaretlendi.',
  cancel: 'Randevu iptal edildi.',
} as const;

/**
 * The moves the server allows now (`allowed_actions`): confirm, complete, no-show, and for the owner cancel with
 * a reason. Buttons the appointment does not allow are not shown; a refused move shows the server's message.
 */
/** What the buttons need of an appointment: a full detail, or a dashboard row. */
export type ActionableAppointment = Pick<Appointment, 'id' | 'date' | 'time' | 'allowed_actions'> & {
  customer: { name: string } | null;
};

export function AppointmentActions({
  appointment,
  viewer,
  size = 'md',
  onDone,
}: {
  appointment: ActionableAppointment;
  viewer: Viewer;
  size?: 'sm' | 'md' | 'lg';
  /** Called after a move succeeded (a screen with its own query refreshes it). */
  onDone?: () => void;
}) {
  const action = useAppointmentAction(viewer);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [running, setRunning] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // allowed_actions: what the appointment's state allows (the server); can(): what this user type may do here.
  const can = useCan();
  const allowed = new Set(appointment.allowed_actions.filter((move) => can(`appointment.${move}`)));
  const canCancel = viewer === 'owner' && allowed.has('cancel');
  // A paid appointment: what the cancellation gives back (all of it, the salon cancels), asked when the dialog opens.
  const refund = useOwnerCancelRefundPreview(appointment.id, canCancel && cancelOpen);
  const refundText = refund.data?.text ?? null;
  const who = appointment.customer?.name ?? 'Müşteri';
  const when = `${appointment.date.split('-').reverse().join('.')} ${appointment.time}`;

  const run = async (move: 'confirm' | 'complete' | 'no_show') => {
    setRunning(move);
    setProblem(null);
    try {
      const result = await action.mutateAsync({ id: appointment.id, action: move });
      toast.success(result.message ?? SUCCESS[move]);
      onDone?.();
    } catch (error) {
      setProblem(failureMessage(error, ACTION_FAILED));
    } finally {
      setRunning(null);
    }
  };

  if (!allowed.has('confirm') && !allowed.has('complete') && !allowed.has('no_show') && !canCancel)
    return null;

  return (
    <div className="space-y-2">
      {problem !== null && <Alert variant="error">{problem}</Alert>}
      <div className="flex flex-wrap gap-2" role="group" aria-label={`${who}, ${when} randevusu işlemleri`}>
        {allowed.has('confirm') && (
          <Button size={size} onClick={() => void run('confirm')} isLoading={running === 'confirm'}>
            {running !== 'confirm' && <CircleCheck aria-hidden="true" className="size-4" />}
            Onayla
          </Button>
        )}
        {allowed.has('complete') && (
          <Button
            size={size}
            variant="secondary"
            onClick={() => void run('complete')}
            isLoading={running === 'complete'}
          >
            {running !== 'complete' && <CircleCheck aria-hidden="true" className="size-4" />}
            Tamamlandı
          </Button>
        )}
        {allowed.has('no_show') && (
          <Button
            size={size}
            variant="outline"
            onClick={() => void run('no_show')}
            isLoading={running === 'no_show'}
          >
            {running !== 'no_show' && <UserX aria-hidden="true" className="size-4" />}
            Gelmedi
          </Button>
        )}
        {canCancel && (
          <Button size={size} variant="danger" onClick={() => setCancelOpen(true)}>
            <Ban aria-hidden="true" className="size-4" />
            İptal Et
          </Button>
        )}
        {canCancel && (
          <TextFormDialog
            open={cancelOpen}
            onClose={() => setCancelOpen(false)}
            title="Randevuyu iptal et"
            description={`${who} · ${when}. Müşteriye iptal nedeniyle birlikte bildirim gönderilir.`}
            notice={<CancelRefundNotice text={refundText} />}
            field="reason"
            label="İptal nedeni"
            schema={cancelAppointmentBodySchema.shape.reason}
            maxLength={CANCELLATION_REASON_MAX}
            submitLabel="Randevuyu İptal Et"
            submitVariant="danger"
            fallbackMessage={ACTION_FAILED}
            onSubmit={async (reason) => {
              const result = await action.mutateAsync({
                id: appointment.id,
                action: 'cancel',
                body: { reason },
              });
              toast.success(result.message ?? SUCCESS.cancel);
              setCancelOpen(false);
              onDone?.();
            }}
          />
        )}
      </div>
    </div>
  );
}
