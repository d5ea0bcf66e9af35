import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { CircleCheck, Send } from 'lucide-react';
import {
  contactRequestSchema,
  contactSubjectLabels,
  contactSubjects,
  type ContactData,
  type ContactRequest,
} from '@salonya/contracts/engagement';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { EmailField, PhoneField, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { CONTACT_FAILED, useSendContactMessage } from '../api/send-contact-message';

const SERVER_FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'kvkk_consent'] as const;

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;

const SUBJECT_OPTIONS = contactSubjects.map((value) => ({ value, label: contactSubjectLabels[value] }));

/** Subject and consent start unset: the select shows 'Konu seçin', the box is unticked. */
const EMPTY: Partial<ContactRequest> = { name: '', email: '', phone: '', message: '' };

function MessageCounter({ length }: { length: number }) {
  const tooShort = length > 0 && length < MESSAGE_MIN;
  const tooLong = length > MESSAGE_MAX;
  return (
    <span className={cn((tooShort || tooLong) && 'font-medium text-red-700')}>
      {`${length} / ${MESSAGE_MAX}`}
      {tooShort && <span>{` · en az ${MESSAGE_MIN}`}</span>}
    </span>
  );
}

/** /iletisim form: contactRequestSchema on both sides; POST /contact; 422 on the fields; 429 with its wait. */
export function ContactForm() {
  const send = useSendContactMessage();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<ContactRequest, unknown, ContactData>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: EMPTY,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: CONTACT_FAILED,
  });

  useEffect(() => {
    if (sentMessage !== null) confirmationRef.current?.focus();
  }, [sentMessage]);

  const onSubmit = handleSubmit(async (data) => {
    clear();
    setSentMessage(null);
    try {
      const response = await send.mutateAsync(data);
      // No values: the native form is reset too (select back to 'Konu seçin', box unticked).
      reset();
      setSentMessage(response.message);
    } catch (error) {
      show(error);
    }
  });

  return (
    <div className="space-y-5">
      {sentMessage !== null && (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 focus:outline-none"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600" />
          <div className="space-y-1">
            <p className="font-semibold">Mesajınız gönderildi</p>
            <p className="text-sm">{sentMessage}</p>
          </div>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="İletişim formu">
        <FormFailureAlert failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Ad Soyad"
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <EmailField error={errors.email?.message} {...register('email')} />
          <PhoneField label="Telefon (isteğe bağlı)" error={errors.phone?.message} {...register('phone')} />
          <SelectField
            label="Konu"
            placeholder="Konu seçin"
            options={SUBJECT_OPTIONS}
            error={errors.subject?.message}
            {...register('subject')}
          />
        </div>
        <TextareaField
          label="Mesaj"
          rows={6}
          maxLength={MESSAGE_MAX}
          hint={`En az ${MESSAGE_MIN}, en fazla ${MESSAGE_MAX} karakter.`}
          counter={<MessageCounter length={message.length} />}
          error={errors.message?.message}
          {...register('message')}
        />
        <CheckboxField
          label={
            <>
              <Link
                to={paths.legal.kvkk.getHref()}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline"
              >
                KVKK Aydınlatma Metni
              </Link>
              ’ni okudum; mesajımın yanıtlanması için kişisel verilerimin işlenmesini kabul ediyorum.
            </>
          }
          error={errors.kvkk_consent?.message}
          {...register('kvkk_consent')}
        />
        <div className="flex justify-end">
          <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
            {!send.isPending && <Send aria-hidden="true" className="size-4" />}
            Mesajı Gönder
          </Button>
        </div>
      </form>
    </div>
  );
}
