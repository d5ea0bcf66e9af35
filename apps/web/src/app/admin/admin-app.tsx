import { ChevronRight, ChevronsLeft, ChevronsRight, Settings, UserCog, X } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { ADMIN_ACCESS_DENIED, moduleLoadFailedMessage } from '@salonya/domain/messages';
import { pageTitle } from '@salonya/domain/constants';
import {
  ADMIN_SECTION_GROUPS,
  adminSection,
  adminSectionHash,
  type AdminSection,
} from '@salonya/domain/routing/admin-sections';
import { menuItemClasses } from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { useLogout } from '@/features/auth/api/logout';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { cn } from '@/lib/cn';
import { showPendingFlash, storeFlash } from '@/lib/flash';
import { useSession } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';
import { OpenSidebarButton, SidebarBackdrop } from '../layouts/sidebar-controls';
import { SkipLink } from '../layouts/skip-link';
import { AccountMenu, LogoutButton } from '../layouts/user-menu';
import { verifyAdminAccess, type AccessCheck } from './admin-access';
import { guardAdminPage } from './admin-guard';
import { loadAdminSection, type SectionLoader } from './section-modules';
import { useAdminLocation } from './use-admin-hash';

export const SIDEBAR_COLLAPSED_KEY = 'admin_sidebar_collapsed';
export const ADMIN_TITLE = 'Yönetim Paneli';
export const CHECKING_ACCESS = 'Yetki kontrol ediliyor…';
export const LOADING_MODULE = 'Modül yükleniyor…';

/** Leaves the admin page for another document (/, /giris). */
export type PageNavigator = (to: string) => void;
const assignLocation: PageNavigator = (to) => window.location.assign(to);

type SectionState =
  | { key: string; phase: 'loading' }
  | { key: string; phase: 'ready'; Component: ComponentType }
  | { key: string; phase: 'error'; detail: string };

function errorDetail(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : String(error);
}

/** SPEC §4 'Admin section loading': checking authorisation → loading the module → shown, or an error with retry. */
function useSectionModule(
  section: AdminSection,
  checkAccess: AccessCheck,
  loadSection: SectionLoader,
  leavePage: PageNavigator,
) {
  const [attempt, setAttempt] = useState(0);
  const key = `${section.id}:${attempt}`;
  const [state, setState] = useState<SectionState | null>(null);

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const access = await checkAccess();
      if (cancelled) return;
      if (access !== 'allowed') {
        if (access === 'denied') {
          storeFlash({ type: 'error', message: ADMIN_ACCESS_DENIED });
          leavePage('/');
        } else {
          const guard = guardAdminPage(window.location.hash);
          if (guard.kind === 'redirect') leavePage(guard.to);
        }
        return;
      }
      setState({ key, phase: 'loading' });
      try {
        const module = await loadSection(section.id);
        if (!cancelled) setState({ key, phase: 'ready', Component: module.Component });
      } catch (error) {
        if (!cancelled) setState({ key, phase: 'error', detail: errorDetail(error) });
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [key, section.id, checkAccess, loadSection, leavePage]);

  const current: SectionState | { phase: 'checking' } =
    state !== null && state.key === key ? state : { phase: 'checking' };
  return { state: current, retry: () => setAttempt((n) => n + 1) };
}

function readCollapsed(): boolean {
  return readStorage(localStorage, SIDEBAR_COLLAPSED_KEY) === '1';
}

function groupOf(section: AdminSection) {
  return ADMIN_SECTION_GROUPS.find((group) => group.id === section.group);
}

export interface AdminAppProps {
  /** Loads a section module (tests inject failures). */
  loadSection?: SectionLoader;
  checkAccess?: AccessCheck;
  leavePage?: PageNavigator;
}

/** The admin page (SPEC §2.8): one page whose section is the URL hash. */
export function AdminApp({
  loadSection = loadAdminSection,
  checkAccess = verifyAdminAccess,
  leavePage = assignLocation,
}: AdminAppProps) {
  const { section, subsection } = useAdminLocation();
  const { user } = useSession();
  const { state, retry } = useSectionModule(section, checkAccess, loadSection, leavePage);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpenFor, setMobileOpenFor] = useState<string | null>(null);
  const mobileOpen = mobileOpenFor === section.id;
  const group = groupOf(section);

  useEffect(() => {
    showPendingFlash();
  }, []);

  useEffect(() => {
    document.title = pageTitle(`${section.label} – ${ADMIN_TITLE}`);
  }, [section.label]);

  const closeMobile = () => setMobileOpenFor(null);
  useEscapeKey(mobileOpen, closeMobile);
  const logout = useLogout({ onSettled: () => leavePage('/') });

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      writeStorage(localStorage, SIDEBAR_COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  // Collapsed (icons only) applies from 768 px up; the mobile overlay always shows labels.
  const iconOnly = collapsed && !mobileOpen;

  return (
    <div className="min-h-dvh md:flex">
      {/* The hash selects sections here, so the skip link moves the focus without changing it. */}
      <SkipLink target="admin-main" keepHash />
      {mobileOpen && <SidebarBackdrop onClose={closeMobile} />}
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
            onClick={closeMobile}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className="hidden size-9 items-center justify-center rounded-lg text-gray-300 hover:bg-gray-800 md:inline-flex"
            aria-label={collapsed ? 'Kenar çubuğunu genişlet' : 'Kenar çubuğunu daralt'}
            aria-expanded={!collapsed}
            aria-controls="admin-sidebar"
            onClick={toggleCollapsed}
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
                  return (
                    <li key={id}>
                      <a
                        href={adminSectionHash(id)}
                        aria-current={active ? 'page' : undefined}
                        title={iconOnly ? item.label : undefined}
                        onClick={closeMobile}
                        className={cn(
                          'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
                          active ? 'bg-brand-600 text-white' : 'text-gray-200 hover:bg-gray-800',
                        )}
                      >
                        <Icon name={item.icon} className="size-4 shrink-0" />
                        <span className={cn(iconOnly && 'md:sr-only')}>{item.label}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <OpenSidebarButton
              expanded={mobileOpen}
              controls="admin-sidebar"
              onOpen={() => setMobileOpenFor(section.id)}
            />
            <nav aria-label="Sayfa konumu" className="min-w-0">
              <ol className="flex items-center gap-1 truncate text-sm text-gray-600">
                <li>
                  <a href={adminSectionHash('dashboard')} className="hover:text-brand-700 hover:underline">
                    {ADMIN_TITLE}
                  </a>
                </li>
                {group !== undefined && (
                  <li className="hidden items-center gap-1 sm:flex">
                    <ChevronRight aria-hidden="true" className="size-4" />
                    {group.label}
                  </li>
                )}
                <li className="flex items-center gap-1">
                  <ChevronRight aria-hidden="true" className="size-4" />
                  <span
                    aria-current={subsection === null ? 'page' : undefined}
                    className="font-medium text-gray-900"
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
          {user !== null && (
            <AccountMenu user={user} nameClassName="hidden max-w-40 truncate sm:inline">
              <a href={adminSectionHash('profile')} role="menuitem" className={menuItemClasses}>
                <UserCog aria-hidden="true" className="size-4" />
                Profil Ayarları
              </a>
              <a href={adminSectionHash('settings')} role="menuitem" className={menuItemClasses}>
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
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {state.phase === 'checking' && (
            <div className="flex min-h-40 items-center justify-center">
              <Spinner label={CHECKING_ACCESS} showLabel size="lg" className="flex-col" />
            </div>
          )}
          {state.phase === 'loading' && (
            <div className="flex min-h-40 items-center justify-center">
              <Spinner label={LOADING_MODULE} showLabel size="lg" className="flex-col" />
            </div>
          )}
          {state.phase === 'error' && (
            <ErrorState
              className="mx-auto max-w-xl"
              title={moduleLoadFailedMessage(null)}
              message={state.detail}
              onRetry={retry}
            />
          )}
          {state.phase === 'ready' && <state.Component />}
        </main>
      </div>
    </div>
  );
}
