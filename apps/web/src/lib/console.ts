/** localStorage key that turns console logging back on in production (`localStorage.salonya_debug = '1'`). */
export const DEBUG_KEY = 'salonya_debug';

/**
 * SPEC §9: in production console logging is disabled unless enabled. log, info and debug become no-ops; warnings
 * and errors stay, since they are what a support session needs.
 */
export function silenceConsoleInProduction(isProduction: boolean = import.meta.env.PROD === true): void {
  if (!isProduction) return;
  try {
    if (localStorage.getItem(DEBUG_KEY) === '1') return;
  } catch {
    // No storage: stay silent.
  }
  const noop = () => {};
  console.log = noop;
  console.info = noop;
  console.debug = noop;
}
