import { SALON_NOT_FOUND } from '@salonya/domain/messages';
import { can, type Permission } from '@salonya/domain/permissions/permissions';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { actorOf, type Session } from '../../plugins/policy';
import { findOwnedSalon, type OwnedSalonRecord } from './owned-salon.repository';

/**
 * Every owner endpoint names its salon in the path (/salon-owner/salons/:salonId/…): the web sends the selected
 * salon (SPEC §4 'Selected salon'). Another owner's salon answers 404, exactly like a missing one, so ids leak nothing.
 * An admin impersonating a salon acts only for that salon.
 */
export const ownedSalonParams = z.object({ salonId: z.string().max(20) });

export function parseId(raw: string, notFound: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) {
    throw AppError.notFound(notFound);
  }
  return Number(raw);
}

/**
 * The salon when the session may act on it: the query is scoped to the owner, and can() decides on the loaded
 * salon's owner (an impersonating admin only for the impersonated salon).
 */
export async function requireOwnedSalon(
  db: Db,
  session: Session,
  rawSalonId: string,
  permission: Permission = 'salon.manage',
): Promise<OwnedSalonRecord> {
  const salonId = parseId(rawSalonId, SALON_NOT_FOUND);
  const salon = await findOwnedSalon(db, salonId, session.user.id);
  if (
    !salon ||
    !can(actorOf(session), permission, { salonId: salon.id, salonOwnerUserId: salon.ownerUserId })
  ) {
    throw AppError.notFound(SALON_NOT_FOUND);
  }
  return salon;
}
