import type { AdminCoupon, CouponBody } from '@salonya/contracts/coupons';
import { liraToKurus } from '@salonya/domain/format/money';
import { formatNumber } from '@salonya/domain/format/number';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { COUPON_SAVE_FAILED, useCouponCategories, useSaveCoupon } from '../api/admin-coupons';

/** '120,50' → 12050 kuruş; NaN for text that is not an amount (the API then answers 422 next to the field). */
export function parseLira(text: string): number {
  const normalised = text.trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? liraToKurus(Number(normalised)) : Number.NaN;
}
/** 5050 → '50,5', 100000 → '1.000' (what parseLira reads back). */
const liraText = (kurus: number) => formatNumber(kurus / 100, 2);
const optionalInt = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

interface FormState {
  code: string;
  title: string;
  kind: 'percent' | 'fixed';
  value: string;
  funded_by: 'platform' | 'salon';
  salon_id: string;
  category_id: string;
  min_amount: string;
  total_limit: string;
  per_user_limit: string;
  first_booking_only: boolean;
  is_public: boolean;
  starts_on: string;
  ends_on: string;
}

function initialState(c: AdminCoupon | null, today: string): FormState {
  return {
    code: c?.code ?? '',
    title: c?.title ?? '',
    kind: c?.kind ?? 'percent',
    value: c ? (c.kind === 'percent' ? String(c.value) : liraText(c.value)) : '',
    funded_by: c?.funded_by ?? 'platform',
    salon_id: c?.salon ? String(c.salon.id) : '',
    category_id: c?.category ? String(c.category.id) : '',
    min_amount: c && c.min_amount_kurus > 0 ? liraText(c.min_amount_kurus) : '',
    total_limit: c?.total_limit != null ? String(c.total_limit) : '',
    per_user_limit: c?.per_user_limit != null ? String(c.per_user_limit) : '',
    first_booking_only: c?.first_booking_only ?? false,
    is_public: c?.is_public ?? true,
    starts_on: c?.starts_on ?? today,
    ends_on: c?.ends_on ?? today,
  };
}

/** The request body of the form (amounts in kuruş; empty limits are none). */
export function couponBody(s: FormState): CouponBody {
  return {
    code: s.code,
    title: s.title,
    kind: s.kind,
    value: s.kind === 'percent' ? Number(s.value.trim()) : parseLira(s.value),
    funded_by: s.funded_by,
    salon_id: optionalInt(s.salon_id),
    category_id: optionalInt(s.category_id),
    min_amount_kurus: s.min_amount.trim() === '' ? 0 : parseLira(s.min_amount),
    total_limit: optionalInt(s.total_limit),
    per_user_limit: optionalInt(s.per_user_limit),
    first_booking_only: s.first_booking_only,
    is_public: s.is_public,
    starts_on: s.starts_on,
    ends_on: s.ends_on,
  };
}

/** Create or edit a coupon (admin #coupons); the API's Turkish field errors appear next to each field. */
export function CouponForm({
  coupon,
  today,
  onDone,
}: {
  coupon: AdminCoupon | null;
  today: string;
  onDone: (message: string) => void;
}) {
  const [state, setState] = useState(() => initialState(coupon, today));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const save = useSaveCoupon();
  const categories = useCouponCategories();
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setState((s) => ({ ...s, [k]: v }));
  const err = (field: string) => errors[field]?.[0];

  const submit = () => {
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: coupon?.id ?? null, body: couponBody(state), idempotencyKey: key },
      {
        onSuccess: (answer) => onDone(answer.message ?? 'Kupon kaydedildi.'),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) setErrors(error.errors);
          setFailure(failureMessage(error, COUPON_SAVE_FAILED));
        },
      },
    );
  };

  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Kupon kodu"
          value={state.code}
          onChange={(e) => set('code', e.target.value)}
          error={err('code')}
          hint="Harf, rakam, - ve _ (büyük harfe çevrilir)"
        />
        <TextField
          label="Kupon adı"
          value={state.title}
          onChange={(e) => set('title', e.target.value)}
          error={err('title')}
        />
        <SelectField
          label="İndirim türü"
          value={state.kind}
          onChange={(e) => set('kind', e.target.value === 'fixed' ? 'fixed' : 'percent')}
          options={[
            { value: 'percent', label: 'Yüzde (%)' },
            { value: 'fixed', label: 'Sabit tutar (₺)' },
          ]}
        />
        <TextField
          label={state.kind === 'percent' ? 'İndirim (%)' : 'İndirim (₺)'}
          inputMode="decimal"
          value={state.value}
          onChange={(e) => set('value', e.target.value)}
          error={err('value')}
        />
        <SelectField
          label="İndirimi karşılayan"
          value={state.funded_by}
          onChange={(e) => set('funded_by', e.target.value === 'salon' ? 'salon' : 'platform')}
          options={[
            { value: 'platform', label: 'Salonya (platform kuponu)' },
            { value: 'salon', label: 'Salon (salon kuponu)' },
          ]}
          error={err('funded_by')}
        />
        <TextField
          label="Salon numarası"
          inputMode="numeric"
          value={state.salon_id}
          onChange={(e) => set('salon_id', e.target.value)}
          error={err('salon_id')}
          hint="Boş: tüm salonlar. Salon kuponunda zorunlu."
        />
        <SelectField
          label="Kategori"
          value={state.category_id}
          onChange={(e) => set('category_id', e.target.value)}
          placeholder="Tüm hizmetler"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          error={err('category_id')}
        />
        <TextField
          label="En az randevu tutarı (₺)"
          inputMode="decimal"
          value={state.min_amount}
          onChange={(e) => set('min_amount', e.target.value)}
          error={err('min_amount_kurus')}
        />
        <TextField
          label="Toplam kullanım hakkı"
          inputMode="numeric"
          value={state.total_limit}
          onChange={(e) => set('total_limit', e.target.value)}
          error={err('total_limit')}
          hint="Boş: sınırsız"
        />
        <TextField
          label="Kişi başı kullanım hakkı"
          inputMode="numeric"
          value={state.per_user_limit}
          onChange={(e) => set('per_user_limit', e.target.value)}
          error={err('per_user_limit')}
          hint="Boş: sınırsız"
        />
        <TextField
          label="Başlangıç tarihi"
          type="date"
          value={state.starts_on}
          onChange={(e) => set('starts_on', e.target.value)}
          error={err('starts_on')}
        />
        <TextField
          label="Bitiş tarihi (dahil)"
          type="date"
          value={state.ends_on}
          onChange={(e) => set('ends_on', e.target.value)}
          error={err('ends_on')}
        />
      </div>
      <CheckboxField
        label="Yalnızca ilk randevuda geçerli"
        checked={state.first_booking_only}
        onChange={(e) => set('first_booking_only', e.target.checked)}
      />
      <CheckboxField
        label="Müşterilerin kuponlar sayfasında listelensin"
        checked={state.is_public}
        onChange={(e) => set('is_public', e.target.checked)}
      />
      <Button type="submit" isLoading={save.isPending}>
        {coupon ? 'Kaydet' : 'Kupon Oluştur'}
      </Button>
    </form>
  );
}
