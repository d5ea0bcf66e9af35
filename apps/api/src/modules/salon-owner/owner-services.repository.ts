import type { ServiceGenderFocus } from '@salonya/domain/catalogue/services';
import { and, asc, count, eq, inArray, isNotNull, isNull, max, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentServices,
  categories,
  DEFAULT_BOOKING_SETTINGS,
  salonBookingSettings,
  salons,
  services,
} from '../../db/schema';

/**
 * The owner's services and home-service rules (/salon/hizmetler, /salon/eve-gelen-hizmet). Every read and write
 * names the salon in its WHERE clause, so another salon's service id finds nothing.
 */

export interface OwnerServiceRecord {
  id: number;
  salonId: number;
  categoryId: number;
  categoryName: string;
  categoryIcon: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceKurus: number;
  discountedPriceKurus: number | null;
  genderFocus: ServiceGenderFocus;
  isHomeService: boolean;
  isPetService: boolean;
  isActive: boolean;
  sortOrder: number;
  archivedAt: Date | null;
  appointmentCount: number;
}

export interface ServiceValues {
  categoryId: number;
  name: string;
  description: string;
  durationMinutes: number;
  priceKurus: number;
  discountedPriceKurus: number | null;
  genderFocus: ServiceGenderFocus;
  isHomeService: boolean;
  isPetService: boolean;
  isActive: boolean;
}

const appointmentCount =
  sql<number>`(select count(*) from ${appointmentServices} where ${appointmentServices.service_id} = ${services.id})`.mapWith(
    Number,
  );

const serviceColumns = {
  id: services.id,
  salonId: services.salon_id,
  categoryId: services.category_id,
  categoryName: categories.name,
  categoryIcon: categories.icon,
  name: services.name,
  description: services.description,
  durationMinutes: services.duration_minutes,
  priceKurus: services.price_kurus,
  discountedPriceKurus: services.discounted_price_kurus,
  genderFocus: services.gender_focus,
  isHomeService: services.is_home_service,
  isPetService: services.is_pet_service,
  isActive: services.is_active,
  sortOrder: services.sort_order,
  archivedAt: services.archived_at,
  appointmentCount,
};

/** The salon's services in the owner's order; archived ones only when asked for (last). */
export async function listServices(
  db: Db,
  salonId: number,
  opts: { categoryId?: number; includeArchived: boolean },
): Promise<OwnerServiceRecord[]> {
  const where: SQL[] = [eq(services.salon_id, salonId)];
  if (opts.categoryId !== undefined) where.push(eq(services.category_id, opts.categoryId));
  if (!opts.includeArchived) where.push(isNull(services.archived_at));
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(categories, eq(categories.id, services.category_id))
    .where(and(...where))
    .orderBy(sql`${services.archived_at} is not null`, asc(services.sort_order), asc(services.id));
}

/** One service of this salon, or null (missing, or another salon's). */
export async function findService(
  db: Db,
  salonId: number,
  serviceId: number,
): Promise<OwnerServiceRecord | null> {
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .innerJoin(categories, eq(categories.id, services.category_id))
    .where(and(eq(services.salon_id, salonId), eq(services.id, serviceId)))
    .limit(1);
  return row ?? null;
}

/** Categories a service can be filed under: the active ones, main categories first. */
export async function listCategoryOptions(
  db: Db,
): Promise<{ id: number; name: string; icon: string; parent_id: number | null }[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      icon: categories.icon,
      parent_id: categories.parent_id,
    })
    .from(categories)
    .where(eq(categories.is_active, true))
    .orderBy(sql`${categories.parent_id} is not null`, asc(categories.sort_order), asc(categories.id));
}

export async function activeCategoryExists(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.is_active, true)))
    .limit(1);
  return row !== undefined;
}

/** Serialises writes to one salon's services (names, order) for the rest of the transaction. */
export async function lockSalonServices(tx: Db, salonId: number): Promise<void> {
  await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('update');
}

/** Names and ids of the salon's services that are not archived (for the duplicate-name rule and the order). */
export async function currentServices(tx: Db, salonId: number): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.salon_id, salonId), isNull(services.archived_at)))
    .orderBy(asc(services.sort_order), asc(services.id));
}

export async function insertService(tx: Db, salonId: number, values: ServiceValues): Promise<number> {
  const [last] = await tx
    .select({ value: max(services.sort_order) })
    .from(services)
    .where(eq(services.salon_id, salonId));
  const [row] = await tx
    .insert(services)
    .values({
      salon_id: salonId,
      category_id: values.categoryId,
      name: values.name,
      description: values.description,
      duration_minutes: values.durationMinutes,
      price_kurus: values.priceKurus,
      discounted_price_kurus: values.discountedPriceKurus,
      gender_focus: values.genderFocus,
      is_home_service: values.isHomeService,
      is_pet_service: values.isPetService,
      is_active: values.isActive,
      sort_order: (last?.value ?? -1) + 1,
    })
    .returning({ id: services.id });
  return row!.id;
}

export async function updateService(
  tx: Db,
  salonId: number,
  serviceId: number,
  values: ServiceValues,
): Promise<void> {
  await tx
    .update(services)
    .set({
      category_id: values.categoryId,
      name: values.name,
      description: values.description,
      duration_minutes: values.durationMinutes,
      price_kurus: values.priceKurus,
      discounted_price_kurus: values.discountedPriceKurus,
      gender_focus: values.genderFocus,
      is_home_service: values.isHomeService,
      is_pet_service: values.isPetService,
      is_active: values.isActive,
      updated_at: sql`now()`,
    })
    .where(and(eq(services.salon_id, salonId), eq(services.id, serviceId)));
}

/** Appointments naming the service (any status: history keeps them). */
export async function countAppointmentsOf(tx: Db, serviceId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(appointmentServices)
    .where(eq(appointmentServices.service_id, serviceId));
  return row?.n ?? 0;
}

export async function deleteService(tx: Db, salonId: number, serviceId: number): Promise<void> {
  await tx.delete(services).where(and(eq(services.salon_id, salonId), eq(services.id, serviceId)));
}

/** Archived: inactive for customers, out of the owner's list, kept for history. */
export async function archiveService(tx: Db, salonId: number, serviceId: number, at: Date): Promise<void> {
  await tx
    .update(services)
    .set({ archived_at: at, is_active: false, updated_at: sql`now()` })
    .where(and(eq(services.salon_id, salonId), eq(services.id, serviceId)));
}

/** Back from the archive as a hidden service at the end of the list. */
export async function restoreService(tx: Db, salonId: number, serviceId: number): Promise<void> {
  const [last] = await tx
    .select({ value: max(services.sort_order) })
    .from(services)
    .where(and(eq(services.salon_id, salonId), isNull(services.archived_at)));
  await tx
    .update(services)
    .set({ archived_at: null, is_active: false, sort_order: (last?.value ?? -1) + 1, updated_at: sql`now()` })
    .where(and(eq(services.salon_id, salonId), eq(services.id, serviceId), isNotNull(services.archived_at)));
}

/** sort_order = position in `ids` (which the caller checked are exactly the salon's current services). */
export async function reorderServices(tx: Db, salonId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const position = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  );
  await tx
    .update(services)
    .set({ sort_order: sql`case ${services.id} ${position} end`, updated_at: sql`now()` })
    .where(and(eq(services.salon_id, salonId), inArray(services.id, [...ids])));
}

// ── Home services ────────────────────────────────────────────────────────────────────────────────────────

export interface HomeSettingsRecord {
  serviceRadiusKm: number;
  travelBufferMinutes: number;
  feeKurus: number;
}

/** The salon's home-service rules (the column defaults when it has no settings row yet). */
export async function findHomeSettings(db: Db, salonId: number): Promise<HomeSettingsRecord> {
  const [row] = await db
    .select({
      serviceRadiusKm: salonBookingSettings.service_radius_km,
      travelBufferMinutes: salonBookingSettings.home_travel_buffer_minutes,
      feeKurus: salonBookingSettings.home_service_fee_kurus,
    })
    .from(salonBookingSettings)
    .where(eq(salonBookingSettings.salon_id, salonId))
    .limit(1);
  return (
    row ?? {
      serviceRadiusKm: DEFAULT_BOOKING_SETTINGS.service_radius_km,
      travelBufferMinutes: DEFAULT_BOOKING_SETTINGS.home_travel_buffer_minutes,
      feeKurus: DEFAULT_BOOKING_SETTINGS.home_service_fee_kurus,
    }
  );
}

/** Writes only the home-service columns; the other booking rules keep their values (or defaults). */
export async function saveHomeSettings(tx: Db, salonId: number, values: HomeSettingsRecord): Promise<void> {
  const set = {
    service_radius_km: values.serviceRadiusKm,
    home_travel_buffer_minutes: values.travelBufferMinutes,
    home_service_fee_kurus: values.feeKurus,
  };
  await tx
    .insert(salonBookingSettings)
    .values({ salon_id: salonId, ...set })
    .onConflictDoUpdate({ target: salonBookingSettings.salon_id, set: { ...set, updated_at: sql`now()` } });
}

/** Exactly these of the salon's current (not archived) services go to the home. */
export async function setHomeServices(tx: Db, salonId: number, ids: readonly number[]): Promise<void> {
  const current = and(eq(services.salon_id, salonId), isNull(services.archived_at));
  if (ids.length > 0) {
    await tx
      .update(services)
      .set({ is_home_service: true, updated_at: sql`now()` })
      .where(and(current, inArray(services.id, [...ids]), eq(services.is_home_service, false)));
  }
  await tx
    .update(services)
    .set({ is_home_service: false, updated_at: sql`now()` })
    .where(
      and(
        current,
        eq(services.is_home_service, true),
        ids.length > 0 ? notInArray(services.id, [...ids]) : undefined,
      ),
    );
}
