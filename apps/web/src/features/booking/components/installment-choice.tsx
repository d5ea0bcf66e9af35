import { useEffect } from 'react';
import { BIN_LENGTH, binOf } from '@salonya/domain/money/installments';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatTRY } from '@/lib/format';
import { onRadioGroupKeyDown, radioTabIndex } from '@/lib/radio-group-keys';
import { useInstallments } from '../api/get-installments';
import { ChoiceCard } from './choice-card';

/** The instalments picked for the card part: how many, and the total the card is charged (kuruş). */
export interface InstallmentSelection {
  count: number;
  totalKurus: number;
}

export const INSTALLMENTS_UNAVAILABLE =
  'Taksit seçenekleri şu anda alınamadı. Tek çekim ile devam edebilirsiniz.';

/** The request fields of a selection: nothing for a single payment (ADR 0049). */
export function installmentFields(selection: InstallmentSelection | null) {
  return selection !== null && selection.count > 1
    ? { installment_count: selection.count, installment_total_kurus: selection.totalKurus }
    : {};
}

/**
 * The payment step's instalment choice (issue 18 item 2, ADR 0049): once the card number has its first 8 digits,
 * the provider's options for the card part of the price, each with the amount of one instalment and the total the
 * card is charged (Turkish format). A single payment is the default; an option that disappears (another card, another
 * amount) falls back to it, so the total shown is always the total charged.
 */
export function InstallmentChoice({
  cardNumber,
  amountKurus,
  value,
  onChange,
  error,
}: {
  cardNumber: string;
  /** The card part of the price (kuruş). */
  amountKurus: number;
  value: InstallmentSelection | null;
  onChange: (selection: InstallmentSelection | null) => void;
  /** The server's message about the instalment fields (422), shown under the choice. */
  error?: string;
}) {
  const digits = binOf(cardNumber);
  const bin = useDebouncedValue(digits.length === BIN_LENGTH ? digits : null, 300);
  const valid = Number.isInteger(amountKurus) && amountKurus >= 100;
  const options = useInstallments(valid ? bin : null, valid ? amountKurus : 0);
  const offered = options.isSuccess ? options.data : [];
  const matching =
    value === null
      ? undefined
      : offered.find((o) => o.count === value.count && o.total_kurus === value.totalKurus);

  // What was picked must still be on offer for this card and amount; otherwise back to a single payment.
  useEffect(() => {
    if (value !== null && value.count > 1 && (!options.isSuccess || matching === undefined)) onChange(null);
  }, [value, matching, options.isSuccess, onChange]);

  if (!valid || bin === null) return null;
  if (options.isPending)
    return <Spinner size="sm" showLabel label="Taksit seçenekleri yükleniyor…" className="justify-start" />;
  if (options.isError) return <Alert variant="info">{INSTALLMENTS_UNAVAILABLE}</Alert>;
  if (offered.length <= 1)
    return (
      <p className="text-sm text-gray-600" data-testid="installments-none">
        Bu kart için taksit seçeneği yok; tutar tek çekimle ödenir.
      </p>
    );

  const selectedCount = matching?.count ?? 1;
  return (
    <div
      role="radiogroup"
      aria-labelledby="installments-title"
      aria-describedby={error ? 'installments-error' : undefined}
      className="space-y-2"
      data-testid="installments"
      onKeyDown={onRadioGroupKeyDown}
    >
      <h3 id="installments-title" className="text-sm font-semibold text-gray-900">
        Taksit seçenekleri
      </h3>
      {offered.map((option, index) => {
        const selected = option.count === selectedCount;
        return (
          <ChoiceCard
            key={option.count}
            selected={selected}
            tabIndex={radioTabIndex(selected, index, true)}
            testId={`installment-${String(option.count)}`}
            onSelect={() =>
              onChange(option.count === 1 ? null : { count: option.count, totalKurus: option.total_kurus })
            }
            aside={
              <span className="text-sm font-semibold text-gray-900">
                Toplam {formatTRY(option.total_kurus)}
              </span>
            }
          >
            <span className="block font-medium text-gray-900">{option.label}</span>
            <span className="block text-sm text-gray-600">
              {option.count === 1
                ? 'Tutarın tamamı bir kerede çekilir.'
                : `${String(option.count)} × ${formatTRY(option.per_installment_kurus)}`}
            </span>
          </ChoiceCard>
        );
      })}
      {error && (
        <p id="installments-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
