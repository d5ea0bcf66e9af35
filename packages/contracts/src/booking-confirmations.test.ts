import { describe, expect, it } from 'vitest';
import { appointmentPetInputSchema, createAppointmentBodySchema } from './booking';
import {
  customerAddressBodySchema,
  groupConfirmationQuerySchema,
  signedConfirmationQuerySchema,
  walkInCustomerSchema,
  walkInFormSchema,
  type WalkInFormValues,
} from './booking-confirmations';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('groupConfirmationQuerySchema', () => {
  it.each([
    [{ ids: '3,1,2' }, [3, 1, 2]],
    [{ ids: ['4', '5'] }, [4, 5]],
    [{ ids: '7,7,8' }, [7, 8]],
  ])('reads %j', (query, ids) => {
    expect(groupConfirmationQuerySchema.parse(query).ids).toEqual(ids);
  });
  it.each([
    [{}],
    [{ ids: '' }],
    [{ ids: 'a' }],
    [{ ids: '0' }],
    [{ ids: Array.from({ length: 11 }, (_, i) => `${i + 1}`) }],
  ])('refuses %j', (query) => {
    expect(groupConfirmationQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('signedConfirmationQuerySchema', () => {
  it.each([
    ['a'.repeat(64), true],
    ['A'.repeat(64), false],
    ['a'.repeat(63), false],
    ['', false],
  ])('%s → %s', (signature, ok) => {
    expect(signedConfirmationQuerySchema.safeParse({ signature }).success).toBe(ok);
  });
});

describe('walkInCustomerSchema', () => {
  it.each([
    [
      { type: 'existing', email: 'Ali@Ornek.TEST' },
      { type: 'existing', email: 'ali@ornek.test' },
    ],
    [
      { type: 'existing', phone: '0532 111 22 33' },
      { type: 'existing', phone: '+905321112233' },
    ],
    [
      { type: 'guest', name: 'Ayşe Yılmaz', phone: '5321112233', email: '' },
      { type: 'guest', name: 'Ayşe Yılmaz', phone: '+905321112233' },
    ],
  ])('reads %j', (input, output) => {
    expect(walkInCustomerSchema.parse(input)).toEqual(output);
  });
  it.each([
    [{ type: 'existing' }, [['email', 'Müşterinin e-posta adresini ya da telefonunu girin.']]],
    [{ type: 'guest', name: 'Ayşe Yılmaz' }, [['phone', 'Cep telefonu zorunludur.']]],
    [
      { type: 'guest', name: 'Ayşe Yılmaz', phone: '123' },
      [['phone', 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).']],
    ],
  ])('refuses %j', (input, issues) => {
    expect(issuesOf(walkInCustomerSchema.safeParse(input))).toEqual(issues);
  });
  it('refuses an unknown type', () => {
    expect(walkInCustomerSchema.safeParse({ type: 'vip' }).success).toBe(false);
  });
});

describe('location and pet input', () => {
  const address = {
    address: 'Moda Mah. Şair Nefi Sok. No: 12',
    district: 'Kadıköy',
    city: 'İstanbul',
    latitude: 40.98,
    longitude: 29.02,
  };
  it('takes an address with a default empty title', () => {
    expect(customerAddressBodySchema.parse(address).title).toBe('');
  });
  it.each([
    [{ ...address, address: 'kısa' }, 'address', 'Açık adresi mahalle, sokak ve bina numarasıyla yazın.'],
    [{ ...address, latitude: 91 }, 'latitude', 'Enlem geçersiz.'],
    [{ ...address, longitude: undefined }, 'longitude', 'Konum (boylam) zorunludur.'],
    [{ ...address, district: ' ' }, 'district', 'İlçe zorunludur.'],
  ])('refuses %j', (input, path, message) => {
    expect(issuesOf(customerAddressBodySchema.safeParse(input))).toEqual([[path, message]]);
  });
  it.each([
    [{ name: 'Pamuk', species: 'kedi', breed: 'Van', size: 'kucuk' }, true],
    [{ name: 'Pamuk', species: 'balik', breed: 'Van', size: 'kucuk' }, false],
    [{ name: '', species: 'kedi', breed: 'Van', size: 'kucuk' }, false],
    [{ name: 'Pamuk', species: 'kedi', breed: 'Van', size: 'dev' }, false],
  ])('pet %j → %s', (pet, ok) => {
    expect(appointmentPetInputSchema.safeParse(pet).success).toBe(ok);
  });
  it('the booking body carries address_id, address and pet', () => {
    const parsed = createAppointmentBodySchema.parse({
      salon_id: 1,
      salon_staff_id: 'any',
      service_ids: [2],
      date: '2026-12-01',
      time: '10:15',
      address_id: '5',
      pet: { name: 'Pamuk', species: 'kedi', breed: 'Van', size: 'kucuk' },
    });
    expect(parsed.address_id).toBe(5);
    expect(parsed.pet?.name).toBe('Pamuk');
  });
});

describe('walkInFormSchema (at 2026-11-25 10:00 in Istanbul)', () => {
  const now = new Date('2026-11-25T10:00:00+03:00');
  const guest = { type: 'guest' as const, contact: '', name: 'Mert Kaya', phone: '05551112233', email: '' };
  const base: WalkInFormValues = {
    salon_id: 3,
    salon_staff_id: '7',
    service_ids: [11],
    date: '2026-11-25',
    time: '11:00',
    notes: '',
    customer: guest,
  };
  const firstErrors = (values: WalkInFormValues) => {
    const out: Record<string, string> = {};
    for (const i of walkInFormSchema(now).safeParse(values).error?.issues ?? [])
      out[i.path.join('.')] ??= i.message;
    return out;
  };

  it.each<[string, Partial<WalkInFormValues>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no staff', { salon_staff_id: '' }, { salon_staff_id: 'Personel seçin.' }],
    ['no service', { service_ids: [] }, { service_ids: 'En az bir hizmet seçin.' }],
    ['no time', { time: '' }, { time: 'Boş saatlerden birini seçin.' }],
    ['past day', { date: '2026-11-24' }, { date: 'Geçmiş bir tarihe randevu alınamaz.' }],
    ['past start today', { time: '09:45' }, { time: 'Geçmiş bir saate randevu alınamaz.' }],
    [
      'off the quarter-hour grid',
      { time: '11:10' },
      { time: 'Randevu saatleri 15 dakikalık aralıklarla seçilebilir.' },
    ],
    ['notes too long', { notes: 'x'.repeat(501) }, { notes: 'Not en fazla 500 karakter olabilir.' }],
    [
      'guest without phone',
      { customer: { ...guest, phone: ' ' } },
      { 'customer.phone': 'Cep telefonu zorunludur.' },
    ],
    [
      'guest with a bad phone',
      { customer: { ...guest, phone: '123' } },
      { 'customer.phone': 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).' },
    ],
    [
      'guest with one name',
      { customer: { ...guest, name: 'Mert' } },
      { 'customer.name': 'Lütfen adınızı ve soyadınızı birlikte yazın.' },
    ],
    [
      'guest with a bad e-mail',
      { customer: { ...guest, email: 'mert@' } },
      { 'customer.email': 'Geçerli bir e-posta adresi girin.' },
    ],
    [
      'named customer without contact',
      { customer: { ...guest, type: 'existing', contact: ' ' } },
      { 'customer.email': 'Müşterinin e-posta adresini ya da telefonunu girin.' },
    ],
    [
      'named customer with a bad phone',
      { customer: { ...guest, type: 'existing', contact: '12' } },
      { 'customer.phone': 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).' },
    ],
  ])('%s', (_, change, expected) => {
    expect(firstErrors({ ...base, ...change })).toEqual(expected);
  });

  it.each<[WalkInFormValues['customer'], unknown]>([
    [guest, { type: 'guest', name: 'Mert Kaya', phone: '05551112233', email: undefined }],
    [
      { ...guest, type: 'existing', contact: ' ali@ornek.test ' },
      { type: 'existing', email: 'ali@ornek.test' },
    ],
    [
      { ...guest, type: 'existing', contact: '0532 111 22 33' },
      { type: 'existing', phone: '0532 111 22 33' },
    ],
  ])('sends the customer %j as typed, trimmed', (customer, expected) => {
    const body = walkInFormSchema(now).parse({ ...base, customer, notes: ' Kapıda ' });
    expect(body).toEqual({
      salon_id: 3,
      salon_staff_id: 7,
      service_ids: [11],
      date: '2026-11-25',
      time: '11:00',
      notes: 'Kapıda',
      customer: expected,
    });
  });
});
