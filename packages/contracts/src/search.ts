import { z } from 'zod';
import { unifiedSortValues, type UnifiedSort } from '@salonya/domain/search/sort';
import { calendarDateField } from './dates';
import {
  SEARCH_CONTEXTS,
  SEARCH_DEFAULT_PAGE,
  SEARCH_MAX_SUGGESTIONS,
  SEARCH_PAGE_SIZE,
  SEARCH_PER_PAGE_MAX,
  SEARCH_TRENDING_LIMIT,
} from '@salonya/domain/constants';
import { genderFocusSchema, salonCardSchema } from './catalogue';

/**
 * Unified search (SPEC §2.10, §3 Suggestion, §7.4). Request bodies and query strings are validated here; a
 * failure answers 422 with Turkish per-field messages. Empty strings and nulls count as "not given".
 */

// ── Shared pieces ──────────────────────────────────────────────────────────────────────────────────────

export const SEARCH_QUERY_MAX_LENGTH = 100;

const intValue = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(min, `${label} en az ${min} olabilir.`)
    .max(max, `${label} en fazla ${max} olabilir.`);
const numberValue = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .min(min, `${label} en az ${min} olabilir.`)
    .max(max, `${label} en fazla ${max} olabilir.`);
const nameValue = (label: string) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .max(64, `${label} en fazla 64 karakter olabilir.`);
/** true/false, also as the strings 'true'/'false'/'1'/'0' (query strings). */
const flagValue = (label: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: `${label} true ya da false olmalıdır.` }),
  );

/** Drops null, undefined and '' members so that "not given" has one spelling. */
const dropEmpty = (v: unknown) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.fromEntries(
    Object.entries(v).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );
};
const optionalObject = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : dropEmpty(v)), schema.optional());

export const searchContextSchema = z.enum(SEARCH_CONTEXTS, {
  error: 'Arama bağlamı homepage, results, mobile ya da header olmalıdır.',
});

export const searchQueryText = z
  .string({ error: 'Arama metni olmalıdır.' })
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, `Arama en fazla ${SEARCH_QUERY_MAX_LENGTH} karakter olabilir.`);

export { unifiedSortValues, type UnifiedSort };

/** SPEC §3 Suggestion types. */
export const suggestionTypes = [
  'salon',
  'service',
  'category',
  'staff',
  'location_suggestion',
  'popular_search',
  'recent_search',
  'quick_action',
] as const;
export type SuggestionType = (typeof suggestionTypes)[number];

export const suggestionActions = ['navigate', 'search', 'filter'] as const;
export type SuggestionAction = (typeof suggestionActions)[number];

export const locationScopes = ['district', 'city', 'country', 'none'] as const;
export type LocationScope = (typeof locationScopes)[number];

// ── POST /api/v1/unified-search ────────────────────────────────────────────────────────────────────────

/** Where the user searches (the User location of SPEC §3, by id or by name). */
export const searchLocationSchema = z.object({
  city_id: intValue('Şehir', 1, 81).optional(),
  district_id: intValue('İlçe', 1, 1_000_000).optional(),
  city: nameValue('Şehir adı').optional(),
  district: nameValue('İlçe adı').optional(),
  latitude: numberValue('Enlem', -90, 90).optional(),
  longitude: numberValue('Boylam', -180, 180).optional(),
});
export type SearchLocation = z.output<typeof searchLocationSchema>;

/** Category ids or codes, as a list or a comma-separated string; always a list of strings after parsing. */
export const searchCategoriesSchema = z
  .union(
    [
      z
        .array(
          z.union([
            z.number().int('Kategori numarası tam sayı olmalıdır.'),
            z.string().trim().max(40, 'Kategori kodu en fazla 40 karakter olabilir.'),
          ]),
        )
        .max(20, 'En fazla 20 kategori seçilebilir.'),
      z.string().trim().max(200, 'Kategori listesi çok uzun.'),
    ],
    { error: 'Kategoriler bir liste ya da virgülle ayrılmış metin olmalıdır.' },
  )
  .transform((v) =>
    (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''),
  )
  .refine((list) => list.every((s) => /^[a-z0-9_-]+$/i.test(s)), {
    message: 'Kategoriler numara ya da kod olmalıdır.',
  });

export const unifiedSearchFiltersSchema = z.object({
  city_id: intValue('Şehir', 1, 81).optional(),
  district_id: intValue('İlçe', 1, 1_000_000).optional(),
  gender_focus: genderFocusSchema.optional(),
  categories: searchCategoriesSchema.optional(),
  rating: numberValue('Puan', 0, 5).optional(),
  /** Kilometres from latitude/longitude (of the filters, else of the location). */
  distance: numberValue('Mesafe', 0.1, 1000).optional(),
  latitude: numberValue('Enlem', -90, 90).optional(),
  longitude: numberValue('Boylam', -180, 180).optional(),
  min_price: numberValue('En düşük fiyat', 0, 1_000_000).optional(),
  max_price: numberValue('En yüksek fiyat', 0, 1_000_000).optional(),
  open_now: flagValue('Şimdi açık').optional(),
  date: calendarDateField({ invalid: 'Tarih YYYY-AA-GG biçiminde olmalıdır.' }).optional(),
  sort_by: z.enum(unifiedSortValues, { error: 'Sıralama geçersiz.' }).optional(),
});
export type UnifiedSearchFilters = z.output<typeof unifiedSearchFiltersSchema>;

export const searchPaginationSchema = z.object({
  page: intValue('Sayfa', 1, 10_000).default(SEARCH_DEFAULT_PAGE),
  /** SPEC §7.4: capped at 100, larger values are clamped. */
  limit: intValue('Sayfa boyutu', 1, 100_000)
    .transform((v) => Math.min(v, SEARCH_PER_PAGE_MAX))
    .default(SEARCH_PAGE_SIZE),
});

export const searchIncludeSchema = z.object({
  suggestions: flagValue('Öneriler').default(true),
  results: flagValue('Sonuçlar').default(true),
  /** Adds the `analytics` block (timings and match counts) to the answer. */
  analytics: flagValue('Analiz').default(false),
});

const pairIssue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

export const unifiedSearchRequestSchema = z.preprocess(
  (v) => (v === undefined || v === null ? {} : dropEmpty(v)),
  z
    .object({
      query: searchQueryText.default(''),
      context: searchContextSchema.default('results'),
      location: optionalObject(searchLocationSchema),
      filters: optionalObject(unifiedSearchFiltersSchema),
      pagination: z.preprocess(
        (v) => (v === null || v === undefined ? {} : dropEmpty(v)),
        searchPaginationSchema,
      ),
      include: z.preprocess((v) => (v === null || v === undefined ? {} : dropEmpty(v)), searchIncludeSchema),
    })
    .superRefine((body, ctx) => {
      for (const part of ['location', 'filters'] as const) {
        const v = body[part];
        if (v && (v.latitude === undefined) !== (v.longitude === undefined)) {
          pairIssue(
            ctx,
            [part, v.latitude === undefined ? 'latitude' : 'longitude'],
            'Enlem ve boylam birlikte gönderilmelidir.',
          );
        }
      }
      const f = body.filters;
      if (f?.min_price !== undefined && f.max_price !== undefined && f.min_price > f.max_price) {
        pairIssue(ctx, ['filters', 'max_price'], 'En yüksek fiyat en düşük fiyattan küçük olamaz.');
      }
      const hasPoint = f?.latitude !== undefined || body.location?.latitude !== undefined;
      if (f?.distance !== undefined && !hasPoint) {
        pairIssue(ctx, ['filters', 'distance'], 'Mesafe filtresi için konum (enlem ve boylam) gereklidir.');
      }
      if (f?.sort_by === 'distance' && !hasPoint) {
        pairIssue(
          ctx,
          ['filters', 'sort_by'],
          'Mesafeye göre sıralama için konum (enlem ve boylam) gereklidir.',
        );
      }
    }),
);
export type UnifiedSearchRequest = z.output<typeof unifiedSearchRequestSchema>;
/** What a client may send (defaults not yet applied). */
export type UnifiedSearchRequestInput = z.input<typeof unifiedSearchRequestSchema>;

// ── Suggestion (SPEC §3) ───────────────────────────────────────────────────────────────────────────────

/** Filters a suggestion applies when its action is 'search' or 'filter'. */
export const suggestionFiltersSchema = z.object({
  city_id: z.number().int().optional(),
  district_id: z.number().int().optional(),
  categories: z.array(z.string()).optional(),
  gender_focus: genderFocusSchema.optional(),
  open_now: z.boolean().optional(),
  sort_by: z.enum(unifiedSortValues).optional(),
});
export type SuggestionFilters = z.infer<typeof suggestionFiltersSchema>;

export const suggestionSchema = z.object({
  type: z.enum(suggestionTypes),
  /** Id of the salon, service, category, staff member or place; absent for searches and quick actions. */
  id: z.number().int().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  /** A real route of the web app (salon, staff, category page, or /arama?…). */
  url: z.string(),
  action: z.enum(suggestionActions),
  /** The search text to run when action is 'search'. */
  query: z.string().optional(),
  filters: suggestionFiltersSchema.optional(),
  /** Emoji. */
  icon: z.string().optional(),
  image: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

// ── Unified search answer ──────────────────────────────────────────────────────────────────────────────

export const searchQueryInfoSchema = z.object({
  query: z.string(),
  /** Folded form (Turkish lower case, no diacritics) that was matched. */
  normalized_query: z.string(),
  /** The words left after the place words were taken out ('kuafor kadikoy' → 'kuafor'). */
  search_text: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  /** Scope of the results shown: the asked district, its city, the whole country, or no place asked. */
  location_scope: z.enum(locationScopes),
  /** True when the asked place had no result and the search widened. */
  fallback: z.boolean(),
  fallback_message: z.string().nullable(),
  /** The asked district when the search widened from it. */
  original_district_name: z.string().nullable(),
  /** The city of the asked place (also when widened to the country). */
  city_name: z.string().nullable(),
  city_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  district_name: z.string().nullable(),
});
export type SearchQueryInfo = z.infer<typeof searchQueryInfoSchema>;

export const searchAnalyticsSchema = z.object({
  took_ms: z.number(),
  cached: z.boolean(),
  matched: z.object({
    salons: z.number().int(),
    services: z.number().int(),
    staff: z.number().int(),
    categories: z.number().int(),
    places: z.number().int(),
  }),
});
export type SearchAnalytics = z.infer<typeof searchAnalyticsSchema>;

export const unifiedSearchResponseSchema = z.object({
  success: z.literal(true),
  /** Send it back with POST /api/v1/search/click. */
  search_id: z.uuid(),
  query_info: searchQueryInfoSchema,
  /** Empty when include.results is false. */
  results: z.array(salonCardSchema),
  /** Empty when include.suggestions is false. */
  suggestions: z.array(suggestionSchema),
  analytics: searchAnalyticsSchema.optional(),
});
export type UnifiedSearchResponse = z.infer<typeof unifiedSearchResponseSchema>;

// ── GET /api/v1/search/suggestions ─────────────────────────────────────────────────────────────────────

export const suggestionsQuerySchema = z.preprocess(
  dropEmpty,
  z.object({
    /** Under SEARCH_MIN_QUERY_LENGTH characters the answer holds popular searches and quick actions. */
    q: searchQueryText.default(''),
    context: searchContextSchema.default('header'),
    city: nameValue('Şehir adı').optional(),
    city_id: intValue('Şehir', 1, 81).optional(),
    district: nameValue('İlçe adı').optional(),
    district_id: intValue('İlçe', 1, 1_000_000).optional(),
    limit: intValue('Limit', 1, 100_000)
      .transform((v) => Math.min(v, SEARCH_MAX_SUGGESTIONS))
      .default(SEARCH_MAX_SUGGESTIONS),
  }),
);
export type SuggestionsQuery = z.output<typeof suggestionsQuerySchema>;

export const suggestionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(suggestionSchema),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

// ── GET /api/v1/search/trending ────────────────────────────────────────────────────────────────────────

export const trendingQuerySchema = z.preprocess(
  dropEmpty,
  z.object({
    context: searchContextSchema.default('homepage'),
    /** City name ('İstanbul') or its plate number. */
    city: nameValue('Şehir').optional(),
    city_id: intValue('Şehir', 1, 81).optional(),
    limit: intValue('Limit', 1, 100_000)
      .transform((v) => Math.min(v, SEARCH_TRENDING_LIMIT))
      .default(SEARCH_TRENDING_LIMIT),
  }),
);
export type TrendingQuery = z.output<typeof trendingQuerySchema>;

export const trendingItemSchema = z.object({
  /** The search as people typed it most often. */
  query: z.string(),
  /** Searches of it in the trending window. */
  count: z.number().int(),
  /** /arama?q=… (with the city when one was asked). */
  url: z.string(),
});
export type TrendingItem = z.infer<typeof trendingItemSchema>;

export const trendingResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(trendingItemSchema),
});
export type TrendingResponse = z.infer<typeof trendingResponseSchema>;

// ── POST /api/v1/search/click ──────────────────────────────────────────────────────────────────────────

export const searchClickSources = ['search', 'suggestions'] as const;

export const searchClickRequestSchema = z.preprocess(
  dropEmpty,
  z
    .object({
      /**
       * 'search' (default): a result or suggestion of a unified search answer, named by its search_id.
       * 'suggestions': an item of GET /search/suggestions (which has no search_id), logged as its own row with
       * the text typed, the context and the place.
       */
      source: z
        .enum(searchClickSources, { error: 'Tıklama kaynağı search ya da suggestions olmalıdır.' })
        .default('search'),
      search_id: z.uuid('Arama numarası geçersiz.').optional(),
      query: searchQueryText.optional(),
      context: searchContextSchema.optional(),
      city_id: intValue('Şehir', 1, 81).optional(),
      district_id: intValue('İlçe', 1, 1_000_000).optional(),
      result_type: z.enum(suggestionTypes, { error: 'Sonuç türü geçersiz.' }),
      result_id: intValue('Sonuç numarası', 1, 2_147_483_647).optional(),
      /** 1-based position of the clicked item in the list shown. */
      position: intValue('Sıra', 1, 1000),
    })
    .superRefine((v, ctx) => {
      if (v.source === 'search' && v.search_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['search_id'], message: 'Arama numarası gereklidir.' });
      }
    }),
);
export type SearchClickRequest = z.output<typeof searchClickRequestSchema>;
export type SearchClickRequestInput = z.input<typeof searchClickRequestSchema>;

export const searchClickResponseSchema = z.object({ success: z.literal(true) });
export type SearchClickResponse = z.infer<typeof searchClickResponseSchema>;
