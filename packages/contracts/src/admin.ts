import { z } from 'zod';
import { userSchema, userTypeSchema } from './user';

/**
 * The admin API (issue 8, SPEC §2.8, §3, §4, §7.2, §7.6). All paths are under /api/v1/admin and need an admin
 * session (401 signed out, 403 other user types), except POST /admin/stop-impersonating, which needs the
 * impersonation session it ends.
 *
 * Money: every amount in these answers is in Turkish lira as a number with at most two decimals (the database
 * keeps kuruş; the API divides by 100). Fields whose name ends in `_kurus` are kuruş integers.
 * Times are ISO 8601 strings (UTC offset); "month" keys are `YYYY-MM` in Europe/Istanbul.
 */

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** PostgreSQL text cannot hold NUL; such input is refused with a message instead of failing in the database. */
const hasNoNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'Metin geçersiz bir karakter içeriyor.';

/** Server pagination, as the catalogue's: page numbers from 1. */
export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

const pageParam = z.coerce
  .number({ error: 'Sayfa bir sayı olmalıdır.' })
  .int('Sayfa tam sayı olmalıdır.')
  .min(1, 'Sayfa en az 1 olabilir.')
  .max(100_000, 'Sayfa çok büyük.')
  .default(1);
const perPageParam = z.coerce
  .number({ error: 'Sayfa boyutu bir sayı olmalıdır.' })
  .int('Sayfa boyutu tam sayı olmalıdır.')
  .min(1, 'Sayfa boyutu en az 1 olabilir.')
  .max(100, 'Sayfa boyutu en fazla 100 olabilir.')
  .default(ADMIN_DEFAULT_PAGE_SIZE);
const searchParam = z
  .string()
  .trim()
  .max(100, 'Arama en fazla 100 karakter olabilir.')
  .refine(hasNoNul, NUL_MESSAGE)
  .optional()
  .transform((v) => (v ? v : undefined));
const idParam = (label: string) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(1, `${label} geçersiz.`)
    .max(2_147_483_647, `${label} geçersiz.`);
const boolParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Değer true ya da false olmalıdır.' })
  .transform((v) => v === 'true' || v === '1');

export const pageQuerySchema = z.object({ page: pageParam, per_page: perPageParam });
export type PageQuery = z.input<typeof pageQuerySchema>;

/** `{id}` in admin paths. */
export const adminIdParamsSchema = z.object({ id: idParam('Kayıt numarası') });

export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: paginationMetaSchema,
    message: z.string().optional(),
  });
}
export type Paginated<T> = { success: true; data: T[]; meta: PaginationMeta; message?: string };

const personRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AdminPersonRef = z.infer<typeof personRef>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboard (GET /admin/dashboard?time_range=)

export const dashboardTimeRanges = ['7d', '30d', '90d', '1y'] as const;
export const dashboardTimeRangeSchema = z.enum(dashboardTimeRanges, {
  error: 'Zaman aralığı 7d, 30d, 90d ya da 1y olmalıdır.',
});
export type DashboardTimeRange = z.infer<typeof dashboardTimeRangeSchema>;
export const DEFAULT_DASHBOARD_TIME_RANGE: DashboardTimeRange = '30d';

export const dashboardQuerySchema = z.object({
  time_range: dashboardTimeRangeSchema.default(DEFAULT_DASHBOARD_TIME_RANGE),
});

export const activityTypes = [
  'salon_registration',
  'review_reported',
  'payment_dispute',
  'user_registered',
] as const;
export const activityTypeSchema = z.enum(activityTypes);
export type ActivityType = z.infer<typeof activityTypeSchema>;
export const activityTypeLabels: Record<ActivityType, string> = {
  salon_registration: 'Salon başvurusu',
  review_reported: 'Yorum şikayeti',
  payment_dispute: 'Ödeme itirazı',
  user_registered: 'Yeni kullanıcı',
};
export const activityPriorities = ['high', 'medium', 'low'] as const;
export const activityPrioritySchema = z.enum(activityPriorities);
export type ActivityPriority = z.infer<typeof activityPrioritySchema>;
export const activityPriorityLabels: Record<ActivityPriority, string> = {
  high: 'Yüksek',
  medium: 'Orta',
  low: 'Düşük',
};

/** SPEC §3 Activity. `id` is `<type>-<row id>`; `entity` says which record to open. */
export const activitySchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  priority: activityPrioritySchema,
  message: z.string(),
  description: z.string(),
  user: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  time: z.string(),
  entity: z.object({
    type: z.enum(['salon_application', 'review', 'support_thread', 'user']),
    id: z.number().int(),
  }),
});
export type Activity = z.infer<typeof activitySchema>;

/** SPEC §3 Top salon, ranked by completed appointments in the range (revenue in lira as tie-break). */
export const topSalonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  district: z.string(),
  city: z.string(),
  rating_average: z.number(),
  total_appointments: z.number().int(),
  revenue: z.number(),
  logo: z.string().nullable(),
});
export type TopSalon = z.infer<typeof topSalonSchema>;

export const adminNotificationTypes = [
  'salon_application',
  'review_reported',
  'support_thread',
  'withdrawal_request',
  'contact_message',
  'system',
] as const;
export const adminNotificationTypeSchema = z.enum(adminNotificationTypes);
export type AdminNotificationType = z.infer<typeof adminNotificationTypeSchema>;

/** One notification of the admin team; `read_at` is per admin (null = unread for the caller). */
export const adminNotificationSchema = z.object({
  id: z.number().int(),
  type: adminNotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** Admin hash to open, e.g. `salon-documents` or `contact`; null when there is nothing to open. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

export const dashboardDataSchema = z.object({
  time_range: dashboardTimeRangeSchema,
  /** The range the figures cover: [from, to). */
  period: z.object({ from: z.string(), to: z.string() }),
  overview: z.object({
    total_salons: z.number().int(),
    total_users: z.number().int(),
    /** Appointments (any status, not deleted) starting inside the range. */
    total_appointments: z.number().int(),
    /** Lira: completed appointments inside the range. */
    total_revenue: z.number(),
    active_salons: z.number().int(),
    pending_salons: z.number().int(),
    verified_salons: z.number().int(),
    /** Percent change of total_revenue against the previous range of the same length; null if that was 0. */
    growth_rate: z.number().nullable(),
  }),
  growth: z.object({
    /** One entry per month the range touches, oldest first: salons created that month. */
    salon_growth: z.array(z.object({ month: z.string(), label: z.string(), count: z.number().int() })),
    /** Lira of completed appointments per month. */
    revenue_growth: z.array(z.object({ month: z.string(), label: z.string(), amount: z.number() })),
  }),
  top_salons: z.array(topSalonSchema),
  pending_approvals: z.object({
    salon_applications: z.number().int(),
    review_moderations: z.number().int(),
    documents: z.number().int(),
    refund_requests: z.number().int(),
    support_tickets: z.number().int(),
    total: z.number().int(),
  }),
  /** Newest first: the latest 5 of each of the four types. */
  recent_activities: z.array(activitySchema),
  /** The current calendar month (Europe/Istanbul) up to now. */
  monthly_stats: z.object({
    appointments_count: z.number().int(),
    revenue: z.number(),
    new_users: z.number().int(),
    new_salons: z.number().int(),
  }),
  quick_stats: z.object({
    /** Lira of appointments completed today (Europe/Istanbul). */
    daily_revenue: z.number(),
    /** Appointments waiting for salon confirmation (status pending), any date. */
    pending_appointments: z.number().int(),
    active_campaigns: z.number().int(),
    /** From the mail outbox: failed or stuck mails in the last 24 h. */
    system_health: z.enum(['healthy', 'warning', 'critical']),
  }),
  recent_notifications: z.array(adminNotificationSchema),
  notifications: z.object({ list: z.array(adminNotificationSchema), unread_count: z.number().int() }),
  unread_notifications_count: z.number().int(),
  /** Appointments starting inside the range by status (pending = pending + confirmed, cancelled includes no_show). */
  appointment_stats: z.object({
    completed: z.number().int(),
    pending: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: dashboardDataSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Notifications

export const ADMIN_NOTIFICATION_LIMIT = 10;

/** GET /admin/dashboard/notifications?limit=10&unread_only= */
export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit bir sayı olmalıdır.' })
    .int('Limit tam sayı olmalıdır.')
    .min(1, 'Limit en az 1 olabilir.')
    .max(50, 'Limit en fazla 50 olabilir.')
    .default(ADMIN_NOTIFICATION_LIMIT),
});

/** SPEC §7.6 reads `notifications` and `unread_count` at the top level; `data` carries the same. */
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(adminNotificationSchema),
  unread_count: z.number().int(),
  data: z.object({ notifications: z.array(adminNotificationSchema), unread_count: z.number().int() }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET /admin/notifications?page&per_page&unread_only= ("view all"): paginated AdminNotification. */
export const notificationListQuerySchema = pageQuerySchema.extend({ unread_only: boolParam.optional() });
// POST /admin/dashboard/notifications/mark-all-read → { success, data: { unread_count: 0 }, message }
// POST /admin/dashboard/notifications/{id}/read     → { success, data: AdminNotification }
export const markReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ unread_count: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------------------------
// Badge counts (SPEC §7.6), refreshed every 60 s

/** GET /admin/salon-earnings/stats */
export const salonEarningsStatsSchema = z.object({
  pending_withdrawals: z.number().int(),
  /** Lira requested by the pending withdrawals. */
  pending_withdrawals_amount: z.number(),
  approved_withdrawals: z.number().int(),
  /** Lira paid out so far. */
  paid_total: z.number(),
});
export type SalonEarningsStats = z.infer<typeof salonEarningsStatsSchema>;

/** GET /admin/documents/stats: documents of salon applications. */
export const documentStatsSchema = z.object({
  /** Documents of applications awaiting review. */
  pending: z.number().int(),
  pending_applications: z.number().int(),
  approved_applications: z.number().int(),
  rejected_applications: z.number().int(),
  total_documents: z.number().int(),
});
export type DocumentStats = z.infer<typeof documentStatsSchema>;

/** GET /admin/support/stats */
export const supportStatsSchema = z.object({
  /** Threads whose last message waits for an admin answer. */
  waiting_admin: z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
});
export type SupportStats = z.infer<typeof supportStatsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Extra statistics (loaded ~1 s after the dashboard; failures ignored)

/** GET /admin/users/stats */
export const userStatsSchema = z.object({
  total: z.number().int(),
  by_type: z.object({
    customer: z.number().int(),
    salon_owner: z.number().int(),
    staff: z.number().int(),
    admin: z.number().int(),
  }),
  active: z.number().int(),
  inactive: z.number().int(),
  verified: z.number().int(),
  new_last_7_days: z.number().int(),
  new_last_30_days: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/**
 * GET /admin/wallet/stats: salon earnings and payouts (customer wallets come with their own issue).
 * earned = completed appointments' total; payable = Σ per salon max(0, earned − paid − pending − approved).
 */
export const walletStatsSchema = z.object({
  total_earned: z.number(),
  total_paid_out: z.number(),
  pending_withdrawals_amount: z.number(),
  pending_withdrawals: z.number().int(),
  payable_balance: z.number(),
  salons_with_balance: z.number().int(),
});
export type WalletStats = z.infer<typeof walletStatsSchema>;

export const paymentMethods = ['card', 'pay_at_salon', 'wallet', 'wallet_card'] as const;
export const paymentStatuses = ['paid', 'unpaid', 'pending', 'failed', 'refunded'] as const;
export const paymentMethodLabels: Record<(typeof paymentMethods)[number], string> = {
  card: 'Kart',
  pay_at_salon: 'Salonda ödeme',
  wallet: 'Cüzdan',
  wallet_card: 'Cüzdan + kart',
};
export const paymentStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  paid: 'Ödendi',
  unpaid: 'Ödenmedi',
  pending: 'Ödeme bekleniyor',
  failed: 'Ödeme alınamadı',
  refunded: 'İade edildi',
};

/**
 * GET /admin/payments/statistics?time_range= : from appointments' payment_method/payment_status (no payments table
 * yet), non-cancelled appointments starting in the range. Amounts in lira.
 */
export const paymentStatisticsSchema = z.object({
  time_range: dashboardTimeRangeSchema,
  transactions: z.number().int(),
  total_amount: z.number(),
  paid_amount: z.number(),
  unpaid_amount: z.number(),
  refunded_amount: z.number(),
  by_method: z.array(
    z.object({ method: z.enum(paymentMethods), count: z.number().int(), amount: z.number() }),
  ),
  by_status: z.array(
    z.object({ status: z.enum(paymentStatuses), count: z.number().int(), amount: z.number() }),
  ),
});
export type PaymentStatistics = z.infer<typeof paymentStatisticsSchema>;
export const paymentStatisticsQuerySchema = dashboardQuerySchema;

// ---------------------------------------------------------------------------------------------------------------
// Global search (GET /admin/search?q=), SPEC §5: at least 2 characters

export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
export const ADMIN_SEARCH_PER_TYPE = 5;

export const adminSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Arama en az 2 karakter olmalıdır.' })
    .trim()
    .min(ADMIN_SEARCH_MIN_LENGTH, 'Arama en az 2 karakter olmalıdır.')
    .max(100, 'Arama en fazla 100 karakter olabilir.')
    .refine(hasNoNul, NUL_MESSAGE),
});

export const adminSearchResultSchema = z.object({
  type: z.enum(['user', 'salon', 'appointment']),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** Admin hash to open it, e.g. `users/12`, `salons/5`, `appointments/81`. */
  hash: z.string(),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;

/** Up to ADMIN_SEARCH_PER_TYPE per type; users, then salons, then appointments. */
export const adminSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ query: z.string(), results: z.array(adminSearchResultSchema) }),
});
export type AdminSearchResponse = z.infer<typeof adminSearchResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Salons (GET /admin/salons, /admin/salons/filters, /admin/salons/{id}; actions below)

export const salonStatuses = ['pending', 'active', 'suspended'] as const;
export const salonStatusSchema = z.enum(salonStatuses, {
  error: 'Durum pending, active ya da suspended olmalıdır.',
});
export type AdminSalonStatus = z.infer<typeof salonStatusSchema>;
export const salonStatusLabels: Record<AdminSalonStatus, string> = {
  pending: 'Onay bekliyor',
  active: 'Aktif',
  suspended: 'Askıya alındı',
};

export const salonListQuerySchema = pageQuerySchema.extend({
  /** Name, e-mail or phone of the salon, or the owner's name/e-mail. */
  search: searchParam,
  status: salonStatusSchema.optional(),
  city_id: idParam('İl').optional(),
  category_id: idParam('Kategori').optional(),
  is_verified: boolParam.optional(),
  is_featured: boolParam.optional(),
  sort: z
    .enum(['newest', 'oldest', 'name', 'rating', 'appointments'], {
      error: 'Sıralama newest, oldest, name, rating ya da appointments olmalıdır.',
    })
    .default('newest'),
});
export type SalonListQuery = z.input<typeof salonListQuerySchema>;

export const adminSalonListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  city_id: z.number().int(),
  district: z.string(),
  salon_type: z.string(),
  status: salonStatusSchema,
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  rating_average: z.number(),
  review_count: z.number().int(),
  /** All appointments of the salon (not deleted). */
  total_appointments: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  owner: personRef,
  created_at: z.string(),
});
export type AdminSalonListItem = z.infer<typeof adminSalonListItemSchema>;

export const adminSalonDetailSchema = adminSalonListItemSchema.extend({
  description: z.string(),
  gender_focus: z.enum(['female', 'male', 'unisex']),
  address: z.string(),
  district_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  cover_image: z.string().nullable(),
  owner: personRef.extend({ phone: z.string().nullable(), is_active: z.boolean() }),
  service_count: z.number().int(),
  staff_count: z.number().int(),
  appointment_stats: z.object({
    completed: z.number().int(),
    pending: z.number().int(),
    cancelled: z.number().int(),
    /** Lira, completed appointments, all time. */
    revenue: z.number(),
  }),
  /** The /salon-ol application the salon was created from, if any. */
  application_id: z.number().int().nullable(),
  /** Last status change reason (suspension). */
  status_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminSalonDetail = z.infer<typeof adminSalonDetailSchema>;

/** GET /admin/salons/filters: choices for the list's filters with counts. */
export const salonFiltersSchema = z.object({
  statuses: z.array(z.object({ value: salonStatusSchema, label: z.string(), count: z.number().int() })),
  cities: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type SalonFilters = z.infer<typeof salonFiltersSchema>;

const reasonField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(10, 'Gerekçe en az 10 karakter olmalıdır.')
    .max(1000, 'Gerekçe en fazla 1000 karakter olabilir.')
    .refine(hasNoNul, NUL_MESSAGE);

/** POST /admin/salons/{id}/suspend → data: AdminSalonDetail */
export const suspendSalonRequestSchema = z.object({
  reason: reasonField('Askıya alma gerekçesi zorunludur.'),
});
export type SuspendSalonRequest = z.input<typeof suspendSalonRequestSchema>;
// POST /admin/salons/{id}/activate (no body) → data: AdminSalonDetail (pending or suspended → active)

/** POST /admin/salons/{id}/verify → data: AdminSalonDetail */
export const verifySalonRequestSchema = z.object({
  is_verified: z.boolean({ error: 'Doğrulama durumu true ya da false olmalıdır.' }),
});
/** POST /admin/salons/{id}/feature → data: AdminSalonDetail */
export const featureSalonRequestSchema = z.object({
  is_featured: z.boolean({ error: 'Öne çıkarma durumu true ya da false olmalıdır.' }),
});

// ---------------------------------------------------------------------------------------------------------------
// Salon applications from /salon-ol (section salon-documents)

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses, {
  error: 'Durum pending, approved ya da rejected olmalıdır.',
});
export const applicationStatusLabels: Record<(typeof applicationStatuses)[number], string> = {
  pending: 'İncelemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

/** GET /admin/salon-applications?page&per_page&search&status */
export const applicationListQuerySchema = pageQuerySchema.extend({
  search: searchParam,
  status: applicationStatusSchema.optional(),
});

export const applicationListItemSchema = z.object({
  id: z.number().int(),
  applicant_name: z.string(),
  applicant_email: z.string(),
  applicant_phone: z.string(),
  salon_name: z.string(),
  salon_type: z.string(),
  salon_type_label: z.string(),
  city: z.string(),
  district: z.string(),
  status: applicationStatusSchema,
  document_count: z.number().int(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_label: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** API path (relative to /api/v1) serving the file to an admin bearer token. */
  download_path: z.string(),
  created_at: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** GET /admin/salon-applications/{id} */
export const applicationDetailSchema = applicationListItemSchema.extend({
  gender_focus: z.enum(['female', 'male', 'unisex']),
  city_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  tax_number: z.string(),
  staff_count: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  note: z.string(),
  review_note: z.string().nullable(),
  reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  salon_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  documents: z.array(applicationDocumentSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
// GET /admin/salon-applications/{id}/documents/{documentId} → the file (Content-Disposition: inline)

/** POST /admin/salon-applications/{id}/approve → data: ApplicationDetail (salon_id, user_id set) */
export const approveApplicationRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .max(1000, 'Not en fazla 1000 karakter olabilir.')
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
});
export type ApproveApplicationRequest = z.input<typeof approveApplicationRequestSchema>;

/** POST /admin/salon-applications/{id}/reject → data: ApplicationDetail; the reason is e-mailed to the applicant. */
export const rejectApplicationRequestSchema = z.object({ reason: reasonField('Red gerekçesi zorunludur.') });
export type RejectApplicationRequest = z.input<typeof rejectApplicationRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Users (GET /admin/users, /admin/users/{id}; deactivate / activate)

export const userListQuerySchema = pageQuerySchema.extend({
  /** Name, e-mail or phone. */
  search: searchParam,
  user_type: userTypeSchema.optional(),
  status: z.enum(['active', 'inactive'], { error: 'Durum active ya da inactive olmalıdır.' }).optional(),
  sort: z
    .enum(['newest', 'oldest', 'name', 'last_login'], {
      error: 'Sıralama newest, oldest, name ya da last_login olmalıdır.',
    })
    .default('newest'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_type: userTypeSchema,
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  email_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const adminUserDetailSchema = adminUserListItemSchema.extend({
  roles: z.array(z.object({ name: z.string() })),
  /** Salons the user owns (salon_owner) or works at (staff). */
  salons: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: salonStatusSchema,
      relation: z.enum(['owner', 'staff']),
    }),
  ),
  appointment_count: z.number().int(),
  completed_appointment_count: z.number().int(),
  review_count: z.number().int(),
  active_sessions: z.number().int(),
  deactivated_at: z.string().nullable(),
  deactivation_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /admin/users/{id}/deactivate → data: AdminUserDetail; revokes every token of the user. */
export const deactivateUserRequestSchema = z.object({
  reason: reasonField('Devre dışı bırakma gerekçesi zorunludur.'),
});
export type DeactivateUserRequest = z.input<typeof deactivateUserRequestSchema>;
// POST /admin/users/{id}/activate (no body) → data: AdminUserDetail

// ---------------------------------------------------------------------------------------------------------------
// Contact messages from /iletisim (section contact)

export const contactMessageStatuses = ['new', 'read', 'answered', 'done'] as const;
export const contactMessageStatusSchema = z.enum(contactMessageStatuses, {
  error: 'Durum new, read, answered ya da done olmalıdır.',
});
export type ContactMessageStatus = z.infer<typeof contactMessageStatusSchema>;
export const contactMessageStatusLabels: Record<ContactMessageStatus, string> = {
  new: 'Yeni',
  read: 'Okundu',
  answered: 'Yanıtlandı',
  done: 'Tamamlandı',
};

/** GET /admin/contact-messages?page&per_page&search&status */
export const contactMessageListQuerySchema = pageQuerySchema.extend({
  search: searchParam,
  status: contactMessageStatusSchema.optional(),
});

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  subject_label: z.string(),
  message: z.string(),
  status: contactMessageStatusSchema,
  user_id: z.number().int().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  replied_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  read_at: z.string().nullable(),
  done_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
// GET /admin/contact-messages/{id} → data: AdminContactMessage (a `new` message becomes `read`)
// POST /admin/contact-messages/{id}/done → data: AdminContactMessage

/** POST /admin/contact-messages/{id}/reply → data: AdminContactMessage; the reply is e-mailed to the sender. */
export const contactReplyRequestSchema = z.object({
  message: z
    .string({ error: 'Yanıt zorunludur.' })
    .trim()
    .min(1, 'Yanıt zorunludur.')
    .min(10, 'Yanıt en az 10 karakter olmalıdır.')
    .max(5000, 'Yanıt en fazla 5000 karakter olabilir.')
    .refine(hasNoNul, NUL_MESSAGE),
});
export type ContactReplyRequest = z.input<typeof contactReplyRequestSchema>;

/** Counts per status, in `meta.status_counts` of the contact message list. */
export const contactStatusCountsSchema = z.object({
  new: z.number().int(),
  read: z.number().int(),
  answered: z.number().int(),
  done: z.number().int(),
});
export const contactMessageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminContactMessageSchema),
  meta: paginationMetaSchema.extend({ status_counts: contactStatusCountsSchema }),
});
export type ContactMessageListResponse = z.infer<typeof contactMessageListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Impersonation (SPEC §4, §7.2)

/** POST /admin/salons/{id}/impersonate: a salon_owner session with impersonating + impersonated_salon. */
export const impersonateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type ImpersonateResponse = z.infer<typeof impersonateResponseSchema>;

/** POST /admin/stop-impersonating (with the impersonation token): the admin session again. */
export const stopImpersonatingResponseSchema = impersonateResponseSchema;
export type StopImpersonatingResponse = z.infer<typeof stopImpersonatingResponseSchema>;

/** GET /admin/audit-log?page&per_page&admin_user_id&salon_id: what admins did, impersonation included. */
export const auditLogQuerySchema = pageQuerySchema.extend({
  admin_user_id: idParam('Yönetici').optional(),
  salon_id: idParam('Salon').optional(),
});
export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string() }),
  impersonated_user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  salon_id: z.number().int().nullable(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  status_code: z.number().int(),
  entity_type: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
