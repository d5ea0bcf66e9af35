import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { SpecialistPage } from '@/features/salon/components/specialist-page';

/** The heart loads after the page (it is not part of the page's first-load budget, issue 17). */
const FavoriteButton = lazy(() =>
  import('@/features/favorites/components/favorite-button').then((m) => ({ default: m.FavoriteButton })),
);

/** /uzman/:id/:slug? — a specialist (staff member) of a salon, with the favourite heart (ADR 0051). */
export function Component() {
  const { id = '', slug } = useParams();
  return (
    <SpecialistPage
      id={id}
      slug={slug}
      renderActions={(specialist) => (
        <Suspense fallback={null}>
          <FavoriteButton salonStaffId={specialist.salon_staff_id} variant="labelled" />
        </Suspense>
      )}
    />
  );
}
