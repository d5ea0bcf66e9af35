import { useState, type FormEvent } from 'react';
import type { CommercialConsents, UpdateCommercialConsentsBody } from '@salonya/contracts/privacy';
import { formatDateTime } from '@salonya/domain/format/date';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import {
  COMMERCIAL_CHANNEL_LABELS,
  COMMERCIAL_CHANNELS,
  CONSENT_SOURCE_LABELS,
} from '@salonya/domain/privacy/privacy';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { SwitchField } from '@/components/ui/switch-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import {
  CONSENTS_SAVE_FAILED,
  useCommercialConsents,
  useUpdateCommercialConsents,
} from '../api/commercial-consents';

/** Commercial message consent per channel (SMS, e-posta, arama), each change kept with time and source (İYS). */
export function CommercialConsentForm() {
  const consents = useCommercialConsents();
  return (
    <Card>
      <CardHeader
        title="Ticari İleti İzinleri"
        description="Kampanya ve fırsat mesajlarını hangi kanallardan almak istediğinizi seçin. Randevu bilgilendirmeleri bu izinlerden bağımsızdır."
      />
      {consents.isPending ? (
        <LoadingState label="İletişim izinleri yükleniyor…" />
      ) : consents.isError ? (
        <ErrorState
          message={consents.error.message || DATA_LOAD_FAILED}
          onRetry={() => void consents.refetch()}
          isRetrying={consents.isFetching}
        />
      ) : (
        <ConsentFields saved={consents.data} />
      )}
    </Card>
  );
}

const FIELDS = COMMERCIAL_CHANNELS;

function stateOf(saved: CommercialConsents): UpdateCommercialConsentsBody {
  const granted = (channel: (typeof FIELDS)[number]) =>
    saved.channels.find((c) => c.channel === channel)?.granted ?? false;
  return { sms: granted('sms'), email: granted('email'), call: granted('call') };
}

function ConsentFields({ saved }: { saved: CommercialConsents }) {
  const [values, setValues] = useState(() => stateOf(saved));
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const update = useUpdateCommercialConsents();
  const { failure, clear, show } = useFormFailure<UpdateCommercialConsentsBody>({
    fields: FIELDS,
    setError: (field, error) => setErrors((e) => ({ ...e, [field]: error.message })),
    fallbackMessage: CONSENTS_SAVE_FAILED,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setErrors({});
    try {
      const answer = await update.mutateAsync(values);
      setValues(stateOf(answer.data));
      toast.success(answer.message ?? 'İletişim izinleriniz kaydedildi.');
    } catch (error) {
      show(error);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-2">
      <FormFailureAlert failure={failure} />
      <div className="divide-y divide-gray-100">
        {FIELDS.map((channel) => {
          const state = saved.channels.find((c) => c.channel === channel);
          return (
            <SwitchField
              key={channel}
              name={channel}
              label={COMMERCIAL_CHANNEL_LABELS[channel]}
              description={
                state?.recorded_at
                  ? `${state.granted ? 'İzin verildi' : 'İzin geri alındı'}: ${formatDateTime(state.recorded_at)} · ${
                      state.source ? CONSENT_SOURCE_LABELS[state.source] : ''
                    }`
                  : 'İzin verilmedi'
              }
              checked={values[channel]}
              error={errors[channel]}
              onChange={(e) => setValues((v) => ({ ...v, [channel]: e.target.checked }))}
            />
          );
        })}
      </div>
      {saved.history.length > 0 && (
        <details className="rounded-md bg-gray-50 p-3 text-sm text-gray-700">
          <summary className="cursor-pointer font-medium">İzin geçmişi ({saved.history.length})</summary>
          <ul className="mt-2 space-y-1">
            {saved.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.recorded_at)} – {COMMERCIAL_CHANNEL_LABELS[h.channel]}:{' '}
                {h.granted ? 'izin verildi' : 'izin geri alındı'} ({CONSENT_SOURCE_LABELS[h.source]})
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="flex justify-end pt-2">
        <Button type="submit" isLoading={update.isPending} className="w-full sm:w-auto">
          İzinleri Kaydet
        </Button>
      </div>
    </form>
  );
}
