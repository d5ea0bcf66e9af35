import { aspectRows, type AspectRatings } from '@salonya/domain/reviews/aspects';

/** The aspects a review rated, each with its stars out of 5; nothing when only the overall rating was given. */
export function AspectRatingsList({ ratings }: { ratings: AspectRatings }) {
  const rows = aspectRows(ratings);
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-gray-700 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.aspect} className="flex justify-between gap-2">
          <dt>{row.label}</dt>
          <dd className="font-medium text-gray-900">{`${row.rating}/5`}</dd>
        </div>
      ))}
    </dl>
  );
}
