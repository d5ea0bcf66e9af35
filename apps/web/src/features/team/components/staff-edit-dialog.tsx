import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  staffProfileFormSchema,
  type StaffMember,
  type StaffProfileFormValues,
} from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { failureMessage, useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useStaffDetail } from '../api/get-staff-detail';
import { useRemoveStaff } from '../api/remove-staff';
import { useUpdateStaff } from '../api/update-staff';
import { FutureAppointments } from './future-appointments';
import { StaffPhotoField } from './staff-photo-field';

const SERVER_FIELDS = ['display_name', 'title', 'bio'] as const;
type ProfileOutput = { display_name: string; title: string; bio: string };

/**
 * One member: photo (uploaded, StaffPhotoField), profile (display name, title, bio), active/inactive (inactive members take no new
 * bookings; their coming appointments are listed to move), and removal from the team (history kept).
 */
export function StaffEditDialog({
  salonId,
  member,
  onClose,
}: {
  salonId: number;
  member: StaffMember;
  onClose: () => void;
}) {
  const detail = useStaffDetail(salonId, member.salon_staff_id);
  return (
    <Dialog open onClose={onClose} title={member.display_name} description={member.email} size="lg">
      {detail.isPending && <LoadingState label="Personel bilgileri yükleniyor…" />}
      {detail.isError && (
        <ErrorState
          title={TEAM_MESSAGES.loadFailed}
          message={failureMessage(detail.error, TEAM_MESSAGES.loadFailed)}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      )}
      {detail.data !== undefined && (
        <div className="space-y-6">
          <StaffPhotoField salonId={salonId} member={detail.data} />
          <ProfileForm salonId={salonId} member={member} />
          <Activity salonId={salonId} member={member} detail={detail.data} />
          <Removal salonId={salonId} member={member} onRemoved={onClose} />
        </div>
      )}
    </Dialog>
  );
}

function ProfileForm({ salonId, member }: { salonId: number; member: StaffMember }) {
  const update = useUpdateStaff(salonId, member.salon_staff_id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffProfileFormValues, unknown, ProfileOutput>({
    resolver: zodResolver(staffProfileFormSchema),
    defaultValues: {
      display_name: member.display_name,
      title: member.title,
      bio: member.bio,
    },
  });
  const { failure, clear, show } = useFormFailure<StaffProfileFormValues>({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: TEAM_MESSAGES.saveFailed,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await update.mutateAsync(data);
      toast.success(response.message ?? TEAM_MESSAGES.updated);
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label="Personel bilgileri">
      <FormFailureAlert failure={failure} />
      <TextField
        label="Görünen Ad"
        hint="Müşteriler uzmanı bu adla görür."
        error={errors.display_name?.message}
        {...register('display_name')}
      />
      <TextField label="Unvan" error={errors.title?.message} {...register('title')} />
      <TextareaField label="Hakkında" rows={3} error={errors.bio?.message} {...register('bio')} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={update.isPending}>
          Bilgileri Kaydet
        </Button>
      </div>
    </form>
  );
}

function Activity({
  salonId,
  member,
  detail,
}: {
  salonId: number;
  member: StaffMember;
  detail: {
    is_active: boolean;
    future_appointments: Parameters<typeof FutureAppointments>[0]['appointments'];
  };
}) {
  const update = useUpdateStaff(salonId, member.salon_staff_id);
  const change = async (isActive: boolean) => {
    try {
      const response = await update.mutateAsync({ is_active: isActive });
      toast.success(response.message ?? TEAM_MESSAGES.updated);
    } catch (error) {
      toast.error(failureMessage(error, TEAM_MESSAGES.saveFailed));
    }
  };
  const future = detail.future_appointments;
  return (
    <section aria-labelledby="staff-activity-title" className="space-y-3 border-t border-gray-200 pt-4">
      <h3 id="staff-activity-title" className="font-semibold text-gray-900">
        Randevu alma durumu
      </h3>
      <SwitchField
        label="Aktif"
        description="Pasif personel yeni randevu alamaz; mevcut randevuları silinmez."
        checked={detail.is_active}
        disabled={update.isPending}
        onChange={(e) => void change(e.target.checked)}
      />
      {future.length > 0 && (
        <div className="space-y-2">
          <Alert variant={detail.is_active ? 'info' : 'warning'}>
            {detail.is_active
              ? `${member.display_name} için ${future.length} ileri tarihli randevu var.`
              : `${member.display_name} pasif; ${future.length} ileri tarihli randevusunu başka bir personele taşıyın veya iptal edin.`}
          </Alert>
          <FutureAppointments appointments={future} />
        </div>
      )}
    </section>
  );
}

function Removal({
  salonId,
  member,
  onRemoved,
}: {
  salonId: number;
  member: StaffMember;
  onRemoved: () => void;
}) {
  const remove = useRemoveStaff(salonId);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async () => {
    setProblem(null);
    try {
      const response = await remove.mutateAsync(member.salon_staff_id);
      toast.success(response.message ?? TEAM_MESSAGES.removed);
      onRemoved();
    } catch (error) {
      setProblem(failureMessage(error, TEAM_MESSAGES.saveFailed));
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="staff-remove-title" className="space-y-3 border-t border-gray-200 pt-4">
      <h3 id="staff-remove-title" className="font-semibold text-gray-900">
        Ekipten çıkar
      </h3>
      <p className="text-sm text-gray-600">
        Geçmiş randevuları ve yorumları saklanır; personel artık listelerde ve aramada görünmez.
      </p>
      {problem !== null && <Alert variant="error">{problem}</Alert>}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3">
          <p className="w-full text-sm text-red-900">
            {member.display_name} ekipten çıkarılsın mı? Bu işlem geri alınamaz; yeniden davet edebilirsiniz.
          </p>
          <Button variant="danger" size="sm" isLoading={remove.isPending} onClick={() => void run()}>
            Evet, Ekipten Çıkar
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Vazgeç
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Ekipten Çıkar
        </Button>
      )}
    </section>
  );
}
