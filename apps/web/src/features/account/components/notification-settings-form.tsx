import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notificationSettingsRequestSchema, type NotificationSettingsData } from '@salonya/contracts/auth';
import type { NotificationSettings } from '@salonya/contracts/user';
import { DATA_LOAD_FAILED, NOTIFICATION_SETTINGS_UPDATE_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { SwitchField } from '@/components/ui/switch-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

type SettingKey = keyof NotificationSettings;

export const NOTIFICATION_SETTING_ITEMS: readonly { key: SettingKey; label: string; description: string }[] =
  [
    {
      key: 'email_notifications',
      label: 'E-posta bildirimleri',
      description: 'Randevu onayları, değişiklikler ve hesap bildirimleri e-posta ile gelsin.',
    },
    {
      key: 'sms_notifications',
      label: 'SMS bildirimleri',
      description: 'Önemli randevu bilgileri cep telefonunuza SMS ile gelsin.',
    },
    {
      key: 'push_notifications',
      label: 'Anlık bildirimler',
      description: 'Tarayıcınızda ve mobil cihazınızda anlık bildirim alın.',
    },
    {
      key: 'appointment_reminders',
      label: 'Randevu hatırlatmaları',
      description: 'Randevunuzdan önce hatırlatma alın.',
    },
    {
      key: 'marketing_emails',
      label: 'Kampanya ve fırsat e-postaları',
      description: 'İndirim, kampanya ve fırsatlardan haberdar olun.',
    },
  ];

const SERVER_FIELDS = NOTIFICATION_SETTING_ITEMS.map((item) => item.key);
const SAVED_FALLBACK = 'Bildirim ayarlarınız kaydedildi.';

export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  return (
    <Card>
      <CardHeader
        title="Bildirim Ayarları"
        description="Hangi bildirimleri nasıl almak istediğinizi seçin."
      />
      {settings.isPending ? (
        <LoadingState label="Bildirim ayarları yükleniyor…" />
      ) : settings.isError ? (
        <ErrorState
          message={settings.error.message || DATA_LOAD_FAILED}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      ) : (
        <NotificationSettingsFields settings={settings.data} />
      )}
    </Card>
  );
}

function NotificationSettingsFields({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, dirtyFields, isDirty },
  } = useForm({
    resolver: zodResolver(notificationSettingsRequestSchema),
    values: settings,
    resetOptions: { keepDirtyValues: true },
  });
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: NOTIFICATION_SETTINGS_UPDATE_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    // PUT /user/notifications takes a partial update: send only the switches that changed.
    const changed: NotificationSettingsData = {};
    for (const key of SERVER_FIELDS) {
      if (dirtyFields[key] === true) changed[key] = data[key];
    }
    try {
      const response = await update.mutateAsync(changed);
      reset(response.data);
      toast.success(response.message?.trim() ? response.message : SAVED_FALLBACK);
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormFailureAlert failure={failure} />
      <fieldset>
        <legend className="sr-only">Bildirim tercihleri</legend>
        <div className="divide-y divide-gray-100">
          {NOTIFICATION_SETTING_ITEMS.map((item) => (
            <SwitchField
              key={item.key}
              label={item.label}
              description={item.description}
              error={errors[item.key]?.message}
              {...register(item.key)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" isLoading={update.isPending} disabled={!isDirty} className="w-full sm:w-auto">
          Bildirim Ayarlarını Kaydet
        </Button>
      </div>
    </form>
  );
}
