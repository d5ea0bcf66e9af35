import { StaffGalleryModeration } from '@/features/admin-staff-gallery/components/staff-gallery-moderation';

/** Admin section #staff-gallery (SPEC §2.8): moderation of the staff members' work photos. */
export function Component() {
  return <StaffGalleryModeration />;
}
