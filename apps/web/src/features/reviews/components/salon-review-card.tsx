import type { ReactNode } from 'react';
import type { SalonReview } from '@salonya/contracts/reviews';
import { PhotoThumbnails } from '@/components/ui/photo-thumbnails';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatDateTime } from '@/lib/format';
import { AspectRatingsList } from './aspect-ratings';
import { ReviewReply } from './review-reply';
import { Stars } from './stars';

/** A review as the salon side reads it (owner, staff, admin), with actions below; its heading sits under the page h1. */
export function SalonReviewCard({
  review,
  actions,
  extra,
}: {
  review: SalonReview;
  actions?: ReactNode;
  extra?: ReactNode;
}) {
  const visit = [
    review.service_names.join(', '),
    review.staff_name !== null ? `Uzman: ${review.staff_name}` : '',
    review.visit_at !== null ? `Ziyaret: ${formatDateTime(review.visit_at)}` : '',
  ].filter((p) => p !== '');
  return (
    <article className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">{review.author_name}</h2>
          <p className="text-xs text-gray-500">
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
            {visit.length > 0 && ` · ${visit.join(' · ')}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {review.status === 'reported' && <StatusBadge tone="amber">İnceleniyor</StatusBadge>}
          {review.status === 'hidden' && <StatusBadge tone="red">Gizlendi</StatusBadge>}
          {review.reply === null && review.status !== 'hidden' && (
            <StatusBadge tone="blue">Yanıt bekliyor</StatusBadge>
          )}
          <Stars rating={review.rating} />
        </div>
      </header>
      <AspectRatingsList ratings={review.aspect_ratings} />
      {review.comment !== '' ? (
        <p className="text-sm whitespace-pre-line text-gray-800">{review.comment}</p>
      ) : (
        <p className="text-sm text-gray-500 italic">Yorum metni yok, yalnızca puan verildi.</p>
      )}
      <PhotoThumbnails
        photos={review.photos}
        label={`${review.author_name} yorumunun fotoğrafları`}
        altOf={(index) => `${review.author_name} yorumunun ${index + 1}. fotoğrafı`}
      />
      {review.report_reason !== null && review.status === 'reported' && (
        <p className="text-xs text-amber-800">{`Bildirim gerekçesi: ${review.report_reason}`}</p>
      )}
      {review.reply !== null && <ReviewReply reply={review.reply} repliedAt={review.replied_at} />}
      {extra}
      {actions !== undefined && <footer className="flex flex-wrap justify-end gap-2">{actions}</footer>}
    </article>
  );
}
