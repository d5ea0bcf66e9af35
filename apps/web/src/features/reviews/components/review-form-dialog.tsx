import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { updateReviewBodySchema } from '@salonya/contracts/reviews';
import { REVIEW_COMMENT_MAX } from '@salonya/domain/reviews/rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { REVIEW_SAVE_FAILED, useSaveReview } from '../api/customer-reviews';

type ReviewForm = z.input<typeof updateReviewBodySchema>;

export interface ReviewFormTarget {
  /** Writing: the appointment; editing: the review. */
  kind: 'create' | 'update';
  id: number;
  salonName: string;
  visitLabel: string;
  rating?: number;
  comment?: string;
}

/** Write or edit a review: 1–5 stars and an optional text, checked with the contract's rules. */
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
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewForm>({
    resolver: zodResolver(updateReviewBodySchema),
    defaultValues: { rating: target.rating, comment: target.comment ?? '' },
  });
  const { failure, clear, show } = useFormFailure<ReviewForm>({
    fields: ['rating', 'comment'],
    setError,
    fallbackMessage: REVIEW_SAVE_FAILED,
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const submit = handleSubmit(async (data) => {
    clear();
    try {
      const body = { rating: data.rating, comment: (data.comment ?? '').trim() };
      const result = await save.mutateAsync(
        target.kind === 'create'
          ? { kind: 'create', body: { ...body, appointment_id: target.id } }
          : { kind: 'update', id: target.id, body },
      );
      if (result.message !== undefined) toast.success(result.message);
      onDone();
    } catch (error) {
      show(error);
    }
  });

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
      <TextareaField
        label="Deneyiminiz (isteğe bağlı)"
        hint="Hizmeti, ilgiyi ve ortamı anlatın; kişisel bilgi paylaşmayın."
        counter={`${comment.length} / ${REVIEW_COMMENT_MAX}`}
        maxLength={REVIEW_COMMENT_MAX}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {target.kind === 'update' ? 'Kaydet' : 'Yorumu Gönder'}
        </Button>
      </div>
    </form>
  );
}
