import { z } from 'zod';
import { salonCardSchema } from './catalogue';
import { successEnvelope } from './envelope';

/** GET /api/v1/seo/location-page: a category in a city or district (the SEO landing pages). */
export const locationPageSchema = z.object({
  h1: z.string(),
  intro: z.string(),
  city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  district: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  category: z.object({ slug: z.string(), label: z.string() }),
  seo: z.object({ meta_title: z.string(), meta_description: z.string(), canonical_url: z.string() }),
  salons: z.array(salonCardSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type LocationPage = z.infer<typeof locationPageSchema>;
export const locationPageResponseSchema = successEnvelope(locationPageSchema);
export type LocationPageResponse = z.infer<typeof locationPageResponseSchema>;

/** GET /api/seo/page/{page}: SPEC §3 SEO data of a fixed page. */
export const seoPageSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  canonical_url: z.string(),
  og_image: z.string(),
  latitude: z.null(),
  longitude: z.null(),
  region: z.string(),
  locality: z.null(),
  custom_meta: z.record(z.string(), z.string()),
});
export type SeoPage = z.infer<typeof seoPageSchema>;
export const seoPageResponseSchema = successEnvelope(seoPageSchema);
export type SeoPageResponse = z.infer<typeof seoPageResponseSchema>;
