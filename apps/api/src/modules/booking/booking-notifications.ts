import {
  appointmentLink,
  BOOKING_EVENT_AUDIENCES,
  type AppointmentFacts,
  type Audience,
  type BookingEventKind,
  type NotificationEvent,
} from '@salonya/domain/notifications/notifications';
import type { Db } from '../../db/client';
import { activeUserIdByEmail } from '../notifications/notifications.repository';
import { notifyEvent } from '../notifications/notifications.service';
import type { BookingMailEvent } from './booking-mails';
import type { AppointmentRecord } from './appointments.repository';

function kindOf(event: BookingMailEvent): BookingEventKind | null {
  switch (event.kind) {
    case 'cancelled':
      return `cancelled_by_${event.by}`;
    case 'guest_link':
      // A guest without an account: only the mailed link reaches them.
      return null;
    default:
      return event.kind;
  }
}

function textFor(kind: BookingEventKind, audience: Audience, r: AppointmentRecord): NotificationEvent {
  const a: AppointmentFacts = {
    salonName: r.dto.salon.name,
    customerName: r.customerName,
    staffName: r.dto.staff.display_name,
    services: r.dto.services.map((s) => s.name),
    startsAt: r.startsAt,
  };
  switch (kind) {
    case 'booked':
    case 'booked_by_salon':
      return {
        type: 'appointment_created',
        audience,
        pending: r.status === 'pending',
        bySalon: kind === 'booked_by_salon',
        a,
      };
    case 'approval_request':
      return { type: 'appointment_requested', a };
    case 'confirmed':
    case 'guest_approved':
      return { type: 'appointment_confirmed', audience, byCustomer: kind === 'guest_approved', a };
    case 'guest_declined':
      return { type: 'appointment_declined', audience, a };
    case 'cancelled_by_customer':
    case 'cancelled_by_salon':
    case 'cancelled_by_admin':
      return {
        type: 'appointment_cancelled',
        audience,
        by: kind === 'cancelled_by_customer' ? 'customer' : kind === 'cancelled_by_salon' ? 'salon' : 'admin',
        reason: r.dto.cancellation_reason ?? null,
        a,
      };
    case 'rescheduled':
      return { type: 'appointment_rescheduled', audience, a };
  }
}

/**
 * The in-app notifications of a booking event (issue 19 item 4): the customer, the salon's owner and the staff
 * member each hear of what someone else did, in the transaction of the event. One person in two roles (an owner
 * who is also the staff member) is told once.
 */
export async function queueBookingNotifications(
  tx: Db,
  r: AppointmentRecord,
  event: BookingMailEvent,
): Promise<void> {
  const kind = kindOf(event);
  if (!kind) return;
  let customerUserId = r.customerUserId;
  if (customerUserId === null && event.kind === 'approval_request' && event.to?.account)
    customerUserId = await activeUserIdByEmail(tx, event.to.email);
  const told = new Set<number>();
  for (const audience of BOOKING_EVENT_AUDIENCES[kind]) {
    const userId =
      audience === 'customer' ? customerUserId : audience === 'salon' ? r.ownerUserId : r.staffUserId;
    if (userId === null || told.has(userId)) continue;
    told.add(userId);
    // An approval request's customer has no appointment in their area until they answer.
    const link = kind === 'approval_request' ? null : appointmentLink(audience, r.id);
    await notifyEvent(tx, userId, textFor(kind, audience, r), {
      link,
      data: { appointment_id: r.id, salon_id: r.salonId },
    });
  }
}
