import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 4 s: the test machine is shared, and a screen's lazy chunks can take a while there.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; its "not implemented" report would trip the console guard.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Cookies the app writes (the cookie consent) expire, so each test starts as a first visit.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((m) => m.remove());
});
