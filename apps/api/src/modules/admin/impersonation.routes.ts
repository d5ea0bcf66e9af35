import { errorResponses } from '@salonya/contracts/envelope';
import { adminIdParamsSchema, impersonateResponseSchema } from '@salonya/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { policy, requireSession } from '../../plugins/policy';
import type { createImpersonationService } from './impersonation.service';

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const adminImpersonationRoutes: FastifyPluginAsyncZod<{
  impersonation: ReturnType<typeof createImpersonationService>;
}> = async (app, { impersonation }) => {
  app.post(
    '/admin/salons/:id/impersonate',
    {
      config: { policy: policy.can('admin.salon.impersonate') },
      schema: {
        params: adminIdParamsSchema,
        response: { 200: impersonateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const started = await impersonation.start(session, request.params.id, meta(request));
      request.audit = {
        action: 'impersonation.start',
        entityType: 'salon',
        entityId: started.salon.id,
        salonId: started.salon.id,
        impersonatedUserId: started.ownerId,
      };
      return {
        success: true as const,
        message: `${started.salon.name} salonunun hesabına geçiş yaptınız.`,
        token: started.token,
        user: started.user,
      };
    },
  );

  // Called with the impersonation token (a salon_owner session), so the policy is "signed in"; the service
  // refuses sessions that are not an impersonation.
  app.post(
    '/admin/stop-impersonating',
    {
      config: { policy: policy.can('admin.impersonation.stop') },
      schema: { response: { 200: impersonateResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const session = requireSession(request);
      const { token, user } = await impersonation.stop(session, meta(request));
      request.audit = {
        action: 'impersonation.stop',
        entityType: 'salon',
        ...(session.impersonatedSalonId !== null
          ? { entityId: session.impersonatedSalonId, salonId: session.impersonatedSalonId }
          : {}),
      };
      return { success: true as const, message: 'Yönetici hesabınıza döndünüz.', token, user };
    },
  );
};
