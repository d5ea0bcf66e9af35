import { LegalDocumentPage } from '@/features/content/components/legal-document-page';
import { TERMS_OF_USE } from '@/features/content/data/terms';

/** /kullanim-sartlari */
export function Component() {
  return <LegalDocumentPage document={TERMS_OF_USE} />;
}
