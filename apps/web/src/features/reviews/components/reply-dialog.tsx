import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { reviewReplyBodySchema, type SalonReview } from '@salonya/contracts/reviews';
import { REVIEW_REPLY_MAX } from '@salonya/domain/reviews/rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { REPLY_FAILED, replyToReview, useReviewAction } from '../api/salon-reviews';

type ReplyForm = z.input<typeof reviewReplyBodySchema>;

/** The owner's one reply to a review: written, or edited with the current text filled in. */
export function ReplyDialog({
  salonId,
  review,
  onClose,
}: {
  salonId: number;
  review: SalonReview | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={review !== null}
      onClose={onClose}
      title={review?.reply ? 'Yanıtı düzenleyin' : 'Yoruma yanıt verin'}
      description={
        review ? `${review.author_name}: “${review.comment || `${review.rating} yıldız`}”` : undefined
      }
      placement="sheet"
    >
      {review !== null && <ReplyForm key={review.id} salonId={salonId} review={review} onDone={onClose} />}
    </Dialog>
  );
}

function ReplyForm({
  salonId,
  review,
  onDone,
}: {
  salonId: number;
  review: SalonReview;
  onDone: () => void;
}) {
  const action = useReviewAction((body: ReplyForm) => replyToReview(salonId, review.id, body));
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReplyForm>({
    resolver: zodResolver(reviewReplyBodySchema),
    defaultValues: { reply: review.reply ?? '' },
  });
  const { failure, clear, show } = useFormFailure<ReplyForm>({
    fields: ['reply'],
    setError,
    fallbackMessage: REPLY_FAILED,
  });
  const reply = useWatch({ control, name: 'reply' }) ?? '';
  const submit = handleSubmit(async (data) => {
    clear();
    try {
      const result = await action.mutateAsync({ reply: data.reply.trim() });
      if (result.message !== undefined) toast.success(result.message);
      onDone();
    } catch (error) {
      show(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormFailureAlert failure={failure} />
      <TextareaField
        label="Yanıtınız"
        hint="Yanıtınız salon sayfanızda yorumun altında herkese açık görünür."
        counter={`${reply.length} / ${REVIEW_REPLY_MAX}`}
        maxLength={REVIEW_REPLY_MAX}
        error={errors.reply?.message}
        {...register('reply')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {review.reply ? 'Yanıtı Kaydet' : 'Yanıtı Yayımla'}
        </Button>
      </div>
    </form>
  );
}
