import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import {
  staffPublicProfileBodySchema,
  type StaffPublicProfile,
  type StaffPublicProfileBody,
} from '@salonya/contracts/staff-area';
import { personInitialsOf } from '@salonya/domain/format/names';
import { STAFF_PROFILE_LIMITS, STAFF_PROFILE_MESSAGES } from '@salonya/domain/staff/profile';
import { Button, buttonClasses } from '@/components/ui/button';
import { ImageFileButtons } from '@/components/ui/image-file-buttons';
import { RoundPhoto } from '@/components/ui/round-photo';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { failureMessage, useFormFailure } from '@/lib/form-errors';
import { useImageUpload } from '@/hooks/use-image-upload';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { STAFF_PROFILE_LOAD_FAILED, useStaffPublicProfile } from '../api/get-staff-public-profile';
import { STAFF_PHOTO_FAILED, useStaffProfilePhoto } from '../api/staff-profile-photo';
import { STAFF_PROFILE_SAVE_FAILED, useUpdateStaffPublicProfile } from '../api/update-staff-public-profile';

/** The form's values: lists are typed as comma-separated text. */
interface ProfileForm {
  title: string;
  bio: string;
  languages: string;
  specialties: string;
  experience_years: string;
}
const FIELDS = ['title', 'bio', 'languages', 'specialties', 'experience_years'] as const;

const splitList = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

function formOf(p: StaffPublicProfile): ProfileForm {
  return {
    title: p.title,
    bio: p.bio,
    languages: p.languages.join(', '),
    specialties: p.specialties.join(', '),
    experience_years: p.experience_years === null ? '' : String(p.experience_years),
  };
}

function bodyOf(v: ProfileForm): StaffPublicProfileBody {
  const years = v.experience_years.trim();
  return {
    title: v.title,
    bio: v.bio,
    languages: splitList(v.languages),
    specialties: splitList(v.specialties),
    experience_years: years === '' ? null : /^\d+$/.test(years) ? Number(years) : Number.NaN,
  };
}

function PhotoField({ profile }: { profile: StaffPublicProfile }) {
  const inputId = useId();
  const { upload, remove } = useStaffProfilePhoto();
  const { error, preview, onFile, onRemove } = useImageUpload({
    upload,
    remove,
    preview: true,
    messages: {
      saved: STAFF_PROFILE_MESSAGES.photoSaved,
      uploadFailed: STAFF_PHOTO_FAILED,
      removeFailed: STAFF_PHOTO_FAILED,
    },
  });

  return (
    <div className="flex flex-wrap items-center gap-4">
      <RoundPhoto
        preview={preview}
        isUploading={upload.isPending}
        initials={personInitialsOf(profile.display_name)}
        photo={
          <ResponsiveImage
            src={profile.photo?.url ?? profile.avatar_url}
            alt={`${profile.display_name} fotoğrafı`}
            variants={profile.photo?.variants}
            width={profile.photo?.width ?? 96}
            height={profile.photo?.height ?? 96}
            sizes="96px"
            className="size-full object-cover"
          />
        }
      />
      <ImageFileButtons
        inputId={inputId}
        uploadLabel="Fotoğraf Yükle"
        changeLabel="Fotoğrafı Değiştir"
        removeLabel="Fotoğrafı Kaldır"
        hasImage={profile.photo !== null}
        isUploading={upload.isPending}
        isRemoving={remove.isPending}
        invalid={error !== null}
        onFile={onFile}
        onRemove={onRemove}
      />
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ProfileFormBody({ profile }: { profile: StaffPublicProfile }) {
  const save = useUpdateStaffPublicProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileForm>({ values: formOf(profile), resetOptions: { keepDirtyValues: true } });
  const { failure, clear, show } = useFormFailure<ProfileForm>({
    fields: FIELDS,
    setError,
    fallbackMessage: STAFF_PROFILE_SAVE_FAILED,
  });

  const onSubmit = handleSubmit(async (values) => {
    clear();
    const body = bodyOf(values);
    // The contract's rules first, with the server's messages; the server checks the same again.
    const parsed = staffPublicProfileBodySchema.safeParse(body);
    if (!parsed.success) {
      let focused = false;
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as (typeof FIELDS)[number];
        if (!FIELDS.includes(field) || errors[field]) continue;
        setError(field, { type: 'client', message: issue.message }, { shouldFocus: !focused });
        focused = true;
      }
      return;
    }
    try {
      const response = await save.mutateAsync(body);
      reset(formOf(response.data));
      toast.success(response.message?.trim() ? response.message : STAFF_PROFILE_MESSAGES.saved);
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Uzman profili" className="space-y-4">
      <FormFailureAlert failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Unvan"
          required
          maxLength={STAFF_PROFILE_LIMITS.title}
          hint="Örn. Kuaför, Renk Uzmanı, Cilt Bakım Uzmanı"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label="Deneyim (yıl)"
          type="number"
          inputMode="numeric"
          min={0}
          max={STAFF_PROFILE_LIMITS.experienceMax}
          hint="Boş bırakılabilir."
          error={errors.experience_years?.message}
          {...register('experience_years')}
        />
      </div>
      <TextareaField
        label="Hakkımda"
        rows={4}
        maxLength={STAFF_PROFILE_LIMITS.bio}
        hint={`En fazla ${STAFF_PROFILE_LIMITS.bio} karakter.`}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Konuştuğunuz diller"
          hint={`Virgülle ayırın, en fazla ${STAFF_PROFILE_LIMITS.languages} dil (örn. Türkçe, İngilizce).`}
          error={errors.languages?.message}
          {...register('languages')}
        />
        <TextField
          label="Uzmanlık alanları"
          hint={`Virgülle ayırın, en fazla ${STAFF_PROFILE_LIMITS.specialties} alan (örn. Balyaj, Keratin).`}
          error={errors.specialties?.message}
          {...register('specialties')}
        />
      </div>
      <Button type="submit" isLoading={save.isPending} disabled={!isDirty} className="w-full sm:w-auto">
        Uzman Profilini Kaydet
      </Button>
    </form>
  );
}

/** /personel/profil's public part: the photo, title, bio, languages, years and specialities of /uzman/{id}. */
export function StaffPublicProfileCard() {
  const query = useStaffPublicProfile();
  return (
    <Card>
      <CardHeader
        title="Uzman Profilim"
        description="Müşterilerin uzman sayfanızda gördüğü bilgiler."
        actions={
          query.data !== undefined ? (
            <Link
              to={paths.specialist.getHref(query.data.salon_staff_id)}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Sayfamı Gör
            </Link>
          ) : undefined
        }
      />
      {query.isPending && <LoadingState label="Uzman profiliniz yükleniyor…" className="min-h-32" />}
      {query.isError && (
        <ErrorState
          title={STAFF_PROFILE_LOAD_FAILED}
          message={failureMessage(query.error, STAFF_PROFILE_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data !== undefined && (
        <div className="space-y-5">
          <PhotoField profile={query.data} />
          <ProfileFormBody profile={query.data} />
        </div>
      )}
    </Card>
  );
}
