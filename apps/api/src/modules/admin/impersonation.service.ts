import type { User } from '@salonya/contracts/user';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newOpaqueToken } from '../../lib/crypto';
import { can, deniedMessage } from '@salonya/domain/permissions/permissions';
import { actorOf, type Session } from '../../plugins/policy';
import { findUserById, insertToken, revokeToken } from '../auth/auth.repository';
import { isActiveAdmin, salonWithOwner } from './impersonation.repository';

/** An impersonation session lives at most this long; the admin signs in as themself again after it. */
export const IMPERSONATION_TTL_HOURS = 4;

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export function createImpersonationService(deps: { db: Db; config: AppConfig; now: () => number }) {
  const { db, config, now } = deps;

  return {
    /** SPEC §4: the admin becomes the salon's owner, flagged as impersonating that salon. */
    async start(session: Session, salonId: number, meta: ClientMeta) {
      const salon = await salonWithOwner(db, salonId);
      if (!salon) throw AppError.notFound('Salon bulunamadı');
      if (!salon.owner_active) {
        throw AppError.conflict(
          'owner_inactive',
          'Salon sahibinin hesabı devre dışı; bu salonun hesabına geçilemez.',
        );
      }
      const { token, tokenHash } = newOpaqueToken();
      await insertToken(db, {
        userId: salon.owner_user_id,
        tokenHash,
        expiresAt: new Date(now() + IMPERSONATION_TTL_HOURS * 3_600_000),
        userAgent: meta.userAgent,
        ip: meta.ip,
        impersonatorUserId: session.user.id,
        impersonatedSalonId: salon.id,
      });
      const user = await findUserById(db, salon.owner_user_id, { id: salon.id, name: salon.name });
      return { token, user: user!, salon: { id: salon.id, name: salon.name }, ownerId: salon.owner_user_id };
    },

    /** Ends the impersonation token and gives the admin a session of their own again. */
    async stop(session: Session, meta: ClientMeta): Promise<{ token: string; user: User }> {
      // The object is the session's impersonation: an ordinary session has none to stop.
      const impersonation = { salonId: session.impersonatedSalonId };
      if (
        session.impersonatorUserId === null ||
        !can(actorOf(session), 'admin.impersonation.stop', impersonation)
      ) {
        throw AppError.forbidden(deniedMessage('admin.impersonation.stop'));
      }
      const admin = await findUserById(db, session.impersonatorUserId);
      const adminActive = await isActiveAdmin(db, session.impersonatorUserId);
      await revokeToken(db, session.tokenId);
      if (!admin || !adminActive) {
        throw AppError.unauthenticated('Yönetici hesabınız artık etkin değil. Lütfen tekrar giriş yapın.');
      }
      const { token, tokenHash } = newOpaqueToken();
      await insertToken(db, {
        userId: admin.id,
        tokenHash,
        expiresAt: new Date(now() + config.tokenTtlHours * 3_600_000),
        userAgent: meta.userAgent,
        ip: meta.ip,
      });
      return { token, user: admin };
    },
  };
}
