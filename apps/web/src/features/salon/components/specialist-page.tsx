import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, Home, SearchX, Store } from 'lucide-react';
import { avatarOf } from '@salonya/domain/catalogue/default-images';
import { buttonClasses } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { SPECIALIST_INFO_FAILED, SPECIALIST_NOT_FOUND, useSpecialist } from '../api/get-specialist';
import { useSpecialistReviews } from '../api/get-specialist-reviews';
import { useSpecialistServices } from '../api/get-specialist-services';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useDocumentTitle } from '../hooks/use-document-title';
import type { Specialist } from '../types';
import { canonicalSpecialistPath } from '../utils/specialist-canonical';
import { OnlineBookingPausedNotice } from './online-booking-paused';
import { PageState } from './page-state';
import { PanelError, PanelLoading } from './panel-states';
import { RatingLine } from './rating-stars';
import { ReviewsSection } from './reviews-section';
import { ServicesPanel } from './service-list';
import { StaffWorkPhotos } from './staff-work-photos';
import { experienceLabel } from '@salonya/domain/staff/profile';

const PAGE_TITLE = 'Uzman Detayı';
const sectionClass = 'space-y-4';
const sectionHeading = 'text-xl font-semibold text-gray-900';

function SpecialistServices({ specialist }: { specialist: Specialist }) {
  const query = useSpecialistServices(specialist.salon_staff_id);
  return (
    <ServicesPanel
      query={query}
      emptyTitle="Bu uzmana henüz hizmet atanmadı"
      bookingHref={
        specialist.salon.accepts_online_bookings
          ? (service) =>
              paths.booking.getHref(specialist.salon.id, undefined, {
                staff_id: specialist.salon_staff_id,
                service_id: service.id,
              })
          : null
      }
    />
  );
}

function SpecialistReviews({ specialist }: { specialist: Specialist }) {
  const query = useSpecialistReviews(specialist.salon_staff_id);
  return (
    <ReviewsSection
      rating={specialist.rating_average}
      query={query}
      showStaff={false}
      emptyText="Bu uzman için henüz yorum yapılmamış"
    />
  );
}

function SpecialistProfile({ specialist, actions }: { specialist: Specialist; actions?: ReactNode }) {
  const salonHref = paths.salon.detail.getHref(specialist.salon.id, specialist.salon.slug);
  return (
    <section
      aria-labelledby="specialist-name"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <ResponsiveImage
          src={avatarOf(specialist.user_id, specialist.avatar_url)}
          alt={`${specialist.display_name} fotoğrafı`}
          variants={specialist.avatar_image?.variants}
          width={specialist.avatar_image?.width ?? 112}
          height={specialist.avatar_image?.height ?? 112}
          sizes="112px"
          loading="eager"
          fetchPriority="high"
          className="size-24 shrink-0 rounded-full bg-gray-100 object-cover sm:size-28"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 id="specialist-name" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {specialist.display_name}
          </h1>
          {specialist.title !== null && specialist.title !== '' && (
            <p className="text-gray-700">{specialist.title}</p>
          )}
          <RatingLine rating={specialist.rating_average} count={specialist.review_count} />
          {(typeof specialist.experience_years === 'number' || (specialist.languages ?? []).length > 0) && (
            <p className="text-sm text-gray-700">
              {[
                typeof specialist.experience_years === 'number'
                  ? experienceLabel(specialist.experience_years)
                  : null,
                (specialist.languages ?? []).length > 0
                  ? `Diller: ${(specialist.languages ?? []).join(', ')}`
                  : null,
              ]
                .filter((part): part is string => part !== null)
                .join(' · ')}
            </p>
          )}
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <Store aria-hidden="true" className="size-4 text-gray-500" />
            <Link to={salonHref} className="font-medium text-brand-700 hover:underline">
              {specialist.salon.name}
            </Link>
            <span className="text-gray-500">{`· ${specialist.salon.district}, ${specialist.salon.city}`}</span>
          </p>
          {specialist.specialties.length > 0 && (
            <ul aria-label="Uzmanlık alanları" className="flex flex-wrap gap-1.5 pt-1">
              {specialist.specialties.map((specialty) => (
                <li
                  key={specialty}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                >
                  {specialty}
                </li>
              ))}
            </ul>
          )}
          {specialist.bio !== null && specialist.bio.trim() !== '' && (
            <p className="pt-2 text-sm whitespace-pre-line text-gray-700">{specialist.bio}</p>
          )}
        </div>
        {(specialist.salon.accepts_online_bookings || actions !== undefined) && (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {actions}
            {specialist.salon.accepts_online_bookings && (
              <Link
                to={paths.booking.getHref(specialist.salon.id, undefined, {
                  staff_id: specialist.salon_staff_id,
                })}
                className={buttonClasses({ size: 'lg', className: 'shadow-sm' })}
              >
                <CalendarCheck aria-hidden="true" className="size-5" />
                Randevu Al
              </Link>
            )}
          </div>
        )}
      </div>
      {!specialist.salon.accepts_online_bookings && <OnlineBookingPausedNotice className="mt-4" />}
    </section>
  );
}

export interface SpecialistPageProps {
  /** The URL's params (salon_staff_id and slug). */
  id: string;
  slug?: string | undefined;
  /** Actions beside 'Randevu Al' (the route composes the favourite heart of the favorites feature). */
  renderActions?: (specialist: Specialist) => ReactNode;
}

/** /uzman/:id/:slug?: a specialist, their salon, the services they perform and their reviews. */
export function SpecialistPage({ id, slug, renderActions }: SpecialistPageProps) {
  const specialistId = Number(id);
  const query = useSpecialist(specialistId);
  const specialist =
    query.data !== undefined && query.data.salon_staff_id === specialistId ? query.data : undefined;
  const notFound = specialist === undefined && query.error instanceof ApiError && query.error.status === 404;

  useCanonicalPath(specialist === undefined ? null : canonicalSpecialistPath({ id, slug }, specialist));
  useDocumentTitle(
    specialist !== undefined
      ? `${specialist.display_name} – ${specialist.salon.name}`
      : notFound
        ? SPECIALIST_NOT_FOUND
        : null,
  );

  if (specialist === undefined) {
    if (query.isPending || query.isFetching) return <PanelLoading label="Uzman bilgileri yükleniyor…" />;
    if (notFound) {
      return (
        <PageState
          icon={<SearchX className="size-12" />}
          title={SPECIALIST_NOT_FOUND}
          description="Aradığınız uzman artık bu salonda çalışmıyor ya da adresi değişmiş olabilir."
          action={
            <Link to={paths.home.getHref()} className={buttonClasses()}>
              <Home aria-hidden="true" className="size-4" />
              Ana Sayfaya Dön
            </Link>
          }
        />
      );
    }
    return (
      <div className="mx-auto max-w-lg py-10">
        <h1 className="sr-only">{PAGE_TITLE}</h1>
        <PanelError
          title={SPECIALIST_INFO_FAILED}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <SpecialistProfile specialist={specialist} actions={renderActions?.(specialist)} />
      <section aria-labelledby="specialist-services" className={sectionClass}>
        <h2 id="specialist-services" className={sectionHeading}>
          Hizmetler
        </h2>
        <SpecialistServices specialist={specialist} />
      </section>
      <StaffWorkPhotos
        source={{ kind: 'specialist', id: specialist.salon_staff_id }}
        title="Çalışmalarından"
        showStaff={false}
      />
      <section aria-labelledby="specialist-reviews" className={sectionClass}>
        <h2 id="specialist-reviews" className={sectionHeading}>
          Yorumlar
        </h2>
        <SpecialistReviews specialist={specialist} />
      </section>
    </div>
  );
}
