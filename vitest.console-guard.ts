import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on any unexpected console.error or console.warn (DESIGN §4). The spies are set before each test:
// `restoreMocks` restores every spy after a test, so spies set once would guard only a file's first test.
const unexpected: string[] = [];
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  if (unexpected.length > 0) {
    const messages = unexpected.splice(0);
    throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
  }
});
