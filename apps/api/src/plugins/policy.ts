import type { UserType } from '@salonya/contracts/user';
import type { Actor, Permission } from '@salonya/domain/permissions/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Who may call a route. Every route declares one; routes without one are denied (default deny). A protected route
 * names the permission it needs (ADR 0038); `area` pins a route of one user type's area (/customer/…, /staff/…)
 * to that user type, since the same permission (appointment.cancel) is granted to several.
 */
export type Policy =
  { kind: 'public' } | { kind: 'permission'; permission: Permission; area: UserType | null };

export const policy = {
  public: (): Policy => ({ kind: 'public' }),
  can: (permission: Permission, area: UserType | null = null): Policy => ({
    kind: 'permission',
    permission,
    area,
  }),
};

export interface SessionUser {
  id: number;
  userType: UserType;
  email: string;
  name: string;
}

export interface Session {
  user: SessionUser;
  tokenId: number;
  impersonatorUserId: number | null;
  /** The salon an admin's impersonation token acts for (SPEC §4). */
  impersonatedSalonId: number | null;
}

/** What a handler tells the audit log about the request (admin actions and impersonated actions). */
export interface AuditContext {
  action?: string;
  entityType?: string;
  entityId?: number;
  salonId?: number;
  impersonatedUserId?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyRequest {
    session: Session | null;
    audit: AuditContext | null;
  }
}

/**
 * The actor of a session for `can()`. An admin impersonating a salon acts for that salon alone; the owner's other
 * salons are decided by each object's owner id.
 */
export function actorOf(session: Session): Actor {
  return {
    userType: session.user.userType,
    userId: session.user.id,
    actingSalonId: session.impersonatedSalonId,
  };
}

/** The session of a route whose policy already required one. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw AppError.unauthenticated();
  return request.session;
}
