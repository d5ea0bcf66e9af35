import type { KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * The WAI-ARIA radio group keys for a role="radiogroup" of role="radio" buttons (issue 21, WCAG 2.1.1): the arrows
 * move to the next or previous choice (wrapping) and choose it, Home and End to the first and last. With one tab
 * stop per group (radioTabIndex) Tab leaves the group instead of walking through every choice.
 */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const radios = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(
      '[role="radio"]:not(:disabled):not([aria-disabled="true"])',
    ),
  );
  const current = radios.findIndex((r) => r === document.activeElement);
  if (radios.length === 0 || current === -1) return;
  let next: number;
  if (NEXT.has(event.key)) next = (current + 1) % radios.length;
  else if (PREVIOUS.has(event.key)) next = (current - 1 + radios.length) % radios.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = radios.length - 1;
  else return;
  event.preventDefault();
  radios[next]!.focus();
  radios[next]!.click();
}

/** Roving tab stop: the chosen radio, or the first one while none is chosen. */
export function radioTabIndex(isSelected: boolean, index: number, anySelected: boolean): 0 | -1 {
  return isSelected || (!anySelected && index === 0) ? 0 : -1;
}
