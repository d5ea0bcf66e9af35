import { CreditCard, Store, Wallet, WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@salonya/contracts/booking';
import { formatTRY } from '@/lib/format';
import { ChoiceCard } from './choice-card';

export interface PaymentMethodOption {
  id: PaymentMethod;
  label: string;
  description: string;
  icon: ReactNode;
}

const iconClass = 'size-6 text-brand-700';

/** The ways to pay, in order (issue 18): card with 3-D Secure, wallet, wallet + card, at the salon. */
export const PAYMENT_METHODS: readonly PaymentMethodOption[] = [
  {
    id: 'card',
    label: 'Kartla Öde',
    description: 'Kredi veya banka kartınızla 3D Secure ile güvenli ödeme.',
    icon: <CreditCard aria-hidden="true" className={iconClass} />,
  },
  {
    id: 'wallet',
    label: 'Cüzdanla Öde',
    description: 'Tutarın tamamı Salonya cüzdanınızdan ödenir.',
    icon: <Wallet aria-hidden="true" className={iconClass} />,
  },
  {
    id: 'wallet_card',
    label: 'Cüzdan + Kart',
    description: 'Bir kısmı cüzdanınızdan, kalanı kartınızdan ödenir.',
    icon: <WalletCards aria-hidden="true" className={iconClass} />,
  },
  {
    id: 'pay_at_salon',
    label: 'Salonda Öde',
    description: 'Ödemeyi randevunuzda salonda nakit veya kartla yaparsınız.',
    icon: <Store aria-hidden="true" className={iconClass} />,
  },
];

/** Which methods the wallet allows: the whole price for 'wallet', something for the split. */
export function walletAllows(
  method: PaymentMethod,
  balanceKurus: number | null,
  totalKurus: number,
): boolean {
  if (method === 'wallet') return balanceKurus !== null && balanceKurus >= totalKurus && totalKurus > 0;
  if (method === 'wallet_card') return balanceKurus !== null && balanceKurus > 0 && totalKurus > 1;
  return true;
}

export function PaymentMethodList({
  selected,
  onSelect,
  balanceKurus = null,
  totalKurus = 0,
}: {
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
  /** The customer's wallet balance (null: unknown or no wallet). */
  balanceKurus?: number | null;
  totalKurus?: number;
}) {
  return (
    <div role="radiogroup" aria-labelledby="payment-methods-title" className="space-y-2">
      <h2 id="payment-methods-title" className="text-base font-semibold text-gray-900">
        Ödeme yöntemi
      </h2>
      {PAYMENT_METHODS.map((method) => {
        const usesWallet = method.id === 'wallet' || method.id === 'wallet_card';
        const allowed = walletAllows(method.id, balanceKurus, totalKurus);
        return (
          <ChoiceCard
            key={method.id}
            selected={selected === method.id}
            onSelect={() => onSelect(method.id)}
            disabled={!allowed}
            testId={`payment-method-${method.id}`}
          >
            <span className="flex items-center gap-3">
              {method.icon}
              <span>
                <span className="block font-semibold text-gray-900">{method.label}</span>
                <span className="block text-sm text-gray-600">{method.description}</span>
                {usesWallet && (
                  <span className="block text-sm text-gray-700">
                    Cüzdan bakiyeniz: {balanceKurus === null ? '—' : formatTRY(balanceKurus)}
                    {!allowed && method.id === 'wallet' && ' (yetersiz)'}
                  </span>
                )}
              </span>
            </span>
          </ChoiceCard>
        );
      })}
    </div>
  );
}
