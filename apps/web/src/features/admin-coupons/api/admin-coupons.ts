import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminCouponRedemptions,
  getAdminCoupons,
  getCategories,
  postAdminCouponPause,
  postAdminCouponResume,
  postAdminCoupons,
  putAdminCoupon,
} from '@salonya/contracts/api-routes';
import type { CouponBody } from '@salonya/contracts/coupons';
import { api, apiData } from '@/lib/api';

export const COUPONS_LOAD_FAILED = 'Kuponlar yüklenemedi.';
export const COUPON_SAVE_FAILED = 'Kupon kaydedilemedi.';
export const USES_LOAD_FAILED = 'Kupon kullanımları yüklenemedi.';

const couponsKey = ['admin', 'coupons'] as const;

/** GET /admin/coupons?status&q&page: newest first. */
export function useAdminCoupons(filters: { status: '' | 'active' | 'paused'; q: string; page: number }) {
  return useQuery({
    queryKey: [...couponsKey, filters],
    queryFn: ({ signal }) =>
      apiData(
        getAdminCoupons,
        {
          query: {
            page: filters.page,
            per_page: 20,
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          },
        },
        { signal, fallbackMessage: COUPONS_LOAD_FAILED },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/coupons/:id/redemptions: who used it, on which booking, for how much. */
export function useCouponUses(id: number | null, page: number) {
  return useQuery({
    queryKey: [...couponsKey, 'uses', id, page],
    queryFn: ({ signal }) =>
      apiData(
        getAdminCouponRedemptions,
        { params: { id: id ?? 0 }, query: { page, per_page: 20 } },
        { signal, fallbackMessage: USES_LOAD_FAILED },
      ),
    enabled: id !== null,
  });
}

/** The categories a coupon may be limited to (GET /categories). */
export function useCouponCategories() {
  return useQuery({
    queryKey: ['categories', 'list'],
    queryFn: ({ signal }) => apiData(getCategories, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /admin/coupons (Idempotency-Key) or PUT /admin/coupons/:id. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      idempotencyKey,
    }: {
      id: number | null;
      body: CouponBody;
      idempotencyKey: string;
    }) =>
      id === null
        ? api(
            postAdminCoupons,
            { body },
            { headers: { 'Idempotency-Key': idempotencyKey }, fallbackMessage: COUPON_SAVE_FAILED },
          )
        : api(putAdminCoupon, { params: { id }, body }, { fallbackMessage: COUPON_SAVE_FAILED }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** POST /admin/coupons/:id/pause or /resume. */
export function useCouponStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pause }: { id: number; pause: boolean }) =>
      api(pause ? postAdminCouponPause : postAdminCouponResume, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
