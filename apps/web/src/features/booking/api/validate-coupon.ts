import { useMutation } from '@tanstack/react-query';
import { postCustomerCouponsValidate } from '@salonya/contracts/api-routes';
import type { CouponQuote, ValidateCouponBody } from '@salonya/contracts/coupons';
import { apiData } from '@/lib/api';

export const COUPON_CHECK_FAILED = 'Kupon kontrol edilemedi. Lütfen tekrar deneyin.';

/**
 * POST /customer/coupons/validate: whether the code applies to the chosen services, and what is due after it. A code
 * that does not apply is a 422 whose `errors.coupon_code` is the Turkish reason (shown next to the field).
 */
export async function validateCoupon(body: ValidateCouponBody): Promise<CouponQuote> {
  return apiData(postCustomerCouponsValidate, { body }, { fallbackMessage: COUPON_CHECK_FAILED });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
