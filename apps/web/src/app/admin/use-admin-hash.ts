import { useSyncExternalStore } from 'react';
import {
  adminSection,
  adminSettingsSubsection,
  resolveAdminSection,
  type AdminSection,
} from '@salonya/domain/routing/admin-sections';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The URL hash of the admin page, following changes. */
export function useAdminHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}

export interface AdminLocation {
  hash: string;
  section: AdminSection;
  /** 'mail' for '#settings/mail'. */
  subsection: string | null;
}

/** SPEC §2.8: the section chosen by the hash (unknown → dashboard, 'settings/x' → settings). */
export function useAdminLocation(): AdminLocation {
  const hash = useAdminHash();
  return {
    hash,
    section: adminSection(resolveAdminSection(hash)),
    subsection: adminSettingsSubsection(hash),
  };
}
