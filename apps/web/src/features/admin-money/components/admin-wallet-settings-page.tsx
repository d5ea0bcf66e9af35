import type { WalletSettings } from '@salonya/contracts/refunds';
import { formatLiraNumber, liraToKurus } from '@salonya/domain/format/money';
import { MAX_BONUS_RULES } from '@salonya/domain/money/wallet-settings';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import {
  WALLET_SETTINGS_LOAD_FAILED,
  WALLET_SETTINGS_SAVE_FAILED,
  useSaveWalletSettings,
  useWalletSettings,
} from '../api/wallet-settings';

/** '120,50' → 12050 kuruş; NaN for text that is not an amount. */
function parseLira(text: string): number {
  const normalised = text.trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? liraToKurus(Number(normalised)) : Number.NaN;
}
const liraText = (kurus: number) => formatLiraNumber(kurus);

interface RuleDraft {
  key: number;
  min: string;
  bonus: string;
  active: boolean;
}

/** Admin section #wallet-settings (ADR 0048): the limits of one top-up and the bonus rules, enforced on /musteri/cuzdan. */
export function AdminWalletSettingsPage() {
  const settings = useWalletSettings();
  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Cüzdan Ayarları
        </h1>
        <p className="text-sm text-gray-600">
          Bir yüklemenin en düşük ve en yüksek tutarı; “X yükle, Y bonus kazan” kuralları (promosyon
          fonundan).
        </p>
      </div>
      {settings.isPending && <Spinner label="Cüzdan ayarları yükleniyor" />}
      {settings.isError && (
        <ErrorState
          title="Cüzdan ayarları yüklenemedi"
          message={failureMessage(settings.error, WALLET_SETTINGS_LOAD_FAILED)}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      )}
      {settings.data && <SettingsForm initial={settings.data} />}
    </section>
  );
}

function SettingsForm({ initial }: { initial: WalletSettings }) {
  const [min, setMin] = useState(liraText(initial.top_up_min_kurus));
  const [max, setMax] = useState(liraText(initial.top_up_max_kurus));
  const [rules, setRules] = useState<RuleDraft[]>(() =>
    initial.bonus_rules.map((r) => ({
      key: r.id,
      min: liraText(r.min_top_up_kurus),
      bonus: liraText(r.bonus_kurus),
      active: r.active,
    })),
  );
  const [nextKey, setNextKey] = useState(-1);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveWalletSettings();

  const update = (index: number, patch: Partial<RuleDraft>) =>
    setRules((prev) => prev.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const submit = () => {
    setErrors({});
    setMessage(null);
    save.mutate(
      {
        top_up_min_kurus: parseLira(min),
        top_up_max_kurus: parseLira(max),
        bonus_rules: rules.map((r) => ({
          min_top_up_kurus: parseLira(r.min),
          bonus_kurus: parseLira(r.bonus),
          active: r.active,
        })),
      },
      {
        onSuccess: (response) => setMessage({ kind: 'success', text: response.message }),
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.errors);
          setMessage({ kind: 'error', text: failureMessage(error, WALLET_SETTINGS_SAVE_FAILED) });
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card className="space-y-3 p-5">
        <CardHeader
          title="Yükleme sınırları"
          description="Müşteri bir seferde bu aralıkta yükleme yapabilir."
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="wallet-min"
            label="En düşük yükleme (₺)"
            inputMode="decimal"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            error={errors.top_up_min_kurus?.[0]}
          />
          <TextField
            id="wallet-max"
            label="En yüksek yükleme (₺)"
            inputMode="decimal"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            error={errors.top_up_max_kurus?.[0]}
          />
        </div>
      </Card>
      <Card className="space-y-3 p-5">
        <CardHeader
          title="Bonus kuralları"
          description="Tutara ulaşan en yüksek kural uygulanır; bonus promosyon fonundan cüzdana eklenir."
        />
        {rules.length === 0 && <p className="text-sm text-gray-600">Henüz bir bonus kuralı yok.</p>}
        <ul className="space-y-3">
          {rules.map((r, i) => (
            <li
              key={r.key}
              className="grid items-end gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-4"
            >
              <TextField
                id={`rule-${i}-min`}
                label="En az yükleme (₺)"
                inputMode="decimal"
                value={r.min}
                onChange={(e) => update(i, { min: e.target.value })}
                error={errors[`bonus_rules.${i}.min_top_up_kurus`]?.[0]}
              />
              <TextField
                id={`rule-${i}-bonus`}
                label="Bonus (₺)"
                inputMode="decimal"
                value={r.bonus}
                onChange={(e) => update(i, { bonus: e.target.value })}
                error={errors[`bonus_rules.${i}.bonus_kurus`]?.[0]}
              />
              <label className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={r.active}
                  onChange={(e) => update(i, { active: e.target.checked })}
                  className="accent-brand-600"
                />
                Etkin
              </label>
              <Button
                type="button"
                variant="outline"
                onClick={() => setRules((prev) => prev.filter((_, j) => j !== i))}
              >
                Kuralı Sil
              </Button>
            </li>
          ))}
        </ul>
        {errors.bonus_rules?.[0] && <p className="text-sm text-red-700">{errors.bonus_rules[0]}</p>}
        <Button
          type="button"
          variant="outline"
          disabled={rules.length >= MAX_BONUS_RULES}
          onClick={() => {
            setRules((prev) => [...prev, { key: nextKey, min: '', bonus: '', active: true }]);
            setNextKey(nextKey - 1);
          }}
        >
          Kural Ekle
        </Button>
        <p className="text-xs text-gray-600">
          Örnek: {formatTRY(100_000)} yükleyene {formatTRY(7_500)} bonus.
        </p>
      </Card>
      {message && <Alert variant={message.kind === 'success' ? 'success' : 'error'}>{message.text}</Alert>}
      <Button type="submit" isLoading={save.isPending}>
        Ayarları Kaydet
      </Button>
    </form>
  );
}
