import { errorEnvelopeSchema, errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  inviteStaffRequestSchema,
  publicInvitationSchema,
  removeStaffResultSchema,
  saveStaffServicesRequestSchema,
  staffDetailSchema,
  staffInvitationListSchema,
  staffInvitationSchema,
  staffListSchema,
  staffServiceMatrixSchema,
  updateStaffRequestSchema,
} from '@salonya/contracts/team';
import { TEAM_MESSAGES as MSG } from '@salonya/domain/team/invitations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy, requireSession } from '../../plugins/policy';
import { ownedSalonParams } from '../salon-owner/owned-salon';
import type { ClientMeta, TeamService } from './team.service';

const staffParams = ownedSalonParams.extend({ salonStaffId: z.string().max(20) });
const invitationParams = ownedSalonParams.extend({ invitationId: z.string().max(20) });
const tokenParams = z.object({ token: z.string().max(200) });
const idResult = z.object({ id: z.number().int() });

/** The errors an owner endpoint answers besides its success (the error handler writes them). */
const ownerErrors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  ...errorResponses,
};
const publicErrors = {
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  ...errorResponses,
};

function meta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

const OWNER = { policy: policy.can('salon.staff.manage') };
const INVITE = { policy: policy.can('salon.staff.invite') };

/**
 * /salon/personel and /salon/personele-hizmet-ata (issue 16 scope 2) under
 * /salon-owner/salons/{salonId}/…: another owner's salon, staff member or invitation → 404.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  // Policy: salon_owner; only the owner's own salon (another owner's → 404).
  app.get(
    '/salon-owner/salons/:salonId/staff',
    {
      config: OWNER,
      schema: {
        params: ownedSalonParams,
        response: { 200: successEnvelope(staffListSchema), ...ownerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.listStaff(requireSession(request), request.params.salonId),
    }),
  );

  // Policy: salon_owner; the staff member is looked up with the owned salon's id (another salon's → 404).
  app.get(
    '/salon-owner/salons/:salonId/staff/:salonStaffId',
    {
      config: OWNER,
      schema: { params: staffParams, response: { 200: successEnvelope(staffDetailSchema), ...ownerErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await team.staffDetail(
        requireSession(request),
        request.params.salonId,
        request.params.salonStaffId,
      ),
    }),
  );

  // Policy: salon_owner; the staff member of the owned salon (another salon's → 404).
  app.patch(
    '/salon-owner/salons/:salonId/staff/:salonStaffId',
    {
      config: OWNER,
      schema: {
        params: staffParams,
        body: updateStaffRequestSchema,
        response: { 200: successEnvelope(staffDetailSchema), ...ownerErrors },
      },
    },
    async (request) => {
      const { data, message } = await team.updateStaff(
        requireSession(request),
        request.params.salonId,
        request.params.salonStaffId,
        request.body,
      );
      return { success: true as const, data, message };
    },
  );

  // Policy: salon_owner; the staff member of the owned salon; refused (409) while future appointments remain.
  app.delete(
    '/salon-owner/salons/:salonId/staff/:salonStaffId',
    {
      config: OWNER,
      schema: {
        params: staffParams,
        response: { 200: successEnvelope(removeStaffResultSchema), 409: errorEnvelopeSchema, ...ownerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.removeStaff(
        requireSession(request),
        request.params.salonId,
        request.params.salonStaffId,
      ),
      message: MSG.removed,
    }),
  );

  // Policy: salon_owner; the owned salon's pending invitations.
  app.get(
    '/salon-owner/salons/:salonId/staff-invitations',
    {
      config: INVITE,
      schema: {
        params: ownedSalonParams,
        response: { 200: successEnvelope(staffInvitationListSchema), ...ownerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.listInvitations(requireSession(request), request.params.salonId),
    }),
  );

  // Policy: salon_owner; invites into the owned salon (mail queued in the outbox).
  app.post(
    '/salon-owner/salons/:salonId/staff-invitations',
    {
      config: INVITE,
      schema: {
        params: ownedSalonParams,
        body: inviteStaffRequestSchema,
        response: {
          201: successEnvelope(staffInvitationSchema),
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...ownerErrors,
        },
      },
    },
    async (request, reply) => {
      const data = await team.invite(requireSession(request), request.params.salonId, request.body);
      return reply.status(201).send({ success: true as const, data, message: MSG.invited });
    },
  );

  // Policy: salon_owner; a pending invitation of the owned salon (another salon's → 404).
  app.post(
    '/salon-owner/salons/:salonId/staff-invitations/:invitationId/resend',
    {
      config: INVITE,
      schema: {
        params: invitationParams,
        response: { 200: successEnvelope(staffInvitationSchema), 429: errorEnvelopeSchema, ...ownerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.resendInvitation(
        requireSession(request),
        request.params.salonId,
        request.params.invitationId,
      ),
      message: MSG.resent,
    }),
  );

  // Policy: salon_owner; a pending invitation of the owned salon (another salon's → 404).
  app.delete(
    '/salon-owner/salons/:salonId/staff-invitations/:invitationId',
    {
      config: INVITE,
      schema: { params: invitationParams, response: { 200: successEnvelope(idResult), ...ownerErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await team.cancelInvitation(
        requireSession(request),
        request.params.salonId,
        request.params.invitationId,
      ),
      message: MSG.cancelled,
    }),
  );

  // Policy: salon_owner; the owned salon's current staff × its active services.
  app.get(
    '/salon-owner/salons/:salonId/staff-services',
    {
      config: OWNER,
      schema: {
        params: ownedSalonParams,
        response: { 200: successEnvelope(staffServiceMatrixSchema), ...ownerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.matrix(requireSession(request), request.params.salonId),
    }),
  );

  // Policy: salon_owner; rows of the owned salon's staff (another salon's → 404), its active services only (422).
  app.put(
    '/salon-owner/salons/:salonId/staff-services',
    {
      config: OWNER,
      schema: {
        params: ownedSalonParams,
        body: saveStaffServicesRequestSchema,
        response: { 200: successEnvelope(staffServiceMatrixSchema), ...ownerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.saveAssignments(requireSession(request), request.params.salonId, request.body),
      message: MSG.assignmentsSaved,
    }),
  );

  // Policy: public (the link is the credential); rate-limited per IP; unknown 404, used/cancelled/expired 410.
  app.get(
    '/staff-invitations/:token',
    {
      config: { policy: policy.public() },
      schema: {
        params: tokenParams,
        response: { 200: successEnvelope(publicInvitationSchema), ...publicErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.openInvitation(request.params.token, meta(request)),
    }),
  );

  // Policy: public (the link plus a password); rate-limited per IP and per account; signs the invitee in.
  app.post(
    '/staff-invitations/:token/accept',
    {
      config: { policy: policy.public() },
      schema: {
        params: tokenParams,
        body: acceptInvitationRequestSchema,
        response: { 200: acceptInvitationResponseSchema, 403: errorEnvelopeSchema, ...publicErrors },
      },
    },
    async (request) => {
      const r = await team.acceptInvitation(request.params.token, request.body, meta(request));
      return {
        success: true as const,
        message: MSG.accepted,
        token: r.token,
        user: r.user,
        data: { salon_id: r.salonId, salon_staff_id: r.salonStaffId },
      };
    },
  );
};
