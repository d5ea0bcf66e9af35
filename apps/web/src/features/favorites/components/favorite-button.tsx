import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { rememberIntendedUrl, useSession } from '@/lib/session';
import type { FavoriteKind } from '../api/toggle-favorite';
import { FavoriteHeart, type FavoriteButtonProps } from './favorite-heart';
import { CUSTOMERS_ONLY_FAVORITES, LOGIN_TO_FAVORITE } from './favorite-messages';

/** The 'log in first' dialog: its own chunk, loaded when a visitor first presses a heart (issue 17). */
const FavoriteLoginDialog = lazy(() =>
  import('./favorite-login-dialog').then((m) => ({ default: m.FavoriteLoginDialog })),
);

/**
 * A signed-in user's heart (permissions, the favourite lists, the toggle): its own chunk, loaded only when there is
 * a session (issue 17: ~3 KB gzip off every listing page a visitor opens).
 */
const SignedInFavoriteButton = lazy(() =>
  import('./signed-in-favorite-button').then((m) => ({ default: m.SignedInFavoriteButton })),
);

export { CUSTOMERS_ONLY_FAVORITES, LOGIN_TO_FAVORITE };
export type { FavoriteButtonProps };

/**
 * The favourite heart of a salon or a specialist. A visitor is asked to log in and comes back here afterwards; with
 * a session the signed-in heart takes over (a customer toggles it, other user types are told that only customers
 * keep favourites). The server renders the visitor's heart (the session lives in the browser).
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const { user, isAuthenticated } = useSession();
  const signedIn = isAuthenticated && user !== null;
  const kind: FavoriteKind = props.salonStaffId !== undefined ? 'specialist' : 'salon';
  const heart = (onClick: () => void, pending: boolean) => (
    <FavoriteHeart
      kind={kind}
      isFavorite={false}
      name={props.name}
      variant={props.variant}
      className={props.className}
      onClick={onClick}
      pending={pending}
    />
  );
  if (signedIn) {
    return (
      <Suspense fallback={heart(() => undefined, true)}>
        <SignedInFavoriteButton {...props} />
      </Suspense>
    );
  }
  return <VisitorFavoriteButton heart={heart} />;
}

function VisitorFavoriteButton({ heart }: { heart: (onClick: () => void, pending: boolean) => ReactNode }) {
  const [askLogin, setAskLogin] = useState(false);
  const [loginAsked, setLoginAsked] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const goToLogin = () => {
    rememberIntendedUrl(`${location.pathname}${location.search}${location.hash}`);
    setAskLogin(false);
    void navigate(paths.login.getHref());
  };

  return (
    <>
      {heart(() => {
        setLoginAsked(true);
        setAskLogin(true);
      }, false)}
      {loginAsked && (
        <Suspense fallback={null}>
          <FavoriteLoginDialog open={askLogin} onClose={() => setAskLogin(false)} onLogin={goToLogin} />
        </Suspense>
      )}
    </>
  );
}
