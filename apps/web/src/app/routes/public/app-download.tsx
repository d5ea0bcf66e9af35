import { AppDownloadPage } from '@/features/content/components/app-download-page';
import { APP_DOWNLOAD } from '@/features/content/data/app-download';

/** /uygulama */
export function Component() {
  return <AppDownloadPage content={APP_DOWNLOAD} />;
}
