import { z } from 'zod';
import type { HomeServiceSettings, HomeServiceSettingsBody } from '@salonya/contracts/owner-services';
import { kurusToLiraInput, parseLiraToKurus } from '@salonya/domain/catalogue/money';
import {
  HOME_SERVICE_FEE_MAX_KURUS,
  HOME_SERVICE_RADIUS_MAX_KM,
  HOME_SERVICE_RADIUS_MIN_KM,
  SERVICE_MESSAGES as M,
} from '@salonya/domain/catalogue/services';

/** The home-service form: field names are the API's; the fee is lira as typed, the radius whole kilometres. */
export const homeServiceFormSchema = z.object({
  service_radius_km: z.string().refine((v) => {
    const n = Number(v);
    return /^\d+$/.test(v.trim()) && n >= HOME_SERVICE_RADIUS_MIN_KM && n <= HOME_SERVICE_RADIUS_MAX_KM;
  }, M.radiusRange),
  home_travel_buffer_minutes: z.string(),
  home_service_fee_kurus: z.string().refine((v) => {
    const kurus = v.trim() === '' ? 0 : parseLiraToKurus(v);
    return kurus !== null && kurus <= HOME_SERVICE_FEE_MAX_KURUS;
  }, M.feeRange),
  home_service_ids: z.array(z.number()),
});

export type HomeServiceFormValues = z.input<typeof homeServiceFormSchema>;

export const HOME_FORM_FIELDS = [
  'service_radius_km',
  'home_travel_buffer_minutes',
  'home_service_fee_kurus',
  'home_service_ids',
] as const;

export function homeToForm(s: HomeServiceSettings): HomeServiceFormValues {
  return {
    service_radius_km: String(s.service_radius_km),
    home_travel_buffer_minutes: String(s.home_travel_buffer_minutes),
    home_service_fee_kurus: kurusToLiraInput(s.home_service_fee_kurus),
    home_service_ids: s.services.filter((x) => x.is_home_service).map((x) => x.id),
  };
}

export function formToHomeBody(v: HomeServiceFormValues): HomeServiceSettingsBody {
  return {
    service_radius_km: Number(v.service_radius_km),
    home_travel_buffer_minutes: Number(v.home_travel_buffer_minutes),
    home_service_fee_kurus:
      v.home_service_fee_kurus.trim() === '' ? 0 : (parseLiraToKurus(v.home_service_fee_kurus) ?? 0),
    home_service_ids: v.home_service_ids,
  };
}
