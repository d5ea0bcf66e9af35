import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, intOrNull, isoTimestamp, isoTimestampOrNull, queryOne, queryRows } from '../../db/rows';
import { staffGalleryPhotos, staffGalleryStatuses, type StaffGalleryStatus } from '../../db/schema';

/**
 * A staff member's work photos (staff_gallery_photos, migration 0029). The staff member's queries name their own
 * salon_staff id, so another member's photo is simply not found (404).
 */

const variantRow = z.object({
  format: z.enum(['webp', 'avif']),
  width: int,
  height: int,
  bytes: int,
  key: z.string(),
  url: z.string(),
});

const photoRow = z.object({
  id: int,
  salon_id: int,
  salon_staff_id: int,
  caption: z.string().nullable(),
  service_id: intOrNull,
  service_name: z.string().nullable(),
  status: z.enum(staffGalleryStatuses),
  rejection_reason: z.string().nullable(),
  reviewed_at: isoTimestampOrNull,
  created_at: isoTimestamp,
  image_id: int,
  image_url: z.string(),
  width: int,
  height: int,
  variants: z.array(variantRow),
  display_name: z.string(),
  salon_name: z.string(),
});
export type StaffGalleryPhotoRecord = z.output<typeof photoRow>;

const photoColumns = sql`p.id, p.salon_id, p.salon_staff_id, p.caption, p.service_id, sv.name as service_name,
  p.status, p.rejection_reason, p.reviewed_at, p.created_at, p.image_id, p.image_url, mi.width, mi.height,
  mi.variants, st.display_name, s.name as salon_name`;
const photoJoins = sql`from staff_gallery_photos p
  join media_images mi on mi.id = p.image_id
  join salon_staff st on st.id = p.salon_staff_id
  join salons s on s.id = p.salon_id
  left join services sv on sv.id = p.service_id`;

export async function listOwnPhotos(db: Db, salonStaffId: number): Promise<StaffGalleryPhotoRecord[]> {
  return queryRows(
    db,
    'staffGallery.listOwn',
    photoRow,
    sql`select ${photoColumns} ${photoJoins} where p.salon_staff_id = ${salonStaffId}
      order by p.created_at desc, p.id desc`,
  );
}

export async function findOwnPhoto(
  db: Db,
  salonStaffId: number,
  photoId: number,
): Promise<StaffGalleryPhotoRecord | undefined> {
  return queryOne(
    db,
    'staffGallery.findOwn',
    photoRow,
    sql`select ${photoColumns} ${photoJoins} where p.id = ${photoId} and p.salon_staff_id = ${salonStaffId}`,
  );
}

export async function findPhoto(db: Db, photoId: number): Promise<StaffGalleryPhotoRecord | undefined> {
  return queryOne(
    db,
    'staffGallery.find',
    photoRow,
    sql`select ${photoColumns} ${photoJoins} where p.id = ${photoId}`,
  );
}

/** How many photos the staff member keeps (every status), counted under the member's row lock. */
export async function countOwnPhotos(db: Db, salonStaffId: number): Promise<number> {
  const row = await queryOne(
    db,
    'staffGallery.count',
    z.object({ n: int }),
    sql`select count(*)::int as n from staff_gallery_photos where salon_staff_id = ${salonStaffId}`,
  );
  return row?.n ?? 0;
}

/** Locks the staff member's row, so two uploads at once cannot both pass the photo limit. */
export async function lockStaffMember(tx: Db, salonStaffId: number): Promise<void> {
  await queryRows(
    tx,
    'staffGallery.lockStaff',
    z.object({ id: int }),
    sql`select id from salon_staff where id = ${salonStaffId} for update`,
  );
}

/** The name of a service assigned to the staff member (not archived); null when it is not theirs. */
export async function assignedServiceName(
  db: Db,
  salonStaffId: number,
  serviceId: number,
): Promise<string | null> {
  const row = await queryOne(
    db,
    'staffGallery.assignedService',
    z.object({ name: z.string() }),
    sql`select sv.name from staff_services ss join services sv on sv.id = ss.service_id
      where ss.salon_staff_id = ${salonStaffId} and ss.service_id = ${serviceId} and sv.archived_at is null`,
  );
  return row?.name ?? null;
}

export async function insertWorkPhoto(
  tx: Db,
  photo: {
    salonId: number;
    salonStaffId: number;
    imageId: number;
    imageUrl: string;
    caption: string | null;
    serviceId: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(staffGalleryPhotos)
    .values({
      salon_id: photo.salonId,
      salon_staff_id: photo.salonStaffId,
      image_id: photo.imageId,
      image_url: photo.imageUrl,
      caption: photo.caption,
      service_id: photo.serviceId,
    })
    .returning({ id: staffGalleryPhotos.id });
  return row!.id;
}

/** New caption or service: the photo waits for a review again (its public text changed). */
export async function updateOwnPhoto(
  db: Db,
  salonStaffId: number,
  photoId: number,
  values: { caption: string | null; serviceId: number | null },
): Promise<boolean> {
  const rows = await db
    .update(staffGalleryPhotos)
    .set({
      caption: values.caption,
      service_id: values.serviceId,
      status: 'pending',
      rejection_reason: null,
      reviewed_by_user_id: null,
      reviewed_at: null,
      updated_at: sql`now()`,
    })
    .where(and(eq(staffGalleryPhotos.id, photoId), eq(staffGalleryPhotos.salon_staff_id, salonStaffId)))
    .returning({ id: staffGalleryPhotos.id });
  return rows.length > 0;
}

/** Deletes one of the staff member's photos; its media image id, or null when it is not theirs. */
export async function deleteOwnPhoto(tx: Db, salonStaffId: number, photoId: number): Promise<number | null> {
  const [row] = await tx
    .delete(staffGalleryPhotos)
    .where(and(eq(staffGalleryPhotos.id, photoId), eq(staffGalleryPhotos.salon_staff_id, salonStaffId)))
    .returning({ imageId: staffGalleryPhotos.image_id });
  return row?.imageId ?? null;
}

/** The admin's decision on a waiting photo; false when it is not waiting (any more). */
export async function reviewPhoto(
  db: Db,
  photoId: number,
  decision: { status: Exclude<StaffGalleryStatus, 'pending'>; reason: string | null; adminUserId: number },
): Promise<boolean> {
  const rows = await db
    .update(staffGalleryPhotos)
    .set({
      status: decision.status,
      rejection_reason: decision.reason,
      reviewed_by_user_id: decision.adminUserId,
      reviewed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(staffGalleryPhotos.id, photoId), eq(staffGalleryPhotos.status, 'pending')))
    .returning({ id: staffGalleryPhotos.id });
  return rows.length > 0;
}

/** The admin's queue: one status, oldest waiting first (newest first for decided ones). */
export async function listForModeration(
  db: Db,
  status: StaffGalleryStatus,
  page: number,
  perPage: number,
): Promise<{ items: StaffGalleryPhotoRecord[]; total: number; pending: number }> {
  const order = status === 'pending' ? sql`p.created_at asc, p.id asc` : sql`p.reviewed_at desc, p.id desc`;
  const [items, counts] = await Promise.all([
    queryRows(
      db,
      'staffGallery.moderation',
      photoRow,
      sql`select ${photoColumns} ${photoJoins} where p.status = ${status}
        order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    queryOne(
      db,
      'staffGallery.moderationCounts',
      z.object({ total: int, pending: int }),
      sql`select count(*) filter (where status = ${status})::int as total,
        count(*) filter (where status = 'pending')::int as pending from staff_gallery_photos`,
    ),
  ]);
  return { items, total: counts?.total ?? 0, pending: counts?.pending ?? 0 };
}

/** Approved photos of active staff of an active salon, newest first: one specialist's, or a whole salon's. */
export async function listPublicPhotos(
  db: Db,
  by: { salonStaffId: number } | { salonId: number },
  limit: number,
): Promise<StaffGalleryPhotoRecord[]> {
  const where =
    'salonStaffId' in by ? sql`p.salon_staff_id = ${by.salonStaffId}` : sql`p.salon_id = ${by.salonId}`;
  return queryRows(
    db,
    'salonId' in by ? 'staffGallery.publicSalon' : 'staffGallery.publicStaff',
    photoRow,
    sql`select ${photoColumns} ${photoJoins}
      where ${where} and p.status = 'approved' and st.is_active and st.removed_at is null and s.status = 'active'
      order by p.reviewed_at desc, p.id desc limit ${limit}`,
  );
}
