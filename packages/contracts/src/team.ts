import { z } from 'zod';
import { mediaImageSchema } from './salon-media';
import { emailField, loginPasswordField, nameField, passwordField } from './fields';
import { userSchema } from './user';

/**
 * The owner's team (issue 16 scope 2): /salon/personel (staff, invitations) and /salon/personele-hizmet-ata (the
 * staff × service matrix), and the invitee's page /personel-davet/{token}.
 */

// ── Fields ────────────────────────────────────────────────────────────────────────────────────────────────

export const STAFF_TITLE_MAX = 80;
export const STAFF_BIO_MAX = 1000;
export const STAFF_DISPLAY_NAME_MAX = 100;

export const staffTitleField = z
  .string({ error: 'Unvan metin olmalıdır.' })
  .trim()
  .max(STAFF_TITLE_MAX, `Unvan en fazla ${STAFF_TITLE_MAX} karakter olabilir.`);

export const staffBioField = z
  .string({ error: 'Hakkında metin olmalıdır.' })
  .trim()
  .max(STAFF_BIO_MAX, `Hakkında en fazla ${STAFF_BIO_MAX} karakter olabilir.`);

export const staffDisplayNameField = z
  .string({ error: 'Görünen ad zorunludur.' })
  .trim()
  .min(1, 'Görünen ad zorunludur.')
  .min(2, 'Görünen ad en az 2 karakter olmalıdır.')
  .max(STAFF_DISPLAY_NAME_MAX, `Görünen ad en fazla ${STAFF_DISPLAY_NAME_MAX} karakter olabilir.`);

// ── Staff ─────────────────────────────────────────────────────────────────────────────────────────────────

export const staffMemberSchema = z.object({
  salon_staff_id: z.number().int(),
  user_id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  /** The uploaded photo with its WebP/AVIF sizes (POST …/staff/{id}/photo); null: none uploaded. */
  avatar: mediaImageSchema.nullable(),
  is_active: z.boolean(),
  /** Active services of the salon this member does. */
  services_count: z.number().int(),
  /** Pending or confirmed appointments from now on. */
  future_appointments_count: z.number().int(),
  joined_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({
  salon_id: z.number().int(),
  staff: z.array(staffMemberSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** An appointment the owner may have to move to someone else (deactivation, removal). */
export const staffFutureAppointmentSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['pending', 'confirmed']),
  customer_name: z.string(),
  service_names: z.array(z.string()),
});
export type StaffFutureAppointment = z.infer<typeof staffFutureAppointmentSchema>;

export const staffDetailSchema = staffMemberSchema.extend({
  future_appointments: z.array(staffFutureAppointmentSchema),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

export const updateStaffRequestSchema = z
  .object({
    display_name: staffDisplayNameField.optional(),
    title: staffTitleField.optional(),
    bio: staffBioField.optional(),
    is_active: z.boolean({ error: 'Aktiflik evet ya da hayır olmalıdır.' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Değiştirilecek en az bir alan gönderin.',
  });
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;
export type UpdateStaffData = z.output<typeof updateStaffRequestSchema>;

/** The edit form of /salon/personel (every field present). */
export const staffProfileFormSchema = z.object({
  display_name: staffDisplayNameField,
  title: staffTitleField,
  bio: staffBioField,
});
export type StaffProfileFormValues = z.input<typeof staffProfileFormSchema>;

export const removeStaffResultSchema = z.object({ salon_staff_id: z.number().int() });

// ── Invitations (owner side) ──────────────────────────────────────────────────────────────────────────────

export const inviteStaffRequestSchema = z.object({
  name: nameField,
  email: emailField,
  title: staffTitleField.optional().default(''),
});
export type InviteStaffRequest = z.input<typeof inviteStaffRequestSchema>;
export type InviteStaffData = z.output<typeof inviteStaffRequestSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  title: z.string(),
  /** 'expired': the link no longer opens; resending makes a new one. */
  state: z.enum(['pending', 'expired']),
  expires_at: z.string(),
  sent_count: z.number().int(),
  last_sent_at: z.string(),
  created_at: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffInvitationListSchema = z.object({
  salon_id: z.number().int(),
  invitations: z.array(staffInvitationSchema),
});
export type StaffInvitationList = z.infer<typeof staffInvitationListSchema>;

// ── Invitations (the invitee's page, public) ─────────────────────────────────────────────────────────────

/** 'new': choose a password; 'existing': an account with this e-mail exists (customer accounts become staff). */
export const invitationAccountSchema = z.enum(['new', 'existing_staff', 'existing_customer']);
export type InvitationAccount = z.infer<typeof invitationAccountSchema>;

export const publicInvitationSchema = z.object({
  salon: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    district: z.string(),
    logo_url: z.string().nullable(),
  }),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  account: invitationAccountSchema,
  expires_at: z.string(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

const confirmation = z
  .string({ error: 'Şifre tekrarı zorunludur.' })
  .min(1, 'Şifre tekrarı zorunludur.')
  .max(128);

/** A new account: the password rules of registration, and the KVKK notice. */
export const acceptInvitationNewAccountSchema = z
  .object({
    password: passwordField,
    password_confirmation: confirmation,
    kvkk_consent: z.literal(true, {
      error: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.',
    }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Şifreler eşleşmiyor.',
    path: ['password_confirmation'],
  });
export type AcceptInvitationNewAccountRequest = z.input<typeof acceptInvitationNewAccountSchema>;

/** An existing account proves itself with its current password. */
export const acceptInvitationExistingAccountSchema = z.object({ password: loginPasswordField });
export type AcceptInvitationExistingAccountRequest = z.input<typeof acceptInvitationExistingAccountSchema>;

/** POST /staff-invitations/{token}/accept: which fields count depends on the account (see the two above). */
export const acceptInvitationRequestSchema = z.object({
  password: z.string({ error: 'Şifre zorunludur.' }).max(128, 'Şifre en fazla 128 karakter olabilir.'),
  password_confirmation: z.string().max(128).optional(),
  kvkk_consent: z.boolean().optional(),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

export const acceptInvitationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
  data: z.object({ salon_id: z.number().int(), salon_staff_id: z.number().int() }),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

// ── Staff × service matrix ────────────────────────────────────────────────────────────────────────────────

export const staffServiceMatrixSchema = z.object({
  salon_id: z.number().int(),
  services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      category_name: z.string(),
      duration_minutes: z.number().int(),
    }),
  ),
  staff: z.array(
    z.object({
      salon_staff_id: z.number().int(),
      display_name: z.string(),
      title: z.string(),
      avatar_url: z.string().nullable(),
      is_active: z.boolean(),
      service_ids: z.array(z.number().int()),
    }),
  ),
});
export type StaffServiceMatrix = z.infer<typeof staffServiceMatrixSchema>;

export const saveStaffServicesRequestSchema = z.object({
  assignments: z
    .array(
      z.object({
        salon_staff_id: z.number({ error: 'Personel seçimi geçersiz.' }).int().positive(),
        service_ids: z
          .array(z.number({ error: 'Hizmet seçimi geçersiz.' }).int().positive(), {
            error: 'Hizmet listesi geçersiz.',
          })
          .max(500, 'En fazla 500 hizmet seçilebilir.'),
      }),
      { error: 'Atama listesi zorunludur.' },
    )
    .min(1, 'En az bir personelin atamasını gönderin.')
    .max(200, 'Tek seferde en fazla 200 personel kaydedilebilir.')
    .refine((a) => new Set(a.map((x) => x.salon_staff_id)).size === a.length, {
      message: 'Bir personel listede yalnızca bir kez yer alabilir.',
    }),
});
export type SaveStaffServicesRequest = z.input<typeof saveStaffServicesRequestSchema>;
