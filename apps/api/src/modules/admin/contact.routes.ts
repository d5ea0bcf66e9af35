import {
  adminContactMessageSchema,
  adminIdParamsSchema,
  contactMessageListQuerySchema,
  contactMessageListResponseSchema,
  contactReplyRequestSchema,
} from '@salonya/contracts/admin';
import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import { pageMeta } from '@salonya/domain/admin/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import type { MailDispatcher } from '../mail/mail.dispatcher';
import { insertMail } from '../mail/mail.repository';
import { contactReplyMail } from './admin.mails';
import * as repo from './contact.repository';

const NOT_FOUND = 'Mesaj bulunamadı.';

/** Messages from /iletisim: read, answer by e-mail, mark done. */
export const adminContactRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  mail: MailDispatcher;
}> = async (app, { db, config, mail }) => {
  const detailResponse = { 200: successEnvelope(adminContactMessageSchema), ...errorResponses };
  const found = async (id: number) => {
    const message = await repo.findMessage(db, id);
    if (!message) throw AppError.notFound(NOT_FOUND);
    return message;
  };

  app.get(
    '/admin/contact-messages',
    {
      config: { policy: policy.can('admin.contact.manage') },
      schema: {
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total, statusCounts } = await repo.listMessages(db, q);
      return {
        success: true as const,
        data: items,
        meta: { ...pageMeta(q.page, q.per_page, total), status_counts: statusCounts },
      };
    },
  );

  app.get(
    '/admin/contact-messages/:id',
    {
      config: { policy: policy.can('admin.contact.manage') },
      schema: { params: adminIdParamsSchema, response: detailResponse },
    },
    async (request) => {
      await found(request.params.id);
      await repo.markRead(db, request.params.id);
      return { success: true as const, data: await found(request.params.id) };
    },
  );

  app.post(
    '/admin/contact-messages/:id/reply',
    {
      config: { policy: policy.can('admin.contact.manage') },
      schema: { params: adminIdParamsSchema, body: contactReplyRequestSchema, response: detailResponse },
    },
    async (request) => {
      const session = requireSession(request);
      const message = await found(request.params.id);
      await inTransaction(db, async (tx) => {
        await repo.saveReply(tx, message.id, session.user.id, request.body.message);
        await insertMail(
          tx,
          contactReplyMail({
            to: message.email,
            name: message.name,
            subjectLabel: message.subject_label,
            original: message.message,
            reply: request.body.message,
            contactUrl: new URL('/iletisim', config.appUrl).toString(),
          }),
        );
      });
      mail.kick();
      request.audit = {
        action: 'contact_message.reply',
        entityType: 'contact_message',
        entityId: message.id,
      };
      return {
        success: true as const,
        message: 'Yanıtınız e-postayla gönderildi.',
        data: await found(message.id),
      };
    },
  );

  app.post(
    '/admin/contact-messages/:id/done',
    {
      config: { policy: policy.can('admin.contact.manage') },
      schema: { params: adminIdParamsSchema, response: detailResponse },
    },
    async (request) => {
      const message = await found(request.params.id);
      if (message.status === 'done') throw AppError.conflict('already_done', 'Bu mesaj zaten tamamlandı.');
      await repo.markDone(db, message.id);
      request.audit = { action: 'contact_message.done', entityType: 'contact_message', entityId: message.id };
      return {
        success: true as const,
        message: 'Mesaj tamamlandı olarak işaretlendi.',
        data: await found(message.id),
      };
    },
  );
};
