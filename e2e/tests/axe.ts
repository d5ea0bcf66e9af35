import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** DESIGN §3: axe-core finds no serious (or critical) violation on any screen. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact != null && BLOCKING_IMPACTS.has(v.impact));
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n\n');
  expect(blocking, `${what}: serious/critical axe violations\n\n${report}`).toEqual([]);
}
