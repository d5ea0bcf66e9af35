import { cancelRefundPreviewResponseSchema, cancelWithRefundBodySchema } from '@salonya/contracts/refunds';
import {
  IDEMPOTENCY_KEY_HEADER,
  adminAppointmentListQuerySchema,
  appointmentChangeResponseSchema,
  appointmentIdParamsSchema,
  appointmentListEnvelopeResponseSchema,
  appointmentResponseSchema,
  calendarEnvelopeResponseSchema,
  appointmentListQuerySchema,
  calendarQuerySchema,
  createAppointmentBodySchema,
  createAppointmentResultSchema,
  idempotencyKeyField,
  ownerAppointmentListQuerySchema,
  rescheduleAppointmentBodySchema,
  rescheduleSlotsQuerySchema,
  slotsEnvelopeResponseSchema,
  slotsQuerySchema,
} from '@salonya/contracts/booking';
import { errorEnvelopeSchema, errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { UserType } from '@salonya/contracts/user';
import { policy, requireSession, type Session } from '../../plugins/policy';
import {
  APPOINTMENT_MESSAGES,
  createAppointmentsService,
  viewerOf,
  type BookingDeps,
} from './appointments.service';
import { confirmationRoutes } from './confirmations.routes';
import { getCalendar, getSlots } from './booking.service';

/** The salon's side asks for free times to book a walk-in; everyone else sees what may be booked online. */
const isSalonSide = (session: Session | null) => session?.user.userType === 'salon_owner';

// A malformed id names no appointment: 404 like an unknown one.
const idParams = z.object({ id: z.string().max(20) });
export function appointmentId(raw: string): number {
  const parsed = appointmentIdParamsSchema.safeParse({ id: raw });
  if (!/^\d{1,10}$/.test(raw) || !parsed.success) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
  return parsed.data.id;
}

/** Free slots, the month calendar and booking (issue 6). */
export const bookingRoutes: FastifyPluginAsyncZod<BookingDeps> = async (app, deps) => {
  const { db, now } = deps;
  const appointments = createAppointmentsService(deps);
  // Confirmation pages, guest links, walk-in bookings (issue 6, ADR 0018).
  await app.register(confirmationRoutes, { ...deps, appointments, appointmentId });

  /** GET {base}/:id for `role`: one appointment the viewer may see (another salon's or person's is 404). */
  function detailRoute(base: string, role: UserType) {
    app.get(
      `${base}/:id`,
      {
        config: { policy: policy.can('appointment.view', role) },
        schema: { params: idParams, response: { 200: appointmentResponseSchema, ...errorResponses } },
      },
      async (request) => ({
        success: true as const,
        data: await appointments.getOne(
          viewerOf(requireSession(request).user),
          appointmentId(request.params.id),
        ),
      }),
    );
  }

  /** POST {base}/:id/cancel for `role`, with the reason. */
  function cancelRoute(base: string, role: UserType) {
    app.post(
      `${base}/:id/cancel`,
      {
        config: { policy: policy.can('appointment.cancel', role) },
        schema: {
          params: idParams,
          body: cancelWithRefundBodySchema,
          response: { 200: appointmentChangeResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const viewer = viewerOf(requireSession(request).user);
        const id = appointmentId(request.params.id);
        return {
          success: true as const,
          ...(await appointments.transition(
            viewer,
            id,
            'cancel',
            request.body.reason,
            request.body.refund_to,
          )),
        };
      },
    );
  }

  /** GET {base}/:id/refund-preview for the salon's owner or an administrator: what cancelling now gives back. */
  function cancelRefundPreviewRoute(base: string, role: 'salon_owner' | 'admin') {
    // Policy: those who may cancel here (the owner: their salons' appointments only, another one is 404).
    app.get(
      `${base}/:id/refund-preview`,
      {
        config: { policy: policy.can('appointment.cancel', role) },
        schema: {
          params: idParams,
          response: { 200: cancelRefundPreviewResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const preview = await appointments.cancelRefundPreview(
          viewerOf(requireSession(request).user),
          appointmentId(request.params.id),
        );
        return {
          success: true as const,
          data: {
            kind: preview.kind,
            paid_kurus: preview.paidKurus,
            amount_kurus: preview.amountKurus,
            card_kurus: preview.cardKurus,
            wallet_kurus: preview.walletKurus,
            text: preview.text,
          },
        };
      },
    );
  }

  /** POST {base}/:id/confirm, /complete and /no-show for the salon's side (`role`). */
  function salonStepRoutes(base: string, role: UserType) {
    for (const [path, action] of [
      ['confirm', 'confirm'],
      ['complete', 'complete'],
      ['no-show', 'no_show'],
    ] as const) {
      app.post(
        `${base}/:id/${path}`,
        {
          config: { policy: policy.can(`appointment.${action}`, role) },
          schema: { params: idParams, response: { 200: appointmentChangeResponseSchema, ...errorResponses } },
        },
        async (request) => {
          const viewer = viewerOf(requireSession(request).user);
          return {
            success: true as const,
            ...(await appointments.transition(viewer, appointmentId(request.params.id), action)),
          };
        },
      );
    }
  }

  app.get(
    '/booking/slots',
    {
      config: { policy: policy.public() },
      schema: {
        querystring: slotsQuerySchema,
        response: { 200: slotsEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSlots(db, request.query, new Date(now()), !isSalonSide(request.session)),
    }),
  );

  app.get(
    '/booking/calendar',
    {
      config: { policy: policy.public() },
      schema: {
        querystring: calendarQuerySchema,
        response: { 200: calendarEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCalendar(db, request.query, new Date(now()), !isSalonSide(request.session)),
    }),
  );

  // Signed in is checked by the policy; only customers book (SPEC §1, §6), others get a 403 that says why.
  app.post(
    '/appointments',
    {
      config: { policy: policy.can('appointment.book') },
      schema: {
        body: createAppointmentBodySchema,
        // A 409 is the envelope: slot_taken adds nearest_slots (slotTakenErrorSchema), other conflicts do not.
        response: { 201: appointmentChangeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      if (user.userType !== 'customer') throw AppError.forbidden(APPOINTMENT_MESSAGES.onlyCustomers);
      const rawKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = idempotencyKeyField.safeParse(Array.isArray(rawKey) ? rawKey[0] : rawKey);
      if (!key.success)
        throw AppError.field('idempotency_key', key.error.issues[0]?.message ?? 'Idempotency-Key geçersiz.');
      const result = await appointments.create({ user, ip: request.ip }, request.body, key.data);
      // A failed card payment (402) is the error envelope; the slot was released.
      if (result.status === 402) return reply.status(402).send(errorEnvelopeSchema.parse(result.body));
      // The stored answer of a replayed key is JSON from the database: parsed back into its contract type.
      return reply.status(result.status).send(createAppointmentResultSchema.parse(result.body));
    },
  );

  // ── Customer ─────────────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/customer/appointments',
    {
      config: { policy: policy.can('appointment.list', 'customer') },
      schema: {
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.list(viewerOf(requireSession(request).user), request.query),
    }),
  );

  detailRoute('/customer/appointments', 'customer');
  cancelRoute('/customer/appointments', 'customer');

  app.get(
    '/customer/appointments/:id/reschedule-slots',
    {
      config: { policy: policy.can('appointment.reschedule') },
      schema: {
        params: idParams,
        querystring: rescheduleSlotsQuerySchema,
        response: { 200: slotsEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Policy: the customer's own appointment only (another's is 404); the moved appointment frees its own time.
      const viewer = viewerOf(requireSession(request).user);
      const id = appointmentId(request.params.id);
      return { success: true as const, data: await appointments.rescheduleSlots(viewer, id, request.query) };
    },
  );

  app.post(
    '/customer/appointments/:id/reschedule',
    {
      config: { policy: policy.can('appointment.reschedule') },
      schema: {
        params: idParams,
        body: rescheduleAppointmentBodySchema,
        response: { 200: appointmentChangeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireSession(request).user);
      const id = appointmentId(request.params.id);
      return { success: true as const, ...(await appointments.reschedule(viewer, id, request.body)) };
    },
  );

  // ── Salon owner (only the owner's salons; another salon's appointment is 404) ──────────────────────────────
  app.get(
    '/salon-owner/appointments',
    {
      config: { policy: policy.can('appointment.list', 'salon_owner') },
      schema: {
        querystring: ownerAppointmentListQuerySchema,
        response: { 200: appointmentListEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.listForOwner(viewerOf(requireSession(request).user), request.query),
    }),
  );

  detailRoute('/salon-owner/appointments', 'salon_owner');
  salonStepRoutes('/salon-owner/appointments', 'salon_owner');
  cancelRoute('/salon-owner/appointments', 'salon_owner');
  cancelRefundPreviewRoute('/salon-owner/appointments', 'salon_owner');

  // ── Staff (own appointments only) ──────────────────────────────────────────────────────────────────────────
  app.get(
    '/staff/appointments',
    {
      config: { policy: policy.can('appointment.list', 'staff') },
      schema: {
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.list(viewerOf(requireSession(request).user), {
        ...request.query,
        scope: 'upcoming',
      }),
    }),
  );

  app.get(
    '/staff/appointments/history',
    {
      config: { policy: policy.can('appointment.list', 'staff') },
      schema: {
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.list(viewerOf(requireSession(request).user), {
        ...request.query,
        scope: 'past',
      }),
    }),
  );

  detailRoute('/staff/appointments', 'staff');
  salonStepRoutes('/staff/appointments', 'staff');

  // ── Admin (any appointment) ────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/admin/appointments',
    {
      // Policy: administrators only (they see every appointment).
      config: { policy: policy.can('appointment.view', 'admin') },
      schema: {
        querystring: adminAppointmentListQuerySchema,
        response: { 200: appointmentListEnvelopeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.listForAdmin(viewerOf(requireSession(request).user), request.query),
    }),
  );

  detailRoute('/admin/appointments', 'admin');
  cancelRoute('/admin/appointments', 'admin');
  cancelRefundPreviewRoute('/admin/appointments', 'admin');
};
