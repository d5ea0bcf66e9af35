import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENT_AUDIENCES,
  effectivePreferences,
  NOTIFICATION_GROUP_OF,
  NOTIFICATION_TYPES,
  notificationText,
  notificationsPagePath,
  appointmentLink,
  wantsChannel,
  type AppointmentFacts,
  type NotificationEvent,
} from './notifications';

// 27 Nov 2026 14:30 Istanbul (UTC+3).
const a: AppointmentFacts = {
  salonName: 'Işıl Kuaför',
  customerName: 'Ayşe Yılmaz',
  staffName: 'Gül Demir',
  services: ['Saç Kesimi', 'Fön'],
  startsAt: new Date('2026-11-27T11:30:00Z'),
};
const when = '27 Kasım 2026 Cuma 14:30';

describe('notificationText', () => {
  const rows: [NotificationEvent, string, string][] = [
    [
      { type: 'appointment_created', audience: 'customer', pending: true, bySalon: false, a },
      'Randevu talebiniz alındı',
      `Işıl Kuaför, ${when} için talebiniz salona iletildi. Salon onayladığında size haber vereceğiz.`,
    ],
    [
      { type: 'appointment_created', audience: 'customer', pending: false, bySalon: false, a },
      'Randevunuz oluşturuldu',
      `Işıl Kuaför, ${when}: Saç Kesimi, Fön.`,
    ],
    [
      { type: 'appointment_created', audience: 'customer', pending: false, bySalon: true, a },
      'Salon sizin için randevu oluşturdu',
      `Işıl Kuaför, ${when}: Saç Kesimi, Fön.`,
    ],
    [
      { type: 'appointment_created', audience: 'salon', pending: false, bySalon: false, a },
      'Yeni randevu',
      `Ayşe Yılmaz: Saç Kesimi, Fön, ${when} (Gül Demir).`,
    ],
    [
      { type: 'appointment_created', audience: 'salon', pending: true, bySalon: false, a },
      'Yeni randevu talebi',
      `Ayşe Yılmaz: Saç Kesimi, Fön, ${when} (Gül Demir). Onaylamak ya da reddetmek için randevuyu açın.`,
    ],
    [
      { type: 'appointment_created', audience: 'staff', pending: false, bySalon: false, a },
      'Size yeni randevu',
      `Ayşe Yılmaz: Saç Kesimi, Fön, ${when}.`,
    ],
    [
      { type: 'appointment_requested', a },
      'Randevunuzu onaylayın',
      `Işıl Kuaför sizin için ${when} randevusu oluşturdu. E-postanızdaki bağlantıdan onaylayabilir ya da reddedebilirsiniz.`,
    ],
    [
      { type: 'appointment_confirmed', audience: 'customer', byCustomer: false, a },
      'Randevunuz onaylandı',
      `Işıl Kuaför, ${when} randevunuz onaylandı.`,
    ],
    [
      { type: 'appointment_confirmed', audience: 'salon', byCustomer: true, a },
      'Müşteri randevuyu onayladı',
      `Ayşe Yılmaz, ${when} randevusunu onayladı.`,
    ],
    [
      { type: 'appointment_confirmed', audience: 'staff', byCustomer: false, a },
      'Randevu onaylandı',
      `Ayşe Yılmaz, ${when} randevusu onaylandı.`,
    ],
    [
      { type: 'appointment_declined', audience: 'salon', a },
      'Müşteri randevuyu reddetti',
      `Ayşe Yılmaz, ${when} randevusunu reddetti; saat yeniden boşa çıktı.`,
    ],
    [
      { type: 'appointment_cancelled', audience: 'customer', by: 'salon', reason: 'Uzman hasta', a },
      'Randevunuz iptal edildi',
      `Işıl Kuaför, ${when} randevunuz salon tarafından iptal edildi. İptal nedeni: Uzman hasta`,
    ],
    [
      { type: 'appointment_cancelled', audience: 'customer', by: 'admin', reason: null, a },
      'Randevunuz iptal edildi',
      `Işıl Kuaför, ${when} randevunuz Salonya tarafından iptal edildi.`,
    ],
    [
      { type: 'appointment_cancelled', audience: 'salon', by: 'customer', reason: null, a },
      'Randevu iptal edildi',
      `Ayşe Yılmaz, ${when} randevusunu iptal etti.`,
    ],
    [
      { type: 'appointment_cancelled', audience: 'staff', by: 'salon', reason: null, a },
      'Randevu iptal edildi',
      `Ayşe Yılmaz adlı müşterinin ${when} randevusu salon tarafından iptal edildi.`,
    ],
    [
      { type: 'appointment_cancelled', audience: 'salon', by: 'admin', reason: 'Mükerrer', a },
      'Randevu iptal edildi',
      `Ayşe Yılmaz adlı müşterinin ${when} randevusu Salonya tarafından iptal edildi. İptal nedeni: Mükerrer`,
    ],
    [
      { type: 'appointment_rescheduled', audience: 'salon', a },
      'Randevu saati değişti',
      `Ayşe Yılmaz randevusunu ${when} saatine taşıdı.`,
    ],
    [
      { type: 'appointment_rescheduled', audience: 'customer', a },
      'Randevunuzun saati değişti',
      `Işıl Kuaför: yeni saat ${when}.`,
    ],
    [
      { type: 'appointment_reminder', hoursBefore: 24, a },
      'Randevunuz yarın',
      `Işıl Kuaför, ${when}: Saç Kesimi, Fön. Gelemeyecekseniz lütfen salona haber verin.`,
    ],
    [
      { type: 'appointment_reminder', hoursBefore: 2, a },
      'Randevunuz 2 saat sonra',
      `Işıl Kuaför, ${when}: Saç Kesimi, Fön. Gelemeyecekseniz lütfen salona haber verin.`,
    ],
    [
      {
        type: 'review_received',
        audience: 'salon',
        customerName: 'Ayşe Y.',
        rating: 5,
        salonName: 'Işıl Kuaför',
      },
      'Yeni değerlendirme',
      'Ayşe Y., Işıl Kuaför için 5 üzerinden 5 puan verdi.',
    ],
    [
      {
        type: 'review_received',
        audience: 'staff',
        customerName: 'Ayşe Y.',
        rating: 4,
        salonName: 'Işıl Kuaför',
      },
      'Yeni değerlendirme',
      'Ayşe Y. hizmetinizi 5 üzerinden 4 puanladı.',
    ],
    [
      { type: 'review_answered', salonName: 'Işıl Kuaför' },
      'Değerlendirmeniz yanıtlandı',
      'Işıl Kuaför değerlendirmenize yanıt verdi.',
    ],
    [
      { type: 'application_approved', salonName: 'Işıl Kuaför' },
      'Salon başvurunuz onaylandı',
      'Işıl Kuaför başvurunuz onaylandı. Salon panelinizden profilinizi tamamlayabilirsiniz.',
    ],
    [
      { type: 'application_rejected', salonName: 'Işıl Kuaför', reason: 'Belgeler eksik' },
      'Salon başvurunuz onaylanmadı',
      'Işıl Kuaför başvurunuz onaylanmadı. Neden: Belgeler eksik',
    ],
    [
      { type: 'staff_invitation', salonName: 'Işıl Kuaför' },
      'Ekibe katılma daveti',
      'Işıl Kuaför sizi uzman olarak ekibine davet etti. Daveti e-postanızdaki bağlantıdan kabul edebilirsiniz.',
    ],
  ];
  it.each(rows)('%o → %s', (event, title, body) => {
    const t = notificationText(event);
    expect(t.title).toBe(title);
    expect(t.body).toBe(body);
    expect(t.type).toBe(event.type);
    expect(t.group).toBe(NOTIFICATION_GROUP_OF[event.type]);
    expect(t.title.length).toBeLessThanOrEqual(160);
  });

  it('every type has a text row above', () => {
    expect(new Set(rows.map(([e]) => e.type))).toEqual(new Set(NOTIFICATION_TYPES));
  });
});

describe('preferences', () => {
  it('start with every channel on', () => {
    expect(effectivePreferences([])).toEqual([
      { group: 'appointments', in_app: true, email: true },
      { group: 'reminders', in_app: true, email: true },
      { group: 'reviews', in_app: true, email: true },
      { group: 'account', in_app: true, email: true },
    ]);
  });

  const rows: [string, boolean, boolean][] = [
    // stored (appointments in-app off, reminders e-mail off, account e-mail off — required, stays on)
    ['appointment_created in_app', false, false],
    ['appointment_created email', true, true],
    ['appointment_reminder in_app', true, true],
    ['appointment_reminder email', false, false],
    ['staff_invitation email', false, true],
    ['staff_invitation in_app', true, true],
  ];
  const prefs = effectivePreferences([
    { group: 'appointments', in_app: false, email: true },
    { group: 'reminders', in_app: true, email: false },
    { group: 'account', in_app: true, email: false },
  ]);
  it.each(rows)('%s → stored %s, effective %s', (key, _stored, expected) => {
    const [type, channel] = key.split(' ') as [Parameters<typeof wantsChannel>[1], 'in_app' | 'email'];
    expect(wantsChannel(prefs, type, channel)).toBe(expected);
  });
});

describe('audiences and links', () => {
  const rows: [keyof typeof BOOKING_EVENT_AUDIENCES, string[]][] = [
    ['booked', ['customer', 'salon', 'staff']],
    ['booked_by_salon', ['customer', 'staff']],
    ['cancelled_by_customer', ['salon', 'staff']],
    ['cancelled_by_salon', ['customer', 'staff']],
    ['rescheduled', ['salon', 'staff']],
    ['guest_declined', ['salon']],
  ];
  it.each(rows)('%s tells %o', (kind, audiences) => {
    expect(BOOKING_EVENT_AUDIENCES[kind]).toEqual(audiences);
  });

  it('links each audience to its own area', () => {
    expect(appointmentLink('customer', 7)).toBe('/musteri/randevu/7');
    expect(appointmentLink('salon', 7)).toBe('/salon/randevular/7');
    expect(appointmentLink('staff', 7)).toBe('/personel/randevular');
    expect(notificationsPagePath('customer')).toBe('/musteri/bildirimler');
    expect(notificationsPagePath('salon_owner')).toBe('/salon/bildirimler');
    expect(notificationsPagePath('staff')).toBe('/personel/bildirimler');
  });
});
