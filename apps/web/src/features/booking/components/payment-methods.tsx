import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@salonya/contracts/booking';
import { ChoiceCard } from './choice-card';

export interface PaymentMethodOption {
  id: PaymentMethod;
  label: string;
  description: string;
  icon: ReactNode;
}

/**
 * The ways to pay, in order. Paying at the salon is the one available now; the card payment of the payments issue
 * adds its option here (and its form below the list), the rest of the payment step stays as it is.
 */
export const PAYMENT_METHODS: readonly PaymentMethodOption[] = [
  {
    id: 'pay_at_salon',
    label: 'Salonda Öde',
    description: 'Ödemeyi randevunuzda salonda nakit veya kartla yaparsınız.',
    icon: <Store aria-hidden="true" className="size-6 text-brand-700" />,
  },
];

export function PaymentMethodList({
  selected,
  onSelect,
}: {
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby="payment-methods-title" className="space-y-2">
      <h2 id="payment-methods-title" className="text-base font-semibold text-gray-900">
        Ödeme yöntemi
      </h2>
      {PAYMENT_METHODS.map((method) => (
        <ChoiceCard key={method.id} selected={selected === method.id} onSelect={() => onSelect(method.id)}>
          <span className="flex items-center gap-3">
            {method.icon}
            <span>
              <span className="block font-semibold text-gray-900">{method.label}</span>
              <span className="block text-sm text-gray-600">{method.description}</span>
            </span>
          </span>
        </ChoiceCard>
      ))}
    </div>
  );
}
