import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  validateCustomRange,
  type RangeErrors,
  type ReportPeriod,
} from '@salonya/domain/reports/period';
import type { RangeSelection } from '../utils/range';

/** Period buttons (this week, this month, last 30 days, custom) and, for custom, the two dates. */
export function PeriodPicker({
  range,
  onChange,
  initialErrors = {},
}: {
  range: RangeSelection;
  onChange: (range: RangeSelection) => void;
  /** Errors of a custom range read from the URL. */
  initialErrors?: RangeErrors;
}) {
  const hasInitialErrors = Object.keys(initialErrors).length > 0;
  const [customOpen, setCustomOpen] = useState(range.period === 'custom' || hasInitialErrors);
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [errors, setErrors] = useState<RangeErrors>(initialErrors);
  const active: ReportPeriod = customOpen ? 'custom' : range.period;

  const choose = (period: ReportPeriod) => {
    if (period === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    setErrors({});
    onChange({ period });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomRange(from, to);
    setErrors(found);
    if (Object.keys(found).length === 0) onChange({ period: 'custom', from, to });
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Dönem" className="flex flex-wrap gap-2">
        {REPORT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={active === period}
            onClick={() => choose(period)}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-medium',
              active === period
                ? 'bg-brand-600 text-white'
                : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
            )}
          >
            {REPORT_PERIOD_LABELS[period]}
          </button>
        ))}
      </div>
      {customOpen && (
        <form
          noValidate
          onSubmit={apply}
          aria-label="Özel tarih aralığı"
          className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4"
        >
          <TextField
            type="date"
            label="Başlangıç tarihi"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={errors.from?.[0]}
            containerClassName="w-full sm:w-44"
          />
          <TextField
            type="date"
            label="Bitiş tarihi"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={errors.to?.[0]}
            containerClassName="w-full sm:w-44"
          />
          <Button type="submit">Uygula</Button>
        </form>
      )}
    </div>
  );
}
