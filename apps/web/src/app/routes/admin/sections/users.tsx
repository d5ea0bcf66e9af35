import { UsersPage } from '@/features/admin-users/components/users-page';
import { goToAdminRecord, useAdminRecordId } from '../../../admin/use-admin-hash';

/** Admin section #users. */
export function Component() {
  const userId = useAdminRecordId();
  return (
    <UsersPage
      openUserId={userId}
      onOpenUser={(id) => goToAdminRecord('users', id)}
      onCloseUser={() => goToAdminRecord('users')}
    />
  );
}
