import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('pageTitle', () => {
  it('puts the page before the product name and tagline', () => {
    expect(C.pageTitle('Giriş Yap')).toBe(
      'Giriş Yap | Salonya – Kuaför, güzellik ve bakım randevusu tek tıkla',
    );
  });
  it.each([undefined, null, '', '   '])('without a page (%j) it is just the suffix', (page) => {
    expect(C.pageTitle(page)).toBe('Salonya – Kuaför, güzellik ve bakım randevusu tek tıkla');
  });
  it('trims the page', () => {
    expect(C.pageTitle('  Arama ')).toBe(`Arama | ${C.TITLE_SUFFIX}`);
  });
});

describe('SPEC §9 constants', () => {
  it.each([
    ['PRODUCT_NAME', 'Salonya'],
    ['TAGLINE', 'Kuaför, güzellik ve bakım randevusu tek tıkla'],
    ['TIME_ZONE', 'Europe/Istanbul'],
    ['LOCALE', 'tr-TR'],
    ['APPOINTMENT_UTC_OFFSET', '+03:00'],
    ['REQUEST_TIMEOUT_MS', 15000],
    ['SERVER_TIME_TIMEOUT_MS', 5000],
    ['SEARCH_TIMEOUT_MS', 10000],
    ['SUGGESTIONS_TIMEOUT_MS', 3000],
    ['PROVINCES_TIMEOUT_MS', 3000],
    ['SERVER_TIME_CACHE_MS', 300000],
    ['OWNER_SALON_LIST_CACHE_MS', 300000],
    ['SEARCH_CACHE_MS', 300000],
    ['RATE_LIMIT_DEFAULT_RETRY_AFTER_S', 5],
    ['ADMIN_PENDING_COUNTS_REFRESH_MS', 60000],
    ['ADMIN_NOTIFICATIONS_REFRESH_MS', 30000],
    ['ADMIN_SEARCH_DEBOUNCE_MS', 300],
    ['ADMIN_SEARCH_MIN_LENGTH', 2],
    ['ADMIN_NOTIFICATION_LIMIT', 10],
    ['ADMIN_EXTRA_STATS_DELAY_MS', 1000],
    ['DEFAULT_DASHBOARD_TIME_RANGE', '30d'],
    ['MOBILE_BREAKPOINT_PX', 768],
    ['SEARCH_MOBILE_BREAKPOINT_PX', 1024],
    ['APP_ELEMENT_ID', 'app'],
    ['ADMIN_APP_ELEMENT_ID', 'admin-app'],
    ['TOAST_DURATION_MS', 3000],
    ['TOAST_POSITION', 'top-right'],
    ['LOADING_SCREEN_HIDE_MS', 500],
    ['EMERGENCY_ADMIN_HASH_TTL_MS', 5000],
    ['HASH_SCROLL_DELAY_MS', 100],
    ['SEARCH_MIN_QUERY_LENGTH', 2],
    ['SEARCH_DEBOUNCE_MS', 300],
    ['SEARCH_MAX_SUGGESTIONS', 8],
    ['SEARCH_DEFAULT_PAGE', 1],
    ['SEARCH_PAGE_SIZE', 20],
    ['SEARCH_PER_PAGE_MAX', 100],
    ['SEARCH_HISTORY_LIMIT', 10],
    ['SEARCH_TRENDING_LIMIT', 8],
    ['HOME_LIST_LIMIT', 50],
    ['AVAILABILITY_STEP_MINUTES', 15],
    ['BLOCKING_REASON_MAX_LENGTH', 200],
    ['AVAILABILITY_DEFAULT_PAGE_SIZE', 20],
    ['AVAILABILITY_PAGE_LINK_WINDOW', 2],
    ['SYSTEM_VIEW_SALON_ID', 1],
    ['MEMORY_WARNING_BYTES', 50 * 1024 * 1024],
    ['MEMORY_CRITICAL_BYTES', 100 * 1024 * 1024],
    ['STORAGE_CACHE_CAP_BYTES', 10 * 1024 * 1024],
    ['MEMORY_CHECK_INTERVAL_MS', 30000],
    ['STORAGE_CHECK_INTERVAL_MS', 60000],
    ['GENTLE_CLEANUP_INTERVAL_MS', 300000],
    ['DEEP_CLEANUP_INTERVAL_MS', 1800000],
    ['LOW_MEMORY_THRESHOLD', 0.8],
    ['PERFORMANCE_RESTORE_DELAY_MS', 1000],
    ['RELATIVE_TIME_MAX_DAYS', 7],
    ['SHARE_IMAGE_WIDTH', 1200],
    ['SHARE_IMAGE_HEIGHT', 630],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('lists and objects', () => {
    expect(C.DASHBOARD_TIME_RANGES).toEqual(['7d', '30d', '90d', '1y']);
    expect(C.DASHBOARD_TIME_RANGE_LABELS['90d']).toBe('Son 3 ay');
    expect(C.SEARCH_DEBOUNCE_BY_CONTEXT_MS).toEqual({
      homepage: 400,
      results: 300,
      header: 250,
      mobile: 350,
    });
    expect(C.AVAILABILITY_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(C.AVAILABILITY_PAGE_SIZES).toContain(C.AVAILABILITY_DEFAULT_PAGE_SIZE);
    expect(C.ADD_BLOCKING_FULL_DAY).toEqual({ start: '09:00', end: '18:00' });
    expect(C.EDIT_BLOCKING_FULL_DAY).toEqual({ start: '00:00', end: '23:45' });
    expect(C.BREAK_DEFAULT_TIMES).toEqual({ start: '12:00', end: '13:00' });
    expect(C.APPOINTMENT_STATUS_ESTIMATE).toEqual({
      completedShare: 0.75,
      pendingShare: 0.2,
      cancelledShare: 0.05,
      fallback: { completed: 1800, pending: 456, cancelled: 100 },
    });
    expect(C.IMAGE_EXTENSIONS).toEqual(['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg']);
  });
});
