import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';
import { emailField, nameField, normalizeTurkishMobile, passwordField, phoneField } from './fields';

describe('normalizeTurkishMobile', () => {
  it.each([
    ['05321234567', '+905321234567'],
    ['0532 123 45 67', '+905321234567'],
    ['(0532) 123-45-67', '+905321234567'],
    ['+90 532 123 45 67', '+905321234567'],
    ['905321234567', '+905321234567'],
    ['5321234567', '+905321234567'],
    ['02161234567', null],
    ['0532123456', null],
    ['053212345678', null],
    ['+15321234567', null],
    ['abc', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTurkishMobile(input)).toBe(expected);
  });
});

describe('field rules', () => {
  it.each([
    ['Ayşe Yılmaz', true],
    ['Çağla Öztürk-Işık', true],
    ["O'Neil Şahin", true],
    ['Ay', false],
    ['Ayşe', false],
    ['Ayşe 2', false],
    ['   ', false],
  ])('name %j valid: %s', (name, ok) => {
    expect(nameField.safeParse(name).success).toBe(ok);
  });

  it.each([
    ['Guclu1Sifre', true],
    ['Şifre1234', true],
    ['guclu1sifre', false],
    ['GUCLU1SIFRE', false],
    ['GucluSifre', false],
    ['Gu1', false],
    ['A1' + 'a'.repeat(127), false],
  ])('password %j valid: %s', (password, ok) => {
    expect(passwordField.safeParse(password).success).toBe(ok);
  });

  it('lower-cases and trims e-mails', () => {
    expect(emailField.parse('  Ayse@Ornek.COM ')).toBe('ayse@ornek.com');
  });

  it('phone field gives the normalised number or the Turkish message', () => {
    expect(phoneField.parse('0532 123 45 67')).toBe('+905321234567');
    const res = phoneField.safeParse('0212 123 45 67');
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).');
  });

  it('register requires the KVKK consent and matching passwords', () => {
    const base = {
      name: 'Ayşe Yılmaz',
      email: 'ayse@ornek.com',
      phone: '05321234567',
      password: 'Guclu1Sifre',
      password_confirmation: 'Guclu1Sifre',
      kvkk_consent: true,
    };
    expect(registerRequestSchema.safeParse(base).success).toBe(true);
    const noConsent = registerRequestSchema.safeParse({ ...base, kvkk_consent: false });
    expect(noConsent.error?.issues.map((i) => i.path.join('.'))).toEqual(['kvkk_consent']);
    const mismatch = registerRequestSchema.safeParse({ ...base, password_confirmation: 'Baska1Sifre' });
    expect(mismatch.error?.issues.map((i) => i.path.join('.'))).toEqual(['password_confirmation']);
  });
});
