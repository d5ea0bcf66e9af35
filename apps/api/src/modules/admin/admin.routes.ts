import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { MailDispatcher } from '../mail/mail.dispatcher';
import { adminApplicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';
import { adminAuditRoutes } from './audit.routes';
import { adminContactRoutes } from './contact.routes';
import { adminDashboardRoutes } from './dashboard.routes';
import { createImpersonationService } from './impersonation.service';
import { adminImpersonationRoutes } from './impersonation.routes';
import { adminSalonsRoutes } from './salons.routes';
import { adminSearchRoutes } from './search.routes';
import { adminStatsRoutes } from './stats.routes';
import { adminUsersRoutes } from './users.routes';

/** Every /api/v1/admin route (issue 8); each declares an admin.* permission except stop-impersonating. */
export const adminRoutes: FastifyPluginAsync<{
  db: Db;
  config: AppConfig;
  mail: MailDispatcher;
  now: () => number;
}> = async (app, { db, config, mail, now }) => {
  await app.register(adminDashboardRoutes, { db, now });
  await app.register(adminStatsRoutes, { db, now });
  await app.register(adminSearchRoutes, { db });
  await app.register(adminSalonsRoutes, { db });
  await app.register(adminApplicationsRoutes, {
    db,
    config,
    applications: createApplicationsService({ db, config, mail, now }),
  });
  await app.register(adminUsersRoutes, { db });
  await app.register(adminContactRoutes, { db, config, mail });
  await app.register(adminAuditRoutes, { db });
  await app.register(adminImpersonationRoutes, {
    impersonation: createImpersonationService({ db, config, now }),
  });
};
