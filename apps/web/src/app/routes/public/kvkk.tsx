import { LegalDocumentPage } from '@/features/content/components/legal-document-page';
import { KVKK_NOTICE } from '@/features/content/data/kvkk';

/** /kvkk */
export function Component() {
  return <LegalDocumentPage document={KVKK_NOTICE} />;
}
