import { useState } from 'react';
import { Link } from 'react-router';
import { Flag, MessageSquareReply, Pencil } from 'lucide-react';
import { reviewReasonBodySchema, reviewReplyBodySchema, type SalonReview } from '@salonya/contracts/reviews';
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from '@salonya/domain/reviews/rules';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { useCan } from '@/hooks/use-can';
import { failureMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { OWNER_SALONS_FAILED, useSelectedSalon } from '@/lib/selected-salon';
import { toast } from '@/lib/toast';
import {
  REPLY_FAILED,
  replyToReview,
  REPORT_FAILED,
  reportReview,
  useReviewAction,
} from '../api/salon-reviews';
import { ReviewsBoard } from './reviews-board';

/** /salon/yorumlar: the selected salon's reviews; reply (once, editable) and report to the Salonya team. */
export function OwnerReviewsPage() {
  const { salon, isLoading, error, refetch } = useSelectedSalon();
  const can = useCan();
  const [replying, setReplying] = useState<SalonReview | null>(null);
  const [reporting, setReporting] = useState<SalonReview | null>(null);
  const report = useReviewAction((v: { id: number; reason: string }) =>
    reportReview(salon?.id ?? 0, v.id, { reason: v.reason }),
  );
  const reply = useReviewAction((v: { id: number; reply: string }) =>
    replyToReview(salon?.id ?? 0, v.id, { reply: v.reply }),
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Yorumlar</h1>
        <p className="text-sm text-gray-600">
          Müşterilerinizin yorumlarını okuyun, yanıtlayın; kurallara aykırı bir yorumu bize bildirin.
        </p>
      </div>
      {isLoading && <LoadingState label="Salon bilgileri yükleniyor…" className="min-h-40" />}
      {error && (
        <ErrorState
          title={OWNER_SALONS_FAILED}
          message={failureMessage(error, OWNER_SALONS_FAILED)}
          onRetry={() => void refetch()}
        />
      )}
      {!isLoading && !error && salon === null && (
        <EmptyState
          title="Henüz salonunuz yok"
          description="Salonunuz onaylandıktan sonra müşteri yorumları burada görünür."
          action={
            <Link to={paths.salonApplication.getHref()} className={buttonClasses()}>
              Salon başvurusu yap
            </Link>
          }
        />
      )}
      {salon !== null && (
        <>
          <ReviewsBoard
            key={salon.id}
            audience={{ kind: 'owner', salonId: salon.id }}
            emptyText="Tamamlanan randevularınızdan sonra müşterileriniz yorum yazabilir; yorumlar burada görünür."
            actionsOf={(review) =>
              review.status === 'hidden' ? undefined : (
                <>
                  {can('review.report') && review.status !== 'reported' && (
                    <Button variant="ghost" size="sm" onClick={() => setReporting(review)}>
                      <Flag aria-hidden="true" className="size-4" />
                      Bildir
                    </Button>
                  )}
                  {can('review.reply') && (
                    <Button
                      variant={review.reply === null ? 'primary' : 'outline'}
                      size="sm"
                      onClick={() => setReplying(review)}
                    >
                      {review.reply === null ? (
                        <MessageSquareReply aria-hidden="true" className="size-4" />
                      ) : (
                        <Pencil aria-hidden="true" className="size-4" />
                      )}
                      {review.reply === null ? 'Yanıtla' : 'Yanıtı Düzenle'}
                    </Button>
                  )}
                </>
              )
            }
          />
          {/* The owner's one reply: written, or edited with the current text filled in. */}
          <TextFormDialog
            open={replying !== null}
            onClose={() => setReplying(null)}
            title={replying?.reply ? 'Yanıtı düzenleyin' : 'Yoruma yanıt verin'}
            description={
              replying
                ? `${replying.author_name}: “${replying.comment || `${replying.rating} yıldız`}”`
                : undefined
            }
            placement="sheet"
            field="reply"
            label="Yanıtınız"
            hint="Yanıtınız salon sayfanızda yorumun altında herkese açık görünür."
            schema={reviewReplyBodySchema.shape.reply}
            maxLength={REVIEW_REPLY_MAX}
            defaultValue={replying?.reply ?? ''}
            submitLabel={replying?.reply ? 'Yanıtı Kaydet' : 'Yanıtı Yayımla'}
            fallbackMessage={REPLY_FAILED}
            onSubmit={async (text) => {
              if (replying === null) return;
              const result = await reply.mutateAsync({ id: replying.id, reply: text });
              if (result.message !== undefined) toast.success(result.message);
              setReplying(null);
            }}
          />
          <TextFormDialog
            open={reporting !== null}
            onClose={() => setReporting(null)}
            title="Yorumu bildir"
            description="Yorum hakaret içeriyorsa, gerçek bir randevuya dayanmıyorsa veya kurallara aykırıysa Salonya ekibi inceler. İnceleme sürerken yorum yayında kalır."
            field="reason"
            label="Bildirim gerekçesi"
            schema={reviewReasonBodySchema.shape.reason}
            maxLength={REVIEW_REASON_MAX}
            submitLabel="Bildir"
            fallbackMessage={REPORT_FAILED}
            onSubmit={async (reason) => {
              if (reporting === null) return;
              const result = await report.mutateAsync({ id: reporting.id, reason });
              if (result.message !== undefined) toast.success(result.message);
              setReporting(null);
            }}
          />
        </>
      )}
    </div>
  );
}
