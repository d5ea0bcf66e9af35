import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, ownerSalonSelections, provinces, salonBookingSettings, salons } from '../../db/schema';
import type { SalonSettingsInput } from '@salonya/domain/salon-owner/settings';

export interface OwnerSalonRecord {
  id: number;
  name: string;
  status: 'pending' | 'active' | 'suspended';
  city: string | null;
  district: string | null;
}

/** The owner's salons, oldest first; `onlySalonId` narrows them to one (an admin's impersonation token). */
export async function listOwnerSalons(
  db: Db,
  ownerUserId: number,
  onlySalonId: number | null,
): Promise<OwnerSalonRecord[]> {
  return db
    .select({
      id: salons.id,
      name: salons.name,
      status: salons.status,
      city: provinces.name,
      district: districts.name,
    })
    .from(salons)
    .leftJoin(provinces, eq(provinces.id, salons.province_id))
    .leftJoin(districts, eq(districts.id, salons.district_id))
    .where(
      onlySalonId === null
        ? eq(salons.owner_user_id, ownerUserId)
        : and(eq(salons.owner_user_id, ownerUserId), eq(salons.id, onlySalonId)),
    )
    .orderBy(asc(salons.id));
}

/** The salon the owner last switched to, if any. */
export async function findSelection(db: Db, ownerUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ salonId: ownerSalonSelections.salon_id })
    .from(ownerSalonSelections)
    .where(eq(ownerSalonSelections.owner_user_id, ownerUserId))
    .limit(1);
  return row?.salonId ?? null;
}

export async function saveSelection(db: Db, ownerUserId: number, salonId: number): Promise<void> {
  await db
    .insert(ownerSalonSelections)
    .values({ owner_user_id: ownerUserId, salon_id: salonId })
    .onConflictDoUpdate({
      target: ownerSalonSelections.owner_user_id,
      set: { salon_id: salonId, selected_at: sql`now()` },
    });
}

export interface SalonSettingsRecord extends SalonSettingsInput {
  updatedAt: Date | null;
}

/** The salon's stored settings; null when it has no row yet (the column defaults apply). */
export async function findSalonSettings(db: Db, salonId: number): Promise<SalonSettingsRecord | null> {
  const [row] = await db
    .select({
      min_notice_minutes: salonBookingSettings.min_notice_minutes,
      max_advance_days: salonBookingSettings.max_advance_days,
      buffer_minutes: salonBookingSettings.buffer_minutes,
      cancellation_cutoff_minutes: salonBookingSettings.cancellation_cutoff_minutes,
      requires_manual_confirmation: salonBookingSettings.requires_manual_confirmation,
      accepts_online_bookings: salonBookingSettings.accepts_online_bookings,
      notify_new_booking: salonBookingSettings.notify_new_booking,
      notify_cancellation: salonBookingSettings.notify_cancellation,
      notify_daily_digest: salonBookingSettings.notify_daily_digest,
      allow_staff_durations: salonBookingSettings.allow_staff_durations,
      updatedAt: salonBookingSettings.updated_at,
    })
    .from(salonBookingSettings)
    .where(eq(salonBookingSettings.salon_id, salonId))
    .limit(1);
  return row ?? null;
}

/** Inserts or replaces the owner-editable settings; other columns (service radius) keep their values. */
export async function upsertSalonSettings(db: Db, salonId: number, input: SalonSettingsInput): Promise<void> {
  const values = {
    min_notice_minutes: input.min_notice_minutes,
    max_advance_days: input.max_advance_days,
    buffer_minutes: input.buffer_minutes,
    cancellation_cutoff_minutes: input.cancellation_cutoff_minutes,
    requires_manual_confirmation: input.requires_manual_confirmation,
    accepts_online_bookings: input.accepts_online_bookings,
    notify_new_booking: input.notify_new_booking,
    notify_cancellation: input.notify_cancellation,
    notify_daily_digest: input.notify_daily_digest,
    // Absent: an older client that does not know the switch leaves it as it is.
    ...(input.allow_staff_durations === undefined
      ? {}
      : { allow_staff_durations: input.allow_staff_durations }),
  };
  await db
    .insert(salonBookingSettings)
    .values({ salon_id: salonId, ...values })
    .onConflictDoUpdate({
      target: salonBookingSettings.salon_id,
      set: { ...values, updated_at: sql`now()` },
    });
}
