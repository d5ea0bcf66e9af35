import type { CardInput } from '@salonya/contracts/money';
import { TextField } from './text-field';

/** The card as typed (text until it is sent). */
export interface CardDraft {
  number: string;
  holderName: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardDraft = { number: '', holderName: '', expiry: '', cvc: '' };

/** 'AA/YY' → month and four-digit year; anything else → zeros, which the server refuses with a Turkish message. */
export function cardBody(card: CardDraft): CardInput {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const year = m ? Number(m[2]) : 0;
  return {
    number: card.number.replace(/\s/g, ''),
    holder_name: card.holderName,
    expiry_month: m ? Number(m[1]) : 0,
    expiry_year: year > 0 && year < 100 ? 2000 + year : year,
    cvc: card.cvc,
  };
}

/** A server error of one card field (422 keys are 'card.number', 'card.expiry_month', …, or 'card'). */
export function cardFieldError(errors: Record<string, string[]>, field: string): string | undefined {
  return errors[`card.${field}`]?.[0];
}

export interface CardFieldsProps {
  value: CardDraft;
  onChange: (next: CardDraft) => void;
  errors?: Record<string, string[]>;
  /** Test mode: the provider's test cards, shown so the customer can try each outcome. */
  testCards?: readonly { number: string; label: string }[];
  idPrefix: string;
}

/** Card number, name on the card, expiry and security code (sent to the payment provider; never stored). */
export function CardFields({ value, onChange, errors = {}, testCards = [], idPrefix }: CardFieldsProps) {
  const set = (patch: Partial<CardDraft>) => onChange({ ...value, ...patch });
  const expiryError = cardFieldError(errors, 'expiry_month') ?? cardFieldError(errors, 'expiry_year');
  return (
    <fieldset className="space-y-3 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Kart bilgileri</legend>
      {testCards.length > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Test modu: gerçek kartınızdan para çekilmez.</p>
          <ul className="mt-1 space-y-0.5">
            {testCards.map((c) => (
              <li key={c.number}>
                <span className="font-mono">{c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</span> – {c.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      <TextField
        id={`${idPrefix}-number`}
        label="Kart numarası"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        maxLength={23}
        onChange={(e) => set({ number: e.target.value })}
        error={cardFieldError(errors, 'number') ?? errors.card?.[0]}
      />
      <TextField
        id={`${idPrefix}-holder`}
        label="Kart üzerindeki isim"
        autoComplete="cc-name"
        value={value.holderName}
        maxLength={60}
        onChange={(e) => set({ holderName: e.target.value })}
        error={cardFieldError(errors, 'holder_name')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${idPrefix}-expiry`}
          label="Son kullanma (AA/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/30"
          value={value.expiry}
          maxLength={7}
          onChange={(e) => set({ expiry: e.target.value })}
          error={expiryError}
        />
        <TextField
          id={`${idPrefix}-cvc`}
          label="Güvenlik kodu (CVC)"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          maxLength={4}
          onChange={(e) => set({ cvc: e.target.value })}
          error={cardFieldError(errors, 'cvc')}
        />
      </div>
    </fieldset>
  );
}
