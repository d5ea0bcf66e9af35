import { z } from 'zod';
import {
  emailField,
  loginPasswordField,
  nameField,
  PASSWORD_PERSONAL_MESSAGE,
  passwordContainsPersonalData,
  passwordField,
  phoneField,
} from './fields';
import { successEnvelope } from './envelope';
import { notificationSettingsSchema, userSchema } from './user';

const confirmation = z
  .string({ error: 'Şifre tekrarı zorunludur.' })
  .min(1, 'Şifre tekrarı zorunludur.')
  .max(128);
const passwordsMatch = {
  message: 'Şifreler eşleşmiyor.',
  path: ['password_confirmation'],
};

export const registerRequestSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    password_confirmation: confirmation,
    kvkk_consent: z.literal(true, {
      error: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.',
    }),
    commercial_consent: z.boolean({ error: 'Ticari ileti izni evet ya da hayır olmalıdır.' }).optional(),
  })
  .refine((v) => v.password === v.password_confirmation, passwordsMatch)
  .refine((v) => !passwordContainsPersonalData(v.password, { email: v.email, name: v.name }), {
    message: PASSWORD_PERSONAL_MESSAGE,
    path: ['password'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterData = z.output<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: loginPasswordField,
  remember: z.boolean({ error: 'Beni hatırla evet ya da hayır olmalıdır.' }).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginData = z.output<typeof loginRequestSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileUpdateRequestSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdateData = z.output<typeof profileUpdateRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string({ error: 'Mevcut şifre zorunludur.' })
      .min(1, 'Mevcut şifre zorunludur.')
      .max(128, 'Şifre en fazla 128 karakter olabilir.'),
    password: passwordField,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, passwordsMatch)
  .refine((v) => v.password !== v.current_password, {
    message: 'Yeni şifre mevcut şifrenizle aynı olamaz.',
    path: ['password'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ChangePasswordData = z.output<typeof changePasswordRequestSchema>;

export const notificationSettingsRequestSchema = notificationSettingsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'En az bir bildirim ayarı gönderilmelidir.' });
export type NotificationSettingsRequest = z.input<typeof notificationSettingsRequestSchema>;
export type NotificationSettingsData = z.output<typeof notificationSettingsRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    email: emailField,
    token: z
      .string({ error: 'Sıfırlama bağlantısı geçersiz.' })
      .min(10, 'Sıfırlama bağlantısı geçersiz.')
      .max(200),
    password: passwordField,
    password_confirmation: confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, passwordsMatch)
  .refine((v) => !passwordContainsPersonalData(v.password, { email: v.email }), {
    message: PASSWORD_PERSONAL_MESSAGE,
    path: ['password'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  id: z.coerce
    .number({ error: 'Doğrulama bağlantısı geçersiz.' })
    .int()
    .positive('Doğrulama bağlantısı geçersiz.'),
  hash: z.string({ error: 'Doğrulama bağlantısı geçersiz.' }).min(1).max(128),
  expires: z.coerce.number({ error: 'Doğrulama bağlantısı geçersiz.' }).int().positive(),
  signature: z.string({ error: 'Doğrulama bağlantısı geçersiz.' }).min(1).max(128),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
export type VerifyEmailData = z.output<typeof verifyEmailRequestSchema>;

/** X-Device-Id: a random id the browser keeps; a known device may sign in while the account is throttled. */
export const DEVICE_ID_HEADER = 'x-device-id';
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const loginLinkRequestSchema = z.object({ email: emailField });
export type LoginLinkRequest = z.input<typeof loginLinkRequestSchema>;
export type LoginLinkData = z.output<typeof loginLinkRequestSchema>;

export const loginLinkSignInRequestSchema = z.object({
  token: z
    .string({ error: 'Giriş bağlantısı geçersiz.' })
    .min(10, 'Giriş bağlantısı geçersiz.')
    .max(200, 'Giriş bağlantısı geçersiz.'),
  remember: z.boolean({ error: 'Beni hatırla evet ya da hayır olmalıdır.' }).optional(),
});
export type LoginLinkSignInRequest = z.input<typeof loginLinkSignInRequestSchema>;
export type LoginLinkSignInData = z.output<typeof loginLinkSignInRequestSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

/** An answer that only confirms (sign-out, password change, mails that were or were not sent). */
export const authMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AuthMessageResponse = z.infer<typeof authMessageResponseSchema>;

/** GET /auth/profile. */
export const profileResponseSchema = successEnvelope(userSchema);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PUT …/profile and POST /auth/email/verify: the updated user. */
export const userUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
});
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

/** GET /user/notifications. */
export const notificationSettingsResponseSchema = successEnvelope(notificationSettingsSchema);
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
/** PUT /user/notifications. */
export const notificationSettingsUpdateResponseSchema = notificationSettingsResponseSchema.extend({
  message: z.string(),
});
export type NotificationSettingsUpdateResponse = z.infer<typeof notificationSettingsUpdateResponseSchema>;
