/** A full page load (the admin page is its own HTML entry, outside the SPA router). Kept apart for tests. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
