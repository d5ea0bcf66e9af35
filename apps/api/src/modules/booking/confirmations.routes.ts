import { appointmentResponseSchema } from '@salonya/contracts/booking';
import {
  groupConfirmationEnvelopeResponseSchema,
  groupConfirmationQuerySchema,
  guestAnswerResponseSchema,
  guestApprovalResponseSchema,
  signedConfirmationQuerySchema,
  walkInBodySchema,
  walkInResponseSchema,
} from '@salonya/contracts/booking-confirmations';
import { errorResponses, fileResponse } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import {
  APPOINTMENT_MESSAGES,
  viewerOf,
  type AppointmentsService,
  type BookingDeps,
} from './appointments.service';
import { createGuestBookingsService } from './guest-bookings.service';

const idParams = z.object({ id: z.string().max(20) });
const tokenParams = z.object({ token: z.string().max(200) });

/** /randevu/{id}/onay, /randevular/onay, /a/{token} and the salon's walk-in bookings (ADR 0018). */
export const confirmationRoutes: FastifyPluginAsyncZod<
  BookingDeps & { appointments: AppointmentsService; appointmentId: (raw: string) => number }
> = async (app, deps) => {
  const { appointments, appointmentId } = deps;
  const guests = createGuestBookingsService(deps);

  // Public with the e-mail's signed link (HMAC with the app key); a wrong signature is 404 like an unknown id.
  app.get(
    '/appointments/:id/confirmation',
    {
      config: { policy: policy.public() },
      schema: {
        params: idParams,
        querystring: z.object({ signature: z.string().max(200).optional() }),
        response: { 200: appointmentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = appointmentId(request.params.id);
      const signature = signedConfirmationQuerySchema.safeParse(request.query);
      if (!signature.success) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      return { success: true as const, data: await appointments.getSigned(id, signature.data.signature) };
    },
  );

  // Customers only, their own appointments (SPEC §6: the multiple-appointment confirmation needs login).
  app.get(
    '/customer/appointments/confirmation',
    {
      config: { policy: policy.can('appointment.list', 'customer') },
      schema: {
        querystring: groupConfirmationQuerySchema,
        response: { 200: groupConfirmationEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.getGroup(viewerOf(requireSession(request).user), request.query.ids),
    }),
  );

  // Salon owners, for their own salons only (another salon → 404).
  app.post(
    '/salon-owner/appointments',
    {
      config: { policy: policy.can('appointment.walk_in') },
      schema: { body: walkInBodySchema, response: { 201: walkInResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const viewer = viewerOf(requireSession(request).user);
      return reply.status(201).send(await guests.createWalkIn(viewer, request.body));
    },
  );

  // Salon owners, own salons only (another salon's appointment → 404): a new a/{token} link for a pending guest.
  app.post(
    '/salon-owner/appointments/:id/guest-link',
    {
      config: { policy: policy.can('appointment.guest_link') },
      schema: { params: idParams, response: { 200: walkInResponseSchema, ...errorResponses } },
    },
    async (request) =>
      guests.renewGuestLink(viewerOf(requireSession(request).user), appointmentId(request.params.id)),
  );

  // Public: whoever holds the a/{token} link (SPEC §6: guest token links need no login).
  app.get(
    '/guest-appointments/:token',
    {
      config: { policy: policy.public() },
      schema: { params: tokenParams, response: { 200: guestApprovalResponseSchema, ...errorResponses } },
    },
    async (request) => ({ success: true as const, data: await guests.view(request.params.token) }),
  );

  for (const answer of ['approve', 'decline'] as const) {
    // Public: whoever holds the a/{token} link; single use.
    app.post(
      `/guest-appointments/:token/${answer}`,
      {
        config: { policy: policy.public() },
        schema: { params: tokenParams, response: { 200: guestAnswerResponseSchema, ...errorResponses } },
      },
      async (request) => ({ success: true as const, ...(await guests.answer(request.params.token, answer)) }),
    );
  }

  // Public with the signed link: the calendar file of the confirmation page ('Takvime ekle').
  app.get(
    '/appointments/:id/confirmation/ics',
    {
      config: { policy: policy.public() },
      schema: {
        params: idParams,
        querystring: z.object({ signature: z.string().max(200).optional() }),
        response: {
          200: fileResponse('text/calendar', 'The appointment as an iCalendar file.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const id = appointmentId(request.params.id);
      const signature = signedConfirmationQuerySchema.safeParse(request.query);
      if (!signature.success) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      const ics = await appointments.getSignedIcs(id, signature.data.signature);
      return reply
        .header('content-type', ics.contentType)
        .header('content-disposition', `attachment; filename="${ics.filename}"`)
        .send(ics.content);
    },
  );
};
