/**
 * Sort orders of the unified search (SPEC §7.4). Plain data here, so web code that only needs the list (URL
 * parsing on every public page) does not pull zod in through the contracts module.
 */
export const unifiedSortValues = ['relevance', 'rating', 'distance', 'price_asc', 'price_desc'] as const;
export type UnifiedSort = (typeof unifiedSortValues)[number];
