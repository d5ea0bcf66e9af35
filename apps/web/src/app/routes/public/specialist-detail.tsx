import { useParams } from 'react-router';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { SpecialistPage } from '@/features/salon/components/specialist-page';

/** /uzman/:id/:slug? — a specialist (staff member) of a salon, with the favourite heart (ADR 0051). */
export function Component() {
  const { id = '', slug } = useParams();
  return (
    <SpecialistPage
      id={id}
      slug={slug}
      renderActions={(specialist) => (
        <FavoriteButton salonStaffId={specialist.salon_staff_id} variant="labelled" />
      )}
    />
  );
}
