import { z } from 'zod';
import {
  adminPaymentsResponseSchema,
  adminWalletQuerySchema,
  adminWalletResponseSchema,
  installmentsQuerySchema,
  installmentsResponseSchema,
  testChallengeAnswerBodySchema,
  testChallengeAnswerResponseSchema,
  testChallengeResponseSchema,
  threeDsCallbackBodySchema,
  threeDsCallbackResponseSchema,
  topUpBodySchema,
  topUpResponseSchema,
  walletAdjustmentBodySchema,
  walletAdjustmentResponseSchema,
  walletSummaryResponseSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from './money';
import {
  adminCouponResponseSchema,
  adminCouponsQuerySchema,
  adminCouponsResponseSchema,
  adminRedemptionsQuerySchema,
  adminRedemptionsResponseSchema,
  couponBodySchema,
  couponQuoteResponseSchema,
  customerCouponsResponseSchema,
  validateCouponBodySchema,
} from './coupons';
import {
  avatarResponseSchema,
  cancelDeletionBodySchema,
  commercialConsentsResponseSchema,
  dataExportResponseSchema,
  deletionRequestedResponseSchema,
  invoiceIdentityResponseSchema,
  privacyMessageResponseSchema,
  requestDeletionBodySchema,
  updateCommercialConsentsBodySchema,
  updateInvoiceIdentityBodySchema,
} from './privacy';
import {
  adminPaymentDetailResponseSchema,
  adminPaymentsListQuerySchema,
  approveRefundBodySchema,
  ownerRefundPolicyResponseSchema,
  ownerRefundPolicySavedResponseSchema,
  refundChangeResponseSchema,
  refundPolicyBodySchema,
  refundPreviewResponseSchema,
  cancelRefundPreviewResponseSchema,
  refundsQuerySchema,
  refundsResponseSchema,
  refundStatsResponseSchema,
  rejectRefundBodySchema,
  walletSettingsBodySchema,
  walletSettingsResponseSchema,
  walletSettingsSavedResponseSchema,
} from './refunds';
import {
  adminStaffGalleryItemSchema,
  adminStaffGalleryQuerySchema,
  adminStaffGalleryResponseSchema,
  publicStaffWorkResponseSchema,
  rejectStaffPhotoBodySchema,
  staffDurationBodySchema,
  staffGalleryFieldsSchema,
  staffGalleryPhotoResponseSchema,
  staffGalleryResponseSchema,
  staffPublicProfileBodySchema,
  staffPublicProfileResponseSchema,
} from './staff-area';
import {
  adminContactMessageSchema,
  adminNotificationSchema,
  adminSalonDetailSchema,
  adminSalonListItemSchema,
  adminSearchQuerySchema,
  adminSearchResponseSchema,
  adminUserDetailSchema,
  adminUserListItemSchema,
  applicationDetailSchema,
  applicationListItemSchema,
  applicationListQuerySchema,
  approveApplicationRequestSchema,
  auditLogEntrySchema,
  auditLogQuerySchema,
  contactMessageListQuerySchema,
  contactMessageListResponseSchema,
  contactReplyRequestSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  deactivateUserRequestSchema,
  documentStatsSchema,
  featureSalonRequestSchema,
  impersonateResponseSchema,
  markReadResponseSchema,
  notificationListQuerySchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  paginatedEnvelope,
  paymentStatisticsSchema,
  rejectApplicationRequestSchema,
  salonEarningsStatsSchema,
  salonFiltersSchema,
  salonListQuerySchema,
  supportStatsSchema,
  suspendSalonRequestSchema,
  userListQuerySchema,
  userStatsSchema,
  verifySalonRequestSchema,
  walletStatsSchema,
} from './admin';
import {
  authMessageResponseSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginLinkRequestSchema,
  loginLinkSignInRequestSchema,
  loginRequestSchema,
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
  notificationSettingsUpdateResponseSchema,
  profileResponseSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  userUpdateResponseSchema,
  verifyEmailRequestSchema,
} from './auth';
import {
  availabilityDeleteResponseSchema,
  availabilityOverviewResponseSchema,
  availabilityQuerySchema,
  blockingResponseSchema,
  breakResponseSchema,
  bulkDeleteBodySchema,
  bulkDeleteResponseSchema,
  createBlockingBodySchema,
  createMyBlockingBodySchema,
  createMyBreakBodySchema,
  createBreakBodySchema,
  salonWorkingHoursResponseSchema,
  staffWorkingHoursResponseSchema,
  updateBlockingBodySchema,
  updateBreakBodySchema,
  updateWorkingHoursBodySchema,
} from './availability';
import {
  appointmentChangeResponseSchema,
  appointmentListEnvelopeResponseSchema,
  appointmentListQuerySchema,
  appointmentResponseSchema,
  calendarEnvelopeResponseSchema,
  calendarQuerySchema,
  cancelAppointmentBodySchema,
  createAppointmentBodySchema,
  ownerAppointmentListQuerySchema,
  adminAppointmentListQuerySchema,
  rescheduleAppointmentBodySchema,
  rescheduleSlotsQuerySchema,
  slotsEnvelopeResponseSchema,
  slotsQuerySchema,
} from './booking';
import {
  customerAddressBodySchema,
  customerAddressCreatedResponseSchema,
  customerAddressDefaultResponseSchema,
  customerAddressDeletedResponseSchema,
  customerAddressListQuerySchema,
  customerAddressListResponseSchema,
  groupConfirmationEnvelopeResponseSchema,
  groupConfirmationQuerySchema,
  guestAnswerResponseSchema,
  guestApprovalResponseSchema,
  walkInBodySchema,
  walkInResponseSchema,
} from './booking-confirmations';
import {
  brandCampaignsResponseSchema,
  campaignsResponseSchema,
  categoriesResponseSchema,
  categoryDetailResponseSchema,
  homeListQuerySchema,
  homeListResponseSchema,
  reviewsResponseSchema,
  salonDetailResponseSchema,
  salonSearchQuerySchema,
  salonSearchResponseSchema,
  salonServicesResponseSchema,
  salonStaffResponseSchema,
  salonViewResponseSchema,
  serviceCategoriesResponseSchema,
  specialistResponseSchema,
} from './catalogue';
import {
  contactRequestSchema,
  contactResponseSchema,
  favoriteIdsResponseSchema,
  favoriteSpecialistIdsResponseSchema,
  favoriteSpecialistsResponseSchema,
  favoriteSpecialistToggleResponseSchema,
  favoriteToggleResponseSchema,
  favoritesResponseSchema,
  salonApplicationResponseSchema,
} from './engagement';
import {
  adminReviewResponseSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  createReviewBodySchema,
  customerReviewResponseSchema,
  customerReviewsResponseSchema,
  ownerReviewsQuerySchema,
  reviewPhotosResponseSchema,
  reviewReasonBodySchema,
  reviewReplyBodySchema,
  salonReviewResponseSchema,
  salonReviewsResponseSchema,
  updateReviewBodySchema,
} from './reviews';
import {
  markAllReadResponseSchema,
  markReadBodySchema,
  markReadResponseSchema as markNotificationReadResponseSchema,
  notificationListQuerySchema as userNotificationListQuerySchema,
  notificationPageResponseSchema,
  notificationPreferencesResponseSchema,
  streamTicketResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesBodySchema,
} from './notifications';
import { messageResponseSchema, successEnvelope } from './envelope';
import { districtsResponseSchema, provincesResponseSchema } from './locations';
import {
  ownerDashboardResponseSchema,
  ownerReportsResponseSchema,
  reportRangeQuerySchema,
  reportsQuerySchema,
  staffPerformanceResponseSchema,
} from './owner-reports';
import {
  createServiceBodySchema,
  deleteServiceResultSchema,
  homeServiceSettingsBodySchema,
  homeServiceSettingsSchema,
  ownerServiceListQuerySchema,
  ownerServiceListSchema,
  ownerServiceSchema,
  reorderServicesBodySchema,
  updateServiceBodySchema,
} from './owner-services';
import {
  galleryPhotoSchema,
  mediaImageSchema,
  publicGalleryImageSchema,
  reorderGalleryBodySchema,
  salonProfileSchema,
  updateGalleryPhotoBodySchema,
  updateSalonProfileBodySchema,
} from './salon-media';
import {
  ownerSalonListSchema,
  ownerSalonSchema,
  salonSettingsBodySchema,
  salonSettingsSchema,
  switchSalonBodySchema,
} from './salon-owner';
import {
  searchClickRequestSchema,
  searchClickResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  trendingQuerySchema,
  trendingResponseSchema,
  unifiedSearchRequestSchema,
  unifiedSearchResponseSchema,
} from './search';
import { locationPageResponseSchema, seoPageResponseSchema } from './seo';
import {
  staffDashboardResponseSchema,
  staffServiceSchema,
  staffServicesResponseSchema,
} from './staff-dashboard';
import { healthResponseSchema, readyResponseSchema, serverTimeResponseSchema } from './system';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  inviteStaffRequestSchema,
  publicInvitationSchema,
  removeStaffResultSchema,
  saveStaffServicesRequestSchema,
  staffDetailSchema,
  staffInvitationListSchema,
  staffInvitationSchema,
  staffListSchema,
  staffServiceMatrixSchema,
  updateStaffRequestSchema,
} from './team'; /*
 * The API's routes as the web calls them (issue 14 item 4, ADR 0036): method, path (relative to /api/v1, ':name' for
 * a path parameter), the request's query and body schemas and the success answer's schema — the very schemas the
 * Fastify routes declare (apps/api/test/api-routes.test.ts compares every entry with the registered route). The web
 * client (apps/web/src/lib/api.ts) builds the URL from the entry, types the call and parses the answer with it;
 * the web tests' mocks are parsed with the same schemas (apps/web/src/test/contract-mock.ts).
 *
 * One named export per route, so that a screen's bundle carries only the schemas it calls.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Marks a query string whose schema stays inside its API module (a local preprocess): only the parameter names are
 * shared; the API validates the values and answers 422.
 */
export interface QueryNames<K extends string> {
  readonly queryNames: readonly K[];
}
export function queryNames<K extends string>(): QueryNames<K> {
  return { queryNames: [] };
}

export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodType | QueryNames<string> | undefined = z.ZodType | QueryNames<string> | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: M;
  readonly path: P;
  /** Undefined when the route takes no query string (the property may then be absent). */
  readonly query: Q;
  /** Undefined when the route takes no JSON body. */
  readonly body: B;
  /** A multipart upload: the body is FormData (the API reads the parts itself). */
  readonly multipart?: true;
  /** The success answer (the envelope). */
  readonly response: R;
}

export function route<
  const M extends HttpMethod,
  const P extends string,
  R extends z.ZodType,
  Q extends z.ZodType | QueryNames<string> | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  const U extends true | undefined = undefined,
>(definition: {
  method: M;
  path: P;
  query?: Q;
  body?: B;
  multipart?: U;
  response: R;
}): ApiRoute<M, P, Q, B, R> & MultipartMark<U> {
  // The mark is the definition's own `multipart: true`; the conditional type only carries it to the caller.
  return { ...definition, query: definition.query as Q, body: definition.body as B } as ApiRoute<
    M,
    P,
    Q,
    B,
    R
  > &
    MultipartMark<U>;
}

/** A multipart route's type says so (`multipart: true`), so that its call takes a FormData body. */
type MultipartMark<U extends true | undefined> = [U] extends [true] ? { readonly multipart: true } : unknown;

/** ':salonId' and ':id' of '/salon-owner/salons/:salonId/services/:id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path with its parameters filled in (encoded); a missing parameter is a programming error. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a concrete path ('/salons/12/services') is this route's path pattern. */
export function matchesPath(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`).test(path);
}

/** A media removal's answer: its message is always there. */
const mediaRemovedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ── The routes ────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /admin/salon-applications */
export const getAdminSalonApplications = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/salon-applications',
  query: applicationListQuerySchema,
  response: paginatedEnvelope(applicationListItemSchema),
});

/** GET /admin/salon-applications/:id */
export const getAdminSalonApplicationsById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/salon-applications/:id',
  response: successEnvelope(applicationDetailSchema),
});

/** POST /admin/salon-applications/:id/approve */
export const postAdminSalonApplicationsApprove = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/salon-applications/:id/approve',
  body: approveApplicationRequestSchema,
  response: successEnvelope(applicationDetailSchema),
});

/** POST /admin/salon-applications/:id/reject */
export const postAdminSalonApplicationsReject = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/salon-applications/:id/reject',
  body: rejectApplicationRequestSchema,
  response: successEnvelope(applicationDetailSchema),
});

/** GET /admin/audit-log */
export const getAdminAuditLog = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/audit-log',
  query: auditLogQuerySchema,
  response: paginatedEnvelope(auditLogEntrySchema),
});

/** GET /admin/contact-messages */
export const getAdminContactMessages = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/contact-messages',
  query: contactMessageListQuerySchema,
  response: contactMessageListResponseSchema,
});

/** GET /admin/contact-messages/:id */
export const getAdminContactMessagesById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/contact-messages/:id',
  response: successEnvelope(adminContactMessageSchema),
});

/** POST /admin/contact-messages/:id/reply */
export const postAdminContactMessagesReply = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/contact-messages/:id/reply',
  body: contactReplyRequestSchema,
  response: successEnvelope(adminContactMessageSchema),
});

/** POST /admin/contact-messages/:id/done */
export const postAdminContactMessagesDone = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/contact-messages/:id/done',
  response: successEnvelope(adminContactMessageSchema),
});

/** GET /admin/dashboard */
export const getAdminDashboard = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/dashboard',
  query: dashboardQuerySchema,
  response: dashboardResponseSchema,
});

/** GET /admin/dashboard/notifications */
export const getAdminDashboardNotifications = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/dashboard/notifications',
  query: notificationsQuerySchema,
  response: notificationsResponseSchema,
});

/** POST /admin/dashboard/notifications/mark-all-read */
export const postAdminDashboardNotificationsMarkAllRead = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/dashboard/notifications/mark-all-read',
  response: markReadResponseSchema,
});

/** POST /admin/dashboard/notifications/:id/read */
export const postAdminDashboardNotificationsRead = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/dashboard/notifications/:id/read',
  response: successEnvelope(adminNotificationSchema),
});

/** GET /admin/notifications */
export const getAdminNotifications = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/notifications',
  query: notificationListQuerySchema,
  response: paginatedEnvelope(adminNotificationSchema),
});

/** POST /admin/salons/:id/impersonate */
export const postAdminSalonsImpersonate = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/salons/:id/impersonate',
  response: impersonateResponseSchema,
});

/** POST /admin/stop-impersonating */
export const postAdminStopImpersonating = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/stop-impersonating',
  response: impersonateResponseSchema,
});

/** GET /admin/salons */
export const getAdminSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/salons',
  query: salonListQuerySchema,
  response: paginatedEnvelope(adminSalonListItemSchema),
});

/** GET /admin/salons/filters */
export const getAdminSalonsFilters = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/salons/filters',
  response: successEnvelope(salonFiltersSchema),
});

/** GET /admin/salons/:id */
export const getAdminSalonsById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/salons/:id',
  response: successEnvelope(adminSalonDetailSchema),
});

/** POST /admin/salons/:id/suspend */
export const postAdminSalonsSuspend = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/salons/:id/suspend',
  body: suspendSalonRequestSchema,
  response: successEnvelope(adminSalonDetailSchema),
});

/** POST /admin/salons/:id/activate */
export const postAdminSalonsActivate = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/salons/:id/activate',
  response: successEnvelope(adminSalonDetailSchema),
});

/** POST /admin/salons/:id/verify */
export const postAdminSalonsVerify = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/salons/:id/verify',
  body: verifySalonRequestSchema,
  response: successEnvelope(adminSalonDetailSchema),
});

/** POST /admin/salons/:id/feature */
export const postAdminSalonsFeature = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/salons/:id/feature',
  body: featureSalonRequestSchema,
  response: successEnvelope(adminSalonDetailSchema),
});

/** GET /admin/search */
export const getAdminSearch = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/search',
  query: adminSearchQuerySchema,
  response: adminSearchResponseSchema,
});

/** GET /admin/salon-earnings/stats */
export const getAdminSalonEarningsStats = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/salon-earnings/stats',
  response: successEnvelope(salonEarningsStatsSchema),
});

/** GET /admin/documents/stats */
export const getAdminDocumentsStats = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/documents/stats',
  response: successEnvelope(documentStatsSchema),
});

/** GET /admin/support/stats */
export const getAdminSupportStats = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/support/stats',
  response: successEnvelope(supportStatsSchema),
});

/** GET /admin/users/stats */
export const getAdminUsersStats = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/users/stats',
  response: successEnvelope(userStatsSchema),
});

/** GET /admin/wallet/stats */
export const getAdminWalletStats = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/wallet/stats',
  response: successEnvelope(walletStatsSchema),
});

/** GET /admin/payments/statistics */
export const getAdminPaymentsStatistics = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/payments/statistics',
  query: dashboardQuerySchema,
  response: successEnvelope(paymentStatisticsSchema),
});

/** GET /admin/users */
export const getAdminUsers = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/users',
  query: userListQuerySchema,
  response: paginatedEnvelope(adminUserListItemSchema),
});

/** GET /admin/users/:id */
export const getAdminUsersById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/users/:id',
  response: successEnvelope(adminUserDetailSchema),
});

/** POST /admin/users/:id/deactivate */
export const postAdminUsersDeactivate = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/users/:id/deactivate',
  body: deactivateUserRequestSchema,
  response: successEnvelope(adminUserDetailSchema),
});

/** POST /admin/users/:id/activate */
export const postAdminUsersActivate = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/users/:id/activate',
  response: successEnvelope(adminUserDetailSchema),
});

/** GET /admin/staff-gallery */
export const getAdminStaffGallery = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/staff-gallery',
  query: adminStaffGalleryQuerySchema,
  response: adminStaffGalleryResponseSchema,
});

/** POST /admin/staff-gallery/:id/approve */
export const postAdminStaffGalleryApprove = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/staff-gallery/:id/approve',
  response: successEnvelope(adminStaffGalleryItemSchema),
});

/** POST /admin/staff-gallery/:id/reject */
export const postAdminStaffGalleryReject = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/staff-gallery/:id/reject',
  body: rejectStaffPhotoBodySchema,
  response: successEnvelope(adminStaffGalleryItemSchema),
});

/** POST /auth/register */
export const postAuthRegister = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/register',
  body: registerRequestSchema,
  response: authResponseSchema,
});

/** POST /auth/login */
export const postAuthLogin = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/login',
  body: loginRequestSchema,
  response: authResponseSchema,
});

/** POST /auth/login-link */
export const postAuthLoginLink = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/login-link',
  body: loginLinkRequestSchema,
  response: authMessageResponseSchema,
});

/** POST /auth/login-link/sign-in */
export const postAuthLoginLinkSignIn = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/login-link/sign-in',
  body: loginLinkSignInRequestSchema,
  response: authResponseSchema,
});

/** POST /auth/logout */
export const postAuthLogout = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/logout',
  response: authMessageResponseSchema,
});

/** PUT /auth/change-password */
export const putAuthChangePassword = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/auth/change-password',
  body: changePasswordRequestSchema,
  response: authMessageResponseSchema,
});

/** GET /user/notifications */
export const getUserNotifications = /* @__PURE__ */ route({
  method: 'GET',
  path: '/user/notifications',
  response: notificationSettingsResponseSchema,
});

/** PUT /user/notifications */
export const putUserNotifications = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/user/notifications',
  body: notificationSettingsRequestSchema,
  response: notificationSettingsUpdateResponseSchema,
});

/** POST /auth/email/verify */
export const postAuthEmailVerify = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/email/verify',
  body: verifyEmailRequestSchema,
  response: userUpdateResponseSchema,
});

/** POST /auth/email/resend */
export const postAuthEmailResend = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/email/resend',
  response: authMessageResponseSchema,
});

/** POST /auth/forgot-password */
export const postAuthForgotPassword = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/forgot-password',
  body: forgotPasswordRequestSchema,
  response: authMessageResponseSchema,
});

/** POST /auth/reset-password */
export const postAuthResetPassword = /* @__PURE__ */ route({
  method: 'POST',
  path: '/auth/reset-password',
  body: resetPasswordRequestSchema,
  response: authMessageResponseSchema,
});

/** GET /staff/availability */
export const getStaffAvailability = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/availability',
  query: availabilityQuerySchema,
  response: availabilityOverviewResponseSchema,
});

/** GET /unified-availability/salon/:salonId/overview */
export const getUnifiedAvailabilitySalonOverview = /* @__PURE__ */ route({
  method: 'GET',
  path: '/unified-availability/salon/:salonId/overview',
  query: availabilityQuerySchema,
  response: availabilityOverviewResponseSchema,
});

/** GET /unified-availability/staff/:staffId */
export const getUnifiedAvailabilityStaff = /* @__PURE__ */ route({
  method: 'GET',
  path: '/unified-availability/staff/:staffId',
  query: availabilityQuerySchema,
  response: availabilityOverviewResponseSchema,
});

/** GET /salon-owner/salons/:salonId/working-hours */
export const getSalonOwnerSalonsWorkingHours = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/working-hours',
  response: salonWorkingHoursResponseSchema,
});

/** PUT /salon-owner/staff/:salonStaffId/working-hours */
export const putSalonOwnerStaffWorkingHours = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/staff/:salonStaffId/working-hours',
  body: updateWorkingHoursBodySchema,
  response: staffWorkingHoursResponseSchema,
});

/** GET /booking/slots */
export const getBookingSlots = /* @__PURE__ */ route({
  method: 'GET',
  path: '/booking/slots',
  query: slotsQuerySchema,
  response: slotsEnvelopeResponseSchema,
});

/** GET /booking/calendar */
export const getBookingCalendar = /* @__PURE__ */ route({
  method: 'GET',
  path: '/booking/calendar',
  query: calendarQuerySchema,
  response: calendarEnvelopeResponseSchema,
});

/** POST /appointments */
export const postAppointments = /* @__PURE__ */ route({
  method: 'POST',
  path: '/appointments',
  body: createAppointmentBodySchema,
  response: appointmentChangeResponseSchema,
});

/** GET /customer/appointments */
export const getCustomerAppointments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/appointments',
  query: appointmentListQuerySchema,
  response: appointmentListEnvelopeResponseSchema,
});

/** GET /payments/installments (ADR 0049) */
export const getPaymentsInstallments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/payments/installments',
  query: installmentsQuerySchema,
  response: installmentsResponseSchema,
});

/** GET /payments/test-bank/challenges/:token (the test bank's 3-D Secure page; the token decides) */
export const getPaymentsTestBankChallenges = /* @__PURE__ */ route({
  method: 'GET',
  path: '/payments/test-bank/challenges/:token',
  response: testChallengeResponseSchema,
});

/** POST /payments/test-bank/challenges/:token */
export const postPaymentsTestBankChallenges = /* @__PURE__ */ route({
  method: 'POST',
  path: '/payments/test-bank/challenges/:token',
  body: testChallengeAnswerBodySchema,
  response: testChallengeAnswerResponseSchema,
});

/** POST /payments/callbacks/3ds */
export const postPaymentsCallbacks3ds = /* @__PURE__ */ route({
  method: 'POST',
  path: '/payments/callbacks/3ds',
  body: threeDsCallbackBodySchema,
  response: threeDsCallbackResponseSchema,
});

/** GET /customer/wallet */
export const getCustomerWallet = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/wallet',
  response: walletSummaryResponseSchema,
});

/** GET /customer/wallet/transactions */
export const getCustomerWalletTransactions = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/wallet/transactions',
  query: walletTransactionsQuerySchema,
  response: walletTransactionsResponseSchema,
});

/** POST /customer/wallet/top-ups (Idempotency-Key) */
export const postCustomerWalletTopUps = /* @__PURE__ */ route({
  method: 'POST',
  path: '/customer/wallet/top-ups',
  body: topUpBodySchema,
  response: topUpResponseSchema,
});

/** GET /customer/coupons (issue 18 item 5) */
export const getCustomerCoupons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/coupons',
  response: customerCouponsResponseSchema,
});

/** POST /customer/coupons/validate */
export const postCustomerCouponsValidate = /* @__PURE__ */ route({
  method: 'POST',
  path: '/customer/coupons/validate',
  body: validateCouponBodySchema,
  response: couponQuoteResponseSchema,
});

/** GET /admin/coupons */
export const getAdminCoupons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/coupons',
  query: adminCouponsQuerySchema,
  response: adminCouponsResponseSchema,
});

/** POST /admin/coupons (Idempotency-Key) */
export const postAdminCoupons = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/coupons',
  body: couponBodySchema,
  response: adminCouponResponseSchema,
});

/** PUT /admin/coupons/:id */
export const putAdminCoupon = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/admin/coupons/:id',
  body: couponBodySchema,
  response: adminCouponResponseSchema,
});

/** POST /admin/coupons/:id/pause */
export const postAdminCouponPause = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/coupons/:id/pause',
  response: adminCouponResponseSchema,
});

/** POST /admin/coupons/:id/resume */
export const postAdminCouponResume = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/coupons/:id/resume',
  response: adminCouponResponseSchema,
});

/** GET /admin/coupons/:id/redemptions */
export const getAdminCouponRedemptions = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/coupons/:id/redemptions',
  query: adminRedemptionsQuerySchema,
  response: adminRedemptionsResponseSchema,
});

/** GET /customer/appointments/:id/reschedule-slots */
export const getCustomerAppointmentsRescheduleSlots = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/appointments/:id/reschedule-slots',
  query: rescheduleSlotsQuerySchema,
  response: slotsEnvelopeResponseSchema,
});

/** POST /customer/appointments/:id/reschedule */
export const postCustomerAppointmentsReschedule = /* @__PURE__ */ route({
  method: 'POST',
  path: '/customer/appointments/:id/reschedule',
  body: rescheduleAppointmentBodySchema,
  response: appointmentChangeResponseSchema,
});

/** GET /salon-owner/appointments */
export const getSalonOwnerAppointments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/appointments',
  query: ownerAppointmentListQuerySchema,
  response: appointmentListEnvelopeResponseSchema,
});

/** GET /staff/appointments */
export const getStaffAppointments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/appointments',
  query: appointmentListQuerySchema,
  response: appointmentListEnvelopeResponseSchema,
});

/** GET /staff/appointments/history */
export const getStaffAppointmentsHistory = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/appointments/history',
  query: appointmentListQuerySchema,
  response: appointmentListEnvelopeResponseSchema,
});

/** GET /appointments/:id/confirmation */
export const getAppointmentsConfirmation = /* @__PURE__ */ route({
  method: 'GET',
  path: '/appointments/:id/confirmation',
  query: queryNames<'signature'>(),
  response: appointmentResponseSchema,
});

/** GET /customer/appointments/confirmation */
export const getCustomerAppointmentsConfirmation = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/appointments/confirmation',
  query: groupConfirmationQuerySchema,
  response: groupConfirmationEnvelopeResponseSchema,
});

/** POST /salon-owner/appointments */
export const postSalonOwnerAppointments = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/appointments',
  body: walkInBodySchema,
  response: walkInResponseSchema,
});

/** POST /salon-owner/appointments/:id/guest-link */
export const postSalonOwnerAppointmentsGuestLink = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/appointments/:id/guest-link',
  response: walkInResponseSchema,
});

/** GET /guest-appointments/:token */
export const getGuestAppointments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/guest-appointments/:token',
  response: guestApprovalResponseSchema,
});

/** GET /campaigns */
export const getCampaigns = /* @__PURE__ */ route({
  method: 'GET',
  path: '/campaigns',
  query: queryNames<'city_id' | 'limit'>(),
  response: campaignsResponseSchema,
});

/** GET /brand-campaigns */
export const getBrandCampaigns = /* @__PURE__ */ route({
  method: 'GET',
  path: '/brand-campaigns',
  response: brandCampaignsResponseSchema,
});

/** GET /categories */
export const getCategories = /* @__PURE__ */ route({
  method: 'GET',
  path: '/categories',
  response: categoriesResponseSchema,
});

/** GET /categories/:id */
export const getCategoriesById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/categories/:id',
  response: categoryDetailResponseSchema,
});

/** POST /contact */
export const postContact = /* @__PURE__ */ route({
  method: 'POST',
  path: '/contact',
  body: contactRequestSchema,
  response: contactResponseSchema,
});

/** GET /customer/addresses */
export const getCustomerAddresses = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/addresses',
  query: customerAddressListQuerySchema,
  response: customerAddressListResponseSchema,
});

/** POST /customer/addresses */
export const postCustomerAddresses = /* @__PURE__ */ route({
  method: 'POST',
  path: '/customer/addresses',
  body: customerAddressBodySchema,
  response: customerAddressCreatedResponseSchema,
});

/** DELETE /customer/addresses/:id */
export const deleteCustomerAddresses = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/customer/addresses/:id',
  response: customerAddressDeletedResponseSchema,
});

/** PUT /customer/addresses/:id/default */
export const putCustomerAddressesDefault = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/customer/addresses/:id/default',
  response: customerAddressDefaultResponseSchema,
});

/** GET /customer/favorites */
export const getCustomerFavorites = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/favorites',
  response: favoritesResponseSchema,
});

/** GET /customer/favorites/ids */
export const getCustomerFavoritesIds = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/favorites/ids',
  response: favoriteIdsResponseSchema,
});

/** PUT /customer/favorites/:salonId */
export const putCustomerFavorites = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/customer/favorites/:salonId',
  response: favoriteToggleResponseSchema,
});

/** DELETE /customer/favorites/:salonId */
export const deleteCustomerFavorites = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/customer/favorites/:salonId',
  response: favoriteToggleResponseSchema,
});

/** GET /customer/favorites/specialists */
export const getCustomerFavoriteSpecialists = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/favorites/specialists',
  response: favoriteSpecialistsResponseSchema,
});

/** GET /customer/favorites/specialists/ids */
export const getCustomerFavoriteSpecialistsIds = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/favorites/specialists/ids',
  response: favoriteSpecialistIdsResponseSchema,
});

/** PUT /customer/favorites/specialists/:salonStaffId */
export const putCustomerFavoriteSpecialists = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/customer/favorites/specialists/:salonStaffId',
  response: favoriteSpecialistToggleResponseSchema,
});

/** DELETE /customer/favorites/specialists/:salonStaffId */
export const deleteCustomerFavoriteSpecialists = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/customer/favorites/specialists/:salonStaffId',
  response: favoriteSpecialistToggleResponseSchema,
});

// The notification centre (bell, /bildirimler, preferences; SPEC §9).

/** GET /notifications */
export const getNotifications = /* @__PURE__ */ route({
  method: 'GET',
  path: '/notifications',
  query: userNotificationListQuerySchema,
  response: notificationPageResponseSchema,
});

/** GET /notifications/unread-count */
export const getNotificationsUnreadCount = /* @__PURE__ */ route({
  method: 'GET',
  path: '/notifications/unread-count',
  response: unreadCountResponseSchema,
});

/** POST /notifications/read */
export const postNotificationsRead = /* @__PURE__ */ route({
  method: 'POST',
  path: '/notifications/read',
  body: markReadBodySchema,
  response: markNotificationReadResponseSchema,
});

/** POST /notifications/read-all */
export const postNotificationsReadAll = /* @__PURE__ */ route({
  method: 'POST',
  path: '/notifications/read-all',
  response: markAllReadResponseSchema,
});

/** GET /notifications/preferences */
export const getNotificationsPreferences = /* @__PURE__ */ route({
  method: 'GET',
  path: '/notifications/preferences',
  response: notificationPreferencesResponseSchema,
});

/** PUT /notifications/preferences */
export const putNotificationsPreferences = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/notifications/preferences',
  body: updateNotificationPreferencesBodySchema,
  response: notificationPreferencesResponseSchema,
});

/** POST /notifications/stream-ticket */
export const postNotificationsStreamTicket = /* @__PURE__ */ route({
  method: 'POST',
  path: '/notifications/stream-ticket',
  response: streamTicketResponseSchema,
});

// Reviews in every area (issue 19 item 1, ADR 0043).

/** GET /customer/reviews */
export const getCustomerReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/reviews',
  response: customerReviewsResponseSchema,
});

/** POST /customer/reviews */
export const postCustomerReviews = /* @__PURE__ */ route({
  method: 'POST',
  path: '/customer/reviews',
  body: createReviewBodySchema,
  response: customerReviewResponseSchema,
});

/** PUT /customer/reviews/:id */
export const putCustomerReviews = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/customer/reviews/:id',
  body: updateReviewBodySchema,
  response: customerReviewResponseSchema,
});

/** DELETE /customer/reviews/:id */
export const deleteCustomerReviews = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/customer/reviews/:id',
  response: messageResponseSchema,
});

/** GET /salon-owner/salons/:salonId/reviews */
export const getSalonOwnerSalonsReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/reviews',
  query: ownerReviewsQuerySchema,
  response: salonReviewsResponseSchema,
});

/** PUT /salon-owner/salons/:salonId/reviews/:reviewId/reply */
export const putSalonOwnerSalonsReviewsReply = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/reviews/:reviewId/reply',
  body: reviewReplyBodySchema,
  response: salonReviewResponseSchema,
});

/** POST /salon-owner/salons/:salonId/reviews/:reviewId/report */
export const postSalonOwnerSalonsReviewsReport = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/reviews/:reviewId/report',
  body: reviewReasonBodySchema,
  response: salonReviewResponseSchema,
});

/** GET /staff/reviews */
export const getStaffReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/reviews',
  query: ownerReviewsQuerySchema,
  response: salonReviewsResponseSchema,
});

/** GET /admin/reviews */
export const getAdminReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/reviews',
  query: adminReviewsQuerySchema,
  response: adminReviewsResponseSchema,
});

/** POST /admin/reviews/:id/hide */
export const postAdminReviewsHide = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/reviews/:id/hide',
  body: reviewReasonBodySchema,
  response: adminReviewResponseSchema,
});

/** POST /admin/reviews/:id/restore */
export const postAdminReviewsRestore = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/reviews/:id/restore',
  body: reviewReasonBodySchema,
  response: adminReviewResponseSchema,
});

/** POST /customer/reviews/:id/photos */
export const postCustomerReviewsPhotos = /* @__PURE__ */ route({
  method: 'POST',
  path: '/customer/reviews/:id/photos',
  multipart: true,
  response: reviewPhotosResponseSchema,
});

/** DELETE /customer/reviews/:id/photos/:photoId */
export const deleteCustomerReviewsPhotos = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/customer/reviews/:id/photos/:photoId',
  response: reviewPhotosResponseSchema,
});

/** GET /locations/provinces */
export const getLocationsProvinces = /* @__PURE__ */ route({
  method: 'GET',
  path: '/locations/provinces',
  response: provincesResponseSchema,
});

/** GET /locations/provinces/:id/districts */
export const getLocationsProvincesDistricts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/locations/provinces/:id/districts',
  response: districtsResponseSchema,
});

/** GET /salon-owner/salons/:salonId/dashboard */
export const getSalonOwnerSalonsDashboard = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/dashboard',
  response: ownerDashboardResponseSchema,
});

/** GET /salon-owner/salons/:salonId/staff-performance */
export const getSalonOwnerSalonsStaffPerformance = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/staff-performance',
  query: reportRangeQuerySchema,
  response: staffPerformanceResponseSchema,
});

/** GET /salon-owner/salons/:salonId/reports */
export const getSalonOwnerSalonsReports = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/reports',
  query: reportsQuerySchema,
  response: ownerReportsResponseSchema,
});

/** POST /salon-applications */
export const postSalonApplications = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-applications',
  multipart: true,
  response: salonApplicationResponseSchema,
});

/** GET /salon-owner/salons/:salonId/profile */
export const getSalonOwnerSalonsProfile = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/profile',
  response: successEnvelope(salonProfileSchema),
});

/** PUT /salon-owner/salons/:salonId/profile */
export const putSalonOwnerSalonsProfile = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/profile',
  body: updateSalonProfileBodySchema,
  response: successEnvelope(salonProfileSchema),
});

/** GET /salon-owner/salons/:salonId/gallery */
export const getSalonOwnerSalonsGallery = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/gallery',
  response: successEnvelope(z.array(galleryPhotoSchema)),
});

/** POST /salon-owner/salons/:salonId/gallery */
export const postSalonOwnerSalonsGallery = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/gallery',
  multipart: true,
  response: successEnvelope(z.array(galleryPhotoSchema)),
});

/** PUT /salon-owner/salons/:salonId/gallery/order */
export const putSalonOwnerSalonsGalleryOrder = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/gallery/order',
  body: reorderGalleryBodySchema,
  response: successEnvelope(z.array(galleryPhotoSchema)),
});

/** PATCH /salon-owner/salons/:salonId/gallery/:photoId */
export const patchSalonOwnerSalonsGallery = /* @__PURE__ */ route({
  method: 'PATCH',
  path: '/salon-owner/salons/:salonId/gallery/:photoId',
  body: updateGalleryPhotoBodySchema,
  response: successEnvelope(galleryPhotoSchema),
});

/** PUT /salon-owner/salons/:salonId/gallery/:photoId/cover */
export const putSalonOwnerSalonsGalleryCover = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/gallery/:photoId/cover',
  response: successEnvelope(galleryPhotoSchema),
});

/** DELETE /salon-owner/salons/:salonId/gallery/:photoId */
export const deleteSalonOwnerSalonsGallery = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/salon-owner/salons/:salonId/gallery/:photoId',
  response: mediaRemovedResponseSchema,
});

/** POST /salon-owner/salons/:salonId/staff/:salonStaffId/photo */
export const postSalonOwnerSalonsStaffPhoto = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/staff/:salonStaffId/photo',
  multipart: true,
  response: successEnvelope(mediaImageSchema),
});

/** DELETE /salon-owner/salons/:salonId/staff/:salonStaffId/photo */
export const deleteSalonOwnerSalonsStaffPhoto = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/salon-owner/salons/:salonId/staff/:salonStaffId/photo',
  response: mediaRemovedResponseSchema,
});

/** GET /salon-owner/salons/:salonId/services */
export const getSalonOwnerSalonsServices = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/services',
  query: ownerServiceListQuerySchema,
  response: successEnvelope(ownerServiceListSchema),
});

/** POST /salon-owner/salons/:salonId/services */
export const postSalonOwnerSalonsServices = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/services',
  body: createServiceBodySchema,
  response: successEnvelope(ownerServiceSchema),
});

/** PUT /salon-owner/salons/:salonId/services/order */
export const putSalonOwnerSalonsServicesOrder = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/services/order',
  body: reorderServicesBodySchema,
  response: successEnvelope(z.array(ownerServiceSchema)),
});

/** PATCH /salon-owner/salons/:salonId/services/:serviceId */
export const patchSalonOwnerSalonsServices = /* @__PURE__ */ route({
  method: 'PATCH',
  path: '/salon-owner/salons/:salonId/services/:serviceId',
  body: updateServiceBodySchema,
  response: successEnvelope(ownerServiceSchema),
});

/** DELETE /salon-owner/salons/:salonId/services/:serviceId */
export const deleteSalonOwnerSalonsServices = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/salon-owner/salons/:salonId/services/:serviceId',
  response: successEnvelope(deleteServiceResultSchema),
});

/** POST /salon-owner/salons/:salonId/services/:serviceId/restore */
export const postSalonOwnerSalonsServicesRestore = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/services/:serviceId/restore',
  response: successEnvelope(ownerServiceSchema),
});

/** GET /salon-owner/salons/:salonId/home-service */
export const getSalonOwnerSalonsHomeService = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/home-service',
  response: successEnvelope(homeServiceSettingsSchema),
});

/** PUT /salon-owner/salons/:salonId/home-service */
export const putSalonOwnerSalonsHomeService = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/home-service',
  body: homeServiceSettingsBodySchema,
  response: successEnvelope(homeServiceSettingsSchema),
});

/** GET /salon-owner/salons */
export const getSalonOwnerSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons',
  response: successEnvelope(ownerSalonListSchema),
});

/** POST /salon-owner/switch-salon */
export const postSalonOwnerSwitchSalon = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/switch-salon',
  body: switchSalonBodySchema,
  response: successEnvelope(ownerSalonSchema),
});

/** GET /salon-owner/salons/:salonId/settings */
export const getSalonOwnerSalonsSettings = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/settings',
  response: successEnvelope(salonSettingsSchema),
});

/** PUT /salon-owner/salons/:salonId/settings */
export const putSalonOwnerSalonsSettings = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/settings',
  body: salonSettingsBodySchema,
  response: successEnvelope(salonSettingsSchema),
});

/** GET /home/service-categories */
export const getHomeServiceCategories = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/service-categories',
  response: serviceCategoriesResponseSchema,
});

/** GET /salons/search */
export const getSalonsSearch = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salons/search',
  query: salonSearchQuerySchema,
  response: salonSearchResponseSchema,
});

/** GET /salons/:id */
export const getSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salons/:id',
  response: salonDetailResponseSchema,
});

/** GET /salons/:id/services */
export const getSalonsServices = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salons/:id/services',
  response: salonServicesResponseSchema,
});

/** GET /salons/:id/staff */
export const getSalonsStaff = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salons/:id/staff',
  response: salonStaffResponseSchema,
});

/** GET /salons/:id/reviews */
export const getSalonsReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salons/:id/reviews',
  query: queryNames<'page' | 'per_page'>(),
  response: reviewsResponseSchema,
});

/** GET /salons/:id/gallery */
export const getSalonsGallery = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salons/:id/gallery',
  response: successEnvelope(z.array(publicGalleryImageSchema)),
});

/** GET /salons/:id/staff-work-photos */
export const getSalonsStaffWorkPhotos = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salons/:id/staff-work-photos',
  response: publicStaffWorkResponseSchema,
});

/** GET /specialists/:id/work-photos */
export const getSpecialistsWorkPhotos = /* @__PURE__ */ route({
  method: 'GET',
  path: '/specialists/:id/work-photos',
  response: publicStaffWorkResponseSchema,
});

/** POST /salons/:id/views */
export const postSalonsViews = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salons/:id/views',
  response: salonViewResponseSchema,
});

/** GET /specialists/:id */
export const getSpecialists = /* @__PURE__ */ route({
  method: 'GET',
  path: '/specialists/:id',
  response: specialistResponseSchema,
});

/** GET /specialists/:id/services */
export const getSpecialistsServices = /* @__PURE__ */ route({
  method: 'GET',
  path: '/specialists/:id/services',
  response: salonServicesResponseSchema,
});

/** GET /specialists/:id/reviews */
export const getSpecialistsReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/specialists/:id/reviews',
  query: queryNames<'page' | 'per_page'>(),
  response: reviewsResponseSchema,
});

/** POST /unified-search */
export const postUnifiedSearch = /* @__PURE__ */ route({
  method: 'POST',
  path: '/unified-search',
  body: unifiedSearchRequestSchema,
  response: unifiedSearchResponseSchema,
});

/** GET /search/suggestions */
export const getSearchSuggestions = /* @__PURE__ */ route({
  method: 'GET',
  path: '/search/suggestions',
  query: suggestionsQuerySchema,
  response: suggestionsResponseSchema,
});

/** GET /search/trending */
export const getSearchTrending = /* @__PURE__ */ route({
  method: 'GET',
  path: '/search/trending',
  query: trendingQuerySchema,
  response: trendingResponseSchema,
});

/** POST /search/click */
export const postSearchClick = /* @__PURE__ */ route({
  method: 'POST',
  path: '/search/click',
  body: searchClickRequestSchema,
  response: searchClickResponseSchema,
});

/** GET /seo/location-page */
export const getSeoLocationPage = /* @__PURE__ */ route({
  method: 'GET',
  path: '/seo/location-page',
  query: queryNames<'city' | 'district' | 'category' | 'page' | 'per_page'>(),
  response: locationPageResponseSchema,
});

/** GET /page/:page */
export const getPage = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/seo/page/:page',
  response: seoPageResponseSchema,
});

/** GET /staff/dashboard */
export const getStaffDashboard = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/dashboard',
  response: staffDashboardResponseSchema,
});

/** GET /staff/services */
export const getStaffServices = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/services',
  response: staffServicesResponseSchema,
});

/** PUT /staff/services/:serviceId/duration */
export const putStaffServicesDuration = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/staff/services/:serviceId/duration',
  body: staffDurationBodySchema,
  response: successEnvelope(staffServiceSchema),
});

/** GET /staff/gallery */
export const getStaffGallery = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/gallery',
  response: staffGalleryResponseSchema,
});

/** POST /staff/gallery (multipart: one `file`, `caption`, `service_id`) */
export const postStaffGallery = /* @__PURE__ */ route({
  method: 'POST',
  path: '/staff/gallery',
  multipart: true,
  response: staffGalleryPhotoResponseSchema,
});

/** PUT /staff/gallery/:photoId */
export const putStaffGallery = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/staff/gallery/:photoId',
  body: staffGalleryFieldsSchema,
  response: staffGalleryPhotoResponseSchema,
});

/** DELETE /staff/gallery/:photoId */
export const deleteStaffGallery = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/staff/gallery/:photoId',
  response: mediaRemovedResponseSchema,
});

/** GET /staff/public-profile */
export const getStaffPublicProfile = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/public-profile',
  response: staffPublicProfileResponseSchema,
});

/** PUT /staff/public-profile */
export const putStaffPublicProfile = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/staff/public-profile',
  body: staffPublicProfileBodySchema,
  response: staffPublicProfileResponseSchema,
});

/** POST /staff/public-profile/photo (multipart, one image) */
export const postStaffPublicProfilePhoto = /* @__PURE__ */ route({
  method: 'POST',
  path: '/staff/public-profile/photo',
  multipart: true,
  response: successEnvelope(mediaImageSchema),
});

/** DELETE /staff/public-profile/photo */
export const deleteStaffPublicProfilePhoto = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/staff/public-profile/photo',
  response: mediaRemovedResponseSchema,
});

/** GET /system/time */
export const getSystemTime = /* @__PURE__ */ route({
  method: 'GET',
  path: '/system/time',
  response: serverTimeResponseSchema,
});

/** GET /health */
export const getHealth = /* @__PURE__ */ route({
  method: 'GET',
  path: '/health',
  response: healthResponseSchema,
});

/** GET /ready */
export const getReady = /* @__PURE__ */ route({
  method: 'GET',
  path: '/ready',
  response: readyResponseSchema,
});

/** GET /salon-owner/salons/:salonId/staff */
export const getSalonOwnerSalonsStaff = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/staff',
  response: successEnvelope(staffListSchema),
});

/** GET /salon-owner/salons/:salonId/staff/:salonStaffId */
export const getSalonOwnerSalonsStaffById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/staff/:salonStaffId',
  response: successEnvelope(staffDetailSchema),
});

/** PATCH /salon-owner/salons/:salonId/staff/:salonStaffId */
export const patchSalonOwnerSalonsStaff = /* @__PURE__ */ route({
  method: 'PATCH',
  path: '/salon-owner/salons/:salonId/staff/:salonStaffId',
  body: updateStaffRequestSchema,
  response: successEnvelope(staffDetailSchema),
});

/** DELETE /salon-owner/salons/:salonId/staff/:salonStaffId */
export const deleteSalonOwnerSalonsStaff = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/salon-owner/salons/:salonId/staff/:salonStaffId',
  response: successEnvelope(removeStaffResultSchema),
});

/** GET /salon-owner/salons/:salonId/staff-invitations */
export const getSalonOwnerSalonsStaffInvitations = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/staff-invitations',
  response: successEnvelope(staffInvitationListSchema),
});

/** POST /salon-owner/salons/:salonId/staff-invitations */
export const postSalonOwnerSalonsStaffInvitations = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/staff-invitations',
  body: inviteStaffRequestSchema,
  response: successEnvelope(staffInvitationSchema),
});

/** POST /salon-owner/salons/:salonId/staff-invitations/:invitationId/resend */
export const postSalonOwnerSalonsStaffInvitationsResend = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/staff-invitations/:invitationId/resend',
  response: successEnvelope(staffInvitationSchema),
});

/** DELETE /salon-owner/salons/:salonId/staff-invitations/:invitationId */
export const deleteSalonOwnerSalonsStaffInvitations = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/salon-owner/salons/:salonId/staff-invitations/:invitationId',
  response: successEnvelope(z.object({ id: z.number().int() })),
});

/** GET /salon-owner/salons/:salonId/staff-services */
export const getSalonOwnerSalonsStaffServices = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/staff-services',
  response: successEnvelope(staffServiceMatrixSchema),
});

/** PUT /salon-owner/salons/:salonId/staff-services */
export const putSalonOwnerSalonsStaffServices = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/staff-services',
  body: saveStaffServicesRequestSchema,
  response: successEnvelope(staffServiceMatrixSchema),
});

/** GET /staff-invitations/:token */
export const getStaffInvitations = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff-invitations/:token',
  response: successEnvelope(publicInvitationSchema),
});

/** POST /staff-invitations/:token/accept */
export const postStaffInvitationsAccept = /* @__PURE__ */ route({
  method: 'POST',
  path: '/staff-invitations/:token/accept',
  body: acceptInvitationRequestSchema,
  response: acceptInvitationResponseSchema,
});

/** PUT /auth/profile */
export const putAuthProfile = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/auth/profile',
  body: profileUpdateRequestSchema,
  response: userUpdateResponseSchema,
});

/** PUT /customer/profile */
export const putCustomerProfile = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/customer/profile',
  body: profileUpdateRequestSchema,
  response: userUpdateResponseSchema,
});

/** PUT /salon-owner/profile */
export const putSalonOwnerProfile = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/profile',
  body: profileUpdateRequestSchema,
  response: userUpdateResponseSchema,
});

/** PUT /staff/profile */
export const putStaffProfile = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/staff/profile',
  body: profileUpdateRequestSchema,
  response: userUpdateResponseSchema,
});

/** POST /salon-owner/salons/:salonId/logo */
export const postSalonOwnerSalonsLogo = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/logo',
  multipart: true,
  response: successEnvelope(mediaImageSchema),
});

/** DELETE /salon-owner/salons/:salonId/logo */
export const deleteSalonOwnerSalonsLogo = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/salon-owner/salons/:salonId/logo',
  response: mediaRemovedResponseSchema,
});

/** POST /salon-owner/salons/:salonId/cover */
export const postSalonOwnerSalonsCover = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/salons/:salonId/cover',
  multipart: true,
  response: successEnvelope(mediaImageSchema),
});

/** DELETE /salon-owner/salons/:salonId/cover */
export const deleteSalonOwnerSalonsCover = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/salon-owner/salons/:salonId/cover',
  response: mediaRemovedResponseSchema,
});

/** POST /unified-availability/blocking */
export const postUnifiedAvailabilityBlocking = /* @__PURE__ */ route({
  method: 'POST',
  path: '/unified-availability/blocking',
  body: createBlockingBodySchema,
  response: blockingResponseSchema,
});

/** PUT /unified-availability/blocking/:id */
export const putUnifiedAvailabilityBlocking = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/unified-availability/blocking/:id',
  body: updateBlockingBodySchema,
  response: blockingResponseSchema,
});

/** DELETE /unified-availability/blocking/:id */
export const deleteUnifiedAvailabilityBlocking = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/unified-availability/blocking/:id',
  response: availabilityDeleteResponseSchema,
});

/** POST /unified-availability/break-time */
export const postUnifiedAvailabilityBreakTime = /* @__PURE__ */ route({
  method: 'POST',
  path: '/unified-availability/break-time',
  body: createBreakBodySchema,
  response: breakResponseSchema,
});

/** PUT /unified-availability/break-time/:id */
export const putUnifiedAvailabilityBreakTime = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/unified-availability/break-time/:id',
  body: updateBreakBodySchema,
  response: breakResponseSchema,
});

/** DELETE /unified-availability/break-time/:id */
export const deleteUnifiedAvailabilityBreakTime = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/unified-availability/break-time/:id',
  response: availabilityDeleteResponseSchema,
});

/** POST /unified-availability/my-blocking */
export const postUnifiedAvailabilityMyBlocking = /* @__PURE__ */ route({
  method: 'POST',
  path: '/unified-availability/my-blocking',
  body: createMyBlockingBodySchema,
  response: blockingResponseSchema,
});

/** PUT /unified-availability/my-blocking/:id */
export const putUnifiedAvailabilityMyBlocking = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/unified-availability/my-blocking/:id',
  body: updateBlockingBodySchema,
  response: blockingResponseSchema,
});

/** DELETE /unified-availability/my-blocking/:id */
export const deleteUnifiedAvailabilityMyBlocking = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/unified-availability/my-blocking/:id',
  response: availabilityDeleteResponseSchema,
});

/** POST /unified-availability/my-break */
export const postUnifiedAvailabilityMyBreak = /* @__PURE__ */ route({
  method: 'POST',
  path: '/unified-availability/my-break',
  body: createMyBreakBodySchema,
  response: breakResponseSchema,
});

/** PUT /unified-availability/my-break/:id */
export const putUnifiedAvailabilityMyBreak = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/unified-availability/my-break/:id',
  body: updateBreakBodySchema,
  response: breakResponseSchema,
});

/** DELETE /unified-availability/my-break/:id */
export const deleteUnifiedAvailabilityMyBreak = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/unified-availability/my-break/:id',
  response: availabilityDeleteResponseSchema,
});

/** DELETE /unified-availability/bulk-delete */
export const deleteUnifiedAvailabilityBulkDelete = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/unified-availability/bulk-delete',
  body: bulkDeleteBodySchema,
  response: bulkDeleteResponseSchema,
});

/** DELETE /unified-availability/my-bulk-delete */
export const deleteUnifiedAvailabilityMyBulkDelete = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/unified-availability/my-bulk-delete',
  body: bulkDeleteBodySchema,
  response: bulkDeleteResponseSchema,
});

/** GET /admin/appointments */
export const getAdminAppointments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/appointments',
  query: adminAppointmentListQuerySchema,
  response: appointmentListEnvelopeResponseSchema,
});

/** GET /admin/appointments/:id */
export const getAdminAppointment = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/appointments/:id',
  response: appointmentResponseSchema,
});

/** GET /customer/appointments/:id */
export const getCustomerAppointment = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/appointments/:id',
  response: appointmentResponseSchema,
});

/** GET /salon-owner/appointments/:id */
export const getSalonOwnerAppointment = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/appointments/:id',
  response: appointmentResponseSchema,
});

/** GET /staff/appointments/:id */
export const getStaffAppointment = /* @__PURE__ */ route({
  method: 'GET',
  path: '/staff/appointments/:id',
  response: appointmentResponseSchema,
});

/** POST /admin/appointments/:id/cancel */
export const postAdminAppointmentCancel = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/appointments/:id/cancel',
  body: cancelAppointmentBodySchema,
  response: appointmentChangeResponseSchema,
});

/** POST /customer/appointments/:id/cancel */
export const postCustomerAppointmentCancel = /* @__PURE__ */ route({
  method: 'POST',
  path: '/customer/appointments/:id/cancel',
  body: cancelAppointmentBodySchema,
  response: appointmentChangeResponseSchema,
});

/** POST /salon-owner/appointments/:id/cancel */
export const postSalonOwnerAppointmentCancel = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/appointments/:id/cancel',
  body: cancelAppointmentBodySchema,
  response: appointmentChangeResponseSchema,
});

/** POST /salon-owner/appointments/:id/complete */
export const postSalonOwnerAppointmentComplete = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/appointments/:id/complete',
  response: appointmentChangeResponseSchema,
});

/** POST /salon-owner/appointments/:id/confirm */
export const postSalonOwnerAppointmentConfirm = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/appointments/:id/confirm',
  response: appointmentChangeResponseSchema,
});

/** POST /salon-owner/appointments/:id/no-show */
export const postSalonOwnerAppointmentNoShow = /* @__PURE__ */ route({
  method: 'POST',
  path: '/salon-owner/appointments/:id/no-show',
  response: appointmentChangeResponseSchema,
});

/** POST /staff/appointments/:id/complete */
export const postStaffAppointmentComplete = /* @__PURE__ */ route({
  method: 'POST',
  path: '/staff/appointments/:id/complete',
  response: appointmentChangeResponseSchema,
});

/** POST /staff/appointments/:id/confirm */
export const postStaffAppointmentConfirm = /* @__PURE__ */ route({
  method: 'POST',
  path: '/staff/appointments/:id/confirm',
  response: appointmentChangeResponseSchema,
});

/** POST /staff/appointments/:id/no-show */
export const postStaffAppointmentNoShow = /* @__PURE__ */ route({
  method: 'POST',
  path: '/staff/appointments/:id/no-show',
  response: appointmentChangeResponseSchema,
});

/** POST /guest-appointments/:token/approve */
export const postGuestAppointmentApprove = /* @__PURE__ */ route({
  method: 'POST',
  path: '/guest-appointments/:token/approve',
  response: guestAnswerResponseSchema,
});

/** POST /guest-appointments/:token/decline */
export const postGuestAppointmentDecline = /* @__PURE__ */ route({
  method: 'POST',
  path: '/guest-appointments/:token/decline',
  response: guestAnswerResponseSchema,
});

/** GET /home/campaign-salons */
export const getHomeCampaignSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/campaign-salons',
  query: homeListQuerySchema,
  response: homeListResponseSchema,
});

/** GET /home/category-salons */
export const getHomeCategorySalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/category-salons',
  query: homeListQuerySchema,
  response: homeListResponseSchema,
});

/** GET /home/masaj-spa-salons */
export const getHomeMasajSpaSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/masaj-spa-salons',
  query: homeListQuerySchema,
  response: homeListResponseSchema,
});

/** GET /home/nearby-salons */
export const getHomeNearbySalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/nearby-salons',
  query: homeListQuerySchema,
  response: homeListResponseSchema,
});

/** GET /home/new-salons */
export const getHomeNewSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/new-salons',
  query: homeListQuerySchema,
  response: homeListResponseSchema,
});

/** GET /home/night-salons */
export const getHomeNightSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/night-salons',
  query: homeListQuerySchema,
  response: homeListResponseSchema,
});

/** GET /home/trending-salons */
export const getHomeTrendingSalons = /* @__PURE__ */ route({
  method: 'GET',
  path: '/home/trending-salons',
  query: homeListQuerySchema,
  response: homeListResponseSchema,
});

/** GET /auth/profile */
export const getAuthProfile = /* @__PURE__ */ route({
  method: 'GET',
  path: '/auth/profile',
  response: profileResponseSchema,
});

// KVKK self-service (issue 19 item 5, ADR 0050).

/** POST /account/avatar (multipart, one image) */
export const postAccountAvatar = /* @__PURE__ */ route({
  method: 'POST',
  path: '/account/avatar',
  multipart: true,
  response: avatarResponseSchema,
});

/** DELETE /account/avatar */
export const deleteAccountAvatar = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/account/avatar',
  response: avatarResponseSchema,
});

/** GET /customer/invoice-identity */
export const getCustomerInvoiceIdentity = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/invoice-identity',
  response: invoiceIdentityResponseSchema,
});

/** PUT /customer/invoice-identity */
export const putCustomerInvoiceIdentity = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/customer/invoice-identity',
  body: updateInvoiceIdentityBodySchema,
  response: invoiceIdentityResponseSchema,
});

/** GET /account/commercial-consents */
export const getAccountCommercialConsents = /* @__PURE__ */ route({
  method: 'GET',
  path: '/account/commercial-consents',
  response: commercialConsentsResponseSchema,
});

/** PUT /account/commercial-consents */
export const putAccountCommercialConsents = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/account/commercial-consents',
  body: updateCommercialConsentsBodySchema,
  response: commercialConsentsResponseSchema,
});

/** GET /account/data-export */
export const getAccountDataExport = /* @__PURE__ */ route({
  method: 'GET',
  path: '/account/data-export',
  response: dataExportResponseSchema,
});

/** POST /account/deletion */
export const postAccountDeletion = /* @__PURE__ */ route({
  method: 'POST',
  path: '/account/deletion',
  body: requestDeletionBodySchema,
  response: deletionRequestedResponseSchema,
});

/** POST /account/deletion/cancel */
export const postAccountDeletionCancel = /* @__PURE__ */ route({
  method: 'POST',
  path: '/account/deletion/cancel',
  body: cancelDeletionBodySchema,
  response: privacyMessageResponseSchema,
});

// ── Money, part 2 (issue 18 items 4, 6, 7; ADR 0048) ────────────────────────────────────────────────────────

/** GET /admin/refunds */
export const getAdminRefunds = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/refunds',
  query: refundsQuerySchema,
  response: refundsResponseSchema,
});

/** GET /admin/refunds/stats */
export const getAdminRefundsStats = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/refunds/stats',
  response: refundStatsResponseSchema,
});

/** POST /admin/refunds/:id/approve (Idempotency-Key) */
export const postAdminRefundsApprove = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/refunds/:id/approve',
  body: approveRefundBodySchema,
  response: refundChangeResponseSchema,
});

/** POST /admin/refunds/:id/reject (Idempotency-Key) */
export const postAdminRefundsReject = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/refunds/:id/reject',
  body: rejectRefundBodySchema,
  response: refundChangeResponseSchema,
});

/** GET /customer/refunds */
export const getCustomerRefunds = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/refunds',
  query: refundsQuerySchema,
  response: refundsResponseSchema,
});

/** GET /admin/wallets?user_id= | ?email= */
export const getAdminWallets = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/wallets',
  query: adminWalletQuerySchema,
  response: adminWalletResponseSchema,
});

/** POST /admin/wallets/adjustments (Idempotency-Key) */
export const postAdminWalletsAdjustments = /* @__PURE__ */ route({
  method: 'POST',
  path: '/admin/wallets/adjustments',
  body: walletAdjustmentBodySchema,
  response: walletAdjustmentResponseSchema,
});

/**
 * GET /admin/payments. Its CSV twin, GET /admin/payments/export, answers a file, not an envelope: the web saves it
 * with its own small helper (features/admin-money/api/admin-payments.ts), so it is not in this table.
 */
export const getAdminPayments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/payments',
  query: adminPaymentsListQuerySchema,
  response: adminPaymentsResponseSchema,
});

/** GET /customer/appointments/:id/refund-preview */
export const getCustomerAppointmentsRefundPreview = /* @__PURE__ */ route({
  method: 'GET',
  path: '/customer/appointments/:id/refund-preview',
  response: refundPreviewResponseSchema,
});

/** GET /salon-owner/appointments/:id/refund-preview */
export const getSalonOwnerAppointmentsRefundPreview = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/appointments/:id/refund-preview',
  response: cancelRefundPreviewResponseSchema,
});

/** GET /admin/appointments/:id/refund-preview */
export const getAdminAppointmentsRefundPreview = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/appointments/:id/refund-preview',
  response: cancelRefundPreviewResponseSchema,
});

/** GET /salon-owner/salons/:salonId/refund-policy */
export const getSalonOwnerSalonsRefundPolicy = /* @__PURE__ */ route({
  method: 'GET',
  path: '/salon-owner/salons/:salonId/refund-policy',
  response: ownerRefundPolicyResponseSchema,
});

/** PUT /salon-owner/salons/:salonId/refund-policy */
export const putSalonOwnerSalonsRefundPolicy = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/salon-owner/salons/:salonId/refund-policy',
  body: refundPolicyBodySchema,
  response: ownerRefundPolicySavedResponseSchema,
});

/** GET /admin/payments/:id */
export const getAdminPaymentsById = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/payments/:id',
  response: adminPaymentDetailResponseSchema,
});

/** GET /admin/wallet-settings */
export const getAdminWalletSettings = /* @__PURE__ */ route({
  method: 'GET',
  path: '/admin/wallet-settings',
  response: walletSettingsResponseSchema,
});

/** PUT /admin/wallet-settings */
export const putAdminWalletSettings = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/admin/wallet-settings',
  body: walletSettingsBodySchema,
  response: walletSettingsSavedResponseSchema,
});
