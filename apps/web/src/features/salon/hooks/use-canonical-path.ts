import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * SPEC §2.1: once the entity is fetched, replace the address with its canonical path (query and hash kept).
 * `canonical` is null while loading, after a failed fetch (the URL stays as it is) or when already canonical.
 */
export function useCanonicalPath(canonical: string | null): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (canonical === null || canonical === pathname) return;
    void navigate({ pathname: canonical, search, hash }, { replace: true, preventScrollReset: true });
  }, [canonical, pathname, search, hash, navigate]);
}
