import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '@salonya/contracts/user';
import type { UserType } from '@salonya/domain/user-types';
import { fallbackHome } from '@salonya/domain/routing/landing';
import { DropdownMenu, menuItemClasses } from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';

/** The link to the user's own area (SPEC §2.11 fallback home). */
export const AREA_LINK_LABELS: Readonly<Record<UserType, string>> = {
  customer: 'Hesabım',
  salon_owner: 'Salon Paneli',
  staff: 'Personel Paneli',
  admin: 'Yönetim Paneli',
};

/** 'Çıkış Yap' in the SPA shells (header, area layout): the auth feature's useLogout, then the home page. */
export function useLogoutToHome() {
  const navigate = useNavigate();
  return useLogout({ onSettled: () => navigate('/', { replace: true }) });
}

/** The link to the user's own area; the admin page is its own document (admin.html), so a full page load. */
function AreaLink({ user, className, role }: { user: User; className: string; role?: 'menuitem' }) {
  return (
    <Link
      to={fallbackHome(user.user_type)}
      role={role}
      reloadDocument={user.user_type === 'admin'}
      className={className}
    >
      <LayoutDashboard aria-hidden="true" className="size-4" />
      {AREA_LINK_LABELS[user.user_type]}
    </Link>
  );
}

/**
 * The signed-in user's name opening a menu of `children` (role="menuitem" elements): the public header's menu
 * and the admin page's.
 */
export function AccountMenu({
  user,
  nameClassName = 'max-w-40 truncate',
  children,
}: {
  user: User;
  nameClassName?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu
      triggerLabel={`${user.name} – hesap menüsü`}
      trigger={
        <>
          <UserRound aria-hidden="true" className="size-5 text-brand-700" />
          <span className={nameClassName}>{user.name}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
    >
      {children}
    </DropdownMenu>
  );
}

/** 'Çıkış Yap' as a menu item (role="menuitem") or a button of the mobile list; disabled while logging out. */
export function LogoutButton({
  onLogout,
  isPending,
  label = 'Çıkış Yap',
  role,
  className,
}: {
  onLogout: () => void;
  isPending: boolean;
  label?: string;
  role?: 'menuitem';
  className: string;
}) {
  return (
    <button type="button" role={role} disabled={isPending} onClick={onLogout} className={className}>
      <LogOut aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/** The logged-in user's name with a menu: their area and 'Çıkış Yap'. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogoutToHome();
  return (
    <AccountMenu user={user}>
      <AreaLink user={user} role="menuitem" className={menuItemClasses} />
      <LogoutButton
        role="menuitem"
        onLogout={() => logout.mutate()}
        isPending={logout.isPending}
        className={menuItemClasses}
      />
    </AccountMenu>
  );
}

/** The same two actions as a plain list, for the mobile menu panel. */
export function UserLinks({ user }: { user: User }) {
  const logout = useLogoutToHome();
  const itemClasses =
    'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-800 hover:bg-gray-100';
  return (
    <div className="w-full space-y-1">
      <p className="flex items-center gap-2 px-3 py-1 text-sm font-semibold text-gray-900">
        <UserRound aria-hidden="true" className="size-5 text-brand-700" />
        {user.name}
      </p>
      <AreaLink user={user} className={itemClasses} />
      <LogoutButton onLogout={() => logout.mutate()} isPending={logout.isPending} className={itemClasses} />
    </div>
  );
}
