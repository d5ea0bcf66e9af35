import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { avatarOf } from '@salonya/domain/catalogue/default-images';
import { salonSlug } from '@salonya/domain/slug';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/lib/paths';
import type { SalonDetail, StaffMember } from '../types';
import { RatingLine } from './rating-stars';

/**
 * The salon's specialists as cards linking to their pages (/uzman/{salon_staff_id}/{slug}); `renderActions` adds
 * controls above the card's link (the route composes the favourite heart).
 */
export function StaffList({
  staff,
  salon,
  renderActions,
}: {
  staff: readonly StaffMember[];
  salon: Pick<SalonDetail, 'district' | 'city'>;
  renderActions?: ((member: StaffMember) => ReactNode) | undefined;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {staff.map((member) => (
        <li key={member.salon_staff_id}>
          <article className="relative flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
            <ResponsiveImage
              src={avatarOf(member.user_id, member.avatar_url)}
              alt=""
              variants={member.avatar_image?.variants}
              width={member.avatar_image?.width ?? 64}
              height={member.avatar_image?.height ?? 64}
              sizes="64px"
              className="size-16 shrink-0 rounded-full bg-gray-100 object-cover"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="font-semibold text-gray-900">
                <Link
                  to={paths.specialist.getHref(
                    member.salon_staff_id,
                    salonSlug({ name: member.display_name, district: salon.district, city: salon.city }),
                  )}
                  className="after:absolute after:inset-0 focus:outline-none"
                >
                  {member.display_name}
                </Link>
              </h3>
              {member.title !== null && member.title !== '' && (
                <p className="text-sm text-gray-600">{member.title}</p>
              )}
              <RatingLine rating={member.rating_average} count={member.review_count} />
              {member.specialties.length > 0 && (
                <ul aria-label="Uzmanlık alanları" className="flex flex-wrap gap-1.5 pt-1">
                  {member.specialties.map((specialty) => (
                    <li
                      key={specialty}
                      className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
                    >
                      {specialty}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {renderActions !== undefined && (
              // Above the card-wide link (after:inset-0), so the controls stay pressable.
              <div className="relative z-10 shrink-0 self-start">{renderActions(member)}</div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
