import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LocateFixed } from 'lucide-react';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { DEFAULT_SERVICE_RADIUS_KM, distanceKm } from '../../utils/distance';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';

const addressSchema = z.object({
  title: z.string().trim().min(1, 'Adres başlığı yazın (örn. Ev)').max(50, 'En fazla 50 karakter olabilir'),
  address: z
    .string()
    .trim()
    .min(10, 'Açık adresi mahalle, sokak ve kapı numarasıyla yazın')
    .max(255, 'En fazla 255 karakter olabilir'),
  district: z.string().trim().min(1, 'İlçe yazın').max(80, 'En fazla 80 karakter olabilir'),
  city: z.string().trim().min(1, 'İl yazın').max(80, 'En fazla 80 karakter olabilir'),
});
type AddressForm = z.infer<typeof addressSchema>;

type Position = { latitude: number; longitude: number };

const LOCATION_NEEDED =
  'Adresinizin salonun hizmet bölgesinde olduğunu doğrulamak için konumunuzu paylaşın (Konumumu Kullan).';

/**
 * SPEC §2.5 'location' (only for home services): where the salon comes to. The address must be inside the salon's
 * service radius, checked against the position the browser gives.
 */
export function LocationStep({ salon, draft, update, goNext, goBack }: StepProps) {
  const saved = draft.location;
  const [position, setPosition] = useState<Position | null>(
    saved ? { latitude: saved.latitude, longitude: saved.longitude } : null,
  );
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressForm>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      title: saved?.title ?? '',
      address: saved?.address ?? '',
      district: saved?.district ?? '',
      city: saved?.city ?? '',
    },
  });

  const salonPosition =
    salon.latitude !== null && salon.longitude !== null
      ? { latitude: salon.latitude, longitude: salon.longitude }
      : null;
  const distance = position && salonPosition ? distanceKm(position, salonPosition) : null;
  const outside = distance !== null && distance > DEFAULT_SERVICE_RADIUS_KM;

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('Tarayıcınız konum paylaşmayı desteklemiyor.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        setLocating(false);
        setPosition({ latitude: result.coords.latitude, longitude: result.coords.longitude });
      },
      () => {
        setLocating(false);
        setProblem('Konumunuz alınamadı. Tarayıcınızın konum iznini kontrol edip tekrar deneyin.');
      },
      { timeout: 10_000 },
    );
  };

  const submit = handleSubmit((values) => {
    if (position === null) {
      setProblem(LOCATION_NEEDED);
      return;
    }
    if (outside) return;
    update((d) => ({
      ...d,
      location: { addressId: null, ...values, latitude: position.latitude, longitude: position.longitude },
    }));
    goNext();
  });

  return (
    <StepFrame
      title="Hizmet adresi"
      description={`Eve gelen hizmet için adresinizi yazın. ${salon.name}, ${DEFAULT_SERVICE_RADIUS_KM} km içindeki adreslere gelir.`}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Adres başlığı"
          placeholder="Ev"
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="hidden sm:block" />
        <TextareaField
          label="Açık adres"
          rows={3}
          containerClassName="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField label="İlçe" error={errors.district?.message} {...register('district')} />
        <TextField label="İl" error={errors.city?.message} {...register('city')} />
      </form>
      <div className="space-y-2">
        <Button variant="outline" size="lg" onClick={locate} isLoading={locating}>
          {!locating && <LocateFixed aria-hidden="true" className="size-5" />}
          Konumumu Kullan
        </Button>
        {position !== null && distance !== null && !outside && (
          <Alert variant="success">Adresiniz salonun hizmet bölgesinde ({distance.toFixed(1)} km).</Alert>
        )}
        {outside && distance !== null && (
          <Alert variant="error">
            Bu adres salonun hizmet bölgesinin dışında ({distance.toFixed(1)} km). {salon.name} en fazla{' '}
            {DEFAULT_SERVICE_RADIUS_KM} km uzağa gelir.
          </Alert>
        )}
        {problem !== null && <Alert variant="error">{problem}</Alert>}
      </div>
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{ label: 'Devam Et', onClick: () => void submit(), disabled: outside }}
      />
    </StepFrame>
  );
}
