import { LogOut, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AREA_NAVIGATION, type NavArea } from '@salonya/domain/routing/area-navigation';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SalonSwitcher } from '@/features/owner-salons/components/salon-switcher';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useCurrentRoute } from '../use-current-route';
import { Logo } from './logo';
import { OpenSidebarButton, SidebarBackdrop } from './sidebar-controls';
import { SkipLink } from './skip-link';
import { useLogoutToHome } from './user-menu';
import { useCan } from '@/hooks/use-can';

export const AREA_LABELS: Readonly<Record<NavArea, string>> = {
  customer: 'Müşteri Paneli',
  salon: 'Salon Paneli',
  staff: 'Personel Paneli',
};

function isNavArea(area: string | undefined): area is NavArea {
  return area === 'customer' || area === 'salon' || area === 'staff';
}

/**
 * The shell of /musteri, /salon and /personel: sidebar from AREA_NAVIGATION (an overlay below 768 px, opened from
 * the top bar), top bar with the user's name and 'Çıkış Yap'.
 */
export function Component() {
  const current = useCurrentRoute();
  const area: NavArea = isNavArea(current?.row.area) ? current.row.area : 'customer';
  const items = AREA_NAVIGATION[area];
  const areaRoot = items[0]?.path;
  const { user } = useSession();
  const can = useCan();
  const logout = useLogoutToHome();
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The mobile sidebar closes by itself when the page changes.
  const open = openAt === location.key;
  const close = () => setOpenAt(null);
  useEscapeKey(open, close);

  return (
    <>
      <div className="min-h-dvh md:flex">
        <SkipLink />
        {open && <SidebarBackdrop onClose={close} />}
        <aside
          id="area-sidebar"
          className={cn(
            'w-64 shrink-0 flex-col border-r border-gray-200 bg-white',
            open ? 'fixed inset-y-0 left-0 z-50 flex shadow-xl' : 'hidden',
            'md:sticky md:top-0 md:flex md:h-dvh md:shadow-none',
          )}
        >
          <div className="flex h-16 items-center justify-between border-b border-gray-100 px-4">
            <Logo />
            <button
              type="button"
              className="inline-flex size-9 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 md:hidden"
              aria-label="Menüyü kapat"
              onClick={close}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <nav aria-label={AREA_LABELS[area]} className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    end={item.path === areaRoot}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100',
                      )
                    }
                  >
                    <Icon name={item.icon} className="size-4 shrink-0" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 sm:px-6">
            <div className="flex min-w-0 items-center gap-2">
              <OpenSidebarButton
                expanded={open}
                controls="area-sidebar"
                onOpen={() => setOpenAt(location.key)}
              />
              <p className={cn('text-sm font-semibold text-gray-700', area === 'salon' && 'hidden sm:block')}>
                {AREA_LABELS[area]}
              </p>
              {/* SPEC §4 'Selected salon': every owner screen acts on the salon chosen here. */}
              {area === 'salon' && can('salon.manage') && <SalonSwitcher />}
            </div>
            <div className="flex items-center gap-2">
              <NotificationBell />
              {user !== null && (
                <span className="hidden max-w-48 truncate text-sm text-gray-700 sm:inline">{user.name}</span>
              )}
              <Button variant="ghost" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
                {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
                Çıkış Yap
              </Button>
            </div>
          </header>
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>
    </>
  );
}
