import { z } from 'zod';
import { COMMERCIAL_CHANNELS, CONSENT_SOURCES } from '@salonya/domain/privacy/privacy';
import { isValidTckn, normaliseTckn, TCKN_MESSAGES } from '@salonya/domain/privacy/tckn';
import { successEnvelope } from './envelope';
import { userSchema } from './user';

/** The customer's own data under KVKK (issue 19 item 5, ADR 0050). */

export const commercialChannelSchema = z.enum(COMMERCIAL_CHANNELS);
export const consentSourceSchema = z.enum(CONSENT_SOURCES);

export const consentStateSchema = z.object({
  channel: commercialChannelSchema,
  granted: z.boolean(),
  /** When the current state was recorded; null: never asked (not granted). */
  recorded_at: z.string().nullable(),
  source: consentSourceSchema.nullable(),
});
export const consentHistoryEntrySchema = z.object({
  channel: commercialChannelSchema,
  granted: z.boolean(),
  source: consentSourceSchema,
  recorded_at: z.string(),
});
export const commercialConsentsSchema = z.object({
  channels: z.array(consentStateSchema),
  history: z.array(consentHistoryEntrySchema),
});
export type CommercialConsents = z.infer<typeof commercialConsentsSchema>;
export const commercialConsentsResponseSchema = successEnvelope(commercialConsentsSchema);

const channelFlag = z.boolean({ error: 'Bir seçim yapın.' });
export const updateCommercialConsentsBodySchema = z.object({
  sms: channelFlag,
  email: channelFlag,
  call: channelFlag,
});
export type UpdateCommercialConsentsBody = z.infer<typeof updateCommercialConsentsBodySchema>;

export const avatarResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
});
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** One table's rows that refer to the user through one column. */
export const exportSectionSchema = z.object({
  table: z.string(),
  column: z.string(),
  label: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type ExportSection = z.infer<typeof exportSectionSchema>;
export const dataExportSchema = z.object({
  format: z.literal('salonya-kvkk-export/1'),
  generated_at: z.string(),
  user_id: z.number().int(),
  sections: z.array(exportSectionSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = successEnvelope(dataExportSchema);

export const requestDeletionBodySchema = z.object({
  password: z
    .string({ error: 'Şifrenizi girin.' })
    .min(1, 'Şifrenizi girin.')
    .max(128, 'Şifre en fazla 128 karakter olabilir.'),
});
export type RequestDeletionBody = z.infer<typeof requestDeletionBodySchema>;
export const deletionRequestedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ requested_at: z.string(), due_at: z.string() }),
});

export const cancelDeletionBodySchema = z.object({
  token: z.string({ error: 'Bağlantı eksik.' }).min(20, 'Bağlantı eksik.').max(200, 'Bağlantı geçersiz.'),
});
export const privacyMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Outside production only: runs the deletion job as if the clock showed `at` (the end-to-end journey). */
export const runDueDeletionsBodySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export const runDueDeletionsResponseSchema = successEnvelope(z.object({ anonymised: z.number().int() }));

/**
 * GET/PUT /customer/invoice-identity: the T.C. kimlik numarası a customer may save for invoices (optional; sent to the
 * payment provider as the buyer's identity number). The answer shows it masked ('123******50'); null when none.
 */
export const invoiceIdentitySchema = z.object({ tckn_masked: z.string().nullable() });
export type InvoiceIdentity = z.infer<typeof invoiceIdentitySchema>;
export const invoiceIdentityResponseSchema = successEnvelope(invoiceIdentitySchema);

/** `tckn`: 11 digits by the official checksum (spaces ignored); null removes the saved number. */
export const updateInvoiceIdentityBodySchema = z.object(
  {
    tckn: z
      .string({ error: TCKN_MESSAGES.invalid })
      .max(20, TCKN_MESSAGES.invalid)
      .transform(normaliseTckn)
      .refine(isValidTckn, TCKN_MESSAGES.invalid)
      .nullable(),
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type UpdateInvoiceIdentityBody = z.input<typeof updateInvoiceIdentityBodySchema>;
