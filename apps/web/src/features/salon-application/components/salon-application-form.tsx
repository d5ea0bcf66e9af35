import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, type FormFailure } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { APPLICATION_FAILED, useSubmitSalonApplication } from '../api/submit-salon-application';
import {
  ALL_FIELDS,
  APPLICATION_STEPS,
  LAST_STEP,
  STEP_SCHEMAS,
  firstErrorLocation,
  stepOfField,
  toFormData,
  type ApplicationField,
  type ApplicationFormData,
  type ApplicationFormValues,
  type StepIndex,
} from '../utils/application-form';
import { ApplicantStep } from './applicant-step';
import { ApplicationSuccess } from './application-success';
import { BusinessStep } from './business-step';
import { DocumentsStep } from './documents-step';
import { StepIndicator } from './step-indicator';

export const PAYLOAD_TOO_LARGE =
  'Yüklediğiniz belgeler çok büyük. Her belge en fazla 5 MB olabilir; daha küçük dosyalar seçip tekrar deneyin.';

type FormResolver = Resolver<ApplicationFormValues, unknown, ApplicationFormData>;

/**
 * One resolver per step: the step's fields of the same schema (the last one validates everything). Only the last
 * step's output is submitted, so the narrower outputs of the others may stand in for the full type.
 */
const STEP_RESOLVERS = STEP_SCHEMAS.map((schema) => zodResolver(schema) as unknown as FormResolver);

const DEFAULT_VALUES: DefaultValues<ApplicationFormValues> = {
  applicant_name: '',
  applicant_email: '',
  applicant_phone: '',
  salon_name: '',
  city_id: '',
  district_id: '',
  address: '',
  tax_number: '',
  staff_count: '',
  category_ids: [],
  note: '',
  vergi_levhasi: null,
  isyeri_ruhsati: null,
  kimlik: null,
  diger: null,
};

const STEP_CONTENT = [ApplicantStep, BusinessStep, DocumentsStep] as const;

/**
 * /salon-ol: the owner application in three steps, each validated with its part of salonApplicationSchema, sent
 * as multipart with the documents. Server errors go back to their step and field (the first step in error is
 * shown); 413 and 429 are explained above the form.
 */
export function SalonApplicationForm() {
  const [step, setStep] = useState<StepIndex>(0);
  const stepRef = useRef<StepIndex>(0);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [result, setResult] = useState<{ message: string; id: number } | null>(null);
  // What gets the focus once a step is shown: its heading, or the first field in error.
  const pendingFocus = useRef<ApplicationField | 'heading' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submit = useSubmitSalonApplication();

  // A signed-in owner adding a further salon: the approved salon joins this account (issue 16).
  const { user } = useSession();
  const owner = user?.user_type === 'salon_owner' ? user : null;
  const methods = useForm<ApplicationFormValues, unknown, ApplicationFormData>({
    resolver: (values, context, options) => STEP_RESOLVERS[stepRef.current]!(values, context, options),
    defaultValues: owner
      ? { ...DEFAULT_VALUES, applicant_name: owner.name, applicant_email: owner.email }
      : DEFAULT_VALUES,
  });
  const { handleSubmit, setError, setFocus } = methods;

  // The last 422's errors of fields on steps not shown yet: validating a step replaces the form's errors, so
  // they are put back when their step comes (and cleared as soon as the field is checked again).
  const laterServerErrors = useRef(new Map<ApplicationField, string>());

  const goTo = (next: StepIndex, focus: ApplicationField | 'heading') => {
    for (const field of APPLICATION_STEPS[next].fields) {
      const message = laterServerErrors.current.get(field);
      if (message === undefined) continue;
      laterServerErrors.current.delete(field);
      setError(field, { type: 'server', message });
    }
    stepRef.current = next;
    setStep(next);
    pendingFocus.current = focus;
    setFocusRequest((n) => n + 1);
  };

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else setFocus(target);
  }, [focusRequest, setFocus]);

  const showInvalid = (errors: FieldErrors<ApplicationFormValues>) => {
    const location = firstErrorLocation(Object.keys(errors));
    if (location !== null && location.step !== stepRef.current) goTo(location.step, location.field);
  };

  const send = async (data: ApplicationFormData) => {
    setFailure(null);
    try {
      const response = await submit.mutateAsync(toFormData(data));
      setResult({ message: response.message, id: response.data.id });
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) {
        setFailure({ message: PAYLOAD_TOO_LARGE, details: [] });
        return;
      }
      setFailure(
        applyServerErrors(error, { fields: ALL_FIELDS, setError, fallbackMessage: APPLICATION_FAILED }),
      );
      if (error instanceof ApiError && error.status === 422) {
        const location = firstErrorLocation(Object.keys(error.errors));
        if (location === null) return;
        laterServerErrors.current.clear();
        for (const [field, messages] of Object.entries(error.errors)) {
          const step = stepOfField(field);
          if (step !== null && step > location.step) {
            laterServerErrors.current.set(field as ApplicationField, messages.join(' '));
          }
        }
        goTo(location.step, location.field);
      }
    }
  };

  // 'Devam' validates the step and moves on; on the last step the whole application is validated and sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const shown = stepRef.current;
    if (shown === LAST_STEP) return handleSubmit(send, showInvalid)(event);
    return handleSubmit(() => goTo((shown + 1) as StepIndex, 'heading'), showInvalid)(event);
  };

  if (result !== null) return <ApplicationSuccess message={result.message} applicationId={result.id} />;

  const current = APPLICATION_STEPS[step];
  const StepContent = STEP_CONTENT[step];

  return (
    <FormProvider {...methods}>
      <form onSubmit={onSubmit} noValidate aria-label="Salon başvuru formu" className="space-y-6">
        <StepIndicator current={step} />
        {owner && (
          <Alert title="Yeni salon ekliyorsunuz">
            Başvurunuz onaylandığında yeni salon {owner.email} hesabınıza eklenir; salonlarınız arasında
            panelin üstündeki salon seçiciyle geçiş yapabilirsiniz.
          </Alert>
        )}
        <FormFailureAlert failure={failure} />
        <section aria-labelledby="application-step-title" className="space-y-4">
          <header>
            <h2
              id="application-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-gray-900 focus:outline-none"
            >
              {`${step + 1}. ${current.title}`}
              <span className="sr-only">{` (${APPLICATION_STEPS.length} adımdan ${step + 1}.)`}</span>
            </h2>
            <p className="text-sm text-gray-600">{current.description}</p>
          </header>
          <StepContent />
        </section>
        <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-between">
          {step > 0 ? (
            <Button variant="outline" onClick={() => goTo((step - 1) as StepIndex, 'heading')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Geri
            </Button>
          ) : (
            <span aria-hidden="true" />
          )}
          {step < LAST_STEP ? (
            <Button type="submit">
              Devam
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button type="submit" isLoading={submit.isPending}>
              {!submit.isPending && <Send aria-hidden="true" className="size-4" />}
              Başvuruyu Gönder
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
