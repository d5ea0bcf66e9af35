import { formatDateWithWeekday, formatTime } from '@salonya/domain/format/date';
import { formatTRY, liraToKurus } from '@salonya/domain/format/money';
import { buildIcs } from '@salonya/domain/booking/ics';
import type { ReminderKind } from '@salonya/domain/booking/confirmations';
import { ownerWantsMail } from '@salonya/domain/salon-owner/settings';
import type { Db } from '../../db/client';
import { layout } from '../mail/mail.templates';
import { insertMail, type MailAttachment, type OutgoingMail } from '../mail/mail.repository';
import { wantsEmail } from '../notifications/notifications.service';
import { confirmationUrl, guestApprovalUrl } from './appointment-links';
import { queueBookingNotifications } from './booking-notifications';
import type { AppointmentRecord } from './appointments.repository';

/** What the booking mails need besides the appointment: where links point, how they are signed, and the time. */
export interface BookingMailContext {
  appUrl: string;
  appKey: string;
  now: Date;
  /** The customer's or the owner's notification preferences turned these mails off (ADR 0044). */
  customerMailOff?: boolean;
  salonMailOff?: boolean;
}

/** '27 Kasım 2026 Cuma 14:30': the shared date rule (long form in mails), Istanbul time. */
export function formatWhen(at: Date): string {
  return `${formatDateWithWeekday(at)} ${formatTime(at)}`;
}

function salonLocation(r: AppointmentRecord): string {
  const s = r.dto.salon;
  return `${s.name}, ${s.address}, ${s.district}/${s.city}`;
}

/** The appointment as the mails list it (the same lines in every template). */
function details(r: AppointmentRecord): string[] {
  const lines = [
    `Salon: ${salonLocation(r)}`,
    `Tarih: ${formatWhen(r.startsAt)} (${r.dto.total_duration_minutes} dakika)`,
    `Uzman: ${r.dto.staff.display_name}`,
    `Hizmetler: ${r.dto.services.map((s) => s.name).join(', ')}`,
    `Toplam: ${formatTRY(liraToKurus(r.dto.total_price))}${r.dto.payment_method === 'pay_at_salon' ? ' (salonda ödenecek)' : ''}`,
  ];
  if (r.dto.address)
    lines.push(`Adres: ${r.dto.address.address}, ${r.dto.address.district}/${r.dto.address.city}`);
  if (r.dto.pet)
    lines.push(`Evcil hayvan: ${r.dto.pet.name} (${r.dto.pet.species_label}, ${r.dto.pet.breed})`);
  if (r.dto.notes) lines.push(`Not: ${r.dto.notes}`);
  return lines;
}

/** The calendar file of an appointment: one UID for its whole life, SEQUENCE = its revision. */
export function appointmentIcs(r: AppointmentRecord, ctx: BookingMailContext): MailAttachment {
  const content = buildIcs({
    uid: `appointment-${r.id}@salonya`,
    stamp: ctx.now,
    start: r.startsAt,
    end: r.endsAt,
    summary: `${r.dto.services.map((s) => s.name).join(', ')} – ${r.dto.salon.name}`,
    location: r.dto.address
      ? `${r.dto.address.address}, ${r.dto.address.district}/${r.dto.address.city}`
      : salonLocation(r),
    description: [...details(r).slice(2), `Randevu: ${confirmationUrl(ctx.appUrl, ctx.appKey, r.id)}`].join(
      '\n',
    ),
    url: confirmationUrl(ctx.appUrl, ctx.appKey, r.id),
    sequence: r.revision,
    status: r.status === 'cancelled' ? 'CANCELLED' : r.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
  });
  return { filename: 'randevu.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}

function customerMail(
  r: AppointmentRecord,
  ctx: BookingMailContext,
  template: string,
  subject: string,
  intro: string[],
  withIcs: boolean,
): OutgoingMail | null {
  if (!r.customerEmail || ctx.customerMailOff) return null;
  const body = layout(
    `Merhaba ${r.customerName},`,
    [...intro, ...details(r)],
    { label: 'Randevuyu Görüntüle', url: confirmationUrl(ctx.appUrl, ctx.appKey, r.id) },
    'Randevunuzu iptal etmek ya da saatini değiştirmek için salonla ya da Salonya hesabınızdan işlem yapabilirsiniz.',
  );
  return {
    template,
    to: r.customerEmail,
    subject,
    ...body,
    ...(withIcs ? { attachments: [appointmentIcs(r, ctx)] } : {}),
  };
}

function salonMail(
  r: AppointmentRecord,
  ctx: BookingMailContext,
  template: string,
  subject: string,
  intro: string[],
): OutgoingMail | null {
  if (!r.salonEmail || ctx.salonMailOff) return null;
  const customer = [r.customerName, r.dto.customer.phone, r.dto.customer.email].filter(Boolean).join(' · ');
  const body = layout(
    `${r.dto.salon.name},`,
    [...intro, `Müşteri: ${customer}`, ...details(r).slice(1)],
    { label: 'Randevuyu Aç', url: `${ctx.appUrl}/salon/randevular/${r.id}` },
    'Bu e-postayı Salonya salon hesabınızdaki randevu bildirimi olarak aldınız.',
  );
  return { template, to: r.salonEmail, subject, ...body };
}

/** Where a walk-in's approval link is mailed: the account's address, or the e-mail the salon typed. */
export interface ApprovalRecipient {
  email: string;
  /** The account holder's name; null for an address without an account. */
  name: string | null;
  account: boolean;
}

function approvalMail(r: AppointmentRecord, url: string, to: ApprovalRecipient, when: string): OutgoingMail {
  const body = layout(
    to.name ? `Merhaba ${to.name},` : 'Merhaba,',
    [
      to.account
        ? `${r.dto.salon.name} Salonya hesabınız için bir randevu oluşturdu. Onaylarsanız randevu hesabınızda görünür; reddederseniz saat salona geri açılır.`
        : `${r.dto.salon.name} sizin için bir randevu oluşturdu. Lütfen randevuyu onaylayın ya da reddedin.`,
      ...details(r),
    ],
    { label: 'Randevuyu Onayla veya Reddet', url },
    'Bu randevuyu siz istemediyseniz bağlantıdan reddedebilirsiniz. Yanıt vermezseniz randevu bağlantının süresi dolunca iptal olur.',
  );
  return {
    template: to.account ? 'customer_approval' : 'guest_approval',
    to: to.email,
    subject: `Salonya – Randevunuzu onaylayın: ${r.dto.salon.name}, ${when}`,
    ...body,
  };
}

export type BookingMailEvent =
  | { kind: 'booked' }
  | { kind: 'booked_by_salon' }
  | { kind: 'guest_link'; token: string }
  /** A walk-in for a customer named by e-mail or phone: the approval link goes to the account, else the address. */
  | { kind: 'approval_request'; token: string; to: ApprovalRecipient | null }
  | { kind: 'confirmed' }
  | { kind: 'guest_approved' }
  | { kind: 'guest_declined' }
  | { kind: 'cancelled'; by: 'customer' | 'salon' | 'admin' }
  | { kind: 'rescheduled' };

/** The mails of one event, written to the outbox in the caller's transaction (sent if and only if it commits). */
export async function queueBookingMails(
  tx: Db,
  r: AppointmentRecord,
  event: BookingMailEvent,
  mailContext: BookingMailContext,
): Promise<void> {
  // The appointment mails follow the customer's and the owner's preferences; approval links always go out.
  const ctx: BookingMailContext = {
    ...mailContext,
    customerMailOff:
      r.customerUserId !== null && !(await wantsEmail(tx, r.customerUserId, 'appointment_created')),
    salonMailOff: !(await wantsEmail(tx, r.ownerUserId, 'appointment_created')),
  };
  const when = formatWhen(r.startsAt);
  const mails: (OutgoingMail | null)[] = [];
  switch (event.kind) {
    case 'booked':
      mails.push(
        r.status === 'pending'
          ? customerMail(
              r,
              ctx,
              'appointment_request',
              `Salonya – Randevu talebiniz alındı: ${r.dto.salon.name}`,
              ['Randevu talebiniz salona iletildi. Salon onayladığında size haber vereceğiz.'],
              false,
            )
          : customerMail(
              r,
              ctx,
              'appointment_confirmation',
              `Salonya – Randevunuz onaylandı: ${r.dto.salon.name}, ${when}`,
              ['Randevunuz oluşturuldu. Takviminize eklemek için ekteki dosyayı açabilirsiniz.'],
              true,
            ),
        ownerWantsMail(r.ownerNotifications, 'new_booking')
          ? salonMail(r, ctx, 'salon_new_appointment', `Salonya – Yeni randevu: ${when}`, [
              r.status === 'pending'
                ? 'Yeni bir randevu talebi var. Onaylamak ya da reddetmek için salon panelinizi açın.'
                : 'Salonya üzerinden yeni bir randevu alındı.',
            ])
          : null,
      );
      break;
    case 'booked_by_salon':
    case 'confirmed':
    case 'guest_approved':
      mails.push(
        customerMail(
          r,
          ctx,
          'appointment_confirmation',
          `Salonya – Randevunuz onaylandı: ${r.dto.salon.name}, ${when}`,
          [
            event.kind === 'booked_by_salon'
              ? `${r.dto.salon.name} sizin için bir randevu oluşturdu.`
              : event.kind === 'confirmed'
                ? 'Salon randevunuzu onayladı.'
                : 'Randevunuzu onayladınız.',
            'Takviminize eklemek için ekteki dosyayı açabilirsiniz.',
          ],
          true,
        ),
      );
      if (event.kind === 'guest_approved')
        mails.push(
          salonMail(r, ctx, 'salon_guest_answer', `Salonya – Misafir randevuyu onayladı: ${when}`, [
            `${r.customerName} randevuyu onayladı.`,
          ]),
        );
      break;
    case 'guest_link': {
      const url = guestApprovalUrl(ctx.appUrl, event.token);
      if (r.customerEmail) {
        const body = layout(
          `Merhaba ${r.customerName},`,
          [
            `${r.dto.salon.name} sizin için bir randevu oluşturdu. Lütfen randevuyu onaylayın ya da reddedin.`,
            ...details(r),
          ],
          { label: 'Randevuyu Onayla veya Reddet', url },
          'Bu randevuyu siz istemediyseniz bağlantıdan reddedebilirsiniz.',
        );
        mails.push({
          template: 'guest_approval',
          to: r.customerEmail,
          subject: `Salonya – Randevunuzu onaylayın: ${r.dto.salon.name}, ${when}`,
          ...body,
        });
      }
      break;
    }
    case 'approval_request':
      if (event.to) mails.push(approvalMail(r, guestApprovalUrl(ctx.appUrl, event.token), event.to, when));
      break;
    case 'guest_declined':
      mails.push(
        salonMail(r, ctx, 'salon_guest_answer', `Salonya – Misafir randevuyu reddetti: ${when}`, [
          `${r.customerName} randevuyu reddetti; saat yeniden boşa çıktı.`,
        ]),
      );
      break;
    case 'cancelled': {
      const reason = r.dto.cancellation_reason ? [`İptal nedeni: ${r.dto.cancellation_reason}`] : [];
      if (event.by !== 'customer')
        mails.push(
          customerMail(
            r,
            ctx,
            'appointment_cancelled',
            `Salonya – Randevunuz iptal edildi: ${r.dto.salon.name}, ${when}`,
            [
              event.by === 'salon'
                ? 'Salon randevunuzu iptal etti.'
                : 'Randevunuz Salonya tarafından iptal edildi.',
              ...reason,
            ],
            true,
          ),
        );
      if (event.by !== 'salon' && ownerWantsMail(r.ownerNotifications, 'cancellation'))
        mails.push(
          salonMail(r, ctx, 'appointment_cancelled', `Salonya – Randevu iptal edildi: ${when}`, [
            event.by === 'customer'
              ? 'Müşteri randevuyu iptal etti.'
              : 'Randevu Salonya tarafından iptal edildi.',
            ...reason,
          ]),
        );
      break;
    }
    case 'rescheduled':
      mails.push(
        customerMail(
          r,
          ctx,
          'appointment_rescheduled',
          `Salonya – Randevunuzun saati değişti: ${r.dto.salon.name}, ${when}`,
          ['Randevunuzun yeni saati aşağıda. Takviminizdeki kayıt ekteki dosyayla güncellenir.'],
          true,
        ),
        salonMail(r, ctx, 'appointment_rescheduled', `Salonya – Randevu saati değişti: ${when}`, [
          'Müşteri randevunun saatini değiştirdi.',
        ]),
      );
      break;
  }
  for (const mail of mails) if (mail) await insertMail(tx, mail);
  // The in-app notifications of the same event, in the same transaction (delivered live after the commit).
  await queueBookingNotifications(tx, r, event);
}

/** The reminder 24 or 2 hours before the start. */
export function reminderMail(
  r: AppointmentRecord,
  kind: ReminderKind,
  ctx: BookingMailContext,
): OutgoingMail | null {
  const left = kind === 'reminder_24h' ? 'yarın' : '2 saat sonra';
  return customerMail(
    r,
    ctx,
    'appointment_reminder',
    `Salonya – Hatırlatma: randevunuz ${left} (${formatWhen(r.startsAt)})`,
    [`Randevunuz ${left}. Gelemeyecekseniz lütfen salona haber verin.`],
    false,
  );
}
