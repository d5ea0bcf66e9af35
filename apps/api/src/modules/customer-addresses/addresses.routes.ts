import {
  ADDRESS_MESSAGES,
  MAX_CUSTOMER_ADDRESSES,
  customerAddressBodySchema,
  customerAddressListQuerySchema,
  type CustomerAddress,
  type CustomerAddressList,
} from '@salonya/contracts/booking-confirmations';
import { serviceAreaCheck } from '@salonya/domain/booking/confirmations';
import { formatIstanbulIso } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DEFAULT_BOOKING_SETTINGS } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';

type Rows<T> = { rows: T[] };

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
    { config: { policy: policy.roles('customer') }, schema: { querystring: customerAddressListQuerySchema } },
    async (request): Promise<{ success: true; data: CustomerAddressList }> => {
      const { user } = requireSession(request);
      let salon: {
        latitude: number;
        longitude: number;
        radius: number;
        feeKurus: number;
        travelBufferMinutes: number;
      } | null = null;
      if (request.query.salon_id !== undefined) {
        const found = (await db.execute(sql`
          select s.latitude, s.longitude,
            coalesce(b.service_radius_km, ${DEFAULT_BOOKING_SETTINGS.service_radius_km}) as radius,
            coalesce(b.home_service_fee_kurus, ${DEFAULT_BOOKING_SETTINGS.home_service_fee_kurus}) as fee,
            coalesce(b.home_travel_buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.home_travel_buffer_minutes}) as travel
          from salons s left join salon_booking_settings b on b.salon_id = s.id
          where s.id = ${request.query.salon_id}`)) as unknown as Rows<Record<string, unknown>>;
        const row = found.rows[0];
        if (!row) throw AppError.notFound('Salon bulunamadı');
        salon = {
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
          radius: Number(row.radius),
          feeKurus: Number(row.fee),
          travelBufferMinutes: Number(row.travel),
        };
      }
      const rows = (await db.execute(sql`
        select id, title, address, district, city, latitude, longitude, created_at from customer_addresses
        where user_id = ${user.id} order by id desc`)) as unknown as Rows<Record<string, unknown>>;
      return {
        success: true,
        data: {
          addresses: rows.rows.map((r) => toAddress(r, salon)),
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
    { config: { policy: policy.roles('customer') }, schema: { body: customerAddressBodySchema } },
    async (request, reply) => {
      const { user } = requireSession(request);
      const a = request.body;
      const row = await inTransaction(db, async (tx) => {
        await tx.execute(sql`select id from users where id = ${user.id} for update`);
        const count = (await tx.execute(sql`
          select count(*)::int as n from customer_addresses where user_id = ${user.id}`)) as unknown as Rows<{
          n: number;
        }>;
        if (Number(count.rows[0]?.n ?? 0) >= MAX_CUSTOMER_ADDRESSES)
          throw AppError.field('address', ADDRESS_MESSAGES.limit);
        const inserted = (await tx.execute(sql`
          insert into customer_addresses (user_id, title, address, district, city, latitude, longitude)
          values (${user.id}, ${a.title}, ${a.address.replaceAll('\u0000', '')}, ${a.district}, ${a.city},
            ${a.latitude}, ${a.longitude})
          returning id, title, address, district, city, latitude, longitude, created_at`)) as unknown as Rows<
          Record<string, unknown>
        >;
        return inserted.rows[0]!;
      });
      return reply
        .status(201)
        .send({ success: true, message: ADDRESS_MESSAGES.created, data: toAddress(row, null) });
    },
  );

  // Customers only, their own address (another's → 404); booked appointments keep their own copy.
  app.delete(
    '/customer/addresses/:id',
    {
      config: { policy: policy.roles('customer') },
      schema: { params: z.object({ id: z.string().max(20) }) },
    },
    async (request) => {
      const { user } = requireSession(request);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const deleted = (await db.execute(sql`
        delete from customer_addresses where id = ${id} and user_id = ${user.id} returning id`)) as unknown as Rows<{
        id: number;
      }>;
      if (deleted.rows.length === 0) throw AppError.notFound(ADDRESS_MESSAGES.notFound);
      return { success: true, message: ADDRESS_MESSAGES.deleted };
    },
  );
};
