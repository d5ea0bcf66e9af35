import { z } from 'zod';
import { successEnvelope } from './envelope';

export const provinceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.null(),
  type: z.literal('province'),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type Province = z.infer<typeof provinceSchema>;

export const districtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int(),
  type: z.literal('district'),
});
export type District = z.infer<typeof districtSchema>;

export const provincesResponseSchema = successEnvelope(z.array(provinceSchema));
export type ProvincesResponse = z.infer<typeof provincesResponseSchema>;
export const districtsResponseSchema = successEnvelope(z.array(districtSchema));
export type DistrictsResponse = z.infer<typeof districtsResponseSchema>;
