import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, intOrNull, queryOne } from '../../db/rows';
import { salonBookingSettings, salonStaff, staffServices } from '../../db/schema';

/** The staff member's own profile and own lengths (issue 20, migration 0029); each query names their own row. */

/** Whether the salon lets its staff set their own lengths (no settings row: off). */
export async function staffDurationsAllowed(db: Db, salonId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowed: salonBookingSettings.allow_staff_durations })
    .from(salonBookingSettings)
    .where(eq(salonBookingSettings.salon_id, salonId))
    .limit(1);
  return row?.allowed ?? false;
}

/** Sets or clears the own length of an assigned service; false when the service is not assigned to them. */
export async function setOwnDuration(
  db: Db,
  salonStaffId: number,
  serviceId: number,
  minutes: number | null,
): Promise<boolean> {
  const rows = await db
    .update(staffServices)
    .set({ duration_minutes: minutes })
    .where(and(eq(staffServices.salon_staff_id, salonStaffId), eq(staffServices.service_id, serviceId)))
    .returning({ id: staffServices.service_id });
  return rows.length > 0;
}

const profileRow = z.object({
  id: int,
  salon_id: int,
  salon_name: z.string(),
  display_name: z.string(),
  title: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  specialties: z.array(z.string()),
  experience_years: intOrNull,
  avatar_url: z.string().nullable(),
  avatar_image_id: intOrNull,
});
export type StaffProfileRecord = z.output<typeof profileRow>;

export async function findOwnProfile(db: Db, salonStaffId: number): Promise<StaffProfileRecord | undefined> {
  return queryOne(
    db,
    'staffProfile.find',
    profileRow,
    sql`select st.id, st.salon_id, s.name as salon_name, st.display_name, st.title, st.bio, st.languages,
        st.specialties, st.experience_years, st.avatar_url, st.avatar_image_id
      from salon_staff st join salons s on s.id = st.salon_id where st.id = ${salonStaffId}`,
  );
}

export async function updateOwnProfile(
  db: Db,
  salonStaffId: number,
  values: {
    title: string;
    bio: string;
    languages: string[];
    specialties: string[];
    experienceYears: number | null;
  },
): Promise<void> {
  await db
    .update(salonStaff)
    .set({
      title: values.title,
      bio: values.bio,
      languages: values.languages,
      specialties: values.specialties,
      experience_years: values.experienceYears,
      updated_at: sql`now()`,
    })
    .where(eq(salonStaff.id, salonStaffId));
}
