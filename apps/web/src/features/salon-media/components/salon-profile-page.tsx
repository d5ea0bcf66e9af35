import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { useSalonProfile } from '../api/get-salon-profile';
import { MEDIA_UI } from '../utils/media-files';
import { OwnerSalonGate } from './owner-salon-gate';
import { SalonImageField } from './salon-image-field';
import { SalonProfileForm } from './salon-profile-form';

function ProfileOf({ salonId }: { salonId: number }) {
  const query = useSalonProfile(salonId);
  if (query.isPending) return <LoadingState label="Salon profili yükleniyor…" className="min-h-40" />;
  if (query.isError) {
    return (
      <ErrorState
        title={MEDIA_UI.loadFailed}
        message={failureMessage(query.error, MEDIA_UI.loadFailed)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const profile = query.data;
  return (
    <div className="space-y-5">
      <Card>
        <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <SalonImageField salonId={salonId} kind="logo" image={profile.logo} />
          <SalonImageField salonId={salonId} kind="cover" image={profile.cover} />
        </div>
      </Card>
      <SalonProfileForm key={salonId} salonId={salonId} profile={profile} />
    </div>
  );
}

/** /salon/profil: the selected salon's public profile, logo and cover. */
export function SalonProfilePage() {
  return <OwnerSalonGate>{(salon) => <ProfileOf salonId={salon.id} />}</OwnerSalonGate>;
}
