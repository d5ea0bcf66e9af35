/** Business constants and limits (SPEC §9, plus the few numbers of §2, §5 and §7 they belong with). */

// ── Product ────────────────────────────────────────────────────────────────────────────────────────────

export const PRODUCT_NAME = 'Salonya';
export const TAGLINE = 'Kuaför, güzellik ve bakım randevusu tek tıkla';
/** The suffix of every page title: 'Salonya – <tagline>'. */
export const TITLE_SUFFIX = `${PRODUCT_NAME} – ${TAGLINE}`;

/** DESIGN: `<page> | Salonya – <tagline>`; without a page, just 'Salonya – <tagline>'. */
export function pageTitle(page?: string | null): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} | ${TITLE_SUFFIX}` : TITLE_SUFFIX;
}

// ── Locale ─────────────────────────────────────────────────────────────────────────────────────────────

export const TIME_ZONE = 'Europe/Istanbul';
export const LOCALE = 'tr-TR';
/** Appointment times are parsed as +03:00. */
export const APPOINTMENT_UTC_OFFSET = '+03:00';
export const CURRENCY = 'TRY';

// ── Calls (SPEC §7, §9) ────────────────────────────────────────────────────────────────────────────────

export const REQUEST_TIMEOUT_MS = 15_000;
export const SERVER_TIME_TIMEOUT_MS = 5_000;
export const SEARCH_TIMEOUT_MS = 10_000;
export const SUGGESTIONS_TIMEOUT_MS = 3_000;
export const PROVINCES_TIMEOUT_MS = 3_000;

export const SERVER_TIME_CACHE_MS = 300_000;
export const OWNER_SALON_LIST_CACHE_MS = 300_000;
export const SEARCH_CACHE_MS = 300_000;

/** 429 without a Retry-After value. */
export const RATE_LIMIT_DEFAULT_RETRY_AFTER_S = 5;

// ── Admin (SPEC §2.8, §7.6, §9) ────────────────────────────────────────────────────────────────────────

export const ADMIN_PENDING_COUNTS_REFRESH_MS = 60_000;
/** Notifications refresh every 30 s (currently a no-op in the original). */
export const ADMIN_NOTIFICATIONS_REFRESH_MS = 30_000;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_NOTIFICATION_LIMIT = 10;
/** Wallet, user and payment statistics load about 1 s after the dashboard. */
export const ADMIN_EXTRA_STATS_DELAY_MS = 1_000;

export const DASHBOARD_TIME_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type DashboardTimeRange = (typeof DASHBOARD_TIME_RANGES)[number];
export const DEFAULT_DASHBOARD_TIME_RANGE: DashboardTimeRange = '30d';
/** Turkish labels of the time ranges ('90d' reads as 3 months). */
export const DASHBOARD_TIME_RANGE_LABELS: Readonly<Record<DashboardTimeRange, string>> = {
  '7d': 'Son 7 gün',
  '30d': 'Son 30 gün',
  '90d': 'Son 3 ay',
  '1y': 'Son 1 yıl',
};

/** Appointment status estimate when the server gives none (SPEC §9). */
export const APPOINTMENT_STATUS_ESTIMATE = {
  completedShare: 0.75,
  pendingShare: 0.2,
  cancelledShare: 0.05,
  fallback: { completed: 1800, pending: 456, cancelled: 100 },
} as const;

// ── Layout ─────────────────────────────────────────────────────────────────────────────────────────────

export const MOBILE_BREAKPOINT_PX = 768;
export const SEARCH_MOBILE_BREAKPOINT_PX = 1024;
export const APP_ELEMENT_ID = 'app';
export const ADMIN_APP_ELEMENT_ID = 'admin-app';

export const TOAST_DURATION_MS = 3_000;
export const TOAST_POSITION = 'top-right';
export const LOADING_SCREEN_HIDE_MS = 500;
export const EMERGENCY_ADMIN_HASH_TTL_MS = 5_000;
export const HASH_SCROLL_DELAY_MS = 100;

// ── Search (SPEC §2.10, §5, §7.4, §9) ──────────────────────────────────────────────────────────────────

export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_CONTEXTS = ['homepage', 'results', 'mobile', 'header'] as const;
export type SearchContext = (typeof SEARCH_CONTEXTS)[number];
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_DEBOUNCE_BY_CONTEXT_MS: Readonly<Record<SearchContext, number>> = {
  homepage: 400,
  results: 300,
  header: 250,
  mobile: 350,
};
export const SEARCH_MAX_SUGGESTIONS = 8;
export const SEARCH_DEFAULT_PAGE = 1;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PER_PAGE_MAX = 100;
export const SEARCH_HISTORY_LIMIT = 10;
export const SEARCH_TRENDING_LIMIT = 8;
export const HOME_LIST_LIMIT = 50;

// ── Availability (SPEC §2.9, §5, §9) ───────────────────────────────────────────────────────────────────

export const AVAILABILITY_STEP_MINUTES = 15;
export const BLOCKING_REASON_MAX_LENGTH = 200;
export const AVAILABILITY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const AVAILABILITY_DEFAULT_PAGE_SIZE = 20;
/** Page links are shown within this many pages of the current one. */
export const AVAILABILITY_PAGE_LINK_WINDOW = 2;
export const ADD_BLOCKING_FULL_DAY = { start: '09:00', end: '18:00' } as const;
export const EDIT_BLOCKING_FULL_DAY = { start: '00:00', end: '23:45' } as const;
export const BREAK_DEFAULT_TIMES = { start: '12:00', end: '13:00' } as const;
/** Other user types open the availability overview of this fixed salon id (system view, SPEC §6). */
export const SYSTEM_VIEW_SALON_ID = 1;

// ── Performance and memory (SPEC §4, §9) ───────────────────────────────────────────────────────────────

const MB = 1024 * 1024;
export const MEMORY_WARNING_BYTES = 50 * MB;
export const MEMORY_CRITICAL_BYTES = 100 * MB;
export const STORAGE_CACHE_CAP_BYTES = 10 * MB;
export const MEMORY_CHECK_INTERVAL_MS = 30_000;
export const STORAGE_CHECK_INTERVAL_MS = 60_000;
export const GENTLE_CLEANUP_INTERVAL_MS = 300_000;
export const DEEP_CLEANUP_INTERVAL_MS = 1_800_000;
/** Share of the heap above which performance mode turns aggressive. */
export const LOW_MEMORY_THRESHOLD = 0.8;
export const PERFORMANCE_RESTORE_DELAY_MS = 1_000;

// ── Misc ───────────────────────────────────────────────────────────────────────────────────────────────

/** Relative time labels use days below this many days, then a date. */
export const RELATIVE_TIME_MAX_DAYS = 7;
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** SPEC §5: image paths are valid only if they contain one of these. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg'] as const;
