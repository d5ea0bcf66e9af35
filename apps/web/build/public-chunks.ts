import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PUBLIC_ROUTE_MODULES, routeName } from './bundle-report.ts';

/**
 * Chunks of the public pages by what uses them (issue 17, docs/performance.md). Left to itself the bundler makes
 * one chunk per set of *all* routes that import a module, and every owner, staff and admin screen imports some of
 * the icons and helpers the public pages use, so a public page loaded 40–60 files, ~15 of them icons of 200–300
 * bytes: each costs a request and ~0.1 KB of gzip it would not cost inside a bigger file.
 *
 * Here a module that a public route imports statically (and the entry does not) is grouped by the set of public
 * routes that import it, ignoring the private ones: modules every listing page uses form one chunk, modules only
 * the salon and specialist pages use another, and so on. A public page loads exactly the code it loaded before,
 * in fewer files; a private screen that uses one such module loads its group (a few hundred bytes more). The
 * grouping is computed from the module graph when the build has read every module (`buildEnd`), before chunks
 * are made; `publicGroupName` is the group's `name` function in vite.config.ts.
 */

const groupOf = new Map<string, string>();

/** The chunk group of module `id` (a name shared by the modules the same public routes import), or null. */
export function publicGroupName(id: string): string | null {
  return groupOf.get(id) ?? null;
}

interface ModuleGraph {
  /** Every module id of the build. */
  ids: Iterable<string>;
  /** Static imports of a module, and whether it is an entry (an HTML page). */
  info: (id: string) => { importedIds: readonly string[]; isEntry: boolean } | null;
}

/** Module id → group name, for the modules public routes import statically and the entries do not. */
export function publicGroups(graph: ModuleGraph): Map<string, string> {
  const closure = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.info(id)?.importedIds ?? []));
    }
    return seen;
  };
  const ids = [...graph.ids];
  // The site's entry (index.html; not admin.html, whose screens are not public): its code is loaded anyway.
  const inEntries = new Set<string>();
  for (const id of ids) {
    if (graph.info(id)?.isEntry && /[\\/]index\.html$/.test(id))
      for (const m of closure(id)) inEntries.add(m);
  }
  // Modules other screens (owner, staff, customer, admin, forms) use as well: kept apart from the ones only public
  // pages use, so a private screen that needs one loads only modules some private screen needs.
  const inPrivate = new Set<string>();
  for (const id of ids) {
    const route = routeName(id);
    const isAdminEntry = graph.info(id)?.isEntry === true && /[\\/]admin\.html$/.test(id);
    if (isAdminEntry || (route !== null && !PUBLIC_ROUTE_MODULES.includes(route))) {
      for (const m of closure(id)) inPrivate.add(m);
    }
  }
  const routesOf = new Map<string, string[]>();
  for (const id of ids) {
    const route = routeName(id);
    if (route === null || !PUBLIC_ROUTE_MODULES.includes(route)) continue;
    for (const m of closure(id)) {
      // The route module itself stays the facade of its own chunk (the router imports it dynamically).
      if (m === id || inEntries.has(m) || m.includes('\0')) continue;
      routesOf.set(m, [...(routesOf.get(m) ?? []), route]);
    }
  }
  const groups = new Map<string, string>();
  for (const [id, routes] of routesOf) {
    const key = `${routes.sort().join(',')}${inPrivate.has(id) ? '+private' : ''}`;
    groups.set(id, `pub-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`);
  }
  return groups;
}

/** Computes the groups once the module graph is complete (client build only). */
export function publicChunks(): Plugin {
  return {
    name: 'salonya-public-chunks',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      groupOf.clear();
      const groups = publicGroups({
        ids: this.getModuleIds(),
        info: (id) => {
          const info = this.getModuleInfo(id);
          return info === null ? null : { importedIds: info.importedIds, isEntry: info.isEntry };
        },
      });
      for (const [id, name] of groups) groupOf.set(id, name);
    },
  };
}
