import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  districts,
  mediaImages,
  salonGallery,
  salonOpeningHours,
  salonStaff,
  salons,
  type MediaImagePurpose,
  type MediaImageVariantRecord,
} from '../../db/schema';

/** The only code of salon media that touches the database (profile, logo, cover, gallery). */

export interface MediaImageRecord {
  id: number;
  width: number;
  height: number;
  variants: MediaImageVariantRecord[];
}

export interface SalonProfileRecord {
  id: number;
  name: string;
  description: string;
  phone: string | null;
  provinceId: number;
  districtId: number;
  address: string;
  latitude: number;
  longitude: number;
  genderFocus: 'female' | 'male' | 'unisex';
  amenities: string[];
  status: string;
  logoImageId: number | null;
  coverImageId: number | null;
}

export interface OpeningDayRecord {
  weekday: number;
  opensAt: string | null;
  closesAt: string | null;
}

export async function findProfile(db: Db, salonId: number): Promise<SalonProfileRecord | null> {
  const [row] = await db
    .select({
      id: salons.id,
      name: salons.name,
      description: salons.description,
      phone: salons.phone,
      provinceId: salons.province_id,
      districtId: salons.district_id,
      address: salons.address,
      latitude: salons.latitude,
      longitude: salons.longitude,
      genderFocus: salons.gender_focus,
      amenities: salons.amenities,
      status: salons.status,
      logoImageId: salons.logo_image_id,
      coverImageId: salons.cover_image_id,
    })
    .from(salons)
    .where(eq(salons.id, salonId))
    .limit(1);
  return row ?? null;
}

/** 'HH:MM:SS' → 'HH:MM'; the end of the day (23:59:59) reads as 24:00. */
function hhmm(value: string | null): string | null {
  if (value === null) return null;
  if (value.startsWith('23:59:59')) return '24:00';
  return value.slice(0, 5);
}

export async function listOpeningHours(db: Db, salonId: number): Promise<OpeningDayRecord[]> {
  const rows = await db
    .select({
      weekday: salonOpeningHours.weekday,
      opensAt: salonOpeningHours.opens_at,
      closesAt: salonOpeningHours.closes_at,
    })
    .from(salonOpeningHours)
    .where(eq(salonOpeningHours.salon_id, salonId))
    .orderBy(asc(salonOpeningHours.weekday));
  return rows.map((r) => ({ weekday: r.weekday, opensAt: hhmm(r.opensAt), closesAt: hhmm(r.closesAt) }));
}

export async function districtInProvince(db: Db, districtId: number, provinceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, districtId), eq(districts.province_id, provinceId)))
    .limit(1);
  return row !== undefined;
}

export interface ProfileUpdate {
  name: string;
  description: string;
  phone: string | null;
  provinceId: number;
  districtId: number;
  address: string;
  latitude: number;
  longitude: number;
  genderFocus: 'female' | 'male' | 'unisex';
  amenities: string[];
  openingHours: OpeningDayRecord[];
}

/** Writes the profile and replaces the week of opening hours (the caller holds a transaction). */
export async function updateProfile(tx: Db, salonId: number, update: ProfileUpdate): Promise<void> {
  await tx
    .update(salons)
    .set({
      name: update.name,
      description: update.description,
      phone: update.phone,
      province_id: update.provinceId,
      district_id: update.districtId,
      address: update.address,
      latitude: update.latitude,
      longitude: update.longitude,
      gender_focus: update.genderFocus,
      amenities: update.amenities,
      updated_at: sql`now()`,
    })
    .where(eq(salons.id, salonId));
  await tx.delete(salonOpeningHours).where(eq(salonOpeningHours.salon_id, salonId));
  await tx.insert(salonOpeningHours).values(
    update.openingHours.map((d) => ({
      salon_id: salonId,
      weekday: d.weekday,
      opens_at: d.opensAt,
      // The time column has no 24:00 that compares well; the end of the day is stored as 23:59:59.
      closes_at: d.closesAt === '24:00' ? '23:59:59' : d.closesAt,
    })),
  );
}

export async function findImages(
  db: Db,
  salonId: number,
  ids: readonly number[],
): Promise<MediaImageRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: mediaImages.id,
      width: mediaImages.width,
      height: mediaImages.height,
      variants: mediaImages.variants,
    })
    .from(mediaImages)
    .where(and(eq(mediaImages.salon_id, salonId), inArray(mediaImages.id, [...ids])));
}

export async function insertImage(
  tx: Db,
  image: {
    salonId: number;
    purpose: MediaImagePurpose;
    width: number;
    height: number;
    variants: MediaImageVariantRecord[];
  },
): Promise<MediaImageRecord> {
  const [row] = await tx
    .insert(mediaImages)
    .values({
      salon_id: image.salonId,
      purpose: image.purpose,
      width: image.width,
      height: image.height,
      variants: image.variants,
    })
    .returning({
      id: mediaImages.id,
      width: mediaImages.width,
      height: mediaImages.height,
      variants: mediaImages.variants,
    });
  return row!;
}

/** Deletes pictures of this salon and returns their variants (so the caller removes the files after commit). */
export async function deleteImages(
  tx: Db,
  salonId: number,
  ids: readonly number[],
): Promise<MediaImageVariantRecord[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(mediaImages)
    .where(and(eq(mediaImages.salon_id, salonId), inArray(mediaImages.id, [...ids])))
    .returning({ variants: mediaImages.variants });
  return rows.flatMap((r) => r.variants);
}

/** Which purpose a picture was uploaded for (a cover chosen from the gallery stays a gallery picture). */
export async function imagePurposes(
  db: Db,
  salonId: number,
  ids: readonly number[],
): Promise<Map<number, MediaImagePurpose>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: mediaImages.id, purpose: mediaImages.purpose })
    .from(mediaImages)
    .where(and(eq(mediaImages.salon_id, salonId), inArray(mediaImages.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.purpose]));
}

export interface SalonMediaState {
  logoImageId: number | null;
  coverImageId: number | null;
  coverImageUrl: string | null;
}

const mediaStateColumns = {
  logoImageId: salons.logo_image_id,
  coverImageId: salons.cover_image_id,
  coverImageUrl: salons.cover_image_url,
};

export async function salonMediaState(db: Db, salonId: number): Promise<SalonMediaState> {
  const [row] = await db.select(mediaStateColumns).from(salons).where(eq(salons.id, salonId)).limit(1);
  return row ?? { logoImageId: null, coverImageId: null, coverImageUrl: null };
}

/** Locks the salon row, so two uploads of one salon apply one after the other. */
export async function lockSalonMedia(tx: Db, salonId: number): Promise<SalonMediaState> {
  const [row] = await tx.select(mediaStateColumns).from(salons).where(eq(salons.id, salonId)).for('update');
  return row ?? { logoImageId: null, coverImageId: null, coverImageUrl: null };
}

export async function setLogo(tx: Db, salonId: number, imageId: number | null, url: string | null) {
  await tx
    .update(salons)
    .set({ logo_image_id: imageId, logo_url: url, updated_at: sql`now()` })
    .where(eq(salons.id, salonId));
}

export async function setCover(tx: Db, salonId: number, imageId: number | null, url: string | null) {
  await tx
    .update(salons)
    .set({ cover_image_id: imageId, cover_image_url: url, updated_at: sql`now()` })
    .where(eq(salons.id, salonId));
}

export interface GalleryPhotoRecord {
  id: number;
  caption: string | null;
  sortOrder: number;
  imageId: number | null;
  imageUrl: string;
  width: number | null;
  height: number | null;
  variants: MediaImageVariantRecord[] | null;
}

const galleryColumns = {
  id: salonGallery.id,
  caption: salonGallery.caption,
  sortOrder: salonGallery.sort_order,
  imageId: salonGallery.image_id,
  imageUrl: salonGallery.image_url,
  width: mediaImages.width,
  height: mediaImages.height,
  variants: mediaImages.variants,
};

/** The salon's photos in their order (uploaded ones with variants, seeded ones with their URL only). */
export async function listGalleryPhotos(db: Db, salonId: number): Promise<GalleryPhotoRecord[]> {
  return db
    .select(galleryColumns)
    .from(salonGallery)
    .leftJoin(mediaImages, eq(mediaImages.id, salonGallery.image_id))
    .where(eq(salonGallery.salon_id, salonId))
    .orderBy(asc(salonGallery.sort_order), asc(salonGallery.id));
}

/** One photo of this salon (another salon's photo: null). */
export async function findGalleryPhoto(
  db: Db,
  salonId: number,
  photoId: number,
): Promise<GalleryPhotoRecord | null> {
  const [row] = await db
    .select(galleryColumns)
    .from(salonGallery)
    .leftJoin(mediaImages, eq(mediaImages.id, salonGallery.image_id))
    .where(and(eq(salonGallery.salon_id, salonId), eq(salonGallery.id, photoId)))
    .limit(1);
  return row ?? null;
}

export async function galleryStats(db: Db, salonId: number): Promise<{ count: number; maxOrder: number }> {
  const [row] = await db
    .select({ count: count(), maxOrder: max(salonGallery.sort_order) })
    .from(salonGallery)
    .where(eq(salonGallery.salon_id, salonId));
  return { count: Number(row?.count ?? 0), maxOrder: row?.maxOrder ?? -1 };
}

export async function insertGalleryPhoto(
  tx: Db,
  photo: { salonId: number; imageId: number; imageUrl: string; sortOrder: number },
): Promise<number> {
  const [row] = await tx
    .insert(salonGallery)
    .values({
      salon_id: photo.salonId,
      image_id: photo.imageId,
      image_url: photo.imageUrl,
      sort_order: photo.sortOrder,
    })
    .returning({ id: salonGallery.id });
  return row!.id;
}

export async function updateCaption(db: Db, salonId: number, photoId: number, caption: string | null) {
  const rows = await db
    .update(salonGallery)
    .set({ caption, updated_at: sql`now()` })
    .where(and(eq(salonGallery.salon_id, salonId), eq(salonGallery.id, photoId)))
    .returning({ id: salonGallery.id });
  return rows.length > 0;
}

export async function galleryPhotoIds(db: Db, salonId: number): Promise<number[]> {
  const rows = await db
    .select({ id: salonGallery.id })
    .from(salonGallery)
    .where(eq(salonGallery.salon_id, salonId));
  return rows.map((r) => r.id);
}

export async function setGalleryOrder(tx: Db, salonId: number, photoIds: readonly number[]): Promise<void> {
  for (const [index, id] of photoIds.entries()) {
    await tx
      .update(salonGallery)
      .set({ sort_order: index, updated_at: sql`now()` })
      .where(and(eq(salonGallery.salon_id, salonId), eq(salonGallery.id, id)));
  }
}

export async function deleteGalleryPhoto(tx: Db, salonId: number, photoId: number): Promise<void> {
  await tx.delete(salonGallery).where(and(eq(salonGallery.salon_id, salonId), eq(salonGallery.id, photoId)));
}

/** A member of this salon's team (removed ones left out), locked for a photo change; another salon's → null. */
export async function lockStaffAvatar(
  tx: Db,
  salonId: number,
  salonStaffId: number,
): Promise<{ avatarImageId: number | null } | null> {
  const [row] = await tx
    .select({ avatarImageId: salonStaff.avatar_image_id })
    .from(salonStaff)
    .where(
      and(eq(salonStaff.id, salonStaffId), eq(salonStaff.salon_id, salonId), isNull(salonStaff.removed_at)),
    )
    .for('update');
  return row ?? null;
}

export async function setStaffAvatar(
  tx: Db,
  salonStaffId: number,
  imageId: number | null,
  url: string | null,
): Promise<void> {
  await tx
    .update(salonStaff)
    .set({ avatar_image_id: imageId, avatar_url: url, updated_at: sql`now()` })
    .where(eq(salonStaff.id, salonStaffId));
}
