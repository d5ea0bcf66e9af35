import { useParams } from 'react-router';
import { SpecialistPage } from '@/features/salon/components/specialist-page';

/** /uzman/:id/:slug? — a specialist (staff member) of a salon. */
export function Component() {
  const { id = '', slug } = useParams();
  return <SpecialistPage id={id} slug={slug} />;
}
