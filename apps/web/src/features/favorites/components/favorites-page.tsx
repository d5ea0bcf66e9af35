import { CalendarPlus, HeartOff, MapPin, Search, Store } from 'lucide-react';
import { Link } from 'react-router';
import type { SalonCard, Specialist } from '@salonya/contracts/catalogue';
import { avatarOf, coverImageOf } from '@salonya/domain/catalogue/default-images';
import { salonSlug } from '@salonya/domain/slug';
import { Button, buttonClasses } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatNumber, formatRating } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { FAVORITE_SPECIALISTS_FAILED, useFavoriteSpecialists } from '../api/favorite-specialists';
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

function FavoriteSpecialistItem({
  specialist,
  onRemove,
  removing,
}: {
  specialist: Specialist;
  onRemove: () => void;
  removing: boolean;
}) {
  const { salon } = specialist;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex gap-4">
        <ResponsiveImage
          src={avatarOf(specialist.user_id, specialist.avatar_url)}
          alt=""
          variants={specialist.avatar_image?.variants}
          width={specialist.avatar_image?.width ?? 64}
          height={specialist.avatar_image?.height ?? 64}
          sizes="64px"
          className="size-16 shrink-0 rounded-full bg-gray-100 object-cover"
        />
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-gray-900">
            <Link
              to={paths.specialist.getHref(specialist.salon_staff_id, specialist.slug || undefined)}
              className="hover:text-brand-700 hover:underline"
            >
              {specialist.display_name}
            </Link>
          </h3>
          {specialist.title !== '' && <p className="text-sm text-gray-600">{specialist.title}</p>}
          <p className="flex items-center gap-1 text-sm text-gray-700">
            <Store aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            <Link
              to={paths.salon.detail.getHref(salon.id, salon.slug || undefined)}
              className="truncate hover:text-brand-700 hover:underline"
            >
              {salon.name}
            </Link>
          </p>
          <p className="text-sm text-gray-700">
            {specialist.review_count > 0
              ? `${formatRating(specialist.rating_average)} puan · ${formatNumber(specialist.review_count)} yorum`
              : 'Henüz yorum yok'}
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {salon.accepts_online_bookings ? (
          <Link
            to={paths.booking.getHref(salon.id, undefined, { staff_id: specialist.salon_staff_id })}
            className={buttonClasses({ size: 'sm' })}
            aria-label={`${specialist.display_name} ile randevu al`}
          >
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
          aria-label={`${specialist.display_name} uzmanını favorilerden çıkar`}
        >
          <HeartOff aria-hidden="true" className="size-4" />
          Favorilerden Çıkar
        </Button>
      </div>
    </article>
  );
}

const sectionHeading = 'text-lg font-semibold text-gray-900';

/**
 * /musteri/favoriler (SPEC §2.4; /favorilerim redirects here): favourite salons and specialists (ADR 0051), remove,
 * book again (with the specialist chosen).
 */
export function FavoritesPage() {
  const { user } = useSession();
  const salons = useFavoriteSalons();
  const specialists = useFavoriteSpecialists();
  const toggle = useToggleFavorite(user?.id ?? 0);
  const removing = (kind: 'salon' | 'specialist', id: number) =>
    toggle.isPending && toggle.variables.kind === kind && toggle.variables.id === id;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Favorilerim</h1>
        <p className="text-sm text-gray-600">
          Beğendiğiniz salonlar ve uzmanlar; buradan tek dokunuşla yeniden randevu alın.
        </p>
      </div>
      <section aria-labelledby="favorite-salons" className="space-y-4">
        <h2 id="favorite-salons" className={sectionHeading}>
          Salonlar
        </h2>
        {salons.isPending && <LoadingState label="Favori salonlarınız yükleniyor…" className="min-h-40" />}
        {salons.isError && (
          <ErrorState
            title={FAVORITES_FAILED}
            message={failureMessage(salons.error, FAVORITES_FAILED)}
            onRetry={() => void salons.refetch()}
          />
        )}
        {salons.data !== undefined &&
          (salons.data.length === 0 ? (
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
              {salons.data.map((salon) => (
                <li key={salon.id}>
                  <FavoriteSalonItem
                    salon={salon}
                    removing={removing('salon', salon.id)}
                    onRemove={() => toggle.mutate({ kind: 'salon', id: salon.id, favorite: false })}
                  />
                </li>
              ))}
            </ul>
          ))}
      </section>
      <section aria-labelledby="favorite-specialists" className="space-y-4">
        <h2 id="favorite-specialists" className={sectionHeading}>
          Uzmanlar
        </h2>
        {specialists.isPending && (
          <LoadingState label="Favori uzmanlarınız yükleniyor…" className="min-h-40" />
        )}
        {specialists.isError && (
          <ErrorState
            title={FAVORITE_SPECIALISTS_FAILED}
            message={failureMessage(specialists.error, FAVORITE_SPECIALISTS_FAILED)}
            onRetry={() => void specialists.refetch()}
          />
        )}
        {specialists.data !== undefined &&
          (specialists.data.length === 0 ? (
            <EmptyState
              title="Henüz favori uzmanınız yok"
              description="Uzman sayfalarındaki ve salon sayfasının Uzmanlar bölümündeki kalp simgesiyle uzmanları favorilerinize ekleyebilirsiniz."
            />
          ) : (
            <ul aria-label="Favori uzmanlar" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {specialists.data.map((specialist) => (
                <li key={specialist.salon_staff_id}>
                  <FavoriteSpecialistItem
                    specialist={specialist}
                    removing={removing('specialist', specialist.salon_staff_id)}
                    onRemove={() =>
                      toggle.mutate({ kind: 'specialist', id: specialist.salon_staff_id, favorite: false })
                    }
                  />
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
