import type { AdminCoupon } from '@salonya/contracts/coupons';
import { formatDate, formatDateTime } from '@salonya/domain/format/date';
import { istanbulParts } from '@salonya/domain/time/istanbul';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageButtons } from '@/components/ui/page-buttons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import {
  COUPONS_LOAD_FAILED,
  USES_LOAD_FAILED,
  useAdminCoupons,
  useCouponStatus,
  useCouponUses,
} from '../api/admin-coupons';
import { CouponForm } from './coupon-form';

const STATUS_LABELS = { active: 'Aktif', paused: 'Durduruldu' } as const;

function scopeOf(c: AdminCoupon): string {
  const parts = [c.funded_by === 'platform' ? 'Salonya' : 'Salon kuponu'];
  parts.push(c.salon ? c.salon.name : 'tüm salonlar');
  if (c.category) parts.push(c.category.name);
  return parts.join(' · ');
}

function CouponUses({ coupon }: { coupon: AdminCoupon }) {
  const [page, setPage] = useState(1);
  const uses = useCouponUses(coupon.id, page);
  if (uses.isPending) return <Spinner label="Kullanımlar yükleniyor" />;
  if (uses.isError)
    return (
      <ErrorState
        title="Kullanımlar yüklenemedi"
        message={failureMessage(uses.error, USES_LOAD_FAILED)}
        onRetry={() => void uses.refetch()}
        isRetrying={uses.isFetching}
      />
    );
  const { redemptions, meta } = uses.data;
  if (redemptions.length === 0) return <EmptyState title="Bu kupon henüz kullanılmadı" />;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-gray-100 text-sm">
        {redemptions.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {r.customer.name} <span className="text-gray-600">({r.customer.email})</span>
              <span className="block text-xs text-gray-600">
                Randevu #{r.appointment_id} · {r.salon_name} · {formatDateTime(r.used_at)}
              </span>
            </span>
            <span className="text-right">
              −{formatTRY(r.discount_kurus)}
              <span className="block text-xs text-gray-600">
                {r.status === 'active'
                  ? 'Geçerli'
                  : `Geri verildi${r.release_reason ? `: ${r.release_reason}` : ''}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {meta.total > 0 && (
        <PageButtons
          currentPage={meta.page}
          lastPage={meta.last_page}
          total={meta.total}
          onChange={setPage}
          label="Kullanım sayfaları"
        />
      )}
    </div>
  );
}

/** Admin section #coupons (SPEC §2.8, issue 18 item 5): create, edit, pause and resume coupons; see their uses. */
export function AdminCouponsPage() {
  const [status, setStatus] = useState<'' | 'active' | 'paused'>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [usesOf, setUsesOf] = useState<AdminCoupon | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useAdminCoupons({ status, q, page });
  const toggle = useCouponStatus();
  const data = query.data;
  const today = istanbulParts(new Date()).date;

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
            Kuponlar
          </h1>
          <p className="text-sm text-gray-600">
            İndirim kuponları oluşturun, durdurun ve kullanımlarını izleyin.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>Yeni Kupon</Button>
      </div>
      {notice && <Alert variant="success">{notice}</Alert>}
      {toggle.isError && (
        <Alert variant="error">{failureMessage(toggle.error, 'Kupon durumu değiştirilemedi.')}</Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Durum"
          allLabel="Tüm durumlar"
          options={[
            { value: 'active', label: 'Aktif' },
            { value: 'paused', label: 'Durduruldu' },
          ]}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value === 'active' || e.target.value === 'paused' ? e.target.value : '');
            setPage(1);
          }}
        />
        <TextField
          label="Kod veya ad"
          type="search"
          value={q}
          maxLength={40}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {query.isPending && <Spinner label="Kuponlar yükleniyor" />}
      {query.isError && (
        <ErrorState
          title="Kuponlar yüklenemedi"
          message={failureMessage(query.error, COUPONS_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {data && data.coupons.length === 0 && (
        <EmptyState title="Kupon yok" description="İlk kuponu oluşturun." />
      )}
      {data && data.coupons.length > 0 && (
        <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Kuponlar</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Kod
                </th>
                <th scope="col" className="px-3 py-2">
                  İndirim
                </th>
                <th scope="col" className="px-3 py-2">
                  Kapsam
                </th>
                <th scope="col" className="px-3 py-2">
                  Geçerlilik
                </th>
                <th scope="col" className="px-3 py-2">
                  Kullanım
                </th>
                <th scope="col" className="px-3 py-2">
                  Durum
                </th>
                <th scope="col" className="px-3 py-2">
                  İşlemler
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.coupons.map((c) => (
                <tr key={c.id} data-testid="admin-coupon-row">
                  <td className="px-3 py-2">
                    <span className="font-mono font-semibold">{c.code}</span>
                    <span className="block text-xs text-gray-600">{c.title}</span>
                  </td>
                  <td className="px-3 py-2">
                    {c.label}
                    {c.min_amount_kurus > 0 && (
                      <span className="block text-xs text-gray-600">
                        En az {formatTRY(c.min_amount_kurus)}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {scopeOf(c)}
                    {c.first_booking_only && <span className="block text-xs text-gray-600">İlk randevu</span>}
                  </td>
                  <td className="px-3 py-2">
                    {formatDate(c.starts_on)} – {formatDate(c.ends_on)}
                  </td>
                  <td className="px-3 py-2">
                    {c.used_count}
                    {c.total_limit !== null && ` / ${String(c.total_limit)}`}
                    <span className="block text-xs text-gray-600">
                      {formatTRY(c.discount_total_kurus)} indirim
                    </span>
                  </td>
                  <td className="px-3 py-2">{STATUS_LABELS[c.status]}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setEditing(c)}
                        aria-label={`${c.code} düzenle`}
                      >
                        Düzenle
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        isLoading={toggle.isPending && toggle.variables.id === c.id}
                        onClick={() =>
                          toggle.mutate(
                            { id: c.id, pause: c.status === 'active' },
                            { onSuccess: (answer) => setNotice(answer.message ?? null) },
                          )
                        }
                        aria-label={`${c.code} ${c.status === 'active' ? 'durdur' : 'devam ettir'}`}
                      >
                        {c.status === 'active' ? 'Durdur' : 'Devam Ettir'}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setUsesOf(c)}
                        aria-label={`${c.code} kullanımları`}
                      >
                        Kullanımlar
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.meta.total > 0 && (
        <PageButtons
          currentPage={data.meta.page}
          lastPage={data.meta.last_page}
          total={data.meta.total}
          onChange={setPage}
          label="Kupon sayfaları"
        />
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Yeni kupon' : 'Kuponu düzenle'}
        size="lg"
      >
        {editing !== null && (
          <CouponForm
            key={editing === 'new' ? 'new' : editing.id}
            coupon={editing === 'new' ? null : editing}
            today={today}
            onDone={(message) => {
              setEditing(null);
              setNotice(message);
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={usesOf !== null}
        onClose={() => setUsesOf(null)}
        title={`${usesOf?.code ?? ''} kullanımları`}
        size="lg"
      >
        {usesOf && <CouponUses coupon={usesOf} />}
      </Dialog>
    </section>
  );
}
