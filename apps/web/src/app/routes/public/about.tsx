import { AboutPage } from '@/features/content/components/about-page';
import { ABOUT } from '@/features/content/data/about';

/** /hakkimizda */
export function Component() {
  return <AboutPage content={ABOUT} />;
}
