import { StaffPublicProfileCard } from '@/features/staff-portfolio/components/staff-public-profile-card';
import { AccountProfileScreen } from '../account-profile';

/**
 * /personel/profil: the staff member's public specialist profile (/uzman/{id}), then their account (PUT
 * /staff/profile), password and notifications.
 */
export function Component() {
  return <AccountProfileScreen before={<StaffPublicProfileCard />} withDataRights />;
}
