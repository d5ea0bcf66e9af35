import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { applicationDocumentKinds, applicationDocumentLabels } from '@salonya/contracts/engagement';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FileField } from '@/components/ui/file-field';
import { paths } from '@/lib/paths';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_RULES,
  REQUIRED_DOCUMENTS,
  type ApplicationFormData,
  type ApplicationFormValues,
} from '../utils/application-form';

const DOCUMENT_HINTS: Readonly<Record<(typeof applicationDocumentKinds)[number], string>> = {
  vergi_levhasi: `Zorunlu. ${DOCUMENT_RULES}`,
  isyeri_ruhsati: `İsteğe bağlı. ${DOCUMENT_RULES}`,
  kimlik: `İsteğe bağlı; başvuranın kimlik kartının ön yüzü. ${DOCUMENT_RULES}`,
  diger: `İsteğe bağlı; örneğin ustalık belgesi ya da hijyen sertifikası. ${DOCUMENT_RULES}`,
};

const linkClass = 'font-medium text-brand-700 underline';

/** Step 3: one file per document kind (checked at once for type and size) and the two consents. */
export function DocumentsStep() {
  const {
    control,
    register,
    trigger,
    formState: { errors },
  } = useFormContext<ApplicationFormValues, unknown, ApplicationFormData>();
  return (
    <div className="space-y-5">
      <div className="grid gap-4">
        {applicationDocumentKinds.map((kind) => (
          <Controller
            key={kind}
            control={control}
            name={kind}
            render={({ field, fieldState }) => (
              <FileField
                ref={field.ref}
                name={field.name}
                label={applicationDocumentLabels[kind]}
                required={REQUIRED_DOCUMENTS.includes(kind)}
                accept={DOCUMENT_ACCEPT}
                file={field.value ?? null}
                onBlur={field.onBlur}
                onFileChange={(file) => {
                  field.onChange(file);
                  // The type and size check shows at once, next to the input.
                  void trigger(kind);
                }}
                hint={DOCUMENT_HINTS[kind]}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <div className="space-y-3 rounded-xl bg-gray-50 p-4">
        <CheckboxField
          label={
            <>
              <Link to={paths.legal.kvkk.getHref()} target="_blank" rel="noopener" className={linkClass}>
                KVKK Aydınlatma Metni
              </Link>
              ’ni okudum; başvurumun değerlendirilmesi için kişisel verilerimin işlenmesini kabul ediyorum.
            </>
          }
          error={errors.kvkk_consent?.message}
          {...register('kvkk_consent')}
        />
        <CheckboxField
          label={
            <>
              <Link to={paths.legal.terms.getHref()} target="_blank" rel="noopener" className={linkClass}>
                Kullanım Şartları
              </Link>
              ’nı okudum ve kabul ediyorum.
            </>
          }
          error={errors.terms_consent?.message}
          {...register('terms_consent')}
        />
      </div>
    </div>
  );
}
