import { avatarOf } from '@salonya/domain/catalogue/default-images';
import type { AppointmentStatus } from '@salonya/domain/booking/life-cycle';
import { formatIstanbulIso, istanbulParts } from '@salonya/domain/booking/time';
import {
  appointmentSourceValues,
  appointmentStatusValues,
  cancelledByValues,
  paymentMethodValues,
  paymentStatusValues,
  petSizeLabels,
  petSizeValues,
  petSpeciesLabels,
  petSpeciesValues,
  type Appointment,
  type PaymentMethod,
} from '@salonya/contracts/booking';
import { salonSlug } from '@salonya/domain/slug';
import { paymentStatusValues as moneyPaymentStatusValues } from '@salonya/domain/money/payments';
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  idRow,
  int,
  intOrNull,
  num,
  numOrNull,
  queryOne,
  queryRows,
  runStatement,
  timestamp,
  timestampOrNull,
} from '../../db/rows';
import {
  DEFAULT_BOOKING_SETTINGS,
  users,
  type AppointmentAddressColumn,
  type AppointmentPetColumn,
} from '../../db/schema';

/** One appointment as read from the database, before the viewer's permissions are added. */
export interface AppointmentRecord {
  id: number;
  salonId: number;
  ownerUserId: number;
  customerUserId: number | null;
  salonStaffId: number;
  staffUserId: number;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  cancellationCutoffMinutes: number;
  requiresManualConfirmation: boolean;
  /** Bumped on every move and cancellation (the .ics SEQUENCE). */
  revision: number;
  /** Where the customer's mails go: the account, else the guest's e-mail (may be null for a guest). */
  customerEmail: string | null;
  customerName: string;
  /** The salon's own address for mails, else its owner's. */
  salonEmail: string | null;
  /** Which mails the owner wants for this salon (/salon/ayarlar). */
  ownerNotifications: {
    notify_new_booking: boolean;
    notify_cancellation: boolean;
    notify_daily_digest: boolean;
  };
  /** The contract's appointment without what depends on the viewer (added by the service). */
  dto: Omit<
    Appointment,
    | 'customer'
    | 'status_label'
    | 'can_cancel'
    | 'can_reschedule'
    | 'allowed_actions'
    | 'cancellation_deadline'
  > & { customer: NonNullable<Appointment['customer']> };
}

const iso = (v: Date | null) => (v === null ? null : formatIstanbulIso(v));

/** jsonb arrives parsed from node-postgres and as text from some drivers. */
const jsonb = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), schema.nullable());

const addressColumn = z.object({
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: num,
  longitude: num,
  // Appointments booked before migration 0018 carry no distance.
  distance_km: numOrNull.optional(),
});
const petColumn = z.object({
  name: z.string(),
  species: z.enum(petSpeciesValues),
  breed: z.string(),
  size: z.enum(petSizeValues),
}) satisfies z.ZodType<AppointmentPetColumn, unknown>;

const appointmentRow = z.object({
  id: int,
  salon_id: int,
  owner_user_id: int,
  customer_user_id: intOrNull,
  salon_staff_id: int,
  staff_user_id: int,
  starts_at: timestamp,
  ends_at: timestamp,
  status: z.enum(appointmentStatusValues),
  source: z.enum(appointmentSourceValues),
  notes: z.string(),
  total_price_kurus: int,
  discount_kurus: int,
  coupon_code: z.string().nullable(),
  total_duration_minutes: int,
  payment_method: z.enum(paymentMethodValues),
  payment_status: z.enum(paymentStatusValues),
  confirmed_at: timestampOrNull,
  completed_at: timestampOrNull,
  cancelled_at: timestampOrNull,
  cancelled_by: z.enum(cancelledByValues).nullable(),
  cancellation_reason: z.string().nullable(),
  created_at: timestamp,
  revision: int,
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  guest_phone: z.string().nullable(),
  address: jsonb(addressColumn),
  pet: jsonb(petColumn),
  total_count: int,
  salon_name: z.string(),
  salon_address: z.string(),
  salon_phone: z.string().nullable(),
  salon_email: z.string().nullable(),
  city: z.string(),
  district: z.string(),
  staff_name: z.string(),
  staff_avatar: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  cutoff: int,
  manual: z.boolean(),
  notify_new_booking: z.boolean(),
  notify_cancellation: z.boolean(),
  notify_daily_digest: z.boolean(),
  services: z.array(
    z.object({ service_id: intOrNull, name: z.string(), price_kurus: int, duration_minutes: int }),
  ),
  payment: jsonb(
    z.object({
      status: z.enum(moneyPaymentStatusValues),
      card_kurus: int,
      wallet_kurus: int,
      card_last4: z.string().nullable(),
      failure_message: z.string().nullable(),
    }),
  ),
});
type AppointmentRow = z.output<typeof appointmentRow>;

/** Appointments matching `where` (over alias a), with their salon, staff, customer and services. */
export async function selectAppointments(
  db: Db,
  opts: { where: SQL; orderBy: SQL; limit: number; offset?: number },
): Promise<{ items: AppointmentRecord[]; total: number }> {
  const rows = await queryRows(
    db,
    'selectAppointments',
    appointmentRow,
    sql`
    select a.*, count(*) over () as total_count,
      s.name as salon_name, s.address as salon_address, s.phone as salon_phone, s.owner_user_id,
      coalesce(s.email, ow.email) as salon_email,
      p.name as city, d.name as district,
      st.display_name as staff_name, st.avatar_url as staff_avatar,
      cu.name as customer_name, cu.email as customer_email, cu.phone as customer_phone,
      coalesce(b.cancellation_cutoff_minutes, ${DEFAULT_BOOKING_SETTINGS.cancellation_cutoff_minutes}) as cutoff,
      coalesce(b.requires_manual_confirmation, false) as manual,
      coalesce(b.notify_new_booking, true) as notify_new_booking,
      coalesce(b.notify_cancellation, true) as notify_cancellation,
      coalesce(b.notify_daily_digest, true) as notify_daily_digest,
      (select coalesce(json_agg(json_build_object('service_id', x.service_id, 'name', x.name,
          'price_kurus', x.price_kurus, 'duration_minutes', x.duration_minutes) order by x.position), '[]'::json)
        from appointment_services x where x.appointment_id = a.id) as services,
      (select json_build_object('status', y.status, 'card_kurus', y.card_kurus, 'wallet_kurus', y.wallet_kurus,
          'card_last4', y.card_last4, 'failure_message', y.failure_message)
        from payments y where y.appointment_id = a.id and y.purpose = 'booking'
        order by y.id desc limit 1) as payment
    from appointments a
    join salons s on s.id = a.salon_id
    join provinces p on p.id = s.province_id
    join districts d on d.id = s.district_id
    join salon_staff st on st.id = a.salon_staff_id
    join users ow on ow.id = s.owner_user_id
    left join users cu on cu.id = a.customer_user_id
    left join salon_booking_settings b on b.salon_id = a.salon_id
    where a.deleted_at is null and (${opts.where})
    order by ${opts.orderBy}
    limit ${opts.limit} offset ${opts.offset ?? 0}`,
  );
  return { items: rows.map(toRecord), total: rows[0]?.total_count ?? 0 };
}

function toRecord(r: AppointmentRow): AppointmentRecord {
  const local = istanbulParts(r.starts_at);
  const customerName = r.customer_name ?? r.guest_name ?? 'Misafir';
  const customerEmail = r.customer_email ?? r.guest_email ?? null;
  return {
    id: r.id,
    salonId: r.salon_id,
    ownerUserId: r.owner_user_id,
    customerUserId: r.customer_user_id,
    salonStaffId: r.salon_staff_id,
    staffUserId: r.staff_user_id,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    cancellationCutoffMinutes: r.cutoff,
    requiresManualConfirmation: r.manual,
    revision: r.revision,
    customerEmail,
    customerName,
    salonEmail: r.salon_email,
    ownerNotifications: {
      notify_new_booking: r.notify_new_booking,
      notify_cancellation: r.notify_cancellation,
      notify_daily_digest: r.notify_daily_digest,
    },
    dto: {
      id: r.id,
      salon: {
        id: r.salon_id,
        name: r.salon_name,
        slug: salonSlug({ name: r.salon_name, district: r.district, city: r.city }),
        city: r.city,
        district: r.district,
        address: r.salon_address,
        phone: r.salon_phone,
      },
      staff: {
        salon_staff_id: r.salon_staff_id,
        user_id: r.staff_user_id,
        display_name: r.staff_name,
        avatar_url: avatarOf(`staff:${String(r.salon_staff_id)}`, r.staff_avatar),
      },
      customer: {
        user_id: r.customer_user_id,
        name: customerName,
        email: customerEmail,
        phone: r.customer_phone ?? r.guest_phone ?? null,
      },
      services: r.services.map((x) => ({
        service_id: x.service_id,
        name: x.name,
        price: x.price_kurus / 100,
        price_kurus: x.price_kurus,
        duration_minutes: x.duration_minutes,
      })),
      starts_at: formatIstanbulIso(r.starts_at),
      ends_at: formatIstanbulIso(r.ends_at),
      date: local.date,
      time: local.time,
      total_duration_minutes: r.total_duration_minutes,
      status: r.status,
      source: r.source,
      notes: r.notes,
      total_price: r.total_price_kurus / 100,
      total_price_kurus: r.total_price_kurus,
      discount_kurus: r.discount_kurus,
      amount_due_kurus: r.total_price_kurus - r.discount_kurus,
      coupon_code: r.coupon_code,
      payment_method: r.payment_method,
      payment_status: r.payment_status,
      payment: r.payment
        ? {
            ...r.payment,
            failure_message:
              r.payment.status === 'failed' || r.payment.status === 'expired'
                ? r.payment.failure_message
                : null,
          }
        : null,
      confirmed_at: iso(r.confirmed_at),
      completed_at: iso(r.completed_at),
      cancelled_at: iso(r.cancelled_at),
      cancelled_by: r.cancelled_by,
      cancellation_reason: r.cancellation_reason,
      created_at: formatIstanbulIso(r.created_at),
      address: r.address ? { ...r.address, distance_km: r.address.distance_km ?? null } : null,
      pet: r.pet
        ? { ...r.pet, species_label: petSpeciesLabels[r.pet.species], size_label: petSizeLabels[r.pet.size] }
        : null,
    },
  };
}

export async function findAppointment(
  db: Db,
  id: number,
  scope: SQL = sql`true`,
): Promise<AppointmentRecord | null> {
  const { items } = await selectAppointments(db, {
    where: sql`a.id = ${id} and (${scope})`,
    orderBy: sql`a.id`,
    limit: 1,
  });
  return items[0] ?? null;
}

/** Row lock of one appointment for a status change (the caller is inside a transaction). */
export async function lockAppointment(db: Db, id: number): Promise<void> {
  await runStatement(db, sql`select id from appointments where id = ${id} for update`);
}

/** The first key of the two-key advisory locks that serialise one salon's booking writes. */
export const BOOKING_LOCK_NAMESPACE = 7_301;

/**
 * Taken by every booking write (online, reschedule, walk-in) before it reads the free times, for the rest of the
 * transaction:
 * - a transaction-level advisory lock on the salon, so one salon's bookings are written one after another. Without
 *   it, concurrent inserts for the same staff and time (every 'any' request tries the same first candidate) wait on
 *   each other's uncommitted rows in the exclusion constraint and PostgreSQL answers "deadlock detected". Serialised,
 *   each booking sees the rows committed before it and picks a staff member who is really free.
 * - a share lock of the salon's staff rows: availability writes (blockings, working hours) take the row lock FOR
 *   UPDATE, so a booking and a blocking of the same staff member cannot both pass their checks on a state the other
 *   is about to change.
 */
export async function lockSalonForBooking(db: Db, salonId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_NAMESPACE}, ${salonId})`);
  await db.execute(sql`select id from salon_staff where salon_id = ${salonId} for share`);
}

export interface NewAppointment {
  salonId: number;
  /** Null for a salon-made booking for a guest (then `guest` is set). */
  customerUserId: number | null;
  /** What the salon typed; a walk-in for a named customer may have only an e-mail or only a phone. */
  guest?: { name: string | null; phone: string | null; email: string | null };
  source?: 'online' | 'salon' | 'guest_link';
  createdByUserId?: number;
  address?: AppointmentAddressColumn | null;
  pet?: AppointmentPetColumn | null;
  salonStaffId: number;
  staffUserId: number;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  notes: string;
  totalPriceKurus: number;
  totalDurationMinutes: number;
  paymentMethod: PaymentMethod;
  /** 'pending' while a card payment holds the slot (default 'unpaid'). */
  paymentStatus?: 'unpaid' | 'pending' | 'paid';
  services: { id: number; name: string; priceKurus: number; durationMinutes: number }[];
}

/** Inserts an appointment and its services; the exclusion constraint rejects an overlap with SQLSTATE 23P01. */
export async function insertAppointment(db: Db, a: NewAppointment): Promise<number> {
  const [inserted] = await queryRows(
    db,
    'insertAppointment',
    idRow,
    sql`
    insert into appointments (salon_id, customer_user_id, guest_name, guest_phone, guest_email, salon_staff_id,
      staff_user_id, starts_at, ends_at, status, source, notes, total_price_kurus, total_duration_minutes,
      payment_method, payment_status, confirmed_at, created_by_user_id, address, pet)
    values (${a.salonId}, ${a.customerUserId}, ${a.guest?.name ?? null}, ${a.guest?.phone ?? null},
      ${a.guest?.email ?? null}, ${a.salonStaffId}, ${a.staffUserId}, ${a.startsAt.toISOString()},
      ${a.endsAt.toISOString()}, ${a.status}, ${a.source ?? 'online'}, ${a.notes}, ${a.totalPriceKurus},
      ${a.totalDurationMinutes}, ${a.paymentMethod}, ${a.paymentStatus ?? 'unpaid'}, ${a.status === 'confirmed' ? sql`now()` : sql`null`},
      ${a.createdByUserId ?? a.customerUserId},
      ${a.address ? sql`${JSON.stringify(a.address)}::jsonb` : sql`null`},
      ${a.pet ? sql`${JSON.stringify(a.pet)}::jsonb` : sql`null`})
    returning id`,
  );
  const id = inserted!.id;
  for (const [i, s] of a.services.entries()) {
    await db.execute(sql`
      insert into appointment_services (appointment_id, service_id, position, name, price_kurus, duration_minutes)
      values (${id}, ${s.id}, ${i + 1}, ${s.name}, ${s.priceKurus}, ${s.durationMinutes})`);
  }
  return id;
}

export async function updateStatus(
  db: Db,
  id: number,
  to: AppointmentStatus,
  cancellation?: { by: 'customer' | 'salon' | 'admin'; reason: string },
): Promise<void> {
  await db.execute(sql`
    update appointments set status = ${to}, updated_at = now(),
      confirmed_at = case when ${to} = 'confirmed' then now() else confirmed_at end,
      completed_at = case when ${to} = 'completed' then now() else completed_at end,
      cancelled_at = case when ${to} = 'cancelled' then now() else cancelled_at end,
      revision = revision + case when ${to} = 'cancelled' then 1 else 0 end,
      cancelled_by = ${cancellation?.by ?? null},
      cancellation_reason = ${cancellation?.reason ?? null}
    where id = ${id}`);
}

export async function moveAppointment(
  db: Db,
  id: number,
  m: { salonStaffId: number; staffUserId: number; startsAt: Date; endsAt: Date; status: AppointmentStatus },
): Promise<void> {
  await db.execute(sql`
    update appointments set salon_staff_id = ${m.salonStaffId}, staff_user_id = ${m.staffUserId},
      starts_at = ${m.startsAt.toISOString()}, ends_at = ${m.endsAt.toISOString()}, status = ${m.status},
      confirmed_at = case when ${m.status} = 'confirmed' then coalesce(confirmed_at, now()) else null end,
      revision = revision + 1, updated_at = now()
    where id = ${id}`);
}

// ── Idempotency keys ──────────────────────────────────────────────────────────────────────────────────────

export type StoredResponse = { status: number; body: unknown };

/**
 * Claims a key inside the caller's transaction. A concurrent request with the same key waits on the unique index
 * until this transaction ends, then sees the stored answer.
 */
export async function claimIdempotencyKey(
  db: Db,
  customerUserId: number,
  key: string,
  requestHash: string,
): Promise<{ claimed: true } | { claimed: false; requestHash: string; response: StoredResponse | null }> {
  const inserted = await queryRows(
    db,
    'claimIdempotencyKey.insert',
    idRow,
    sql`
    insert into appointment_idempotency_keys (customer_user_id, key, request_hash)
    values (${customerUserId}, ${key}, ${requestHash})
    on conflict (customer_user_id, key) do nothing
    returning id`,
  );
  if (inserted.length > 0) return { claimed: true };
  const row = await queryOne(
    db,
    'claimIdempotencyKey.existing',
    z.object({ request_hash: z.string(), response_status: intOrNull, response_body: jsonb(z.unknown()) }),
    sql`
    select request_hash, response_status, response_body from appointment_idempotency_keys
    where customer_user_id = ${customerUserId} and key = ${key}`,
  );
  return {
    claimed: false,
    requestHash: row?.request_hash ?? '',
    response:
      row && row.response_status !== null ? { status: row.response_status, body: row.response_body } : null,
  };
}

export async function storeIdempotentResponse(
  db: Db,
  customerUserId: number,
  key: string,
  response: StoredResponse,
  appointmentId: number | null,
): Promise<void> {
  await db.execute(sql`
    update appointment_idempotency_keys set response_status = ${response.status},
      response_body = ${JSON.stringify(response.body)}::jsonb, appointment_id = ${appointmentId}, updated_at = now()
    where customer_user_id = ${customerUserId} and key = ${key}`);
}

/** True when the user has verified the e-mail address (issue 15: required before booking online). */
export async function isEmailVerified(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.email_verified_at })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.verifiedAt != null;
}
