import { HelpCenter } from '@/features/content/components/help-center';
import { COMPANY } from '@/features/content/data/company';
import { FAQ_TOPICS } from '@/features/content/data/faq';

/** /yardim */
export function Component() {
  return <HelpCenter topics={FAQ_TOPICS} supportEmail={COMPANY.supportEmail} />;
}
