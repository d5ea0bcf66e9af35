import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { updateInvoiceIdentityBodySchema } from '@salonya/contracts/privacy';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { TextField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import {
  INVOICE_IDENTITY_SAVE_FAILED,
  useInvoiceIdentity,
  useUpdateInvoiceIdentity,
} from '../api/invoice-identity';

/** The form's own schema: the contract's field, but a number is needed to save (removing has its own button). */
const formSchema = z.object({ tckn: updateInvoiceIdentityBodySchema.shape.tckn.unwrap() });
type FormValues = z.input<typeof formSchema>;

/**
 * /musteri/profil: the T.C. kimlik numarası a customer may save for invoices (optional). It is checked by the official
 * checksum here and on the server, shown masked once saved, and sent to the payment provider with card payments.
 */
export function InvoiceIdentityCard() {
  const identity = useInvoiceIdentity();
  const update = useUpdateInvoiceIdentity();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { tckn: '' } });
  const { failure, clear, show } = useFormFailure<FormValues>({
    fields: ['tckn'],
    setError,
    fallbackMessage: INVOICE_IDENTITY_SAVE_FAILED,
  });

  const save = handleSubmit(async (values) => {
    clear();
    try {
      const answer = await update.mutateAsync({ tckn: values.tckn });
      toast.success(answer.message ?? 'T.C. kimlik numaranız kaydedildi.');
      reset({ tckn: '' });
    } catch (error) {
      show(error);
    }
  });

  const remove = async () => {
    clear();
    try {
      const answer = await update.mutateAsync({ tckn: null });
      toast.success(answer.message ?? 'T.C. kimlik numaranız silindi.');
    } catch (error) {
      show(error);
    }
  };

  const masked = identity.data?.tckn_masked ?? null;

  return (
    <Card>
      <CardHeader
        title="Fatura Bilgileri"
        description="İsteğe bağlı: faturalarınız ve kartlı ödemeleriniz için T.C. kimlik numaranız."
      />
      <form onSubmit={(e) => void save(e)} noValidate className="space-y-4">
        <FormFailureAlert failure={failure} />
        {identity.isError && <Alert variant="error">Fatura bilgileriniz yüklenemedi.</Alert>}
        {masked !== null && (
          <p className="text-sm text-gray-700" data-testid="saved-tckn">
            Kayıtlı T.C. kimlik numaranız: <span className="font-medium">{masked}</span>
          </p>
        )}
        <TextField
          label={masked === null ? 'T.C. kimlik numarası' : 'Yeni T.C. kimlik numarası'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          hint="11 haneli numaranız yalnızca fatura ve ödeme işlemlerinde kullanılır."
          error={errors.tckn?.message}
          {...register('tckn')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {masked !== null && (
            <Button variant="outline" onClick={() => void remove()} disabled={update.isPending}>
              Numarayı Sil
            </Button>
          )}
          <Button type="submit" isLoading={isSubmitting}>
            Kaydet
          </Button>
        </div>
      </form>
    </Card>
  );
}
