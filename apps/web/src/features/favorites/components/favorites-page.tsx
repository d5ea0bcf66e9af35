import { CalendarPlus, HeartOff, MapPin, Search } from 'lucide-react';
import { Link } from 'react-router';
import type { SalonCard } from '@salonya/contracts/catalogue';
import { coverImageOf } from '@salonya/domain/catalogue/default-images';
import { salonSlug } from '@salonya/domain/slug';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatNumber, formatRating } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { FAVORITES_FAILED, useFavoriteSalons } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';

function FavoriteSalonItem({
  salon,
  onRemove,
  removing,
}: {
  salon: SalonCard;
  onRemove: () => void;
  removing: boolean;
}) {
  const place = [salon.district, salon.city].filter((p) => p.trim() !== '').join(', ');
  const href = paths.salon.detail.getHref(salon.id, salonSlug(salon) || undefined);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <img
        src={coverImageOf(salon.id, salon.cover_image)}
        alt={`${salon.name} salonunun kapak görseli`}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold text-gray-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {salon.name}
          </Link>
        </h2>
        {place !== '' && (
          <p className="flex items-center gap-1 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            {place}
          </p>
        )}
        <p className="text-sm text-gray-700">
          {salon.review_count > 0
            ? `${formatRating(salon.rating_average)} puan · ${formatNumber(salon.review_count)} yorum`
            : 'Henüz yorum yok'}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {salon.accepts_online_bookings ? (
            <Link to={paths.booking.getHref(salon.id)} className={buttonClasses({ size: 'sm' })}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Randevu Al
            </Link>
          ) : (
            <span className="text-sm text-gray-500">Online randevu şu an kapalı</span>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={onRemove}
            isLoading={removing}
            aria-label={`${salon.name} salonunu favorilerden çıkar`}
          >
            <HeartOff aria-hidden="true" className="size-4" />
            Favorilerden Çıkar
          </Button>
        </div>
      </div>
    </article>
  );
}

/** /musteri/favoriler (SPEC §2.4; /favorilerim redirects here): favourite salons, remove, book again. */
export function FavoritesPage() {
  const { user } = useSession();
  const query = useFavoriteSalons();
  const toggle = useToggleFavorite(user?.id ?? 0);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Favorilerim</h1>
        <p className="text-sm text-gray-600">
          Beğendiğiniz salonlar; buradan tek dokunuşla yeniden randevu alın.
        </p>
      </div>
      {query.isPending && <LoadingState label="Favorileriniz yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={FAVORITES_FAILED}
          message={failureMessage(query.error, FAVORITES_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.length === 0 ? (
          <EmptyState
            title="Henüz favori salonunuz yok"
            description="Salon kartlarındaki ve salon sayfalarındaki kalp simgesiyle salonları favorilerinize ekleyebilirsiniz."
            action={
              <Link to={paths.home.getHref()} className={buttonClasses()}>
                <Search aria-hidden="true" className="size-4" />
                Salon Keşfet
              </Link>
            }
          />
        ) : (
          <ul aria-label="Favori salonlar" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((salon) => (
              <li key={salon.id}>
                <FavoriteSalonItem
                  salon={salon}
                  removing={toggle.isPending && toggle.variables.salonId === salon.id}
                  onRemove={() => toggle.mutate({ salonId: salon.id, favorite: false })}
                />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
