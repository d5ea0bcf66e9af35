import {
  contactRequestSchema,
  contactResponseSchema,
  contactSubjectLabels,
} from '@salonya/contracts/engagement';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { policy } from '../../plugins/policy';
import { notifyAdmins } from '../admin/notifications.repository';
import { insertContactMessage } from './contact.repository';

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimiter: RateLimiter;
  config: AppConfig;
}> = async (app, { db, rateLimiter, config }) => {
  app.post(
    '/contact',
    {
      config: { policy: policy.public() },
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const limit = await rateLimiter.hit(`contact:ip:${request.ip}`, config.rateLimits.contactPerIp);
      if (!limit.allowed) throw AppError.rateLimited(limit.retryAfterSec);
      const body = request.body;
      const id = await insertContactMessage(db, {
        name: body.name,
        email: body.email,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
        user_id: request.session?.user.id ?? null,
        ip: request.ip.slice(0, 64),
      });
      await notifyAdmins(db, {
        type: 'contact_message',
        title: `Yeni iletişim mesajı: ${contactSubjectLabels[body.subject]}`,
        message: `${body.name} (${body.email}) iletişim formundan yazdı.`,
        link: 'contact',
        entityType: 'contact_message',
        entityId: id,
      });
      return reply.status(201).send({
        success: true as const,
        message: 'Mesajınız bize ulaştı. En geç 2 iş günü içinde e-posta ile dönüş yapacağız.',
        data: { id },
      });
    },
  );
};
