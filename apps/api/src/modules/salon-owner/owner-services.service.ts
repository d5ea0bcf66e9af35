import type {
  DeleteServiceResult,
  HomeServiceSettings,
  OwnerService,
  OwnerServiceList,
  createServiceBodySchema,
  homeServiceSettingsBodySchema,
  ownerServiceListQuerySchema,
  updateServiceBodySchema,
} from '@salonya/contracts/owner-services';
import {
  isFullOrder,
  SERVICE_DURATION_MIN,
  SERVICE_MESSAGES as M,
  SERVICES_PER_SALON_MAX,
  validateService,
} from '@salonya/domain/catalogue/services';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { refreshSalonStats } from '../salons/salon-cards.repository';
import { refreshSearchDocuments } from '../search/search-documents.repository';
import { bumpSearchVersion } from '../search/search-index';
import type { OwnedSalonRecord } from './owned-salon.repository';
import * as repo from './owner-services.repository';

/**
 * A salon's services as its owner manages them. What customers see follows every write at once:
 * - the public salon page, the wizard and the slot engine read the services table (no cache in between);
 * - salon_stats (min/max price, first service names, home/pet flags: search cards, home lists, price filters) is
 *   recomputed for the salon in the write's transaction;
 * - when what customers can find changes (a name, a category, visibility, a new, deleted or archived service) the
 *   salon's search documents are rebuilt in the same transaction, under the salon lock;
 * - after the commit the in-process search ranking index (which copies salon_stats prices) is marked stale with
 *   bumpSearchVersion(), so searches take the SQL path until it reloads. Search answers already cached stay up to
 *   SPEC §9's 300 s.
 */

function toDto(r: repo.OwnerServiceRecord): OwnerService {
  return {
    id: r.id,
    salon_id: r.salonId,
    category_id: r.categoryId,
    category_name: r.categoryName,
    category_icon: r.categoryIcon,
    name: r.name,
    description: r.description,
    duration_minutes: r.durationMinutes,
    price_kurus: r.priceKurus,
    discounted_price_kurus: r.discountedPriceKurus,
    gender_focus: r.genderFocus,
    is_home_service: r.isHomeService,
    is_pet_service: r.isPetService,
    is_active: r.isActive,
    sort_order: r.sortOrder,
    archived_at: r.archivedAt === null ? null : r.archivedAt.toISOString(),
    appointment_count: r.appointmentCount,
  };
}

const fold = (name: string) => name.trim().toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ');

function valuesOf(r: repo.OwnerServiceRecord): repo.ServiceValues {
  return {
    categoryId: r.categoryId,
    name: r.name,
    description: r.description,
    durationMinutes: r.durationMinutes,
    priceKurus: r.priceKurus,
    discountedPriceKurus: r.discountedPriceKurus,
    genderFocus: r.genderFocus,
    isHomeService: r.isHomeService,
    isPetService: r.isPetService,
    isActive: r.isActive,
  };
}

export function createOwnerServicesService(deps: { db: Db; now: () => number }) {
  const { db } = deps;

  async function required(salonId: number, serviceId: number): Promise<repo.OwnerServiceRecord> {
    const found = await repo.findService(db, salonId, serviceId);
    if (!found) throw AppError.notFound(M.notFound);
    return found;
  }

  /**
   * The rules a service must meet before it is written (422 with per-field messages). On an update, a rule on one
   * field (duration grid, category, unique name) applies only when that field changes, so a service stored before a
   * rule existed can still be edited; the discount is always checked against the merged price.
   */
  async function check(
    tx: Db,
    salonId: number,
    values: repo.ServiceValues,
    before: { id: number; values: repo.ServiceValues } | null,
  ): Promise<void> {
    const changed = (key: keyof repo.ServiceValues) => before === null || before.values[key] !== values[key];
    const errors: Record<string, string[]> = {
      ...validateService({
        duration_minutes: changed('durationMinutes') ? values.durationMinutes : SERVICE_DURATION_MIN,
        price_kurus: values.priceKurus,
        discounted_price_kurus: values.discountedPriceKurus,
      }),
    };
    if (changed('categoryId') && !(await repo.activeCategoryExists(tx, values.categoryId)))
      errors.category_id = [M.categoryUnknown];
    const current = await repo.currentServices(tx, salonId);
    const renamed = before === null || fold(before.values.name) !== fold(values.name);
    if (renamed && current.some((s) => s.id !== before?.id && fold(s.name) === fold(values.name)))
      errors.name = [M.nameTaken];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    if (before === null && current.length >= SERVICES_PER_SALON_MAX)
      throw AppError.conflict('too_many_services', M.tooMany);
  }

  /**
   * In the write's transaction, under the salon lock (so two writes of one salon never rebuild its postings at the
   * same time): the list figures, and the search documents when findable text or visibility changed.
   */
  async function refreshListings(tx: Db, salonId: number, findable: boolean): Promise<void> {
    await refreshSalonStats(tx, [salonId]);
    if (findable) await refreshSearchDocuments(tx, [salonId]);
  }

  /**
   * After the commit: the in-process ranking index copies salon prices and documents; an index loaded before the
   * commit (even one that started after the bump inside the transaction) is no longer used.
   */
  function markSearchStale(): void {
    bumpSearchVersion();
  }

  async function homeSettings(salon: OwnedSalonRecord): Promise<HomeServiceSettings> {
    const [settings, services] = await Promise.all([
      repo.findHomeSettings(db, salon.id),
      repo.listServices(db, salon.id, { includeArchived: false }),
    ]);
    return {
      salon_id: salon.id,
      service_radius_km: settings.serviceRadiusKm,
      home_travel_buffer_minutes: settings.travelBufferMinutes,
      home_service_fee_kurus: settings.feeKurus,
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        category_name: s.categoryName,
        duration_minutes: s.durationMinutes,
        price_kurus: s.priceKurus,
        discounted_price_kurus: s.discountedPriceKurus,
        is_home_service: s.isHomeService,
        is_active: s.isActive,
      })),
    };
  }

  return {
    async list(
      salon: OwnedSalonRecord,
      query: z.output<typeof ownerServiceListQuerySchema>,
    ): Promise<OwnerServiceList> {
      const [services, categories] = await Promise.all([
        repo.listServices(db, salon.id, {
          categoryId: query.category_id,
          includeArchived: query.include_archived,
        }),
        repo.listCategoryOptions(db),
      ]);
      return { services: services.map(toDto), categories };
    },

    async create(
      salon: OwnedSalonRecord,
      body: z.output<typeof createServiceBodySchema>,
    ): Promise<OwnerService> {
      const values: repo.ServiceValues = {
        categoryId: body.category_id,
        name: body.name,
        description: body.description,
        durationMinutes: body.duration_minutes,
        priceKurus: body.price_kurus,
        discountedPriceKurus: body.discounted_price_kurus,
        genderFocus: body.gender_focus,
        isHomeService: body.is_home_service,
        isPetService: body.is_pet_service,
        isActive: body.is_active,
      };
      const id = await inTransaction(db, async (tx) => {
        await repo.lockSalonServices(tx, salon.id);
        await check(tx, salon.id, values, null);
        const created = await repo.insertService(tx, salon.id, values);
        await refreshListings(tx, salon.id, true);
        return created;
      });
      markSearchStale();
      return toDto(await required(salon.id, id));
    },

    async update(
      salon: OwnedSalonRecord,
      serviceId: number,
      body: z.output<typeof updateServiceBodySchema>,
    ): Promise<OwnerService> {
      const before = await required(salon.id, serviceId);
      if (before.archivedAt !== null) throw AppError.conflict('service_archived', M.archivedReadonly);
      const old = valuesOf(before);
      const values: repo.ServiceValues = {
        categoryId: body.category_id ?? old.categoryId,
        name: body.name ?? old.name,
        description: body.description ?? old.description,
        durationMinutes: body.duration_minutes ?? old.durationMinutes,
        priceKurus: body.price_kurus ?? old.priceKurus,
        discountedPriceKurus:
          body.discounted_price_kurus === undefined ? old.discountedPriceKurus : body.discounted_price_kurus,
        genderFocus: body.gender_focus ?? old.genderFocus,
        isHomeService: body.is_home_service ?? old.isHomeService,
        isPetService: body.is_pet_service ?? old.isPetService,
        isActive: body.is_active ?? old.isActive,
      };
      const findable =
        values.name !== old.name || values.isActive !== old.isActive || values.categoryId !== old.categoryId;
      await inTransaction(db, async (tx) => {
        await repo.lockSalonServices(tx, salon.id);
        await check(tx, salon.id, values, { id: serviceId, values: old });
        await repo.updateService(tx, salon.id, serviceId, values);
        await refreshListings(tx, salon.id, findable);
      });
      markSearchStale();
      return toDto(await required(salon.id, serviceId));
    },

    /** Deleted when no appointment names it; otherwise archived (history keeps it, customers no longer see it). */
    async remove(salon: OwnedSalonRecord, serviceId: number): Promise<DeleteServiceResult> {
      await required(salon.id, serviceId);
      const outcome = await inTransaction(db, async (tx) => {
        await repo.lockSalonServices(tx, salon.id);
        const used = (await repo.countAppointmentsOf(tx, serviceId)) > 0;
        if (used) await repo.archiveService(tx, salon.id, serviceId, new Date(deps.now()));
        else await repo.deleteService(tx, salon.id, serviceId);
        await refreshListings(tx, salon.id, true);
        return used ? ('archived' as const) : ('deleted' as const);
      });
      markSearchStale();
      const service = outcome === 'archived' ? toDto(await required(salon.id, serviceId)) : null;
      return { id: serviceId, outcome, service };
    },

    /** An archived service comes back hidden, at the end of the list; the owner shows it when ready. */
    async restore(salon: OwnedSalonRecord, serviceId: number): Promise<OwnerService> {
      const before = await required(salon.id, serviceId);
      if (before.archivedAt === null) return toDto(before);
      await inTransaction(db, async (tx) => {
        await repo.lockSalonServices(tx, salon.id);
        const current = await repo.currentServices(tx, salon.id);
        if (current.some((s) => fold(s.name) === fold(before.name)))
          throw AppError.validation({ name: [M.nameTaken] });
        if (current.length >= SERVICES_PER_SALON_MAX) throw AppError.conflict('too_many_services', M.tooMany);
        await repo.restoreService(tx, salon.id, serviceId);
      });
      return toDto(await required(salon.id, serviceId));
    },

    async reorder(salon: OwnedSalonRecord, ids: number[]): Promise<OwnerService[]> {
      await inTransaction(db, async (tx) => {
        await repo.lockSalonServices(tx, salon.id);
        const current = await repo.currentServices(tx, salon.id);
        if (
          !isFullOrder(
            current.map((s) => s.id),
            ids,
          )
        )
          throw AppError.validation({ service_ids: [M.orderMismatch] });
        await repo.reorderServices(tx, salon.id, ids);
        await refreshListings(tx, salon.id, false);
      });
      markSearchStale();
      return (await repo.listServices(db, salon.id, { includeArchived: false })).map(toDto);
    },

    homeSettings,

    async saveHomeSettings(
      salon: OwnedSalonRecord,
      body: z.output<typeof homeServiceSettingsBodySchema>,
    ): Promise<HomeServiceSettings> {
      const ids = [...new Set(body.home_service_ids)];
      await inTransaction(db, async (tx) => {
        await repo.lockSalonServices(tx, salon.id);
        const current = new Set((await repo.currentServices(tx, salon.id)).map((s) => s.id));
        if (ids.some((id) => !current.has(id))) throw AppError.validation({ home_service_ids: [M.notFound] });
        await repo.saveHomeSettings(tx, salon.id, {
          serviceRadiusKm: body.service_radius_km,
          travelBufferMinutes: body.home_travel_buffer_minutes,
          feeKurus: body.home_service_fee_kurus,
        });
        await repo.setHomeServices(tx, salon.id, ids);
        await refreshListings(tx, salon.id, false);
      });
      markSearchStale();
      return homeSettings(salon);
    },
  };
}

export type OwnerServicesService = ReturnType<typeof createOwnerServicesService>;
