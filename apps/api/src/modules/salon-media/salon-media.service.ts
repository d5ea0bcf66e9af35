import type {
  GalleryPhoto,
  MediaImage,
  SalonProfile,
  UpdateSalonProfileData,
} from '@salonya/contracts/salon-media';
import {
  GALLERY_MAX_PHOTOS,
  MEDIA_MESSAGES,
  validateOpeningHours,
} from '@salonya/domain/catalogue/salon-media';
import { SALON_NOT_FOUND } from '@salonya/domain/messages';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import type { FieldErrors } from '@salonya/contracts/envelope';
import type { Db } from '../../db/client';
import type { MediaImageVariantRecord } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/uploads/file-store';
import { primaryUrl, removeKeys } from '../../lib/uploads/image-pipeline';
import type { UploadedFile } from '../../lib/uploads/multipart';
import { processUploads, storeAndCommit } from '../../lib/uploads/stored-upload';
import { refreshSalonStats } from '../salons/salon-cards.repository';
import { refreshSearchDocuments } from '../search/search-documents.repository';
import {
  deleteGalleryPhoto,
  deleteImages,
  districtInProvince,
  findGalleryPhoto,
  findImages,
  findProfile,
  galleryPhotoIds,
  galleryStats,
  imagePurposes,
  insertGalleryPhoto,
  insertImage,
  listGalleryPhotos,
  listOpeningHours,
  lockSalonMedia,
  lockStaffAvatar,
  salonMediaState,
  setCover,
  setGalleryOrder,
  setLogo,
  setStaffAvatar,
  updateCaption,
  updateProfile,
  type GalleryPhotoRecord,
  type MediaImageRecord,
  type SalonMediaState,
} from './salon-media.repository';

/** Salon profile, logo, cover and gallery: the rules and transactions (issue 16, scope 3). */

export function toMediaImage(record: MediaImageRecord): MediaImage {
  return {
    id: record.id,
    width: record.width,
    height: record.height,
    url: primaryUrl(record.variants),
    variants: record.variants.map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      url: v.url,
    })),
  };
}

export async function getSalonProfile(db: Db, salonId: number): Promise<SalonProfile> {
  const profile = await findProfile(db, salonId);
  if (!profile) throw AppError.notFound(SALON_NOT_FOUND);
  const imageIds = [profile.logoImageId, profile.coverImageId].filter((id): id is number => id !== null);
  const [hours, images] = await Promise.all([
    listOpeningHours(db, salonId),
    findImages(db, salonId, imageIds),
  ]);
  const imageOf = (id: number | null) => {
    const found = id === null ? undefined : images.find((i) => i.id === id);
    return found ? toMediaImage(found) : null;
  };
  const byDay = new Map(hours.map((h) => [h.weekday, h]));
  return {
    id: profile.id,
    name: profile.name,
    description: profile.description,
    phone: profile.phone,
    province_id: profile.provinceId,
    district_id: profile.districtId,
    address: profile.address,
    latitude: profile.latitude,
    longitude: profile.longitude,
    gender_focus: profile.genderFocus,
    amenities: profile.amenities,
    // Every weekday, a day without a row is closed.
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opens_at: byDay.get(weekday)?.opensAt ?? null,
      closes_at: byDay.get(weekday)?.closesAt ?? null,
    })),
    status: profile.status,
    logo: imageOf(profile.logoImageId),
    cover: imageOf(profile.coverImageId),
  };
}

export async function saveSalonProfile(db: Db, salonId: number, data: UpdateSalonProfileData): Promise<void> {
  const errors: FieldErrors = { ...validateOpeningHours(data.opening_hours) };
  if (!(await districtInProvince(db, data.district_id, data.province_id))) {
    errors.district_id = [MEDIA_MESSAGES.districtMismatch];
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  await inTransaction(db, (tx) =>
    updateProfile(tx, salonId, {
      name: data.name,
      description: data.description,
      phone: data.phone,
      provinceId: data.province_id,
      districtId: data.district_id,
      address: data.address,
      latitude: data.latitude,
      longitude: data.longitude,
      genderFocus: data.gender_focus,
      amenities: [...new Set(data.amenities)],
      openingHours: [...data.opening_hours]
        .sort((a, b) => a.weekday - b.weekday)
        .map((d) => ({ weekday: d.weekday, opensAt: d.opens_at, closesAt: d.closes_at })),
    }),
  );
  // The public page reads the row itself; search (name, place) and the cards' 'open now' and night flags are
  // derived, so they follow now rather than at the next periodic refresh.
  await refreshSearchDocuments(db, [salonId]);
  await refreshSalonStats(db, [salonId]);
}

/** Files of pictures no row points at any more; removed after the transaction that dropped the rows. */
export function keysOf(variants: readonly MediaImageVariantRecord[]): string[] {
  return variants.map((v) => v.key);
}

function isCoverPhoto(photo: GalleryPhotoRecord, state: SalonMediaState): boolean {
  return photo.imageId !== null
    ? state.coverImageId === photo.imageId
    : state.coverImageId === null && state.coverImageUrl === photo.imageUrl;
}

/** Logo or cover upload: replaces the previous one (a cover chosen from the gallery stays in the gallery). */
export async function uploadSalonImage(
  db: Db,
  store: FileStore,
  salonId: number,
  purpose: 'logo' | 'cover',
  file: UploadedFile,
): Promise<MediaImage> {
  const [processed] = await processUploads([file], purpose);
  const image = await storeAndCommit(store, salonId, [processed!], ([variants]) =>
    inTransaction(db, async (tx) => {
      const state = await lockSalonMedia(tx, salonId);
      const inserted = await insertImage(tx, {
        salonId,
        purpose,
        width: processed!.width,
        height: processed!.height,
        variants: variants!,
      });
      const url = primaryUrl(variants!);
      const previous = purpose === 'logo' ? state.logoImageId : state.coverImageId;
      if (purpose === 'logo') await setLogo(tx, salonId, inserted.id, url);
      else await setCover(tx, salonId, inserted.id, url);
      let freedKeys: string[] = [];
      if (previous !== null) {
        const purposes = await imagePurposes(tx, salonId, [previous]);
        if (purposes.get(previous) === purpose)
          freedKeys = keysOf(await deleteImages(tx, salonId, [previous]));
      }
      return { result: inserted, freedKeys };
    }),
  );
  return toMediaImage(image);
}

export async function removeSalonImage(
  db: Db,
  store: FileStore,
  salonId: number,
  purpose: 'logo' | 'cover',
): Promise<void> {
  const keys = await inTransaction(db, async (tx) => {
    const state = await lockSalonMedia(tx, salonId);
    const previous = purpose === 'logo' ? state.logoImageId : state.coverImageId;
    if (purpose === 'logo') await setLogo(tx, salonId, null, null);
    else await setCover(tx, salonId, null, null);
    if (previous === null) return [];
    const purposes = await imagePurposes(tx, salonId, [previous]);
    return purposes.get(previous) === purpose ? keysOf(await deleteImages(tx, salonId, [previous])) : [];
  });
  await removeKeys(store, keys);
}

function toGalleryPhoto(photo: GalleryPhotoRecord, state: SalonMediaState): GalleryPhoto {
  const image: MediaImage =
    photo.imageId !== null && photo.variants && photo.width !== null && photo.height !== null
      ? toMediaImage({
          id: photo.imageId,
          width: photo.width,
          height: photo.height,
          variants: photo.variants,
        })
      : // A seeded picture: one URL, no stored size.
        { id: 0, width: 0, height: 0, url: photo.imageUrl, variants: [] };
  return {
    id: photo.id,
    caption: photo.caption,
    sort_order: photo.sortOrder,
    is_cover: isCoverPhoto(photo, state),
    image,
  };
}

export async function listSalonGallery(db: Db, salonId: number): Promise<GalleryPhoto[]> {
  const [photos, state] = await Promise.all([listGalleryPhotos(db, salonId), salonMediaState(db, salonId)]);
  return photos.map((p) => toGalleryPhoto(p, state));
}

export async function uploadGalleryPhotos(
  db: Db,
  store: FileStore,
  salonId: number,
  files: readonly UploadedFile[],
): Promise<GalleryPhoto[]> {
  const before = await galleryStats(db, salonId);
  if (before.count + files.length > GALLERY_MAX_PHOTOS)
    throw AppError.field('file', MEDIA_MESSAGES.galleryFull);
  const processed = await processUploads(files, 'gallery');
  await storeAndCommit(store, salonId, processed, (stored) =>
    inTransaction(db, async (tx) => {
      await lockSalonMedia(tx, salonId);
      const { count, maxOrder } = await galleryStats(tx, salonId);
      if (count + files.length > GALLERY_MAX_PHOTOS) throw AppError.field('file', MEDIA_MESSAGES.galleryFull);
      for (const [index, image] of processed.entries()) {
        const variants = stored[index]!;
        const inserted = await insertImage(tx, {
          salonId,
          purpose: 'gallery',
          width: image.width,
          height: image.height,
          variants,
        });
        await insertGalleryPhoto(tx, {
          salonId,
          imageId: inserted.id,
          imageUrl: primaryUrl(variants),
          sortOrder: maxOrder + 1 + index,
        });
      }
      return { result: null };
    }),
  );
  return listSalonGallery(db, salonId);
}

async function requirePhoto(db: Db, salonId: number, photoId: number): Promise<GalleryPhotoRecord> {
  const photo = await findGalleryPhoto(db, salonId, photoId);
  if (!photo) throw AppError.notFound(MEDIA_MESSAGES.photoNotFound);
  return photo;
}

export async function captionPhoto(
  db: Db,
  salonId: number,
  photoId: number,
  caption: string,
): Promise<GalleryPhoto> {
  await requirePhoto(db, salonId, photoId);
  await updateCaption(db, salonId, photoId, caption === '' ? null : caption);
  const [photo, state] = await Promise.all([
    requirePhoto(db, salonId, photoId),
    salonMediaState(db, salonId),
  ]);
  return toGalleryPhoto(photo, state);
}

export async function reorderGallery(
  db: Db,
  salonId: number,
  photoIds: readonly number[],
): Promise<GalleryPhoto[]> {
  await inTransaction(db, async (tx) => {
    await lockSalonMedia(tx, salonId);
    const existing = new Set(await galleryPhotoIds(tx, salonId));
    const given = new Set(photoIds);
    const same =
      given.size === photoIds.length &&
      given.size === existing.size &&
      [...given].every((id) => existing.has(id));
    if (!same) throw AppError.field('photo_ids', MEDIA_MESSAGES.orderMismatch);
    await setGalleryOrder(tx, salonId, photoIds);
  });
  return listSalonGallery(db, salonId);
}

export async function deletePhoto(db: Db, store: FileStore, salonId: number, photoId: number): Promise<void> {
  const keys = await inTransaction(db, async (tx) => {
    const state = await lockSalonMedia(tx, salonId);
    const photo = await findGalleryPhoto(tx, salonId, photoId);
    if (!photo) throw AppError.notFound(MEDIA_MESSAGES.photoNotFound);
    if (isCoverPhoto(photo, state)) await setCover(tx, salonId, null, null);
    await deleteGalleryPhoto(tx, salonId, photoId);
    return photo.imageId === null ? [] : keysOf(await deleteImages(tx, salonId, [photo.imageId]));
  });
  await removeKeys(store, keys);
}

/** Makes a gallery photo the salon's cover; an uploaded cover it replaces is removed. */
export async function chooseCover(
  db: Db,
  store: FileStore,
  salonId: number,
  photoId: number,
): Promise<GalleryPhoto> {
  const keys = await inTransaction(db, async (tx) => {
    const state = await lockSalonMedia(tx, salonId);
    const photo = await findGalleryPhoto(tx, salonId, photoId);
    if (!photo) throw AppError.notFound(MEDIA_MESSAGES.photoNotFound);
    if (isCoverPhoto(photo, state)) return [];
    await setCover(tx, salonId, photo.imageId, photo.imageUrl);
    const previous = state.coverImageId;
    if (previous === null || previous === photo.imageId) return [];
    const purposes = await imagePurposes(tx, salonId, [previous]);
    return purposes.get(previous) === 'cover' ? keysOf(await deleteImages(tx, salonId, [previous])) : [];
  });
  await removeKeys(store, keys);
  const [photo, state] = await Promise.all([
    requirePhoto(db, salonId, photoId),
    salonMediaState(db, salonId),
  ]);
  return toGalleryPhoto(photo, state);
}

export async function requireStaffAvatar(db: Db, salonId: number, salonStaffId: number) {
  const staff = await lockStaffAvatar(db, salonId, salonStaffId);
  if (!staff) throw AppError.notFound(TEAM_MESSAGES.staffNotFound);
  return staff;
}

/**
 * A staff member's photo through the same pipeline as the salon's pictures; it replaces the previous uploaded one.
 * The member is checked before the file is processed, so a foreign member costs no image work (404).
 */
export async function uploadStaffPhoto(
  db: Db,
  store: FileStore,
  salonId: number,
  salonStaffId: number,
  file: UploadedFile,
): Promise<MediaImage> {
  await requireStaffAvatar(db, salonId, salonStaffId);
  const [processed] = await processUploads([file], 'staff');
  const image = await storeAndCommit(store, salonId, [processed!], ([variants]) =>
    inTransaction(db, async (tx) => {
      const staff = await requireStaffAvatar(tx, salonId, salonStaffId);
      const inserted = await insertImage(tx, {
        salonId,
        purpose: 'staff',
        width: processed!.width,
        height: processed!.height,
        variants: variants!,
      });
      await setStaffAvatar(tx, salonStaffId, inserted.id, primaryUrl(variants!));
      const previous = staff.avatarImageId;
      return {
        result: inserted,
        freedKeys: previous === null ? [] : keysOf(await deleteImages(tx, salonId, [previous])),
      };
    }),
  );
  return toMediaImage(image);
}

/** Back to the initials (or the account's own picture); the uploaded files are removed. */
export async function removeStaffPhoto(
  db: Db,
  store: FileStore,
  salonId: number,
  salonStaffId: number,
): Promise<void> {
  const keys = await inTransaction(db, async (tx) => {
    const staff = await requireStaffAvatar(tx, salonId, salonStaffId);
    await setStaffAvatar(tx, salonStaffId, null, null);
    return staff.avatarImageId === null ? [] : keysOf(await deleteImages(tx, salonId, [staff.avatarImageId]));
  });
  await removeKeys(store, keys);
}
