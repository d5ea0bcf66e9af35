import { LegalDocumentPage } from '@/features/content/components/legal-document-page';
import { DISTANCE_SALES_CONTRACT } from '@/features/content/data/distance-sales';

/** /mesafeli-satis-sozlesmesi */
export function Component() {
  return <LegalDocumentPage document={DISTANCE_SALES_CONTRACT} />;
}
