import { StaffGalleryPage } from '@/features/staff-portfolio/components/staff-gallery-page';

/** /personel/galeri (SPEC §2.7): the staff member's work photos and their review by the admin. */
export function Component() {
  return <StaffGalleryPage />;
}
