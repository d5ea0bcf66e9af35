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
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((m) => m.remove());
});
