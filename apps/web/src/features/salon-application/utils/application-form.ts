import { z } from 'zod';
import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  applicationDocumentKinds,
  applicationDocumentLabels,
  salonApplicationSchema,
} from '@salonya/contracts/engagement';
import { formatFileSize } from '@/components/ui/file-field';

export type DocumentKind = (typeof applicationDocumentKinds)[number];

/** The tax plate is the one required document (the API says the same). */
export const REQUIRED_DOCUMENTS: readonly DocumentKind[] = ['vergi_levhasi'];

const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp'];
/** The file inputs' accept attribute. */
export const DOCUMENT_ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_TYPES].join(',');
export const DOCUMENT_RULES = `PDF, JPG, PNG ya da WEBP; en fazla ${APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`;

function hasAcceptedType(file: File): boolean {
  if (ACCEPTED_TYPES.includes(file.type)) return true;
  // Some systems give no MIME type: fall back to the extension (the API checks the content anyway).
  const name = file.name.toLowerCase();
  return file.type === '' && ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/** The client check of one document: type (PDF/JPG/PNG/WEBP) and size (≤ 5 MB); null when it is fine. */
export function documentFileError(kind: DocumentKind, file: File): string | null {
  const label = applicationDocumentLabels[kind];
  if (!hasAcceptedType(file)) return `${label} PDF, JPG, PNG ya da WEBP olmalıdır.`;
  if (file.size > APPLICATION_DOCUMENT_MAX_BYTES) {
    return `${label} en fazla 5 MB olabilir (seçilen dosya ${formatFileSize(file.size)}).`;
  }
  if (file.size === 0) return `${label} boş bir dosya olamaz.`;
  return null;
}

export const VERGI_LEVHASI_REQUIRED = 'Vergi levhası zorunludur (PDF, JPG, PNG ya da WEBP, en fazla 5 MB).';

function documentField(kind: DocumentKind) {
  const required = REQUIRED_DOCUMENTS.includes(kind);
  return z
    .custom<File | null | undefined>(
      (value) => value === null || value === undefined || value instanceof File,
    )
    .superRefine((file, ctx) => {
      if (file === null || file === undefined) {
        if (required) ctx.addIssue({ code: 'custom', message: VERGI_LEVHASI_REQUIRED });
        return;
      }
      const message = documentFileError(kind, file);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

/** salonApplicationSchema (the API's) plus one file field per document kind, named as the API's 422 keys. */
export const applicationFormSchema = salonApplicationSchema.extend({
  vergi_levhasi: documentField('vergi_levhasi'),
  isyeri_ruhsati: documentField('isyeri_ruhsati'),
  kimlik: documentField('kimlik'),
  diger: documentField('diger'),
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export type ApplicationFormData = z.output<typeof applicationFormSchema>;
export type ApplicationField = keyof ApplicationFormValues & string;

/** The three steps and their fields, in the order they are shown. */
export const APPLICATION_STEPS = [
  {
    title: 'Başvuran',
    description: 'Size nasıl ulaşalım?',
    fields: ['applicant_name', 'applicant_email', 'applicant_phone'],
  },
  {
    title: 'İşletme',
    description: 'Salonunuzu tanıyalım.',
    fields: [
      'salon_name',
      'salon_type',
      'gender_focus',
      'city_id',
      'district_id',
      'address',
      'tax_number',
      'staff_count',
      'category_ids',
      'note',
    ],
  },
  {
    title: 'Belgeler',
    description: 'Belgelerinizi yükleyin ve onaylayın.',
    fields: [...applicationDocumentKinds, 'kvkk_consent', 'terms_consent'],
  },
] as const satisfies readonly { title: string; description: string; fields: readonly ApplicationField[] }[];

export type StepIndex = 0 | 1 | 2;
export const LAST_STEP: StepIndex = 2;

export const ALL_FIELDS: readonly ApplicationField[] = APPLICATION_STEPS.flatMap((step) => step.fields);

/** Per-step validation: the step's fields of the same schema (the last step validates everything). */
export const STEP_SCHEMAS = APPLICATION_STEPS.map((step, index) =>
  index === LAST_STEP
    ? applicationFormSchema
    : applicationFormSchema.pick(
        Object.fromEntries(step.fields.map((f) => [f, true])) as Record<ApplicationField, true>,
      ),
);

/** The step holding a field, or null for a name no step has. */
export function stepOfField(field: string): StepIndex | null {
  const index = APPLICATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? null : (index as StepIndex);
}

/** The first step with one of these fields in error, and that step's first field in error (in form order). */
export function firstErrorLocation(
  fields: Iterable<string>,
): { step: StepIndex; field: ApplicationField } | null {
  const inError = new Set(fields);
  for (const [index, step] of APPLICATION_STEPS.entries()) {
    const field = step.fields.find((f) => inError.has(f));
    if (field !== undefined) return { step: index as StepIndex, field };
  }
  return null;
}

/** The multipart body: the validated text fields (categories as '1,4,7'), consents as 'true', then the files. */
export function toFormData(data: ApplicationFormData): FormData {
  const body = new FormData();
  const text: Record<string, string> = {
    applicant_name: data.applicant_name,
    applicant_email: data.applicant_email,
    applicant_phone: data.applicant_phone,
    salon_name: data.salon_name,
    salon_type: data.salon_type,
    gender_focus: data.gender_focus,
    city_id: String(data.city_id),
    district_id: String(data.district_id),
    address: data.address,
    tax_number: data.tax_number,
    staff_count: String(data.staff_count),
    category_ids: [...new Set(data.category_ids)].join(','),
    note: data.note,
    kvkk_consent: 'true',
    terms_consent: 'true',
  };
  for (const [name, value] of Object.entries(text)) body.append(name, value);
  for (const kind of applicationDocumentKinds) {
    const file = data[kind];
    if (file) body.append(kind, file, file.name);
  }
  return body;
}
