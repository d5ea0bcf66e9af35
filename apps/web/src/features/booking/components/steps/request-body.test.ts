import { describe, expect, it } from 'vitest';
import { emptyDraft, type BookingDraft } from '../../utils/booking-draft';
import { requestBody } from './payment-step';

const base: BookingDraft = {
  ...emptyDraft(3),
  selectedDate: '2026-11-25',
  selectedTime: '10:15',
  selectedStaff: { kind: 'any' },
  selectedServices: [
    {
      id: 21,
      name: 'Evde Manikür',
      durationMinutes: 45,
      priceKurus: 40000,
      isHomeService: true,
      isPetService: false,
    },
  ],
};
const place = {
  title: 'Ev',
  address: 'Caferağa Mah. Moda Cad. No: 5',
  district: 'Kadıköy',
  city: 'İstanbul',
  latitude: 40.99,
  longitude: 29.03,
};

describe('requestBody: what the wizard sends for the conditional steps', () => {
  it.each([
    ['no address, no pet', { location: null, pet: null }, {}],
    ['a saved address goes by its id only', { location: { addressId: 41, ...place } }, { address_id: 41 }],
    ['a new address goes in full', { location: { addressId: null, ...place } }, { address: place }],
    [
      'the pet as entered',
      { pet: { name: 'Pamuk', species: 'kopek', breed: 'Maltese', size: 'kucuk' } },
      { pet: { name: 'Pamuk', species: 'kopek', breed: 'Maltese', size: 'kucuk' } },
    ],
  ] as const)('%s', (_, change, extra) => {
    const body = requestBody({ ...base, ...change } as BookingDraft, 'pay_at_salon', ' ');
    expect(body).toEqual({
      salon_id: 3,
      salon_staff_id: 'any',
      service_ids: [21],
      date: '2026-11-25',
      time: '10:15',
      payment_method: 'pay_at_salon',
      notes: '',
      ...extra,
    });
  });
});
