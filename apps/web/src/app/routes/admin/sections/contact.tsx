import { ContactPage } from '@/features/admin-contact/components/contact-page';
import { goToAdminRecord, useAdminRecordId } from '../../../admin/use-admin-hash';

/** Admin section #contact (contact messages). */
export function Component() {
  const messageId = useAdminRecordId();
  return (
    <ContactPage
      openMessageId={messageId}
      onOpenMessage={(id) => goToAdminRecord('contact', id)}
      onCloseMessage={() => goToAdminRecord('contact')}
    />
  );
}
