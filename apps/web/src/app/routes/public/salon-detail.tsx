import { useParams } from 'react-router';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { SalonPage } from '@/features/salon/components/salon-page';

/** /salon/:id/:slug?/:tab? — the public salon page with the favourite hearts of the salon and its specialists. */
export function Component() {
  const { id = '', slug, tab } = useParams();
  return (
    <SalonPage
      id={id}
      slug={slug}
      tab={tab}
      renderActions={(salon) => <FavoriteButton salonId={salon.id} variant="labelled" />}
      renderStaffActions={(member) => (
        <FavoriteButton salonStaffId={member.salon_staff_id} name={member.display_name} />
      )}
    />
  );
}
