import { ChevronRight, Settings, UserCog } from 'lucide-react';
import type { AdminSearchResult } from '@salonya/contracts/admin';
import { ADMIN_SECTION_GROUPS, type AdminSection } from '@salonya/domain/routing/admin-sections';
import { menuItemClasses } from '@/components/ui/dropdown-menu';
import { GlobalSearch } from '@/features/admin-search/components/global-search';
import { NotificationDropdown } from '@/features/admin-shell/components/notification-dropdown';
import { QuickActionsMenu } from '@/features/admin-shell/components/quick-actions-menu';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/lib/session';
import { OpenSidebarButton } from '../layouts/sidebar-controls';
import { AccountMenu, LogoutButton } from '../layouts/user-menu';
import { adminRecordHref, goToAdminRecord, parseRecordHash } from './use-admin-hash';

export const ADMIN_TITLE = 'Yönetim Paneli';

function openSearchResult(result: AdminSearchResult): void {
  const { section, id } = parseRecordHash(result.hash);
  goToAdminRecord(section, id);
}

export interface AdminTopBarProps {
  section: AdminSection;
  subsection: string | null;
  mobileOpen: boolean;
  onOpenMobile: () => void;
  leavePage: (to: string) => void;
}

/** SPEC §2.8 top bar: breadcrumbs, global search, quick actions, notifications and the user menu. */
export function AdminTopBar({ section, subsection, mobileOpen, onOpenMobile, leavePage }: AdminTopBarProps) {
  const { user } = useSession();
  const logout = useLogout({ onSettled: () => leavePage('/') });
  const group = ADMIN_SECTION_GROUPS.find((g) => g.id === section.group);

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-2 border-b border-gray-200 bg-white/95 px-3 backdrop-blur sm:px-6">
      <div className="flex min-w-0 items-center gap-2">
        <OpenSidebarButton expanded={mobileOpen} controls="admin-sidebar" onOpen={onOpenMobile} />
        <nav aria-label="Sayfa konumu" className="min-w-0">
          <ol className="flex items-center gap-1 truncate text-sm text-gray-600">
            <li className="hidden sm:block">
              <a
                href={adminRecordHref('dashboard')}
                onClick={(event) => {
                  event.preventDefault();
                  goToAdminRecord('dashboard');
                }}
                className="hover:text-brand-700 hover:underline"
              >
                {ADMIN_TITLE}
              </a>
            </li>
            {group !== undefined && (
              <li className="hidden items-center gap-1 lg:flex">
                <ChevronRight aria-hidden="true" className="size-4" />
                {group.label}
              </li>
            )}
            <li className="flex min-w-0 items-center gap-1">
              <ChevronRight aria-hidden="true" className="hidden size-4 sm:block" />
              <span
                aria-current={subsection === null ? 'page' : undefined}
                className="truncate font-medium text-gray-900"
              >
                {section.label}
              </span>
            </li>
            {subsection !== null && (
              <li className="flex items-center gap-1">
                <ChevronRight aria-hidden="true" className="size-4" />
                <span aria-current="page" className="font-medium text-gray-900">
                  {subsection}
                </span>
              </li>
            )}
          </ol>
        </nav>
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        <GlobalSearch onSelect={openSearchResult} />
        <QuickActionsMenu />
        <NotificationDropdown />
        {user !== null && (
          <AccountMenu user={user} nameClassName="hidden max-w-40 truncate xl:inline">
            <a href="#profile" role="menuitem" className={menuItemClasses}>
              <UserCog aria-hidden="true" className="size-4" />
              Profil Ayarları
            </a>
            <a href="#settings" role="menuitem" className={menuItemClasses}>
              <Settings aria-hidden="true" className="size-4" />
              Sistem Ayarları
            </a>
            <LogoutButton
              role="menuitem"
              label="Çıkış"
              onLogout={() => logout.mutate()}
              isPending={logout.isPending}
              className={menuItemClasses}
            />
          </AccountMenu>
        )}
      </div>
    </header>
  );
}
