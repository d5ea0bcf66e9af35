import { LegalDocumentPage } from '@/features/content/components/legal-document-page';
import { PRIVACY_POLICY } from '@/features/content/data/privacy';

/** /gizlilik-politikasi */
export function Component() {
  return <LegalDocumentPage document={PRIVACY_POLICY} />;
}
