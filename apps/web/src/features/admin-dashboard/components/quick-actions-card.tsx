import { Card, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { ADMIN_COMING_SOON, ADMIN_QUICK_ACTIONS } from '@/lib/admin-quick-actions';
import { toast } from '@/lib/toast';

const tileClasses =
  'flex w-full items-center gap-3 rounded-lg border border-gray-200 p-3 text-left hover:border-brand-300 ' +
  'hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600';

function Tile({ icon, label, description }: { icon: string; label: string; description: string }) {
  return (
    <>
      <span aria-hidden="true" className="rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <span>
        <span className="block text-sm font-medium text-gray-900">{label}</span>
        <span className="block text-xs text-gray-500">{description}</span>
      </span>
    </>
  );
}

/** SPEC §2.8 dashboard quick actions. */
export function QuickActionsCard() {
  return (
    <Card className="p-5">
      <CardHeader title="Hızlı İşlemler" />
      <ul className="grid gap-2 sm:grid-cols-2">
        {ADMIN_QUICK_ACTIONS.map((action) => (
          <li key={action.id}>
            {action.hash === null ? (
              <button type="button" className={tileClasses} onClick={() => toast.info(ADMIN_COMING_SOON)}>
                <Tile icon={action.icon} label={action.label} description={action.description} />
              </button>
            ) : (
              <a href={action.hash} className={tileClasses}>
                <Tile icon={action.icon} label={action.label} description={action.description} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
