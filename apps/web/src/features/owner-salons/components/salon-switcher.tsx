import { Store } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useSelectedSalon, useSwitchSalon } from '@/lib/selected-salon';

const STATUS_SUFFIX = { active: '', pending: ' (onay bekliyor)', suspended: ' (askıda)' } as const;

/**
 * The area-wide salon selector of the /salon header (SPEC §4 'Selected salon'), shown when the owner has two or more
 * salons. A choice goes through POST /salon-owner/switch-salon; until it succeeds the old salon stays selected, and
 * a failure says 'Salona geçiş yapılamadı' (SPEC §8).
 */
export function SalonSwitcher() {
  const { salons, salon } = useSelectedSalon();
  const switchSalon = useSwitchSalon();
  if (salons.length < 2 || salon === null) return null;

  return (
    <div className="flex min-w-0 items-center gap-2">
      <Store aria-hidden="true" className="hidden size-4 shrink-0 text-gray-500 sm:block" />
      <label htmlFor="area-salon-switcher" className="sr-only">
        Salon seçin
      </label>
      <select
        id="area-salon-switcher"
        className="h-9 max-w-36 min-w-0 truncate rounded-lg border border-gray-300 bg-white px-2 text-sm font-medium text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200 disabled:opacity-60 sm:max-w-56"
        value={String(salon.id)}
        disabled={switchSalon.isPending}
        aria-busy={switchSalon.isPending || undefined}
        onChange={(e) => {
          const id = Number(e.target.value);
          if (id !== salon.id) switchSalon.mutate(id);
        }}
      >
        {salons.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
            {STATUS_SUFFIX[s.status]}
          </option>
        ))}
      </select>
      {switchSalon.isPending && <Spinner size="sm" label="Salon değiştiriliyor" />}
    </div>
  );
}
