import { formatDateWithWeekday, formatTime } from '../format/date';

/**
 * In-app notifications (issue 19 item 4, ADR 0044): the vocabulary of what a user is told, the group each type
 * belongs to (the unit of the user's channel preferences), and the Turkish title and body of each. The API writes
 * them in the transaction of the event; the web only shows them.
 */
export const NOTIFICATION_TYPES = [
  'appointment_created',
  'appointment_requested',
  'appointment_confirmed',
  'appointment_declined',
  'appointment_cancelled',
  'appointment_rescheduled',
  'appointment_reminder',
  'review_received',
  'review_answered',
  'application_approved',
  'application_rejected',
  'staff_invitation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The groups a user turns channels on and off for. */
export const NOTIFICATION_GROUPS = ['appointments', 'reminders', 'reviews', 'account'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, { label: string; description: string }> = {
  appointments: {
    label: 'Randevular',
    description: 'Yeni randevular, onaylar, iptaller ve saat değişiklikleri',
  },
  reminders: { label: 'Hatırlatmalar', description: 'Randevunuzdan önce gönderilen hatırlatmalar' },
  reviews: { label: 'Değerlendirmeler', description: 'Yeni değerlendirmeler ve yanıtlar' },
  account: {
    label: 'Hesap ve salon',
    description: 'Salon başvurusu sonuçları ve ekip davetleri',
  },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'Uygulama içi',
  email: 'E-posta',
};

export const NOTIFICATION_GROUP_OF: Record<NotificationType, NotificationGroup> = {
  appointment_created: 'appointments',
  appointment_requested: 'appointments',
  appointment_confirmed: 'appointments',
  appointment_declined: 'appointments',
  appointment_cancelled: 'appointments',
  appointment_rescheduled: 'appointments',
  appointment_reminder: 'reminders',
  review_received: 'reviews',
  review_answered: 'reviews',
  application_approved: 'account',
  application_rejected: 'account',
  staff_invitation: 'account',
};

/**
 * Channels a user cannot turn off for a group: the account group's mails carry what the user must act on (the
 * invitation link, the application's answer), so only its in-app copy is optional.
 */
export const REQUIRED_CHANNELS: Record<NotificationGroup, readonly NotificationChannel[]> = {
  appointments: [],
  reminders: [],
  reviews: [],
  account: ['email'],
};

export interface NotificationPreference {
  group: NotificationGroup;
  in_app: boolean;
  email: boolean;
}

/** Everything on until the user says otherwise. */
export function defaultPreferences(): NotificationPreference[] {
  return NOTIFICATION_GROUPS.map((group) => ({ group, in_app: true, email: true }));
}

/** The stored choices over the defaults; a required channel stays on whatever is stored. */
export function effectivePreferences(stored: readonly NotificationPreference[]): NotificationPreference[] {
  return defaultPreferences().map((d) => {
    const s = stored.find((p) => p.group === d.group) ?? d;
    const required = REQUIRED_CHANNELS[d.group];
    return {
      group: d.group,
      in_app: required.includes('in_app') ? true : s.in_app,
      email: required.includes('email') ? true : s.email,
    };
  });
}

/** Whether a notification of this type goes out on this channel under these (effective) preferences. */
export function wantsChannel(
  prefs: readonly NotificationPreference[],
  type: NotificationType,
  channel: NotificationChannel,
): boolean {
  const group = NOTIFICATION_GROUP_OF[type];
  if (REQUIRED_CHANNELS[group].includes(channel)) return true;
  const p = prefs.find((x) => x.group === group);
  return p ? p[channel] : true;
}

/** Who reads the notification: the wording differs for the customer, the salon (owner) and the staff member. */
export type Audience = 'customer' | 'salon' | 'staff';

export interface AppointmentFacts {
  salonName: string;
  customerName: string;
  staffName: string;
  services: readonly string[];
  startsAt: Date;
}

/** The events a notification is written for, with the facts its text needs. */
export type NotificationEvent =
  | {
      type: 'appointment_created';
      audience: Audience;
      pending: boolean;
      bySalon: boolean;
      a: AppointmentFacts;
    }
  | { type: 'appointment_requested'; a: AppointmentFacts }
  | { type: 'appointment_confirmed'; audience: Audience; byCustomer: boolean; a: AppointmentFacts }
  | { type: 'appointment_declined'; audience: Audience; a: AppointmentFacts }
  | {
      type: 'appointment_cancelled';
      audience: Audience;
      by: 'customer' | 'salon' | 'admin';
      reason: string | null;
      a: AppointmentFacts;
    }
  | { type: 'appointment_rescheduled'; audience: Audience; a: AppointmentFacts }
  | { type: 'appointment_reminder'; hoursBefore: 24 | 2; a: AppointmentFacts }
  | {
      type: 'review_received';
      audience: 'salon' | 'staff';
      customerName: string;
      rating: number;
      salonName: string;
    }
  | { type: 'review_answered'; salonName: string }
  | { type: 'application_approved'; salonName: string }
  | { type: 'application_rejected'; salonName: string; reason: string | null }
  | { type: 'staff_invitation'; salonName: string };

export interface NotificationText {
  type: NotificationType;
  group: NotificationGroup;
  title: string;
  body: string;
}

/** '27 Kasım 2026 Cuma 14:30' in Istanbul time. */
export function appointmentWhen(at: Date): string {
  return `${formatDateWithWeekday(at)} ${formatTime(at)}`;
}

function servicesOf(a: AppointmentFacts): string {
  return a.services.join(', ');
}

function text(event: NotificationEvent): { title: string; body: string } {
  switch (event.type) {
    case 'appointment_created': {
      const { a } = event;
      const when = appointmentWhen(a.startsAt);
      if (event.audience === 'customer') {
        if (event.bySalon)
          return {
            title: 'Salon sizin için randevu oluşturdu',
            body: `${a.salonName}, ${when}: ${servicesOf(a)}.`,
          };
        return event.pending
          ? {
              title: 'Randevu talebiniz alındı',
              body: `${a.salonName}, ${when} için talebiniz salona iletildi. Salon onayladığında size haber vereceğiz.`,
            }
          : { title: 'Randevunuz oluşturuldu', body: `${a.salonName}, ${when}: ${servicesOf(a)}.` };
      }
      if (event.audience === 'staff')
        return { title: 'Size yeni randevu', body: `${a.customerName}: ${servicesOf(a)}, ${when}.` };
      return event.pending
        ? {
            title: 'Yeni randevu talebi',
            body: `${a.customerName}: ${servicesOf(a)}, ${when} (${a.staffName}). Onaylamak ya da reddetmek için randevuyu açın.`,
          }
        : { title: 'Yeni randevu', body: `${a.customerName}: ${servicesOf(a)}, ${when} (${a.staffName}).` };
    }
    case 'appointment_requested': {
      const { a } = event;
      return {
        title: 'Randevunuzu onaylayın',
        body: `${a.salonName} sizin için ${appointmentWhen(a.startsAt)} randevusu oluşturdu. E-postanızdaki bağlantıdan onaylayabilir ya da reddedebilirsiniz.`,
      };
    }
    case 'appointment_confirmed': {
      const { a } = event;
      const when = appointmentWhen(a.startsAt);
      if (event.audience === 'customer')
        return { title: 'Randevunuz onaylandı', body: `${a.salonName}, ${when} randevunuz onaylandı.` };
      return event.byCustomer
        ? { title: 'Müşteri randevuyu onayladı', body: `${a.customerName}, ${when} randevusunu onayladı.` }
        : { title: 'Randevu onaylandı', body: `${a.customerName}, ${when} randevusu onaylandı.` };
    }
    case 'appointment_declined': {
      const { a } = event;
      return {
        title: 'Müşteri randevuyu reddetti',
        body: `${a.customerName}, ${appointmentWhen(a.startsAt)} randevusunu reddetti; saat yeniden boşa çıktı.`,
      };
    }
    case 'appointment_cancelled': {
      const { a } = event;
      const when = appointmentWhen(a.startsAt);
      const reason = event.reason ? ` İptal nedeni: ${event.reason}` : '';
      if (event.audience === 'customer')
        return {
          title: 'Randevunuz iptal edildi',
          body: `${a.salonName}, ${when} randevunuz ${event.by === 'admin' ? 'Salonya' : 'salon'} tarafından iptal edildi.${reason}`,
        };
      const who =
        event.by === 'customer'
          ? `${a.customerName}, ${when} randevusunu iptal etti.`
          : event.by === 'admin'
            ? `${a.customerName} adlı müşterinin ${when} randevusu Salonya tarafından iptal edildi.`
            : `${a.customerName} adlı müşterinin ${when} randevusu salon tarafından iptal edildi.`;
      return { title: 'Randevu iptal edildi', body: `${who}${reason}` };
    }
    case 'appointment_rescheduled': {
      const { a } = event;
      const when = appointmentWhen(a.startsAt);
      if (event.audience === 'customer')
        return { title: 'Randevunuzun saati değişti', body: `${a.salonName}: yeni saat ${when}.` };
      return {
        title: 'Randevu saati değişti',
        body: `${a.customerName} randevusunu ${when} saatine taşıdı.`,
      };
    }
    case 'appointment_reminder': {
      const { a } = event;
      return {
        title: event.hoursBefore === 24 ? 'Randevunuz yarın' : 'Randevunuz 2 saat sonra',
        body: `${a.salonName}, ${appointmentWhen(a.startsAt)}: ${servicesOf(a)}. Gelemeyecekseniz lütfen salona haber verin.`,
      };
    }
    case 'review_received':
      return {
        title: 'Yeni değerlendirme',
        body:
          event.audience === 'staff'
            ? `${event.customerName} hizmetinizi 5 üzerinden ${event.rating} puanladı.`
            : `${event.customerName}, ${event.salonName} için 5 üzerinden ${event.rating} puan verdi.`,
      };
    case 'review_answered':
      return {
        title: 'Değerlendirmeniz yanıtlandı',
        body: `${event.salonName} değerlendirmenize yanıt verdi.`,
      };
    case 'application_approved':
      return {
        title: 'Salon başvurunuz onaylandı',
        body: `${event.salonName} başvurunuz onaylandı. Salon panelinizden profilinizi tamamlayabilirsiniz.`,
      };
    case 'application_rejected':
      return {
        title: 'Salon başvurunuz onaylanmadı',
        body: `${event.salonName} başvurunuz onaylanmadı.${event.reason ? ` Neden: ${event.reason}` : ''}`,
      };
    case 'staff_invitation':
      return {
        title: 'Ekibe katılma daveti',
        body: `${event.salonName} sizi uzman olarak ekibine davet etti. Daveti e-postanızdaki bağlantıdan kabul edebilirsiniz.`,
      };
  }
}

/** The type, group, title and body of an event's notification. */
export function notificationText(event: NotificationEvent): NotificationText {
  return { type: event.type, group: NOTIFICATION_GROUP_OF[event.type], ...text(event) };
}

/** Which audiences hear of a booking event, given who acted (nobody is told of their own action). */
export type BookingEventKind =
  | 'booked'
  | 'booked_by_salon'
  | 'approval_request'
  | 'confirmed'
  | 'guest_approved'
  | 'guest_declined'
  | 'cancelled_by_customer'
  | 'cancelled_by_salon'
  | 'cancelled_by_admin'
  | 'rescheduled';

export const BOOKING_EVENT_AUDIENCES: Record<BookingEventKind, readonly Audience[]> = {
  booked: ['customer', 'salon', 'staff'],
  booked_by_salon: ['customer', 'staff'],
  approval_request: ['customer'],
  confirmed: ['customer', 'staff'],
  guest_approved: ['salon', 'staff'],
  guest_declined: ['salon'],
  cancelled_by_customer: ['salon', 'staff'],
  cancelled_by_salon: ['customer', 'staff'],
  cancelled_by_admin: ['customer', 'salon', 'staff'],
  rescheduled: ['salon', 'staff'],
};

/** Where a notification about an appointment takes each audience. */
export function appointmentLink(audience: Audience, appointmentId: number): string {
  switch (audience) {
    case 'customer':
      return `/musteri/randevu/${appointmentId}`;
    case 'salon':
      return `/salon/randevular/${appointmentId}`;
    case 'staff':
      return '/personel/randevular';
  }
}

/** The area's notifications page of a user type (the bell's "view all"). */
export function notificationsPagePath(userType: 'customer' | 'salon_owner' | 'staff' | 'admin'): string {
  switch (userType) {
    case 'customer':
      return '/musteri/bildirimler';
    case 'salon_owner':
      return '/salon/bildirimler';
    case 'staff':
      return '/personel/bildirimler';
    case 'admin':
      return '/admin#notifications';
  }
}

/** The page size of notification lists and the most a page may ask for. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** How many the bell's dropdown shows (SPEC §9: notification limit 10). */
export const NOTIFICATION_DROPDOWN_LIMIT = 10;
/** The fallback poll while the live stream is down (SPEC §9: notifications every 30 s). */
export const NOTIFICATION_POLL_MS = 30_000;
/** Heartbeat comment on the live stream, below common proxy idle timeouts (60 s). */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
