import type { CustomerCoupon } from '@salonya/contracts/coupons';
import { formatDate, formatDateTime } from '@salonya/domain/format/date';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { paths } from '@/lib/paths';
import { rememberCoupon } from '@/lib/remembered-coupon';
import { COUPONS_LOAD_FAILED, useCustomerCoupons } from '../api/get-customer-coupons';

/** The conditions of a coupon as short Turkish lines. */
export function couponConditions(c: CustomerCoupon): string[] {
  const lines: string[] = [];
  if (c.min_amount_kurus > 0) lines.push(`En az ${formatTRY(c.min_amount_kurus)} tutarındaki randevularda`);
  if (c.salon) lines.push(`Yalnızca ${c.salon.name} salonunda`);
  if (c.category) lines.push(`Yalnızca ${c.category.name} hizmetlerinde`);
  if (c.first_booking_only) lines.push('Yalnızca ilk randevunuzda');
  if (c.uses_left !== null) lines.push(`Kalan kullanım hakkınız: ${String(c.uses_left)}`);
  lines.push(`Son geçerlilik: ${formatDateTime(new Date(new Date(c.ends_at).getTime() - 60_000))}`);
  return lines;
}

function CouponCard({ coupon }: { coupon: CustomerCoupon }) {
  const navigate = useNavigate();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  // 'Kullan': the booking's payment step fills the code in; a salon's coupon opens that salon, others the home page.
  const use = () => {
    rememberCoupon(coupon.code);
    void navigate(coupon.salon ? paths.salon.detail.getHref(coupon.salon.id) : paths.home.getHref());
  };
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="coupon-card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-gray-900">{coupon.title}</h3>
          <p className="text-sm font-medium text-brand-700">{coupon.label}</p>
        </div>
        <span className="rounded-md border border-dashed border-gray-400 px-2 py-1 font-mono text-sm text-gray-900">
          {coupon.code}
        </span>
      </div>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-gray-700">
        {couponConditions(coupon).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Kodu Kopyala
        </Button>
        <Button size="sm" onClick={use}>
          Kullan
        </Button>
        <span role="status" className="text-sm text-gray-700">
          {copied === 'yes' && 'Kod kopyalandı.'}
          {copied === 'no' && `Kopyalanamadı; kodu elle yazın: ${coupon.code}`}
        </span>
      </div>
    </Card>
  );
}

/**
 * /musteri/kuponlar and /kuponlarim (SPEC §2.3, §2.4; issue 18 item 5): the coupons the customer may use with their
 * conditions (copy the code, or use it: the booking's payment step fills it in), and the coupons already used.
 */
export function CouponsPage() {
  const query = useCustomerCoupons();
  const data = query.data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900">Kuponlarım</h1>
      {query.isPending && <Spinner label="Kuponlar yükleniyor" />}
      {query.isError && (
        <ErrorState
          title="Kuponlar yüklenemedi"
          message={failureMessage(query.error, COUPONS_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {data && (
        <>
          <section aria-labelledby="available-coupons" className="space-y-3">
            <h2 id="available-coupons" className="text-lg font-semibold text-gray-900">
              Kullanılabilir kuponlar
            </h2>
            {data.available.length === 0 ? (
              <EmptyState
                icon={<Ticket className="size-10" />}
                title="Şu anda kullanabileceğiniz bir kupon yok"
                description="Yeni kuponlar burada görünür. Size verilen bir kodu randevunun ödeme adımında da yazabilirsiniz."
              />
            ) : (
              <div className="grid gap-3 md:grid-cols-2">
                {data.available.map((c) => (
                  <CouponCard key={c.id} coupon={c} />
                ))}
              </div>
            )}
          </section>
          <section aria-labelledby="used-coupons" className="space-y-3">
            <h2 id="used-coupons" className="text-lg font-semibold text-gray-900">
              Kullandığım kuponlar
            </h2>
            {data.used.length === 0 ? (
              <p className="text-sm text-gray-600">Henüz kupon kullanmadınız.</p>
            ) : (
              <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
                {data.used.map((u) => (
                  <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                    <span>
                      <span className="font-mono font-semibold text-gray-900">{u.code}</span> · {u.salon_name}
                      <span className="block text-xs text-gray-600">{formatDate(u.used_at)}</span>
                    </span>
                    <span className="text-right">
                      <span className="block font-medium text-gray-900">−{formatTRY(u.discount_kurus)}</span>
                      <span className="block text-xs text-gray-600">
                        {u.status === 'released' ? 'İade edildi (randevu iptal)' : 'Kullanıldı'} ·{' '}
                        <Link
                          className="text-brand-700 underline"
                          to={paths.customer.appointmentDetail.getHref(u.appointment_id)}
                        >
                          Randevu
                        </Link>
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
