import { useState, type FormEvent } from 'react';
import type { NotificationPreferenceDto, NotificationPreferences } from '@salonya/contracts/notifications';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { NOTIFICATION_CHANNEL_LABELS } from '@salonya/domain/notifications/notifications';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { SwitchField } from '@/components/ui/switch-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import {
  PREFERENCES_UPDATE_FAILED,
  useUpdateNotificationPreferences,
} from '../api/update-notification-preferences';

const CHANNELS = ['in_app', 'email'] as const;

/** In-app and e-mail per notification group (issue 19 item 5); a required channel is shown on and locked. */
export function NotificationPreferencesForm() {
  const prefs = useNotificationPreferences();
  return (
    <Card>
      <CardHeader
        title="Bildirim Kanalları"
        description="Her bildirim türünü uygulama içinde ve e-posta ile almak isteyip istemediğinizi seçin."
      />
      {prefs.isPending ? (
        <LoadingState label="Bildirim tercihleri yükleniyor…" />
      ) : prefs.isError ? (
        <ErrorState
          message={prefs.error.message || DATA_LOAD_FAILED}
          onRetry={() => void prefs.refetch()}
          isRetrying={prefs.isFetching}
        />
      ) : (
        <PreferenceFields saved={prefs.data} />
      )}
    </Card>
  );
}

function PreferenceFields({ saved }: { saved: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferenceDto[]>(() =>
    saved.preferences.map(({ group, in_app, email }) => ({ group, in_app, email })),
  );
  // No field has an input of its own here: every server error shows above the switches.
  const { failure, clear, show } = useFormFailure({
    fields: [],
    setError: () => undefined,
    fallbackMessage: PREFERENCES_UPDATE_FAILED,
  });
  const changed = draft.filter((d) => {
    const s = saved.preferences.find((p) => p.group === d.group);
    return s === undefined || s.in_app !== d.in_app || s.email !== d.email;
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      const response = await update.mutateAsync({ preferences: changed });
      setDraft(response.data.preferences.map(({ group, in_app, email }) => ({ group, in_app, email })));
      if (response.message) toast.success(response.message);
    } catch (error) {
      show(error);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormFailureAlert failure={failure} />
      {saved.preferences.map((group) => {
        const value = draft.find((d) => d.group === group.group)!;
        return (
          <fieldset key={group.group} className="rounded-lg border border-gray-100 px-4 py-2">
            <legend className="px-1 text-sm font-semibold text-gray-900">{group.label}</legend>
            <p className="text-xs text-gray-500">{group.description}</p>
            {CHANNELS.map((channel) => {
              const required = group.required_channels.includes(channel);
              return (
                <SwitchField
                  key={channel}
                  name={`${group.group}.${channel}`}
                  label={`${group.label}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                  description={required ? 'Bu bildirimler hesabınız için gereklidir.' : undefined}
                  checked={required || value[channel]}
                  disabled={required}
                  onChange={(e) =>
                    setDraft((list) =>
                      list.map((d) => (d.group === group.group ? { ...d, [channel]: e.target.checked } : d)),
                    )
                  }
                />
              );
            })}
          </fieldset>
        );
      })}
      <div className="flex justify-end">
        <Button
          type="submit"
          isLoading={update.isPending}
          disabled={changed.length === 0}
          className="w-full sm:w-auto"
        >
          Bildirim Tercihlerini Kaydet
        </Button>
      </div>
    </form>
  );
}
