import { describe, expect, it } from 'vitest';
import {
  calendarQuerySchema,
  cancelAppointmentBodySchema,
  createAppointmentBodySchema,
  slotsQuerySchema,
} from './booking';

describe('slotsQuerySchema', () => {
  it.each([
    [{ salon_id: '3', date: '2026-11-24', 'service_ids[]': ['4', '5'] }, [4, 5], 'any'],
    [{ salon_id: '3', date: '2026-11-24', service_ids: '4,5', salon_staff_id: '7' }, [4, 5], 7],
    [{ salon_id: '3', date: '2026-11-24', service_ids: ['9'], salon_staff_id: 'any' }, [9], 'any'],
    [{ salon_id: '3', date: '2026-11-24', 'service_ids[]': '9', salon_staff_id: '' }, [9], 'any'],
  ])('reads %j', (query, ids, staff) => {
    const parsed = slotsQuerySchema.parse(query);
    expect(parsed.service_ids).toEqual(ids);
    expect(parsed.salon_staff_id).toBe(staff);
  });

  it.each([
    [{ salon_id: '3', date: '2026-11-24' }, 'service_ids', 'En az bir hizmet seçin.'],
    [{ salon_id: '3', date: '2026-02-30', service_ids: '1' }, 'date', 'Geçerli bir tarih girin.'],
    [
      { salon_id: '3', date: '24.11.2026', service_ids: '1' },
      'date',
      'Tarih YYYY-AA-GG biçiminde olmalıdır.',
    ],
    [
      { salon_id: '3', date: '2026-11-24', service_ids: '1,1' },
      'service_ids',
      'Aynı hizmet birden fazla kez seçilemez.',
    ],
    [{ salon_id: 'x', date: '2026-11-24', service_ids: '1' }, 'salon_id', 'Salon bir sayı olmalıdır.'],
  ])('rejects %j', (query, field, message) => {
    const result = slotsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});

describe('calendarQuerySchema', () => {
  it('needs a YYYY-MM month', () => {
    expect(calendarQuerySchema.safeParse({ salon_id: 1, month: '2026-13', service_ids: '1' }).success).toBe(
      false,
    );
    expect(calendarQuerySchema.parse({ salon_id: 1, month: '2026-12', service_ids: '1' }).month).toBe(
      '2026-12',
    );
  });
});

describe('createAppointmentBodySchema', () => {
  const base = { salon_id: 1, salon_staff_id: 'any', service_ids: [2, 3], date: '2026-11-24', time: '10:15' };
  it('fills defaults', () => {
    expect(createAppointmentBodySchema.parse(base)).toMatchObject({
      notes: '',
      payment_method: 'pay_at_salon',
    });
  });
  it.each([
    [{ ...base, time: '10:10' }, 'time', 'Randevu saatleri 15 dakikalık aralıklarla seçilebilir.'],
    [{ ...base, time: '25:00' }, 'time', 'Saat SS:DD biçiminde olmalıdır.'],
    [{ ...base, service_ids: [] }, 'service_ids', 'En az bir hizmet seçin.'],
    [{ ...base, salon_staff_id: 'someone' }, 'salon_staff_id', "Personel bir numara ya da 'any' olmalıdır."],
    [
      { ...base, payment_method: 'cash' },
      'payment_method',
      "Ödeme yöntemi 'pay_at_salon', 'card', 'wallet' ya da 'wallet_card' olmalıdır.",
    ],
  ])('rejects %j', (body, field, message) => {
    const result = createAppointmentBodySchema.safeParse(body);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe('cancelAppointmentBodySchema', () => {
  it('needs a reason', () => {
    expect(cancelAppointmentBodySchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'İptal nedeni zorunludur.',
    );
  });
});
