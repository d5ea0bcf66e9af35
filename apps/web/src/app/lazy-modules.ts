import type { ComponentType } from 'react';

/** What a lazily loaded screen or admin section module exports (React Router `lazy`: its `Component`). */
export interface ScreenModule {
  Component: ComponentType;
}

/** The map `import.meta.glob` returns: file path → loader of that chunk. */
export type ModuleLoaders = Readonly<Record<string, () => Promise<ScreenModule>>>;

/**
 * Loads the module at `path` from a glob map. A path the glob did not find (a module another engineer has not
 * written yet) fails only when its screen is opened, with '<missingMessage>: <path>'.
 */
export function loadModule(
  modules: ModuleLoaders,
  path: string,
  missingMessage: string,
): Promise<ScreenModule> {
  const load = modules[path];
  if (load === undefined) return Promise.reject(new Error(`${missingMessage}: ${path}`));
  return load();
}
