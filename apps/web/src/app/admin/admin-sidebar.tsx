import { ChevronsLeft, ChevronsRight, X } from 'lucide-react';
import type { MouseEvent } from 'react';
import {
  ADMIN_SECTION_GROUPS,
  adminSection,
  type AdminSection,
  type AdminSectionId,
} from '@salonya/domain/routing/admin-sections';
import { Icon } from '@/components/ui/icon';
import type { PendingBadges } from '@/features/admin-shell/hooks/use-pending-badges';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { adminRecordHref, goToAdminRecord } from './use-admin-hash';

export interface AdminSidebarProps {
  section: AdminSection;
  badges: PendingBadges;
  collapsed: boolean;
  mobileOpen: boolean;
  onToggleCollapsed: () => void;
  onCloseMobile: () => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * SPEC §2.8 sidebar: the six groups with every section, pending-count badges, collapsible to icons from 768 px
 * (the choice is remembered by the page) and an overlay below it.
 */
export function AdminSidebar({
  section,
  badges,
  collapsed,
  mobileOpen,
  onToggleCollapsed,
  onCloseMobile,
}: AdminSidebarProps) {
  // Collapsed (icons only) applies from 768 px up; the mobile overlay always shows labels.
  const iconOnly = collapsed && !mobileOpen;
  const open = (id: AdminSectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    onCloseMobile();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    goToAdminRecord(id);
  };

  return (
    <aside
      id="admin-sidebar"
      className={cn(
        'shrink-0 flex-col border-r border-gray-800 bg-gray-900 text-gray-100',
        mobileOpen ? 'fixed inset-y-0 left-0 z-50 flex w-72 shadow-xl' : 'hidden',
        'md:sticky md:top-0 md:flex md:h-dvh md:shadow-none',
        collapsed ? 'md:w-16' : 'md:w-64',
      )}
    >
      <div className="flex h-16 items-center justify-between gap-2 border-b border-gray-800 px-3">
        <a href="/" className={cn('font-extrabold tracking-tight text-white', iconOnly && 'md:sr-only')}>
          Salonya <span className="font-medium text-gray-400">Yönetim</span>
        </a>
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-lg text-gray-300 hover:bg-gray-800 md:hidden"
          aria-label="Menüyü kapat"
          onClick={onCloseMobile}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className="hidden size-9 items-center justify-center rounded-lg text-gray-300 hover:bg-gray-800 md:inline-flex"
          aria-label={collapsed ? 'Kenar çubuğunu genişlet' : 'Kenar çubuğunu daralt'}
          aria-expanded={!collapsed}
          aria-controls="admin-sidebar"
          onClick={onToggleCollapsed}
        >
          {collapsed ? (
            <ChevronsRight aria-hidden="true" className="size-5" />
          ) : (
            <ChevronsLeft aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <nav aria-label="Yönetim menüsü" className="flex-1 overflow-y-auto p-2">
        {ADMIN_SECTION_GROUPS.map((g) => (
          <div key={g.id} className="mb-3">
            <h2
              className={cn(
                'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-400 uppercase',
                iconOnly && 'md:sr-only',
              )}
            >
              {g.label}
            </h2>
            <ul className="space-y-0.5">
              {g.sections.map((id) => {
                const item = adminSection(id);
                const active = item.id === section.id;
                const count = item.badge === undefined ? undefined : badges[item.badge];
                const showBadge = count !== undefined && count > 0;
                return (
                  <li key={id}>
                    <a
                      href={adminRecordHref(id)}
                      aria-current={active ? 'page' : undefined}
                      title={iconOnly ? item.label : undefined}
                      onClick={open(id)}
                      className={cn(
                        'relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
                        active ? 'bg-brand-600 text-white' : 'text-gray-200 hover:bg-gray-800',
                      )}
                    >
                      <Icon name={item.icon} className="size-4 shrink-0" />
                      <span className={cn('min-w-0 flex-1 truncate', iconOnly && 'md:sr-only')}>
                        {item.label}
                      </span>
                      {showBadge && (
                        <span
                          data-testid={`badge-${id}`}
                          className={cn(
                            'inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-gray-900',
                            iconOnly &&
                              'md:absolute md:top-0.5 md:right-0.5 md:min-w-4 md:px-1 md:text-[10px]',
                          )}
                        >
                          {/* Named by what it shows ('Salon Belgeleri 7 bekleyen'), so voice users can say it. */}
                          {count > 99 ? '99+' : formatNumber(count)}
                          <span className="sr-only"> bekleyen</span>
                        </span>
                      )}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
