import { useState } from 'react';
import type { CouponQuote } from '@salonya/contracts/coupons';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { COUPON_CHECK_FAILED, useValidateCoupon } from '../api/validate-coupon';

/** The Turkish reason a code does not apply (the API's `errors.coupon_code`), or the call's failure. */
export function couponFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = error.errors.coupon_code?.[0] ?? error.errors.code?.[0];
    if (reason) return reason;
  }
  return failureMessage(error, COUPON_CHECK_FAILED);
}

/**
 * The payment step's coupon (issue 18 item 5): type a code, 'Uygula' checks it for the chosen services, the discount
 * and what is due appear; a code that does not apply shows its Turkish reason next to the field.
 */
export function CouponField({
  salonId,
  serviceIds,
  applied,
  onApplied,
  initialCode = '',
  error,
  onError,
}: {
  salonId: number;
  serviceIds: number[];
  applied: CouponQuote | null;
  onApplied: (quote: CouponQuote | null) => void;
  initialCode?: string;
  /** The reason shown next to the field (from the check or from the booking's 422). */
  error: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const [code, setCode] = useState(initialCode);
  const validate = useValidateCoupon();

  const apply = () => {
    onError(undefined);
    validate.mutate(
      { code, salon_id: salonId, service_ids: serviceIds },
      {
        onSuccess: (quote) => onApplied(quote),
        onError: (failure) => {
          onApplied(null);
          onError(couponFailure(failure));
        },
      },
    );
  };

  if (applied)
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 p-3"
        data-testid="coupon-applied"
      >
        <p className="text-sm text-green-900">
          <span className="font-semibold">{applied.code}</span> uygulandı: {applied.label} (−
          {formatTRY(applied.discount_kurus)})
        </p>
        <Button variant="outline" size="sm" onClick={() => onApplied(null)}>
          Kuponu Kaldır
        </Button>
      </div>
    );

  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() !== '') apply();
      }}
    >
      <TextField
        id="coupon-code"
        label="Kupon kodu"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        containerClassName="min-w-0 flex-1"
      />
      <Button
        type="submit"
        variant="outline"
        className="mt-6"
        isLoading={validate.isPending}
        disabled={code.trim() === ''}
      >
        Uygula
      </Button>
    </form>
  );
}
