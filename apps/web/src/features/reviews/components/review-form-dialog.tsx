import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { updateReviewBodySchema, type ReviewPhoto } from '@salonya/contracts/reviews';
import { REVIEW_ASPECT_LABELS, type AspectRatings, type ReviewAspect } from '@salonya/domain/reviews/aspects';
import { REVIEW_COMMENT_MAX } from '@salonya/domain/reviews/rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage, useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import {
  REVIEW_PHOTO_REMOVE_FAILED,
  REVIEW_PHOTOS_FAILED,
  REVIEW_SAVE_FAILED,
  useRemoveReviewPhoto,
  useSaveReview,
  useUploadReviewPhotos,
} from '../api/customer-reviews';
import { ReviewPhotosField } from './review-photos-field';

type ReviewForm = z.input<typeof updateReviewBodySchema>;

export interface ReviewFormTarget {
  /** Writing: the appointment; editing: the review. */
  kind: 'create' | 'update';
  id: number;
  salonName: string;
  visitLabel: string;
  rating?: number;
  /** The aspects this visit can be rated on, and (editing) the ones rated. */
  aspects: readonly ReviewAspect[];
  aspectRatings?: AspectRatings;
  comment?: string;
  /** Editing: the review's saved photos. */
  photos?: readonly ReviewPhoto[];
}

/** The photo field's message of a failed upload: the server's per-file reasons, else its message. */
function photoFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const messages = error.errors.file ?? Object.values(error.errors).flat();
    if (messages.length > 0) return messages.join(' ');
  }
  return failureMessage(error, REVIEW_PHOTOS_FAILED);
}

/**
 * Write or edit a review: 1–5 stars, an optional text (the contract's rules) and up to 5 photos. The photos are
 * sent after the review is saved; when only they fail, the review stays saved and the photo field says why.
 */
export function ReviewFormDialog({
  target,
  onClose,
}: {
  target: ReviewFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.kind === 'update' ? 'Yorumunuzu düzenleyin' : 'Yorum yazın'}
      description={target ? `${target.salonName} · ${target.visitLabel}` : undefined}
      placement="sheet"
    >
      {target !== null && <ReviewForm key={`${target.kind}-${target.id}`} target={target} onDone={onClose} />}
    </Dialog>
  );
}

function ReviewForm({ target, onDone }: { target: ReviewFormTarget; onDone: () => void }) {
  const save = useSaveReview();
  const upload = useUploadReviewPhotos();
  const removePhoto = useRemoveReviewPhoto();
  // The saved review (editing, or written in this dialog before its photos failed): later submits update it.
  const [reviewId, setReviewId] = useState<number | null>(target.kind === 'update' ? target.id : null);
  const [saved, setSaved] = useState<readonly ReviewPhoto[]>(target.photos ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  // Per-aspect stars are optional: folded away until asked for, open when the review already has some.
  const [aspectsOpen, setAspectsOpen] = useState(Object.keys(target.aspectRatings ?? {}).length > 0);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewForm>({
    resolver: zodResolver(updateReviewBodySchema),
    defaultValues: {
      rating: target.rating,
      aspect_ratings: target.aspectRatings ?? {},
      comment: target.comment ?? '',
    },
  });
  const { failure, clear, show } = useFormFailure<ReviewForm>({
    fields: ['rating', 'comment', ...target.aspects.map((a) => `aspect_ratings.${a}` as const)],
    setError,
    fallbackMessage: REVIEW_SAVE_FAILED,
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const submit = handleSubmit(async (data) => {
    clear();
    let id = reviewId;
    try {
      const body = {
        rating: data.rating,
        aspect_ratings: data.aspect_ratings ?? {},
        comment: (data.comment ?? '').trim(),
      };
      const result = await save.mutateAsync(
        id === null
          ? { kind: 'create', body: { ...body, appointment_id: target.id } }
          : { kind: 'update', id, body },
      );
      id = result.data.id;
      setReviewId(id);
      if (result.message !== undefined) toast.success(result.message);
    } catch (error) {
      show(error);
      return;
    }
    if (files.length > 0) {
      setPhotoError(undefined);
      try {
        const result = await upload.mutateAsync({ id, files });
        setSaved(result.data.photos);
        setFiles([]);
        if (result.message !== undefined) toast.success(result.message);
      } catch (error) {
        setPhotoError(photoFailure(error));
        return;
      }
    }
    onDone();
  });

  const onRemoveSaved = async (photo: ReviewPhoto) => {
    if (reviewId === null) return;
    setPhotoError(undefined);
    try {
      const result = await removePhoto.mutateAsync({ id: reviewId, photoId: photo.id });
      setSaved(result.data.photos);
      if (result.message !== undefined) toast.success(result.message);
    } catch (error) {
      setPhotoError(failureMessage(error, REVIEW_PHOTO_REMOVE_FAILED));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormFailureAlert failure={failure} />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            legend="Puanınız"
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <div className="space-y-3">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={aspectsOpen}
          aria-controls="review-aspects"
          onClick={() => setAspectsOpen((open) => !open)}
        >
          {aspectsOpen ? 'Ayrıntılı puanlamayı gizle' : 'Başlık başlık puanlayın (isteğe bağlı)'}
        </Button>
        {aspectsOpen && (
          <div id="review-aspects" className="space-y-3 rounded-lg border border-gray-200 p-3">
            {target.aspects.map((aspect) => (
              <Controller
                key={aspect}
                control={control}
                name={`aspect_ratings.${aspect}`}
                render={({ field }) => (
                  <StarRatingInput
                    legend={REVIEW_ASPECT_LABELS[aspect]}
                    name={`aspect-${aspect}`}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.aspect_ratings?.[aspect]?.message}
                  />
                )}
              />
            ))}
          </div>
        )}
      </div>
      <TextareaField
        label="Deneyiminiz (isteğe bağlı)"
        hint="Hizmeti, ilgiyi ve ortamı anlatın; kişisel bilgi paylaşmayın."
        counter={`${comment.length} / ${REVIEW_COMMENT_MAX}`}
        maxLength={REVIEW_COMMENT_MAX}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <ReviewPhotosField
        saved={saved}
        files={files}
        onFilesChange={setFiles}
        onRemoveSaved={(photo) => void onRemoveSaved(photo)}
        removingId={removePhoto.isPending ? (removePhoto.variables?.photoId ?? null) : null}
        error={photoError}
        onError={setPhotoError}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {reviewId !== null ? 'Kaydet' : 'Yorumu Gönder'}
        </Button>
      </div>
    </form>
  );
}
