import {
  ADDRESS_MESSAGES,
  MAX_CUSTOMER_ADDRESSES,
  customerAddressBodySchema,
  customerAddressCreatedResponseSchema,
  customerAddressDefaultResponseSchema,
  customerAddressDeletedResponseSchema,
  customerAddressListQuerySchema,
  customerAddressListResponseSchema,
  type CustomerAddress,
  type CustomerAddressList,
} from '@salonya/contracts/booking-confirmations';
import { errorResponses } from '@salonya/contracts/envelope';
import { serviceAreaCheck } from '@salonya/domain/booking/confirmations';
import { formatIstanbulIso } from '@salonya/domain/booking/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import {
  customerAddressRows,
  deleteCustomerAddress,
  insertCustomerAddress,
  lockAndCountCustomerAddresses,
  salonServiceArea,
  setDefaultCustomerAddress,
  type SalonServiceArea,
} from './addresses.repository';

function toAddress(
  r: Record<string, unknown>,
  salon: { latitude: number; longitude: number; radius: number } | null,
): CustomerAddress {
  const point = { latitude: Number(r.latitude), longitude: Number(r.longitude) };
  const area = salon ? serviceAreaCheck(salon, point, salon.radius) : null;
  return {
    id: Number(r.id),
    title: r.title as string,
    address: r.address as string,
    district: r.district as string,
    city: r.city as string,
    ...point,
    is_default: r.is_default === true,
    created_at: formatIstanbulIso(new Date(r.created_at as string)),
    distance_km: area?.distanceKm ?? null,
    in_service_area: area?.inside ?? null,
  };
}

/** The customer's saved addresses: what the booking wizard's location step needs (issue 6). */
export const customerAddressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Customers only, their own addresses; with ?salon_id= each says whether that salon comes there.
  app.get(
    '/customer/addresses',
    {
      config: { policy: policy.can('address.manage') },
      schema: {
        querystring: customerAddressListQuerySchema,
        response: { 200: customerAddressListResponseSchema, ...errorResponses },
      },
    },
    async (request): Promise<{ success: true; data: CustomerAddressList }> => {
      const { user } = requireSession(request);
      let salon: SalonServiceArea | null = null;
      if (request.query.salon_id !== undefined) {
        salon = await salonServiceArea(db, request.query.salon_id);
        if (!salon) throw AppError.notFound('Salon bulunamadı');
      }
      const rows = await customerAddressRows(db, user.id);
      return {
        success: true,
        data: {
          addresses: rows.map((r) => toAddress(r, salon)),
          service_radius_km: salon?.radius ?? null,
          home_service_fee_kurus: salon?.feeKurus ?? null,
          home_travel_buffer_minutes: salon?.travelBufferMinutes ?? null,
        },
      };
    },
  );

  // Customers only; at most MAX_CUSTOMER_ADDRESSES each (checked under a lock on the user row).
  app.post(
    '/customer/addresses',
    {
      config: { policy: policy.can('address.manage') },
      schema: {
        body: customerAddressBodySchema,
        response: { 201: customerAddressCreatedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const a = request.body;
      const row = await inTransaction(db, async (tx) => {
        if ((await lockAndCountCustomerAddresses(tx, user.id)) >= MAX_CUSTOMER_ADDRESSES)
          throw AppError.field('address', ADDRESS_MESSAGES.limit);
        return insertCustomerAddress(tx, user.id, a);
      });
      return reply
        .status(201)
        .send({ success: true as const, message: ADDRESS_MESSAGES.created, data: toAddress(row, null) });
    },
  );

  // Customers only, their own address (another's → 404): it becomes the default, the others lose it.
  app.put(
    '/customer/addresses/:id/default',
    {
      config: { policy: policy.can('address.manage') },
      schema: {
        params: z.object({ id: z.string().max(20) }),
        response: { 200: customerAddressDefaultResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const row = await inTransaction(db, (tx) => setDefaultCustomerAddress(tx, user.id, id));
      if (!row) throw AppError.notFound(ADDRESS_MESSAGES.notFound);
      return { success: true as const, message: ADDRESS_MESSAGES.defaultSet, data: toAddress(row, null) };
    },
  );

  // Customers only, their own address (another's → 404); booked appointments keep their own copy.
  app.delete(
    '/customer/addresses/:id',
    {
      config: { policy: policy.can('address.manage') },
      schema: {
        params: z.object({ id: z.string().max(20) }),
        response: { 200: customerAddressDeletedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const deleted = await deleteCustomerAddress(db, user.id, id);
      if (!deleted) throw AppError.notFound(ADDRESS_MESSAGES.notFound);
      return { success: true as const, message: ADDRESS_MESSAGES.deleted };
    },
  );
};
