import type { ReviewSummary } from '@salonya/contracts/reviews';
import { formatNumber, formatRating } from '@/lib/format';
import { Stars } from './stars';

const STARS = [5, 4, 3, 2, 1] as const;

/** Average, count, unanswered and the spread per star (bars read as '5 yıldız: 12 yorum'). */
export function ReviewSummaryCard({
  summary,
  showUnanswered,
}: {
  summary: ReviewSummary;
  showUnanswered: boolean;
}) {
  const max = Math.max(1, ...summary.distribution);
  return (
    <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
      <div className="space-y-1">
        <p className="text-4xl font-bold text-gray-900">
          <span className="sr-only">Ortalama puan: </span>
          {formatRating(summary.rating_average)}
        </p>
        <Stars rating={Math.round(summary.rating_average)} />
        <p className="text-sm text-gray-600">{`${formatNumber(summary.review_count)} değerlendirme`}</p>
        {showUnanswered && (
          <p className="text-sm text-gray-600">{`${formatNumber(summary.unanswered_count)} yanıt bekliyor`}</p>
        )}
      </div>
      <ul aria-label="Puan dağılımı" className="space-y-1 self-center">
        {STARS.map((star) => {
          const n = summary.distribution[star - 1] ?? 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-14 text-gray-700">{`${star} yıldız`}</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100">
                <span className="block h-full bg-amber-400" style={{ width: `${(n / max) * 100}%` }} />
              </span>
              <span className="w-16 text-right text-gray-600 tabular-nums">{`${formatNumber(n)} yorum`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
