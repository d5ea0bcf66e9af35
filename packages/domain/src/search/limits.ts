/** Server-side limits of the search log and trending (issue 5; SPEC §9 gives only the client-side ones). */

/** Trending searches count the searches of the last days. */
export const SEARCH_TRENDING_WINDOW_DAYS = 7;
/** The search log keeps a search this many days… */
export const SEARCH_LOG_RETENTION_DAYS = 30;
/** …and at most this many searches (the oldest go first). */
export const SEARCH_LOG_MAX_ROWS = 200_000;
/** Suggestions of one kind in one answer, before the rest is filled up. */
export const SUGGESTIONS_PER_KIND = 2;
/** Salon suggestions get one more place: a salon's name is what people type most. */
export const SALON_SUGGESTIONS = 3;
