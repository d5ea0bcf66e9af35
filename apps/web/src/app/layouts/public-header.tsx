import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';

// Only a signed-in visitor sees these, never on the server or at hydration: a visitor's page does not load them.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const UserLinks = lazy(() => import('./user-menu').then((m) => ({ default: m.UserLinks })));

const NAV_LINKS = [
  { to: paths.categories.getHref(), label: 'Kategoriler' },
  { to: paths.campaigns.getHref(), label: 'Kampanyalar' },
  { to: paths.salonApplication.getHref(), label: 'Salon Ol' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  );

/** The main navigation links, as the desktop bar ('Ana menü') or the mobile panel's list ('Mobil menü'). */
function MainNav({
  label,
  className,
  block = false,
}: {
  label: string;
  className?: string;
  block?: boolean;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={block ? 'space-y-1' : 'flex items-center gap-1'}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={(state) => cn(navLinkClass(state), block && 'block')}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PublicHeader() {
  const { user, isAuthenticated } = useSession();
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  // The mobile menu closes by itself when the page changes.
  const menuOpen = menuOpenAt === location.key;

  const signedInUser = isAuthenticated ? user : null;
  const guestLinks = (
    <>
      <Link to={paths.login.getHref()} className={buttonClasses({ variant: 'ghost' })}>
        Giriş Yap
      </Link>
      <Link to={paths.register.getHref()} className={buttonClasses()}>
        Üye Ol
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <HeaderSearch variant="inline" />
        <MainNav label="Ana menü" className="hidden md:block" />
        <div className="flex items-center gap-1 md:gap-2">
          <HeaderSearch variant="button" />
          <div className="hidden items-center gap-2 md:flex">
            {signedInUser !== null ? (
              <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
                <UserMenu user={signedInUser} />
              </Suspense>
            ) : (
              guestLinks
            )}
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="public-mobile-menu"
            aria-label={menuOpen ? 'Menüyü kapat' : 'Menüyü aç'}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id="public-mobile-menu" className="border-t border-gray-200 bg-white px-4 py-3 md:hidden">
          <MainNav label="Mobil menü" block />
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
            {signedInUser !== null ? (
              <Suspense fallback={null}>
                <UserLinks user={signedInUser} />
              </Suspense>
            ) : (
              guestLinks
            )}
          </div>
        </div>
      )}
    </header>
  );
}
