import { cn } from '@/lib/cn';
import { onRadioGroupKeyDown, radioTabIndex } from '@/lib/radio-group-keys';

export interface SlotOption {
  time: string;
  key: string;
}

const PARTS = [
  { label: 'Sabah', test: (h: number) => h < 12 },
  { label: 'Öğleden sonra', test: (h: number) => h >= 12 && h < 17 },
  { label: 'Akşam', test: (h: number) => h >= 17 },
] as const;

/** Free start times grouped by part of the day, as big buttons (radio group). */
export function SlotPicker({
  slots,
  selected,
  onSelect,
  label,
}: {
  slots: readonly SlotOption[];
  selected: string | null;
  onSelect: (slot: SlotOption) => void;
  label: string;
}) {
  const anySelected = selected !== null && slots.some((s) => s.time === selected);
  return (
    <div role="radiogroup" aria-label={label} className="space-y-5" onKeyDown={onRadioGroupKeyDown}>
      {PARTS.map((part) => {
        const items = slots.filter((s) => part.test(Number(s.time.slice(0, 2))));
        if (items.length === 0) return null;
        return (
          <div key={part.label}>
            <h2 className="mb-2 text-sm font-semibold text-gray-600">{part.label}</h2>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              {items.map((slot) => {
                const isSelected = selected === slot.time;
                return (
                  <button
                    key={slot.key}
                    type="button"
                    role="radio"
                    aria-checked={isSelected}
                    tabIndex={radioTabIndex(isSelected, slots.indexOf(slot), anySelected)}
                    onClick={() => onSelect(slot)}
                    className={cn(
                      'h-12 rounded-lg border text-base font-medium tabular-nums transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      isSelected
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-gray-200 bg-white text-gray-900 hover:border-brand-400',
                    )}
                  >
                    {slot.time}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
