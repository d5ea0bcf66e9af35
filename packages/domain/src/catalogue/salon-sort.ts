/**
 * Sort orders of GET /salons/search (SPEC §7.4). Plain data here, so the category and SEO pages that parse
 * their URL do not pull zod in through the contracts module.
 */
export const salonSortValues = [
  'relevance',
  'rating',
  'price_asc',
  'price_desc',
  'distance',
  'newest',
] as const;
export type SalonSortValue = (typeof salonSortValues)[number];
