import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { registerWebApp } from './web/web-app';
import { sitemapRoutes } from './web/sitemap';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { RateLimiter } from './lib/rate-limiter';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import {
  createMailDispatcher,
  createMailTransport,
  type MailDispatcher,
  type MailTransport,
} from './modules/mail/mail.dispatcher';
import { locationsRoutes } from './modules/locations/locations.routes';
import { homeRoutes } from './modules/salons/home.routes';
import { salonsRoutes } from './modules/salons/salons.routes';
import { ownerServicesRoutes } from './modules/salon-owner/owner-services.routes';
import { refreshSalonStats } from './modules/salons/salon-cards.repository';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { seoPageRoutes, seoRoutes } from './modules/seo/seo.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { refundPreviewRoutes } from './modules/money/refund-preview.routes';
import { refundPolicyRoutes } from './modules/salon-owner/refund-policy.routes';
import { salonOwnerRoutes } from './modules/salon-owner/salon-owner.routes';
import { salonApplicationsRoutes } from './modules/salon-applications/salon-applications.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { createPaymentsService, type PaymentsService } from './modules/money/payments.service';
import { couponRoutes } from './modules/coupons/coupons.routes';
import { createCouponsService } from './modules/coupons/coupons.service';
import { createTestProvider } from './modules/money/providers/test-provider';
import { createIyzicoProvider } from './modules/money/providers/iyzico-provider';
import type { PaymentProvider } from './modules/money/providers/payment-provider';
import { createPaymentReconciler, type PaymentReconciler } from './modules/money/reconciliation';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { workingHoursRoutes } from './modules/availability/working-hours.routes';
import { createReminderWorker, type ReminderWorker } from './modules/booking/reminders';
import { createDailyDigestWorker, type DailyDigestWorker } from './modules/salon-owner/daily-digest';
import { customerAddressesRoutes } from './modules/customer-addresses/addresses.routes';
import multipart from '@fastify/multipart';
import { systemRoutes } from './modules/system/system.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { registerAdminAudit } from './modules/admin/audit.plugin';
import { ownerReportsRoutes } from './modules/owner-reports/owner-reports.routes';
import { staffAreaRoutes } from './modules/staff-area/staff-area.routes';
import { staffGalleryRoutes } from './modules/staff-area/staff-gallery.routes';
import { searchRoutes } from './modules/search/search.routes';
import { teamRoutes } from './modules/team/team.routes';
import { createTeamService } from './modules/team/team.service';
import { createSearchService, type SearchService } from './modules/search/search.service';
import { createInFlight, type InFlight } from './lib/in-flight';
import { registerAuth } from './plugins/auth';
import { registerApiEtags, registerCompression } from './plugins/compression';
import type { Policy } from './plugins/policy';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerApiDocs, registerOpenApi } from './plugins/openapi';
import { createSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers';
import { clientErrorAnswer, frameworkErrorAnswer } from './plugins/framework-errors';
import type { FileStore } from './lib/uploads/file-store';
import { fileStoreFromConfig, registerLocalMedia } from './lib/uploads/serve-media';
import { salonMediaRoutes } from './modules/salon-media/salon-media.routes';
import {
  createMemoryNotificationBus,
  createRedisNotificationBus,
  type NotificationBus,
} from './modules/notifications/notification-bus';
import { createNotificationHub, type NotificationHub } from './modules/notifications/notification-hub';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createReviewReminderWorker, type ReviewReminderWorker } from './modules/reviews/review-reminders';
import { createAccountDeletionWorker, type AccountDeletionWorker } from './modules/privacy/account-deletion';
import { privacyRoutes } from './modules/privacy/privacy.routes';

// zod's own messages (wrong types, unknown shapes) in Turkish too.
z.config(z.locales.tr());

/** Socket limits: headers within 15 s, the whole request within 30 s, idle keep-alive connections closed after 5 s. */
export const SERVER_TIMEOUTS = { headersMs: 15_000, requestMs: 30_000, keepAliveMs: 5_000 } as const;

/** How long shutdown waits for running handlers and jobs before the database closes. */
const SHUTDOWN_DRAIN_MS = 10_000;

export interface AppDeps {
  config: AppConfig;
  database: Database;
  rateLimiter: RateLimiter;
  mailTransport?: MailTransport;
  mailPollMs?: number | null;
  /** How often salon_stats is recomputed (trending, campaign dates); null = never (tests). */
  statsRefreshMs?: number | null;
  now?: () => number;
  /** Where uploaded pictures go; default from the config (DATA_DIR or S3). */
  fileStore?: FileStore;
  /** Live notification wake-ups; default Redis pub/sub with REDIS_URL, in-process otherwise (ADR 0044). */
  notificationBus?: NotificationBus;
  /** The payment provider; default from the config (PAYMENT_PROVIDER). Tests wrap one to simulate failures. */
  paymentProvider?: PaymentProvider;
}

/** A registered route, for the tests that walk every route (fuzzing, the route list). */
export interface RouteSummary {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  policy: Policy | undefined;
}

export interface BuiltApp {
  app: FastifyInstance;
  routes: readonly RouteSummary[];
  /** Running handlers and jobs (shutdown waits for them). */
  inFlight: InFlight;
  mail: MailDispatcher;
  search: SearchService;
  /** Appointment reminders (ADR 0018): server.ts starts the loop; tests call runDue with the injected clock. */
  reminders: ReminderWorker;
  /** 'How was your visit?' mails 2 h after completion (ADR 0043): started by server.ts like the reminders. */
  reviewReminders: ReviewReminderWorker;
  /** The owners' daily summary mails (ADR 0031): started by server.ts like the reminders. */
  digests: DailyDigestWorker;
  /** In-app notifications' live side (ADR 0044): the outbox round and the open streams. */
  notifications: NotificationHub;
  /** Payments, wallets and the provider (ADR 0041, 0042). */
  payments: PaymentsService;
  /** Payments stuck in 'pending' settled by the provider's word (ADR 0049): started by server.ts. */
  reconciler: PaymentReconciler;
  /** Accounts whose deletion grace period ended are anonymised (ADR 0050): started by server.ts. */
  accountDeletions: AccountDeletionWorker;
}

/** The configured payment provider (ADR 0042, 0049): the test bank unless PAYMENT_PROVIDER=iyzico. */
export function paymentProviderFromConfig(config: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'iyzico' && config.iyzico)
    return createIyzicoProvider({ ...config.iyzico, appUrl: config.appUrl });
  return createTestProvider(config.appKey);
}

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database } = deps;
  const securityHeaders = createSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Pictures in an S3 bucket or CDN (config.s3) load from its origin.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const app = Fastify({
    frameworkErrors: frameworkErrorAnswer(securityHeaders),
    clientErrorHandler: clientErrorAnswer(securityHeaders),
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
    bodyLimit: 1024 * 1024,
    // A client that sends its request slowly, or keeps an idle connection, does not hold a socket for ever.
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    trustProxy: config.env === 'production',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = SERVER_TIMEOUTS.headersMs;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Shutdown waits for running handlers and timer jobs before the onClose hooks below and the pool's end.
  const inFlight = createInFlight();
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, schema: route.schema, policy: route.config?.policy });
    }
    const handler = route.handler;
    if (handler.constructor.name !== 'AsyncFunction') return;
    route.handler = function (this: FastifyInstance, request, reply) {
      return inFlight.run(() => handler.call(this, request, reply) as Promise<unknown>);
    };
  });

  const mail = createMailDispatcher({
    db: database.db,
    transport:
      deps.mailTransport ??
      createMailTransport({ smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail') }),
    from: config.mailFrom,
    pollMs: deps.mailPollMs === undefined ? 15_000 : deps.mailPollMs,
    onError: (err) => app.log.error({ err }, 'mail dispatch failed'),
  });
  const search = createSearchService({
    db: database.db,
    now: deps.now ?? Date.now,
    cacheMs: config.searchCacheMs,
    logFlushMs: deps.statsRefreshMs === null ? null : undefined,
    rankingRefreshMs: deps.statsRefreshMs === null ? null : undefined,
    popularRefreshMs: deps.statsRefreshMs === null ? 0 : undefined,
    onError: (err, what) => app.log.error({ err }, `${what} failed`),
  });
  const statsRefreshMs = deps.statsRefreshMs === undefined ? 10 * 60_000 : deps.statsRefreshMs;
  const statsTimer = statsRefreshMs
    ? setInterval(() => {
        inFlight
          .run(() => refreshSalonStats(database.db))
          .catch((err: unknown) => app.log.error({ err }, 'salon stats refresh failed'));
        // The search log stays bounded (retention and a row cap); service names stay current.
        inFlight
          .run(() => search.maintain())
          .catch((err: unknown) => app.log.error({ err }, 'search maintenance failed'));
      }, statsRefreshMs)
    : null;
  statsTimer?.unref();
  const notifications = createNotificationHub({
    db: database.db,
    bus:
      deps.notificationBus ??
      (config.redisUrl
        ? createRedisNotificationBus(config.redisUrl, {
            onError: (err) => app.log.error({ err }, 'notification bus failed'),
          })
        : createMemoryNotificationBus()),
    inFlight,
    onError: (err) => app.log.error({ err }, 'notification delivery failed'),
  });
  // What a service kicks after a commit that wrote to the outbox: the mails and the in-app notifications.
  const outbox: MailDispatcher = {
    kick() {
      mail.kick();
      notifications.kick();
    },
    drain: () => mail.drain(),
    stop: () => mail.stop(),
  };
  // Issue 18 (ADR 0042): the payment provider and the payments service, shared by booking, wallet and the sweep.
  const payments = createPaymentsService({
    db: database.db,
    now: deps.now ?? Date.now,
    mail: outbox,
    links: { appUrl: config.appUrl, appKey: config.appKey },
    provider: deps.paymentProvider ?? paymentProviderFromConfig(config),
  });
  const reconciler = createPaymentReconciler({
    db: database.db,
    now: deps.now ?? Date.now,
    payments,
    onError: (err) => app.log.error({ err }, 'payment reconciliation failed'),
  });
  const reminders = createReminderWorker({
    db: database.db,
    now: deps.now ?? Date.now,
    mail: outbox,
    releaseStalePayments: (tx, at) => payments.expireStale(tx, at),
    resendCardRefunds: () => payments.refunds.sweep(),
    links: { appUrl: config.appUrl, appKey: config.appKey },
    onError: (err) => app.log.error({ err }, 'appointment reminders failed'),
  });
  const reviewReminders = createReviewReminderWorker({
    db: database.db,
    now: deps.now ?? Date.now,
    mail,
    appUrl: config.appUrl,
    onError: (err) => app.log.error({ err }, 'review reminders failed'),
  });
  const digests = createDailyDigestWorker({
    db: database.db,
    now: deps.now ?? Date.now,
    mail,
    appUrl: config.appUrl,
    onError: (err) => app.log.error({ err }, 'owner daily digests failed'),
  });
  const fileStore = deps.fileStore ?? fileStoreFromConfig(config);
  const accountDeletions = createAccountDeletionWorker({
    db: database.db,
    now: deps.now ?? Date.now,
    store: fileStore,
    onError: (err) => app.log.error({ err }, 'account deletions failed'),
  });
  // Open event streams would hold the server open: they end before it stops listening (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    notifications.closeStreams();
  });
  app.addHook('onClose', async () => {
    // The server no longer accepts connections (Fastify closes it before these hooks; requests on kept-alive
    // connections get 503); handlers whose client went away may still be running.
    if (!(await inFlight.drain(SHUTDOWN_DRAIN_MS))) {
      app.log.warn({ running: inFlight.count }, 'shutdown: handlers still running after the drain time');
    }
    // Workers stop before the caller closes the database pool (server.ts: app.close() then database.close()).
    await reminders.stop();
    await reviewReminders.stop();
    await digests.stop();
    await reconciler.stop();
    await accountDeletions.stop();
    if (statsTimer) clearInterval(statsTimer);
    await search.close();
    await notifications.stop();
    await mail.stop();
  });

  registerSecurityHeaders(app, securityHeaders);
  await registerCompression(app);
  registerApiEtags(app);
  await app.register(multipart, { throwFileSizeLimit: true });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerAuth(app, database.db);
  registerAdminAudit(app, database.db);
  // Before the routes, so the OpenAPI document sees every one of them.
  await registerOpenApi(app);
  await registerApiDocs(app);

  const auth = createAuthService({
    db: database.db,
    config,
    rateLimiter: deps.rateLimiter,
    mail,
    now: deps.now,
  });
  const now = deps.now ?? Date.now;
  const db = database.db;
  const rateLimiter = deps.rateLimiter;
  if (fileStore.kind === 'local') await registerLocalMedia(app, config);
  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth });
      await api.register(systemRoutes, { database, now });
      await api.register(locationsRoutes, { db });
      await api.register(homeRoutes, { db, now });
      await api.register(salonsRoutes, { db, now, rateLimiter, search });
      await api.register(ownerServicesRoutes, { db, now });
      await api.register(salonOwnerRoutes, { db });
      await api.register(refundPolicyRoutes, { db });
      await api.register(refundPreviewRoutes, { db, now });
      await api.register(categoriesRoutes, { db });
      await api.register(campaignsRoutes, { db, now });
      await api.register(seoRoutes, { db, now, appUrl: config.appUrl, search });
      await api.register(contactRoutes, { db, rateLimiter, config });
      await api.register(favoritesRoutes, { db, now });
      await api.register(availabilityRoutes, { db, now, appUrl: config.appUrl });
      await api.register(workingHoursRoutes, { db });
      await api.register(ownerReportsRoutes, { db, now });
      await api.register(staffAreaRoutes, { db, now, store: fileStore });
      await api.register(staffGalleryRoutes, { db });
      const links = { appUrl: config.appUrl, appKey: config.appKey };
      await api.register(bookingRoutes, { db, now, mail: outbox, links, payments });
      await api.register(moneyRoutes, { payments, appKey: config.appKey });
      await api.register(couponRoutes, {
        coupons: createCouponsService({ db: database.db, now: deps.now ?? Date.now }),
      });
      await api.register(customerAddressesRoutes, { db });
      await api.register(salonApplicationsRoutes, { db, rateLimiter, config, mail: outbox });
      await api.register(adminRoutes, { db, config, mail: outbox, now });
      await api.register(searchRoutes, { search, rateLimiter, config });
      await api.register(teamRoutes, {
        team: createTeamService({ db, config, rateLimiter, mail: outbox, now }),
      });
      await api.register(notificationsRoutes, { db, hub: notifications, appKey: config.appKey, now });
      await api.register(salonMediaRoutes, { db, store: fileStore });
      await api.register(reviewsRoutes, {
        db,
        now,
        reviews: createReviewsService({ db, mail: outbox, appUrl: config.appUrl, store: fileStore }),
      });
      await api.register(privacyRoutes, {
        db,
        now,
        store: fileStore,
        appUrl: config.appUrl,
        mail: outbox,
        deletions: accountDeletions,
        testHooks: config.env !== 'production',
      });
    },
    { prefix: '/api/v1' },
  );
  await app.register(seoPageRoutes, { prefix: '/api/seo', appUrl: config.appUrl });

  await registerWebApp(app, {
    distDir: config.webDistDir,
    serverEntry: config.webServerEntry,
    db: database.db,
    appUrl: config.appUrl,
    now,
    search,
  });
  await app.register(sitemapRoutes, { db: database.db, appUrl: config.appUrl });
  return {
    app,
    routes,
    inFlight,
    mail,
    search,
    reminders,
    reviewReminders,
    digests,
    notifications,
    payments,
    reconciler,
    accountDeletions,
  };
}
