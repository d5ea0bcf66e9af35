import { useEffect, useState, type ComponentType } from 'react';
import { ADMIN_ACCESS_DENIED, moduleLoadFailedMessage } from '@salonya/domain/messages';
import { pageTitle } from '@salonya/domain/constants';
import type { AdminSection } from '@salonya/domain/routing/admin-sections';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { usePendingBadges } from '@/features/admin-shell/hooks/use-pending-badges';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { showPendingFlash, storeFlash } from '@/lib/flash';
import { readStorage, writeStorage } from '@/lib/storage';
import { SidebarBackdrop } from '../layouts/sidebar-controls';
import { SkipLink } from '../layouts/skip-link';
import { verifyAdminAccess, type AccessCheck } from './admin-access';
import { guardAdminPage } from './admin-guard';
import { AdminSidebar } from './admin-sidebar';
import { ADMIN_TITLE, AdminTopBar } from './admin-topbar';
import { loadAdminSection, type SectionLoader } from './section-modules';
import { useAdminLocation } from './use-admin-hash';

export const SIDEBAR_COLLAPSED_KEY = 'admin_sidebar_collapsed';
export { ADMIN_TITLE };
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
  const badges = usePendingBadges();
  const { state, retry } = useSectionModule(section, checkAccess, loadSection, leavePage);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpenFor, setMobileOpenFor] = useState<string | null>(null);
  const mobileOpen = mobileOpenFor === section.id;

  useEffect(() => {
    showPendingFlash();
  }, []);

  useEffect(() => {
    document.title = pageTitle(`${section.label} – ${ADMIN_TITLE}`);
  }, [section.label]);

  const closeMobile = () => setMobileOpenFor(null);
  useEscapeKey(mobileOpen, closeMobile);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      writeStorage(localStorage, SIDEBAR_COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <div className="min-h-dvh bg-gray-50 md:flex">
      {/* The hash selects sections here, so the skip link moves the focus without changing it. */}
      <SkipLink target="admin-main" keepHash />
      {mobileOpen && <SidebarBackdrop onClose={closeMobile} />}
      <AdminSidebar
        section={section}
        badges={badges}
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onToggleCollapsed={toggleCollapsed}
        onCloseMobile={closeMobile}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar
          section={section}
          subsection={subsection}
          mobileOpen={mobileOpen}
          onOpenMobile={() => setMobileOpenFor(section.id)}
          leavePage={leavePage}
        />
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
