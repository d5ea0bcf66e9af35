import type {
  AdminStaffGalleryItem,
  AdminStaffGalleryPage,
  PublicStaffWorkPhoto,
  StaffGalleryPhoto,
} from '@salonya/contracts/staff-area';
import {
  canReview,
  STAFF_GALLERY_LIMITS,
  STAFF_GALLERY_MESSAGES,
  type StaffGalleryStatus,
} from '@salonya/domain/staff/gallery';
import { STAFF_PROFILE_MESSAGES } from '@salonya/domain/staff/profile';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/uploads/file-store';
import { primaryUrl, removeKeys } from '../../lib/uploads/image-pipeline';
import type { UploadedFile } from '../../lib/uploads/multipart';
import { processUploads, storeAndCommit } from '../../lib/uploads/stored-upload';
import { deleteImages, insertImage } from '../salon-media/salon-media.repository';
import { keysOf, toMediaImage } from '../salon-media/salon-media.service';
import { ownActiveStaff, type OwnStaffRecord } from './staff-dashboard.repository';
import {
  assignedServiceName,
  countOwnPhotos,
  deleteOwnPhoto,
  findOwnPhoto,
  findPhoto,
  insertWorkPhoto,
  listForModeration,
  listOwnPhotos,
  listPublicPhotos,
  lockStaffMember,
  reviewPhoto,
  updateOwnPhoto,
  type StaffGalleryPhotoRecord,
} from './staff-gallery.repository';

/** /personel/galeri and admin staff-gallery (issue 20 scope 3, ADR 0045). */

export const MODERATION_PAGE_SIZE = 20;

async function requireStaff(db: Db, userId: number): Promise<OwnStaffRecord> {
  const staff = await ownActiveStaff(db, userId);
  if (!staff) throw AppError.notFound(STAFF_PROFILE_MESSAGES.notStaff);
  return staff;
}

/** The picture of a photo: its variants, or the stored URL alone when it has none (a row written by hand). */
function imageOf(r: StaffGalleryPhotoRecord) {
  return r.variants.length > 0
    ? toMediaImage({ id: r.image_id, width: r.width, height: r.height, variants: r.variants })
    : { id: r.image_id, width: r.width, height: r.height, url: r.image_url, variants: [] };
}

function toPhoto(r: StaffGalleryPhotoRecord): StaffGalleryPhoto {
  return {
    id: r.id,
    caption: r.caption,
    service:
      r.service_id !== null && r.service_name !== null ? { id: r.service_id, name: r.service_name } : null,
    status: r.status,
    rejection_reason: r.rejection_reason,
    reviewed_at: r.reviewed_at,
    created_at: r.created_at,
    image: imageOf(r),
  };
}

function toAdminItem(r: StaffGalleryPhotoRecord): AdminStaffGalleryItem {
  return {
    ...toPhoto(r),
    staff: { salon_staff_id: r.salon_staff_id, display_name: r.display_name },
    salon: { id: r.salon_id, name: r.salon_name },
  };
}

function toPublic(r: StaffGalleryPhotoRecord): PublicStaffWorkPhoto {
  const image = imageOf(r);
  return {
    id: r.id,
    caption: r.caption,
    service_name: r.service_name,
    image_url: image.url,
    width: r.width,
    height: r.height,
    variants: image.variants,
    staff: { salon_staff_id: r.salon_staff_id, display_name: r.display_name },
  };
}

/** The service a photo is tagged with must be one of the staff member's own (422 otherwise). */
async function checkService(db: Db, salonStaffId: number, serviceId: number | null): Promise<void> {
  if (serviceId === null) return;
  if ((await assignedServiceName(db, salonStaffId, serviceId)) === null)
    throw AppError.field('service_id', STAFF_GALLERY_MESSAGES.serviceNotAssigned);
}

export async function listOwnGallery(db: Db, userId: number): Promise<StaffGalleryPhoto[]> {
  const staff = await requireStaff(db, userId);
  return (await listOwnPhotos(db, staff.id)).map(toPhoto);
}

/** One work photo through the upload pipeline; it waits for an admin before it shows anywhere public. */
export async function uploadWorkPhoto(
  db: Db,
  store: FileStore,
  userId: number,
  file: UploadedFile,
  fields: { caption: string; service_id: number | null },
): Promise<StaffGalleryPhoto> {
  const staff = await requireStaff(db, userId);
  await checkService(db, staff.id, fields.service_id);
  if ((await countOwnPhotos(db, staff.id)) >= STAFF_GALLERY_LIMITS.maxPhotos)
    throw AppError.field('file', STAFF_GALLERY_MESSAGES.full);
  const [processed] = await processUploads([file], 'gallery');
  const photoId = await storeAndCommit(store, staff.salon_id, [processed!], ([variants]) =>
    inTransaction(db, async (tx) => {
      await lockStaffMember(tx, staff.id);
      if ((await countOwnPhotos(tx, staff.id)) >= STAFF_GALLERY_LIMITS.maxPhotos)
        throw AppError.field('file', STAFF_GALLERY_MESSAGES.full);
      const image = await insertImage(tx, {
        salonId: staff.salon_id,
        purpose: 'gallery',
        width: processed!.width,
        height: processed!.height,
        variants: variants!,
      });
      const id = await insertWorkPhoto(tx, {
        salonId: staff.salon_id,
        salonStaffId: staff.id,
        imageId: image.id,
        imageUrl: primaryUrl(variants!),
        caption: fields.caption === '' ? null : fields.caption,
        serviceId: fields.service_id,
      });
      return { result: id };
    }),
  );
  const photo = await findOwnPhoto(db, staff.id, photoId);
  if (!photo) throw AppError.notFound(STAFF_GALLERY_MESSAGES.notFound);
  return toPhoto(photo);
}

export async function updateWorkPhoto(
  db: Db,
  userId: number,
  photoId: number,
  fields: { caption: string; service_id: number | null },
): Promise<StaffGalleryPhoto> {
  const staff = await requireStaff(db, userId);
  if (!(await findOwnPhoto(db, staff.id, photoId))) throw AppError.notFound(STAFF_GALLERY_MESSAGES.notFound);
  await checkService(db, staff.id, fields.service_id);
  await updateOwnPhoto(db, staff.id, photoId, {
    caption: fields.caption === '' ? null : fields.caption,
    serviceId: fields.service_id,
  });
  const photo = await findOwnPhoto(db, staff.id, photoId);
  if (!photo) throw AppError.notFound(STAFF_GALLERY_MESSAGES.notFound);
  return toPhoto(photo);
}

export async function deleteWorkPhoto(
  db: Db,
  store: FileStore,
  userId: number,
  photoId: number,
): Promise<void> {
  const staff = await requireStaff(db, userId);
  const keys = await inTransaction(db, async (tx) => {
    const imageId = await deleteOwnPhoto(tx, staff.id, photoId);
    if (imageId === null) throw AppError.notFound(STAFF_GALLERY_MESSAGES.notFound);
    return keysOf(await deleteImages(tx, staff.salon_id, [imageId]));
  });
  await removeKeys(store, keys);
}

export async function moderationQueue(
  db: Db,
  status: StaffGalleryStatus,
  page: number,
): Promise<AdminStaffGalleryPage> {
  const { items, total, pending } = await listForModeration(db, status, page, MODERATION_PAGE_SIZE);
  return {
    items: items.map(toAdminItem),
    page,
    per_page: MODERATION_PAGE_SIZE,
    total,
    pending_count: pending,
  };
}

/** Approve or reject a waiting photo (once); 404 for an unknown photo, 409 when it was already decided. */
export async function reviewWorkPhoto(
  db: Db,
  photoId: number,
  adminUserId: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<AdminStaffGalleryItem> {
  const before = await findPhoto(db, photoId);
  if (!before) throw AppError.notFound(STAFF_GALLERY_MESSAGES.notFound);
  if (!canReview(before.status))
    throw AppError.conflict('already_reviewed', STAFF_GALLERY_MESSAGES.alreadyReviewed);
  const done = await reviewPhoto(db, photoId, {
    status: decision.approve ? 'approved' : 'rejected',
    reason: decision.approve ? null : decision.reason,
    adminUserId,
  });
  if (!done) throw AppError.conflict('already_reviewed', STAFF_GALLERY_MESSAGES.alreadyReviewed);
  const after = await findPhoto(db, photoId);
  if (!after) throw AppError.notFound(STAFF_GALLERY_MESSAGES.notFound);
  return toAdminItem(after);
}

export async function publicWorkPhotos(
  db: Db,
  by: { salonStaffId: number } | { salonId: number },
): Promise<PublicStaffWorkPhoto[]> {
  return (await listPublicPhotos(db, by, STAFF_GALLERY_LIMITS.publicPage)).map(toPublic);
}
