import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Pencil, UserPlus, Users } from 'lucide-react';
import type { StaffMember } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { failureMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSelectedSalon } from '@/lib/selected-salon';
import { useInvitations } from '../api/get-invitations';
import { useStaff } from '../api/get-staff';
import { servicesLabel } from '../utils/team';
import { InvitationsList } from './invitations-list';
import { InviteStaffForm } from './invite-staff-form';
import { StaffAvatar } from './staff-avatar';
import { StaffEditDialog } from './staff-edit-dialog';

/** /salon/personel (SPEC §2.6): the selected salon's team, invitations, and each member's settings. */
export function TeamPage() {
  const selected = useSelectedSalon();
  return (
    <section aria-labelledby="team-title" className="space-y-6">
      <div>
        <h1 id="team-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Personel
        </h1>
        <p className="text-sm text-gray-600">
          Ekibinize personel davet edin; unvan, hakkında ve aktiflik durumlarını yönetin.
          {selected.salon !== null && (
            <>
              {' '}
              Salon: <strong>{selected.salon.name}</strong>
            </>
          )}
        </p>
      </div>
      {selected.isLoading && <LoadingState label="Salon bilgileri yükleniyor…" className="min-h-40" />}
      {selected.error !== null && (
        <ErrorState
          title={TEAM_MESSAGES.loadFailed}
          message={failureMessage(selected.error, TEAM_MESSAGES.loadFailed)}
          onRetry={() => void selected.refetch()}
        />
      )}
      {!selected.isLoading && selected.error === null && selected.salon === null && (
        <EmptyState
          title="Henüz bir salonunuz yok"
          description="Salonunuz onaylandığında ekibinizi buradan yönetebilirsiniz."
        />
      )}
      {selected.salon !== null && <Team key={selected.salon.id} salonId={selected.salon.id} />}
    </section>
  );
}

function Team({ salonId }: { salonId: number }) {
  const staff = useStaff(salonId);
  const invitations = useInvitations(salonId);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const members = staff.data?.staff ?? [];
  const pending = invitations.data?.invitations ?? [];

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Personel Davet Et
        </Button>
        <Link
          to={paths.salon.staffServiceAssignment.getHref()}
          className="inline-flex items-center rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          Hizmet Ata
        </Link>
        <Link
          to={paths.salon.staffWorkingHours.getHref()}
          className="inline-flex items-center rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          Çalışma Saatleri
        </Link>
      </div>

      <section aria-labelledby="team-members-title" className="space-y-3">
        <h2 id="team-members-title" className="text-lg font-semibold text-gray-900">
          Ekip
        </h2>
        {staff.isPending && <LoadingState label="Ekip yükleniyor…" className="min-h-32" />}
        {staff.isError && (
          <ErrorState
            title={TEAM_MESSAGES.loadFailed}
            message={failureMessage(staff.error, TEAM_MESSAGES.loadFailed)}
            onRetry={() => void staff.refetch()}
            isRetrying={staff.isFetching}
          />
        )}
        {staff.data !== undefined && members.length === 0 && (
          <EmptyState
            icon={<Users className="size-10" />}
            title="Henüz personeliniz yok"
            description="İlk personelinizi e-posta ile davet edin; daveti kabul ettiğinde burada görünür."
            action={<Button onClick={() => setInviting(true)}>Personel Davet Et</Button>}
          />
        )}
        {members.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {members.map((m) => (
              <li key={m.salon_staff_id}>
                <MemberCard member={m} onEdit={() => setEditing(m)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="team-invitations-title" className="space-y-3">
        <h2 id="team-invitations-title" className="text-lg font-semibold text-gray-900">
          Bekleyen Davetler
        </h2>
        {invitations.isPending && <LoadingState label="Davetler yükleniyor…" />}
        {invitations.isError && (
          <ErrorState
            title={TEAM_MESSAGES.loadFailed}
            message={failureMessage(invitations.error, TEAM_MESSAGES.loadFailed)}
            onRetry={() => void invitations.refetch()}
            isRetrying={invitations.isFetching}
          />
        )}
        {invitations.data !== undefined && pending.length === 0 && (
          <p className="text-sm text-gray-600">Bekleyen davet yok.</p>
        )}
        {pending.length > 0 && <InvitationsList salonId={salonId} invitations={pending} />}
      </section>

      <Dialog
        open={inviting}
        onClose={() => setInviting(false)}
        title="Personel Davet Et"
        description="Davet edilen kişiye şifresini belirleyebileceği bir bağlantı e-postayla gönderilir."
        placement="sheet"
      >
        {inviting && <InviteStaffForm salonId={salonId} onDone={() => setInviting(false)} />}
      </Dialog>
      {editing !== null && (
        <StaffEditDialog salonId={salonId} member={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function MemberCard({ member, onEdit }: { member: StaffMember; onEdit: () => void }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <StaffAvatar name={member.display_name} url={member.avatar_url} image={member.avatar} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-gray-900">{member.display_name}</h3>
          <p className="text-sm break-words text-gray-600">
            {member.title !== '' ? member.title : 'Unvan yok'}
          </p>
        </div>
        {member.is_active ? (
          <StatusBadge tone="green">Aktif</StatusBadge>
        ) : (
          <StatusBadge tone="gray">Pasif</StatusBadge>
        )}
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        <div>
          <dt className="sr-only">Hizmetler</dt>
          <dd>{servicesLabel(member.services_count)}</dd>
        </div>
        {member.future_appointments_count > 0 && (
          <div className="flex items-center gap-1">
            <dt>
              <CalendarClock aria-hidden="true" className="size-4" />
              <span className="sr-only">İleri tarihli randevu</span>
            </dt>
            <dd>{member.future_appointments_count} yaklaşan randevu</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${member.display_name} düzenle`}>
          <Pencil aria-hidden="true" className="size-4" />
          Düzenle
        </Button>
      </div>
    </article>
  );
}
