import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { APPLICATION_STEPS } from '../utils/application-form';

/** '1 Başvuran — 2 İşletme — 3 Belgeler' with the current step marked (aria-current="step"). */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label="Başvuru adımları" className="flex items-start gap-2 sm:gap-4">
      {APPLICATION_STEPS.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step.title}
            aria-current={active ? 'step' : undefined}
            className="flex flex-1 flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                done && 'bg-brand-600 text-white',
                active && 'bg-brand-600 text-white ring-4 ring-brand-100',
                !done && !active && 'bg-gray-200 text-gray-600',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cn('text-xs sm:text-sm', active ? 'font-semibold text-gray-900' : 'text-gray-600')}
            >
              <span className="sr-only">{`Adım ${index + 1}: `}</span>
              {step.title}
              {done && <span className="sr-only"> (tamamlandı)</span>}
            </span>
            {index < APPLICATION_STEPS.length - 1 && (
              <span aria-hidden="true" className="hidden h-px flex-1 bg-gray-200 sm:block" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
