import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteStaffRequestSchema, type InviteStaffRequest } from '@salonya/contracts/team';
import { STAFF_INVITATION_TTL_DAYS, TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { Button } from '@/components/ui/button';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { EmailField, TextField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useInviteStaff } from '../api/invite-staff';

const SERVER_FIELDS = ['name', 'email', 'title'] as const;

/** Name, e-mail and title of the person to invite; the mail with the link goes out on success. */
export function InviteStaffForm({ salonId, onDone }: { salonId: number; onDone: () => void }) {
  const invite = useInviteStaff(salonId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InviteStaffRequest, unknown, { name: string; email: string; title: string }>({
    resolver: zodResolver(inviteStaffRequestSchema),
    defaultValues: { name: '', email: '', title: '' },
  });
  const { failure, clear, show } = useFormFailure<InviteStaffRequest>({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: TEAM_MESSAGES.inviteFailed,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await invite.mutateAsync(data);
      toast.success(response.message ?? TEAM_MESSAGES.invited);
      onDone();
    } catch (error) {
      show(error);
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-4"
      aria-label="Personel davet formu"
    >
      <FormFailureAlert failure={failure} />
      <TextField label="Ad Soyad" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <EmailField autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Unvan (isteğe bağlı)"
        placeholder="Örn. Kuaför, Manikürist"
        error={errors.title?.message}
        {...register('title')}
      />
      <p className="text-sm text-gray-600">
        Davet bağlantısı {STAFF_INVITATION_TTL_DAYS} gün geçerlidir. Bu e-postayla zaten bir Salonya hesabı
        varsa, hesap yeni bir hesap açılmadan ekibinize bağlanır.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" isLoading={invite.isPending}>
          Davet Gönder
        </Button>
      </div>
    </form>
  );
}
