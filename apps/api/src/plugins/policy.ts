import type { UserType } from '@salonya/contracts/user';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** Who may call a route. Every route declares one; routes without one are denied (default deny). */
export type Policy =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'roles'; roles: readonly UserType[] };

export const policy = {
  public: (): Policy => ({ kind: 'public' }),
  authenticated: (): Policy => ({ kind: 'authenticated' }),
  roles: (...roles: UserType[]): Policy => ({ kind: 'roles', roles }),
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

/** The session of a route whose policy already required one. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw AppError.unauthenticated();
  return request.session;
}
