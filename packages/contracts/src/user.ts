import { z } from 'zod';

export const userTypes = ['customer', 'salon_owner', 'staff', 'admin'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const notificationSettingsSchema = z.object({
  email_notifications: z.boolean(),
  sms_notifications: z.boolean(),
  push_notifications: z.boolean(),
  appointment_reminders: z.boolean(),
  marketing_emails: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_type: userTypeSchema,
  role: userTypeSchema,
  roles: z.array(z.object({ name: z.string() })),
  avatar_url: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  kvkk_consent_at: z.string().nullable(),
  commercial_consent: z.boolean(),
  notification_settings: notificationSettingsSchema,
  impersonating: z.boolean(),
  impersonated_salon: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
