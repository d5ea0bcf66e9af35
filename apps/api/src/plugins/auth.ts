import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { can, deniedMessage, PERMISSION_DENIED } from '@salonya/domain/permissions/permissions';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/crypto';
import { findLiveToken, touchToken } from '../modules/auth/auth.repository';
import { actorOf } from './policy';

const TOUCH_AFTER_MS = 5 * 60_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Resolves the bearer token and enforces each route's declared policy at the actor level: the user type holds the
 * route's permission (and is the area's user type). Object ownership is checked where the object is loaded.
 * /api routes without a policy are denied.
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.policy;
    const isApi = request.url.startsWith('/api/');
    if (!isApi || request.is404) return;

    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (bearer && TOKEN_SHAPE.test(bearer)) {
      const found = await findLiveToken(db, sha256(bearer));
      if (found) {
        request.session = {
          user: found.user,
          tokenId: found.tokenId,
          impersonatorUserId: found.impersonatorUserId,
          impersonatedSalonId: found.impersonatedSalonId,
        };
        // Write at most every few minutes, not on every request.
        if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
          await touchToken(db, found.tokenId);
        }
      }
    }

    if (!policy) throw AppError.forbidden(PERMISSION_DENIED);
    if (policy.kind === 'public') return;
    if (!request.session) {
      throw AppError.unauthenticated(
        bearer
          ? 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.'
          : 'Bu işlem için giriş yapmanız gerekiyor.',
      );
    }
    if (!can(actorOf(request.session), policy.permission)) {
      throw AppError.forbidden(deniedMessage(policy.permission));
    }
    if (policy.area !== null && request.session.user.userType !== policy.area) {
      throw AppError.forbidden(PERMISSION_DENIED);
    }
  });
}
