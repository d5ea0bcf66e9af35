import { describe, expect, it } from 'vitest';
import { normalizeTurkishPhone, updateSalonProfileBodySchema } from './salon-media';

describe('normalizeTurkishPhone', () => {
  it.each([
    ['0212 555 12 34', '+902125551234'],
    ['(0216) 555-12-34', '+902165551234'],
    ['+90 532 111 22 33', '+905321112233'],
    ['5321112233', '+905321112233'],
    ['0800 123 45 67', null],
    ['12345', null],
    ['0212 555 12 345', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTurkishPhone(input)).toBe(expected);
  });
});

describe('updateSalonProfileBodySchema', () => {
  const valid = {
    name: '  Işıltı Kuaför ',
    description: '',
    phone: '',
    province_id: 34,
    district_id: 402,
    address: 'Caferağa Mah. Moda Cad. No: 12',
    latitude: 40.98,
    longitude: 29.02,
    gender_focus: 'unisex',
    amenities: ['Wi-Fi'],
    opening_hours: [{ weekday: 1, opens_at: '09:00', closes_at: '24:00' }],
  };

  it('trims text and keeps an empty phone as none', () => {
    const parsed = updateSalonProfileBodySchema.parse(valid);
    expect(parsed.name).toBe('Işıltı Kuaför');
    expect(parsed.phone).toBeNull();
  });

  it.each([
    ['name', 'A', 'Salon adı en az 2 karakter olmalıdır.'],
    ['address', 'kısa', 'Adres en az 10 karakter olmalıdır.'],
    ['latitude', 51.5, 'Konum Türkiye sınırları içinde olmalıdır.'],
    ['gender_focus', 'kids', 'Lütfen hizmet verdiğiniz kitleyi seçin.'],
    ['district_id', Number.NaN, 'Lütfen ilçe seçin.'],
  ])('%s = %j → %s', (field, value, message) => {
    const result = updateSalonProfileBodySchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
