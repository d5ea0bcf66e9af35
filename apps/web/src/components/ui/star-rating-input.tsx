import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

const VALUES = [1, 2, 3, 4, 5] as const;
const LABELS: Readonly<Record<(typeof VALUES)[number], string>> = {
  1: 'Çok kötü',
  2: 'Kötü',
  3: 'Orta',
  4: 'İyi',
  5: 'Çok iyi',
};

export interface StarRatingInputProps {
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string | undefined;
  name?: string;
}

/**
 * 1–5 stars as a native radio group (arrows, Tab and screen readers work as for any radio group): each star is a
 * radio labelled '4 yıldız – İyi'; the stars up to the chosen one are filled.
 */
export function StarRatingInput({ legend, value, onChange, error, name }: StarRatingInputProps) {
  const id = useId();
  const groupName = name ?? `rating-${id}`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 block text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex items-center gap-1">
        {VALUES.map((v) => (
          <label
            key={v}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={groupName}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 fill-current',
                value !== undefined && v <= value ? 'text-amber-400' : 'text-gray-300',
              )}
            />
            <span className="sr-only">{`${v} yıldız – ${LABELS[v]}`}</span>
          </label>
        ))}
        {value !== undefined && (
          <span className="ml-2 text-sm text-gray-700" aria-hidden="true">
            {LABELS[value as keyof typeof LABELS]}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
