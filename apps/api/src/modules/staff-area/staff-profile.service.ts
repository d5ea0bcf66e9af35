import type { StaffPublicProfile, StaffPublicProfileData } from '@salonya/contracts/staff-area';
import type { MediaImage } from '@salonya/contracts/salon-media';
import { avatarOf } from '@salonya/domain/catalogue/default-images';
import { STAFF_PROFILE_MESSAGES } from '@salonya/domain/staff/profile';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/uploads/file-store';
import type { UploadedFile } from '../../lib/uploads/multipart';
import { findImages } from '../salon-media/salon-media.repository';
import { removeStaffPhoto, toMediaImage, uploadStaffPhoto } from '../salon-media/salon-media.service';
import { ownActiveStaff, type OwnStaffRecord } from './staff-dashboard.repository';
import { findOwnProfile, updateOwnProfile } from './staff-profile.repository';

/** /personel/profil's specialist part (issue 20 scope 4): what /uzman/{id} shows, kept by the staff member. */

async function requireStaff(db: Db, userId: number): Promise<OwnStaffRecord> {
  const staff = await ownActiveStaff(db, userId);
  if (!staff) throw AppError.notFound(STAFF_PROFILE_MESSAGES.notStaff);
  return staff;
}

export async function ownPublicProfile(db: Db, userId: number): Promise<StaffPublicProfile> {
  const staff = await requireStaff(db, userId);
  const r = await findOwnProfile(db, staff.id);
  if (!r) throw AppError.notFound(STAFF_PROFILE_MESSAGES.notStaff);
  const [image] = r.avatar_image_id === null ? [] : await findImages(db, r.salon_id, [r.avatar_image_id]);
  return {
    salon_staff_id: r.id,
    display_name: r.display_name,
    salon: { id: r.salon_id, name: r.salon_name },
    title: r.title,
    bio: r.bio,
    languages: r.languages,
    specialties: r.specialties,
    experience_years: r.experience_years,
    photo: image ? toMediaImage(image) : null,
    avatar_url: avatarOf(`staff:${String(r.id)}`, r.avatar_url),
  };
}

export async function saveOwnPublicProfile(
  db: Db,
  userId: number,
  data: StaffPublicProfileData,
): Promise<StaffPublicProfile> {
  const staff = await requireStaff(db, userId);
  await updateOwnProfile(db, staff.id, {
    title: data.title,
    bio: data.bio,
    languages: data.languages,
    specialties: data.specialties,
    experienceYears: data.experience_years,
  });
  return ownPublicProfile(db, userId);
}

/** The staff member's own photo through the salon's staff-photo pipeline (it replaces the previous upload). */
export async function uploadOwnPhoto(
  db: Db,
  store: FileStore,
  userId: number,
  file: UploadedFile,
): Promise<MediaImage> {
  const staff = await requireStaff(db, userId);
  return uploadStaffPhoto(db, store, staff.salon_id, staff.id, file);
}

export async function removeOwnPhoto(db: Db, store: FileStore, userId: number): Promise<void> {
  const staff = await requireStaff(db, userId);
  await removeStaffPhoto(db, store, staff.salon_id, staff.id);
}
