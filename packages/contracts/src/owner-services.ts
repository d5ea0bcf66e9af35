import { z } from 'zod';
import { MAX_KURUS } from '@salonya/domain/catalogue/money';
import {
  HOME_SERVICE_FEE_MAX_KURUS,
  HOME_SERVICE_RADIUS_MAX_KM,
  HOME_SERVICE_RADIUS_MIN_KM,
  HOME_TRAVEL_BUFFER_MAX_MINUTES,
  HOME_TRAVEL_BUFFER_STEP,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  SERVICE_DURATION_STEP,
  SERVICE_GENDER_FOCUS,
  SERVICE_MESSAGES as M,
  SERVICE_NAME_MAX,
  SERVICES_PER_SALON_MAX,
} from '@salonya/domain/catalogue/services';

/**
 * A salon's services as its owner manages them (/salon/hizmetler) and its home-service rules
 * (/salon/eve-gelen-hizmet): /api/v1/salon-owner/salons/{salonId}/services… and …/home-service. Money is integer
 * kuruş; the web form takes lira and converts with @salonya/domain/catalogue/money. Cross-field rules (discount
 * below price) are @salonya/domain/catalogue/services validateService, applied by the API to the merged service.
 */

export const serviceGenderFocusSchema = z.enum(SERVICE_GENDER_FOCUS, { error: M.genderInvalid });

const kurus = (required: string) =>
  z.number({ error: required }).int(M.priceInvalid).min(0, M.priceNegative).max(MAX_KURUS, M.priceTooHigh);

const shape = {
  category_id: z.number({ error: M.categoryRequired }).int(M.categoryRequired).positive(M.categoryRequired),
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(SERVICE_NAME_MAX, M.nameTooLong),
  description: z
    .string({ error: M.descriptionTooLong })
    .trim()
    .max(SERVICE_DESCRIPTION_MAX, M.descriptionTooLong),
  duration_minutes: z
    .number({ error: M.durationRequired })
    .int(M.durationStep)
    .min(SERVICE_DURATION_MIN, M.durationRange)
    .max(SERVICE_DURATION_MAX, M.durationRange)
    .multipleOf(SERVICE_DURATION_STEP, M.durationStep),
  price_kurus: kurus(M.priceRequired),
  discounted_price_kurus: kurus(M.priceInvalid).nullable(),
  gender_focus: serviceGenderFocusSchema,
  is_home_service: z.boolean(),
  is_pet_service: z.boolean(),
  is_active: z.boolean(),
};

/** POST …/services. */
export const createServiceBodySchema = z.object({
  ...shape,
  description: shape.description.default(''),
  discounted_price_kurus: shape.discounted_price_kurus.default(null),
  gender_focus: shape.gender_focus.default('unisex'),
  is_home_service: shape.is_home_service.default(false),
  is_pet_service: shape.is_pet_service.default(false),
  is_active: shape.is_active.default(true),
});
export type CreateServiceBody = z.input<typeof createServiceBodySchema>;

/** PATCH …/services/{serviceId}: only the fields sent change. */
export const updateServiceBodySchema = z.object(shape).partial();
export type UpdateServiceBody = z.input<typeof updateServiceBodySchema>;

/** PUT …/services/order: every service that is not archived, once, in the new order. */
export const reorderServicesBodySchema = z.object({
  service_ids: z
    .array(z.number({ error: M.orderMismatch }).int(M.orderMismatch).positive(M.orderMismatch), {
      error: M.orderMismatch,
    })
    .max(SERVICES_PER_SALON_MAX, M.orderMismatch),
});
export type ReorderServicesBody = z.input<typeof reorderServicesBodySchema>;

/** 'true'/'1' → true; anything else false (query strings). */
const queryFlag = z
  .string()
  .max(10)
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** GET …/services: optionally one category; archived services only when asked for. */
export const ownerServiceListQuerySchema = z.object({
  category_id: z
    .string()
    .regex(/^\d{1,9}$/, M.categoryUnknown)
    .transform(Number)
    .optional(),
  include_archived: queryFlag,
});

export const ownerServiceParamsSchema = z.object({
  salonId: z.string().max(20),
  serviceId: z.string().max(20),
});

export const ownerServiceSchema = z.object({
  id: z.number().int(),
  salon_id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_icon: z.string(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  price_kurus: z.number().int(),
  discounted_price_kurus: z.number().int().nullable(),
  gender_focus: serviceGenderFocusSchema,
  is_home_service: z.boolean(),
  is_pet_service: z.boolean(),
  /** false: hidden from customers (and true never with archived_at). */
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** ISO time the service was archived (kept for history, gone from the public page and the wizard). */
  archived_at: z.string().nullable(),
  /** Appointments that name the service: deleting it archives it instead. */
  appointment_count: z.number().int(),
});
export type OwnerService = z.infer<typeof ownerServiceSchema>;

export const serviceCategoryOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  /** The main category of a legacy one; null for a main category. */
  parent_id: z.number().int().nullable(),
});
export type ServiceCategoryOption = z.infer<typeof serviceCategoryOptionSchema>;

export const ownerServiceListSchema = z.object({
  services: z.array(ownerServiceSchema),
  categories: z.array(serviceCategoryOptionSchema),
});
export type OwnerServiceList = z.infer<typeof ownerServiceListSchema>;

/** DELETE …/services/{serviceId}: deleted, or archived when appointments name it. */
export const deleteServiceResultSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(['deleted', 'archived']),
  service: ownerServiceSchema.nullable(),
});
export type DeleteServiceResult = z.infer<typeof deleteServiceResultSchema>;

// ── Home services (/salon/eve-gelen-hizmet) ────────────────────────────────────────────────────────────

export const homeServiceSettingsBodySchema = z.object({
  service_radius_km: z
    .number({ error: M.radiusRange })
    .int(M.radiusRange)
    .min(HOME_SERVICE_RADIUS_MIN_KM, M.radiusRange)
    .max(HOME_SERVICE_RADIUS_MAX_KM, M.radiusRange),
  home_travel_buffer_minutes: z
    .number({ error: M.bufferRange })
    .int(M.bufferStep)
    .min(0, M.bufferRange)
    .max(HOME_TRAVEL_BUFFER_MAX_MINUTES, M.bufferRange)
    .multipleOf(HOME_TRAVEL_BUFFER_STEP, M.bufferStep),
  home_service_fee_kurus: z
    .number({ error: M.feeRange })
    .int(M.priceInvalid)
    .min(0, M.feeRange)
    .max(HOME_SERVICE_FEE_MAX_KURUS, M.feeRange),
  /** The services that go to the customer's home; every other service of the salon stops doing so. */
  home_service_ids: z
    .array(z.number({ error: M.notFound }).int(M.notFound).positive(M.notFound), { error: M.notFound })
    .max(SERVICES_PER_SALON_MAX, M.notFound),
});
export type HomeServiceSettingsBody = z.input<typeof homeServiceSettingsBodySchema>;

export const homeServiceSettingsSchema = z.object({
  salon_id: z.number().int(),
  service_radius_km: z.number().int(),
  home_travel_buffer_minutes: z.number().int(),
  home_service_fee_kurus: z.number().int(),
  services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      category_name: z.string(),
      duration_minutes: z.number().int(),
      price_kurus: z.number().int(),
      discounted_price_kurus: z.number().int().nullable(),
      is_home_service: z.boolean(),
      is_active: z.boolean(),
    }),
  ),
});
export type HomeServiceSettings = z.infer<typeof homeServiceSettingsSchema>;
