import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/lib/paths';
import {
  STAFF_WORK_PHOTOS_FAILED,
  useStaffWorkPhotos,
  type StaffWorkSource,
} from '../api/get-staff-work-photos';
import { PanelError, PanelLoading } from './panel-states';

/**
 * The approved work photos of a specialist (/uzman/{id}) or of a salon's staff (the salon page's gallery), each
 * approved by an admin first. Nothing is shown while there are none.
 */
export function StaffWorkPhotos({
  source,
  title,
  showStaff,
}: {
  source: StaffWorkSource;
  title: string;
  /** The salon page names whose work each photo is, with a link to the specialist. */
  showStaff: boolean;
}) {
  const query = useStaffWorkPhotos(source);
  const headingId = `staff-work-${source.kind}-${source.id}`;
  if (query.isPending) return <PanelLoading label="Çalışma fotoğrafları yükleniyor…" />;
  if (query.isError)
    return (
      <PanelError
        title={STAFF_WORK_PHOTOS_FAILED}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {query.data.map((photo) => (
          <li key={photo.id} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
            <figure>
              <ResponsiveImage
                src={photo.image_url}
                alt={
                  photo.caption ??
                  `${photo.staff.display_name} çalışması${photo.service_name ? `: ${photo.service_name}` : ''}`
                }
                variants={photo.variants}
                width={photo.width}
                height={photo.height}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                className="aspect-square w-full bg-gray-100 object-cover"
              />
              {(photo.caption !== null || photo.service_name !== null || showStaff) && (
                <figcaption className="space-y-0.5 p-2 text-xs text-gray-700">
                  {photo.caption !== null && <span className="block text-gray-900">{photo.caption}</span>}
                  {photo.service_name !== null && <span className="block">{photo.service_name}</span>}
                  {showStaff && (
                    <Link
                      to={paths.specialist.getHref(photo.staff.salon_staff_id)}
                      className="block font-medium text-brand-700 hover:underline"
                    >
                      {photo.staff.display_name}
                    </Link>
                  )}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
