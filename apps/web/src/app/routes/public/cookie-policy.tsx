import { CookiePreferencesButton } from '@/features/content/components/cookie-preferences-button';
import { LegalDocumentPage } from '@/features/content/components/legal-document-page';
import { COOKIE_POLICY } from '@/features/content/data/cookies';

/** /cerez-politikasi */
export function Component() {
  return (
    <LegalDocumentPage
      document={COOKIE_POLICY}
      actions={{ 'cookie-preferences': <CookiePreferencesButton /> }}
    />
  );
}
