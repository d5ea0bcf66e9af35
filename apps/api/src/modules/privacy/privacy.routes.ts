import { errorEnvelopeSchema, errorResponses } from '@salonya/contracts/envelope';
import {
  avatarResponseSchema,
  cancelDeletionBodySchema,
  commercialConsentsResponseSchema,
  dataExportResponseSchema,
  deletionRequestedResponseSchema,
  invoiceIdentityResponseSchema,
  privacyMessageResponseSchema,
  requestDeletionBodySchema,
  runDueDeletionsBodySchema,
  runDueDeletionsResponseSchema,
  updateCommercialConsentsBodySchema,
  updateInvoiceIdentityBodySchema,
} from '@salonya/contracts/privacy';
import { TCKN_MESSAGES } from '@salonya/domain/privacy/tckn';
import { PRIVACY_MESSAGES } from '@salonya/domain/privacy/privacy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/uploads/file-store';
import { readImageUploads } from '../../lib/uploads/multipart';
import { policy, requireSession, type Session } from '../../plugins/policy';
import { cancelDeletionByLink, requestAccountDeletion, type AccountDeletionWorker } from './account-deletion';
import { removeAvatar, uploadAvatar } from './avatar';
import { commercialConsentsOf, updateCommercialConsents } from './consents';
import { invoiceIdentityOf, saveInvoiceIdentity } from './invoice-identity';
import { exportUserData } from './user-data';

const uploadErrors = {
  400: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  ...errorResponses,
};

/** Data rights belong to the person: an admin acting as an owner (impersonation) cannot use them for the owner. */
function ownSession(request: FastifyRequest): Session {
  const session = requireSession(request);
  if (session.impersonatorUserId !== null) {
    throw AppError.forbidden('Bu işlem, başka bir hesabın yerine yapılamaz.');
  }
  return session;
}

/**
 * KVKK self-service (issue 19 item 5, ADR 0050): profile photo, commercial message consent per channel, the data
 * export, and account deletion with a 30-day grace period. Every route acts on the session's own account only.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => number;
  store: FileStore;
  appUrl: string;
  mail: { kick(): void };
  deletions: AccountDeletionWorker;
  /** The test hook that runs the deletion job at a given time exists outside production only. */
  testHooks: boolean;
}> = async (app, { db, now, store, appUrl, mail, deletions, testHooks }) => {
  // Policy: every signed-in user; their own photo (multipart, one image).
  app.post(
    '/account/avatar',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: { response: { 200: avatarResponseSchema, ...uploadErrors } },
    },
    async (request) => {
      const { files } = await readImageUploads(request, 1);
      const user = await uploadAvatar(db, store, requireSession(request).user.id, files[0]!);
      return { success: true as const, message: PRIVACY_MESSAGES.photoSaved, data: { user } };
    },
  );

  // Policy: every signed-in user; back to the initials.
  app.delete(
    '/account/avatar',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: { response: { 200: avatarResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const user = await removeAvatar(db, store, requireSession(request).user.id);
      return { success: true as const, message: PRIVACY_MESSAGES.photoRemoved, data: { user } };
    },
  );

  // Policy: customers, their own account; the saved T.C. kimlik numarası for invoices, masked.
  app.get(
    '/customer/invoice-identity',
    {
      config: { policy: policy.can('account.profile.manage', 'customer') },
      schema: { response: { 200: invoiceIdentityResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const data = await invoiceIdentityOf(db, ownSession(request).user.id);
      return { success: true as const, data };
    },
  );

  // Policy: customers, their own account, not while impersonated; a checksum-valid TCKN, or null to remove it.
  app.put(
    '/customer/invoice-identity',
    {
      config: { policy: policy.can('account.profile.manage', 'customer') },
      schema: {
        body: updateInvoiceIdentityBodySchema,
        response: { 200: invoiceIdentityResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tckn = request.body.tckn;
      const data = await saveInvoiceIdentity(db, ownSession(request).user.id, tckn);
      return {
        success: true as const,
        message: tckn === null ? TCKN_MESSAGES.removed : TCKN_MESSAGES.saved,
        data,
      };
    },
  );

  // Policy: every signed-in user; their own consent per channel and its history.
  app.get(
    '/account/commercial-consents',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: { response: { 200: commercialConsentsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await commercialConsentsOf(db, ownSession(request).user.id),
    }),
  );

  // Policy: every signed-in user, not while impersonated; a changed channel appends a history row.
  app.put(
    '/account/commercial-consents',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: {
        body: updateCommercialConsentsBodySchema,
        response: { 200: commercialConsentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await updateCommercialConsents(
        db,
        ownSession(request).user.id,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        new Date(now()),
      );
      return { success: true as const, message: PRIVACY_MESSAGES.consentSaved, data };
    },
  );

  // Policy: every signed-in user, not while impersonated; everything about their own account.
  app.get(
    '/account/data-export',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: { response: { 200: dataExportResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const data = await exportUserData(db, ownSession(request).user.id, new Date(now()));
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );

  // Policy: every signed-in user; an admin account and an impersonated one are refused (403); password confirms.
  app.post(
    '/account/deletion',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: {
        body: requestDeletionBodySchema,
        response: { 202: deletionRequestedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = ownSession(request);
      // Another admin closes an admin account (admin users' section), not a self-service click.
      if (session.user.userType === 'admin') throw AppError.forbidden(PRIVACY_MESSAGES.adminCannotDelete);
      const data = await requestAccountDeletion(
        { db, now, appUrl, mail },
        session.user.id,
        request.body.password,
      );
      return reply
        .status(202)
        .send({ success: true as const, message: PRIVACY_MESSAGES.deletionRequested, data });
    },
  );

  // Policy: anyone holding the mailed link of a request still in its grace period.
  app.post(
    '/account/deletion/cancel',
    {
      config: { policy: policy.public() },
      schema: {
        body: cancelDeletionBodySchema,
        response: { 200: privacyMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await cancelDeletionByLink(db, request.body.token, new Date(now()));
      return { success: true as const, message: PRIVACY_MESSAGES.deletionCancelled };
    },
  );

  if (testHooks) {
    // Policy: admins, outside production only; the deletion job as if the clock showed `at` (end-to-end tests).
    app.post(
      '/account/deletion/run-due',
      {
        config: { policy: policy.can('account.deletion.run') },
        schema: {
          body: runDueDeletionsBodySchema,
          response: { 200: runDueDeletionsResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const at = request.body.at ? new Date(request.body.at) : new Date(now());
        return { success: true as const, data: { anonymised: await deletions.runDue(at) } };
      },
    );
  }
};
