import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test file must get a fresh context (ADR 0055). Under the vmThreads pool Vitest hands all files to one context
// when it runs a single worker (`--maxWorkers=1`); files would then share globals, module state and mocks.
const contextUsed = Symbol.for('salonya.test-context-used');
const context = globalThis as typeof globalThis & { [contextUsed]?: true };
if (context[contextUsed]) {
  throw new Error(
    'Two web test files ran in one context: run the web project with at least 2 workers (vitest.config.ts).',
  );
}
context[contextUsed] = true;

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
