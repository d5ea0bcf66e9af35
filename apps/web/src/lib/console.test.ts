import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBUG_KEY, silenceConsoleInProduction } from './console';

const original = { log: console.log, info: console.info, debug: console.debug };

afterEach(() => {
  Object.assign(console, original);
});

describe('silenceConsoleInProduction (SPEC §9)', () => {
  it('turns log, info and debug off in production and keeps warnings and errors', () => {
    const log = vi.fn();
    console.log = log;
    const { warn, error } = console;
    silenceConsoleInProduction(true);
    console.log('gizli');
    expect(log).not.toHaveBeenCalled();
    expect(console.warn).toBe(warn);
    expect(console.error).toBe(error);
  });

  it('leaves the console alone in development or when enabled', () => {
    const log = vi.fn();
    console.log = log;
    silenceConsoleInProduction(false);
    console.log('görünür');
    localStorage.setItem(DEBUG_KEY, '1');
    silenceConsoleInProduction(true);
    console.log('yine görünür');
    expect(log).toHaveBeenCalledTimes(2);
  });
});
