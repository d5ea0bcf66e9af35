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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The session of a route whose policy already required one. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw AppError.unauthenticated();
  return request.session;
}
