import { useFormContext } from 'react-hook-form';
import { EmailField, PhoneField, TextField } from '@/components/ui/text-field';
import type { ApplicationFormData, ApplicationFormValues } from '../utils/application-form';

/** Step 1: who applies. */
export function ApplicantStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormValues, unknown, ApplicationFormData>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Ad Soyad"
        autoComplete="name"
        containerClassName="sm:col-span-2"
        error={errors.applicant_name?.message}
        {...register('applicant_name')}
      />
      <EmailField
        hint="Başvurunuzla ilgili bilgileri bu adrese göndereceğiz."
        error={errors.applicant_email?.message}
        {...register('applicant_email')}
      />
      <PhoneField error={errors.applicant_phone?.message} {...register('applicant_phone')} />
    </div>
  );
}
