import { z } from 'zod';
import type { CreateServiceBody, OwnerService } from '@salonya/contracts/owner-services';
import { kurusToLiraInput, parseLiraToKurus } from '@salonya/domain/catalogue/money';
import {
  discountError,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_GENDER_FOCUS,
  SERVICE_MESSAGES as M,
  SERVICE_NAME_MAX,
  durationError,
} from '@salonya/domain/catalogue/services';

/**
 * The service form: fields carry the API's names (so a 422's field errors land next to their inputs), prices are
 * lira as typed ('450,00') and become kuruş exactly through parseLiraToKurus, never through floating point.
 */
export const serviceFormSchema = z
  .object({
    category_id: z.string().min(1, M.categoryRequired),
    name: z.string().trim().min(1, M.nameRequired).max(SERVICE_NAME_MAX, M.nameTooLong),
    description: z.string().trim().max(SERVICE_DESCRIPTION_MAX, M.descriptionTooLong),
    duration_minutes: z
      .string()
      .min(1, M.durationRequired)
      .refine((v) => durationError(Number(v)) !== M.durationRange, { error: M.durationRange, abort: true })
      .refine((v) => durationError(Number(v)) === null, M.durationStep),
    price_kurus: z
      .string()
      .trim()
      .min(1, M.priceRequired)
      .refine((v) => parseLiraToKurus(v) !== null, M.priceInvalid),
    discounted_price_kurus: z
      .string()
      .trim()
      .refine((v) => v === '' || parseLiraToKurus(v) !== null, M.priceInvalid),
    gender_focus: z.enum(SERVICE_GENDER_FOCUS, { error: M.genderInvalid }),
    is_home_service: z.boolean(),
    is_pet_service: z.boolean(),
    is_active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const price = parseLiraToKurus(v.price_kurus);
    const discounted = v.discounted_price_kurus === '' ? null : parseLiraToKurus(v.discounted_price_kurus);
    if (price === null || discounted === null) return;
    const message = discountError(price, discounted);
    if (message) ctx.addIssue({ code: 'custom', path: ['discounted_price_kurus'], message });
  });

export type ServiceFormValues = z.input<typeof serviceFormSchema>;

export const SERVICE_FORM_FIELDS = [
  'category_id',
  'name',
  'description',
  'duration_minutes',
  'price_kurus',
  'discounted_price_kurus',
  'gender_focus',
  'is_home_service',
  'is_pet_service',
  'is_active',
] as const;

export function emptyServiceForm(categoryId: number | null): ServiceFormValues {
  return {
    category_id: categoryId === null ? '' : String(categoryId),
    name: '',
    description: '',
    duration_minutes: '30',
    price_kurus: '',
    discounted_price_kurus: '',
    gender_focus: 'unisex',
    is_home_service: false,
    is_pet_service: false,
    is_active: true,
  };
}

export function serviceToForm(s: OwnerService): ServiceFormValues {
  return {
    category_id: String(s.category_id),
    name: s.name,
    description: s.description,
    duration_minutes: String(s.duration_minutes),
    price_kurus: kurusToLiraInput(s.price_kurus),
    discounted_price_kurus:
      s.discounted_price_kurus === null ? '' : kurusToLiraInput(s.discounted_price_kurus),
    gender_focus: s.gender_focus,
    is_home_service: s.is_home_service,
    is_pet_service: s.is_pet_service,
    is_active: s.is_active,
  };
}

/** The request body of valid form values (the schema has checked that both prices parse). */
export function formToBody(v: ServiceFormValues): CreateServiceBody {
  return {
    category_id: Number(v.category_id),
    name: v.name.trim(),
    description: v.description.trim(),
    duration_minutes: Number(v.duration_minutes),
    price_kurus: parseLiraToKurus(v.price_kurus) ?? 0,
    discounted_price_kurus:
      v.discounted_price_kurus.trim() === '' ? null : parseLiraToKurus(v.discounted_price_kurus),
    gender_focus: v.gender_focus,
    is_home_service: v.is_home_service,
    is_pet_service: v.is_pet_service,
    is_active: v.is_active,
  };
}
