import { afterEach, vi } from 'vitest';

// A test fails on any unexpected console.error or console.warn (DESIGN §4).
const unexpected: string[] = [];
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
  });
}
afterEach(() => {
  if (unexpected.length > 0) {
    const messages = unexpected.splice(0);
    throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
  }
});
