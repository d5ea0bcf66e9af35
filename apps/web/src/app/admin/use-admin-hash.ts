import { useSyncExternalStore } from 'react';
import {
  adminSection,
  adminSettingsSubsection,
  resolveAdminSection,
  type AdminSection,
  type AdminSectionId,
} from '@salonya/domain/routing/admin-sections';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The URL hash of the admin page, following changes. */
export function useAdminHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}

/** The `?id=` of the admin page: the record a section opens (a search result, a link from the dashboard). */
export function useAdminRecordId(): number | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get('id'),
    () => null,
  );
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The address of a section, optionally opening one of its records: `/admin?id=5#salons`. (The hash stays the
 * section id, so SPEC §2.8's "unknown hash → dashboard" keeps holding for anything else.)
 */
export function adminRecordHref(section: AdminSectionId, id: number | null = null): string {
  return `/admin${id === null ? '' : `?id=${id}`}#${section}`;
}

/** Goes to a section (and record) inside the admin page without reloading it. */
export function goToAdminRecord(section: AdminSectionId, id: number | null = null): void {
  const href = adminRecordHref(section, id);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (current === href) return;
  window.history.pushState(null, '', href);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** 'salons/5' (an admin search result's hash) → the section and record it opens. */
export function parseRecordHash(hash: string): { section: AdminSectionId; id: number | null } {
  const [head = '', tail] = hash.replace(/^#\/?/, '').split('/');
  const id = tail === undefined ? Number.NaN : Number(tail);
  return { section: resolveAdminSection(head), id: Number.isInteger(id) && id > 0 ? id : null };
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
