import { describe, expect, it } from 'vitest';
import {
  digestAppointmentLine,
  digestDayDue,
  digestHasNews,
  digestParagraphs,
  digestSubject,
  type DigestInput,
} from './digest';

describe('digestDayDue (07:00–12:00 Istanbul)', () => {
  it.each<[string, string | null]>([
    ['2026-11-26T03:59:59Z', null], // 06:59:59 Istanbul
    ['2026-11-26T04:00:00Z', '2026-11-26'], // 07:00
    ['2026-11-26T08:59:00Z', '2026-11-26'], // 11:59
    ['2026-11-26T09:00:00Z', null], // 12:00
    ['2026-11-25T21:30:00Z', null], // 00:30 on the 26th
    ['2026-11-25T23:00:00Z', null], // 02:00
  ])('%s → %s', (at, expected) => {
    expect(digestDayDue(new Date(at))).toBe(expected);
  });
});

const base: DigestInput = {
  salonName: 'Işıltı Kuaför',
  date: '2026-11-26',
  appointments: [],
  pendingCount: 0,
  yesterdayRevenueKurus: 0,
  yesterdayCompletedCount: 0,
};
const appointment = {
  startsAt: new Date('2026-11-26T07:30:00Z'),
  status: 'confirmed' as const,
  customerName: 'Ayşe Yılmaz',
  serviceNames: ['Saç Kesimi', 'Fön'],
  staffName: 'Elif Şahin',
};

describe('digestHasNews', () => {
  it.each<[string, Partial<DigestInput>, boolean]>([
    ['an empty day', {}, false],
    ['an appointment today', { appointments: [appointment] }, true],
    ['a pending request', { pendingCount: 1 }, true],
    ['revenue yesterday', { yesterdayCompletedCount: 2, yesterdayRevenueKurus: 90_000 }, true],
  ])('%s → %s', (_, over, expected) => {
    expect(digestHasNews({ ...base, ...over })).toBe(expected);
  });
});

describe('digest text', () => {
  it('lists time, customer, services and staff in Istanbul time, marking pending ones', () => {
    expect(digestAppointmentLine(appointment)).toBe(
      '10:30 – Ayşe Yılmaz · Saç Kesimi, Fön · Uzman: Elif Şahin',
    );
    expect(digestAppointmentLine({ ...appointment, status: 'pending' })).toBe(
      '10:30 – Ayşe Yılmaz · Saç Kesimi, Fön · Uzman: Elif Şahin (onay bekliyor)',
    );
  });

  it.each<[string, Partial<DigestInput>, string, string[]]>([
    [
      'a busy day',
      {
        appointments: [appointment],
        pendingCount: 2,
        yesterdayCompletedCount: 3,
        yesterdayRevenueKurus: 125_050,
      },
      'Salonya – Işıltı Kuaför: 26 Kasım 2026 Perşembe, 1 randevu',
      [
        'Bugün (26 Kasım 2026 Perşembe) 1 randevunuz var:',
        '10:30 – Ayşe Yılmaz · Saç Kesimi, Fön · Uzman: Elif Şahin',
        'Onayınızı bekleyen 2 randevu talebi var. Yanıtsız talepler müşteriyi kaçırır.',
        'Dün 3 randevu tamamlandı; gelir: ₺1.250,50.',
      ],
    ],
    [
      'no appointments, revenue yesterday',
      { yesterdayCompletedCount: 1, yesterdayRevenueKurus: 50_000 },
      'Salonya – Işıltı Kuaför: 26 Kasım 2026 Perşembe, randevu yok',
      ['Bugün (26 Kasım 2026 Perşembe) için randevunuz yok.', 'Dün 1 randevu tamamlandı; gelir: ₺500.'],
    ],
    [
      'appointments, nothing done yesterday',
      { appointments: [appointment, appointment] },
      'Salonya – Işıltı Kuaför: 26 Kasım 2026 Perşembe, 2 randevu',
      [
        'Bugün (26 Kasım 2026 Perşembe) 2 randevunuz var:',
        '10:30 – Ayşe Yılmaz · Saç Kesimi, Fön · Uzman: Elif Şahin',
        '10:30 – Ayşe Yılmaz · Saç Kesimi, Fön · Uzman: Elif Şahin',
        'Dün tamamlanan randevu yok.',
      ],
    ],
  ])('%s', (_, over, subject, paragraphs) => {
    const input = { ...base, ...over };
    expect(digestSubject(input)).toBe(subject);
    expect(digestParagraphs(input)).toEqual(paragraphs);
  });
});
