import { GalleryPage } from '@/features/salon-media/components/gallery-page';

/** /salon/galeri (SPEC §2.6): the selected salon's photos. */
export function Component() {
  return <GalleryPage />;
}
