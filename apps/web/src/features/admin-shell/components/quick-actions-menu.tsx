import { Plus } from 'lucide-react';
import { DropdownMenu, menuItemClasses } from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icon';
import { ADMIN_COMING_SOON, ADMIN_QUICK_ACTIONS } from '@/lib/admin-quick-actions';
import { toast } from '@/lib/toast';

/** The top bar's quick actions (SPEC §2.8). */
export function QuickActionsMenu() {
  return (
    <DropdownMenu
      triggerLabel="Hızlı İşlemler"
      triggerClassName="h-10"
      trigger={
        <>
          <Plus aria-hidden="true" className="size-5" />
          <span className="hidden lg:inline">Hızlı İşlemler</span>
        </>
      }
    >
      {ADMIN_QUICK_ACTIONS.map((action) =>
        action.hash === null ? (
          <button
            key={action.id}
            type="button"
            role="menuitem"
            className={menuItemClasses}
            onClick={() => toast.info(ADMIN_COMING_SOON)}
          >
            <Icon name={action.icon} className="size-4" />
            {action.label}
          </button>
        ) : (
          <a key={action.id} href={action.hash} role="menuitem" className={menuItemClasses}>
            <Icon name={action.icon} className="size-4" />
            {action.label}
          </a>
        ),
      )}
    </DropdownMenu>
  );
}
