import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';
import {
  emailField,
  isCommonPassword,
  nameField,
  normalizeTurkishMobile,
  PASSWORD_COMMON_MESSAGE,
  passwordContainsPersonalData,
  passwordField,
  phoneField,
} from './fields';

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

  // Issue 15: length and a common-password list, no composition rules.
  it.each([
    ['Guclu1Sifre', true],
    ['guclu1sifre', true],
    ['GUCLU1SIFRE', true],
    ['kahve fincanı mavi', true],
    ['Şifre1234', false],
    ['Gu1', false],
    ['Password1', false],
    ['password123', false],
    ['12345678', false],
    ['1234567890', false],
    ['qwerty123', false],
    ['sifre123', false],
    ['galatasaray', false],
    ['Galatasaray1905!', false],
    ['fenerbahce1907', false],
    ['a'.repeat(128), true],
    ['a'.repeat(129), false],
  ])('password %j valid: %s', (password, ok) => {
    expect(passwordField.safeParse(password).success).toBe(ok);
  });

  it('refuses Password1 first for being common, with a clear Turkish message', () => {
    const res = passwordField.safeParse('Password1');
    expect(res.error?.issues[0]?.message).toBe(PASSWORD_COMMON_MESSAGE);
    expect(PASSWORD_COMMON_MESSAGE).toMatch(/çok yaygın/);
    expect(passwordField.safeParse('kisa-sifre').error).toBeUndefined();
    expect(passwordField.safeParse('kisa').error?.issues.map((i) => i.message)).toEqual([
      'Şifre en az 10 karakter olmalıdır.',
    ]);
  });

  it('ships a list of thousands of common passwords, Turkish ones included', () => {
    for (const p of [
      '123456',
      'password',
      'sifre123',
      'Password1',
      'qwerty123',
      'galatasaray',
      'fenerbahce1907',
    ])
      expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('Zeytin-Dalı-Kırmızı-7')).toBe(false);
  });

  it.each([
    ['elifsahin-2026', { email: 'elifsahin@ornek.com' }, true],
    ['Sahin-Guzel-Gun', { name: 'Elif Şahin' }, true],
    ['Mavi-Deniz-Kenarı', { email: 'elif@ornek.com', name: 'Elif Şahin' }, false],
  ])('password %j with %j contains personal data: %s', (password, who, expected) => {
    expect(passwordContainsPersonalData(password, who)).toBe(expected);
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
