import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** DESIGN §3: axe-core finds no serious (or critical) violation on any screen. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Issue 21 item 14: these two also block. label-content-name-mismatch is 'serious' but axe ships it switched
 * off (experimental); heading-order is only 'moderate'.
 */
const ALSO_BLOCKING = new Set<string>(['label-content-name-mismatch', 'heading-order']);

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * The blocking violations of the page as a report, or null when there are none. With `include` (CSS selectors),
 * only those parts of the page are scanned.
 */
export async function seriousViolations(page: Page, include: readonly string[] = []): Promise<string | null> {
  let builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter(
    (v) => ALSO_BLOCKING.has(v.id) || (v.impact != null && BLOCKING_IMPACTS.has(v.impact)),
  );
  return blocking.length === 0 ? null : describeViolations(blocking);
}

export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const report = await seriousViolations(page);
  expect(report, `${what}: serious/critical axe violations\n\n${report ?? ''}`).toBeNull();
}

/**
 * Issue 21 acceptance: English UI words that must never reach a user, as whole words (case-sensitive, so the
 * Turkish text and brand names of salons do not trip it). Internal codes such as 'salon_owner' too.
 */
export const ENGLISH_UI_WORDS = [
  'Close',
  'Cancel',
  'Submit',
  'Loading',
  'Search',
  'Next',
  'Previous',
  'Save',
  'Delete',
  'Edit',
  'Error',
  'Notifications',
  'Toggle',
  'Settings',
  'Sign in',
  'Log in',
  'Logout',
  'Required',
  'Dismiss',
  'Open menu',
  'Select',
  'No results',
  'Something went wrong',
  'toast',
  'salon_owner',
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
  'undefined',
  'null',
  'NaN',
  'Invalid Date',
  '[object Object]',
] as const;

/** Every user-visible string of the page (rendered text, aria-label, title, alt, placeholder) with an English word. */
export async function englishWordsOn(page: Page): Promise<string[]> {
  return page.evaluate(
    (words) => {
      const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`(?<![\\p{L}_])(${words.map(escape).join('|')})(?![\\p{L}_])`, 'u');
      const found: string[] = [];
      const check = (text: string | null, where: string) => {
        if (text === null) return;
        const m = pattern.exec(text);
        if (m !== null) found.push(`${where}: “${m[1]}” in “${text.trim().slice(0, 80)}”`);
      };
      check(document.body.innerText, 'text');
      for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[alt],[placeholder]'))) {
        for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
          check(el.getAttribute(attr), `${el.tagName.toLowerCase()}[${attr}]`);
        }
      }
      check(document.title, 'title');
      return found;
    },
    [...ENGLISH_UI_WORDS],
  );
}
