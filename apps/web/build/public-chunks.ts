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
 * are made; `publicGroupName` is the group's `name` function in vite.config.ts. Small groups are then merged into
 * groups most of their routes load anyway (`mergeSmallGroups`), and the entry's code the admin page shares goes into
 * one `shell` chunk.
 */

/** The libraries every page needs, in the shared vendor chunk (vite.config.ts). */
export const VENDOR_MODULES =
  /node_modules[\\/](?:react|react-dom|react-router|scheduler|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;

/**
 * TanStack Query's parts the public pages do not call (mutations, infinite and parallel queries, suspense hooks):
 * left out of the vendor chunk every page loads, the bundler puts them with the screens that use them.
 */
const QUERY_PARTS_OFF_VENDOR =
  /[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]build[\\/]modern[\\/](?:useMutation|mutationObserver|useMutationState|useIsMutating|useIsFetching|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver|useSuspenseQuery|useSuspenseInfiniteQuery|useSuspenseQueries|usePrefetchQuery|usePrefetchInfiniteQuery|mutationOptions|infiniteQueryOptions|streamedQuery)\.js$/;

/** Whether module `id` belongs in the shared vendor chunk (vite.config.ts). */
export function isVendorModule(id: string): boolean {
  return VENDOR_MODULES.test(id) && !QUERY_PARTS_OFF_VENDOR.test(id);
}

const groupOf = new Map<string, string>();

/** The chunk group of module `id` (a name shared by the modules the same public routes import), or null. */
export function publicGroupName(id: string): string | null {
  return groupOf.get(id) ?? null;
}

/**
 * What a file costs a page beyond its code, gzip: the header, the import/export statements and the dictionary it
 * cannot share with the page's other files. Measured on the public routes: ~250 bytes a file (their files gzipped
 * one by one against all together); 320 gave the lowest heaviest routes (docs/performance.md, fifth round).
 */
const FILE_OVERHEAD = 320;
/** Gzip bytes per character of a module's transformed (not yet minified) code, roughly. */
const GZIP_RATIO = 0.25;

interface PublicGroup {
  /** The route-set keys merged into the group (its name is derived from them). */
  keys: string[];
  ids: string[];
  /** Public routes that load the group. */
  routes: Set<string>;
  /** Whether private screens use its modules too (never merged with public-only groups). */
  priv: boolean;
  /** Estimated gzip bytes. */
  size: number;
}

/**
 * Merges groups while a merge saves bytes over the public routes in all: every route loading both saves a file's
 * overhead, every route loading only one of them pays the other's size. Tiny groups (an icon used by an odd set of
 * routes) thus join a bigger group most of their routes load anyway. A merge that would let two chunks import each
 * other (directly or through others) is skipped: modules that read an import at evaluation (icon tables) need
 * their imports' chunk evaluated first.
 */
export function mergeSmallGroups(
  initial: readonly PublicGroup[],
  importsOf: (id: string) => readonly string[],
): PublicGroup[] {
  const groups = initial.map((g) => ({
    ...g,
    keys: [...g.keys],
    ids: [...g.ids],
    routes: new Set(g.routes),
  }));
  const edges = (): Map<PublicGroup, Set<PublicGroup>> => {
    const owner = new Map<string, PublicGroup>();
    for (const g of groups) for (const id of g.ids) owner.set(id, g);
    const out = new Map<PublicGroup, Set<PublicGroup>>();
    for (const g of groups) {
      const next = new Set<PublicGroup>();
      for (const id of g.ids)
        for (const dep of importsOf(id)) {
          const h = owner.get(dep);
          if (h && h !== g) next.add(h);
        }
      out.set(g, next);
    }
    return out;
  };
  // Whether `to` can be reached from `from` through at least one other group.
  const indirect = (
    graph: Map<PublicGroup, Set<PublicGroup>>,
    from: PublicGroup,
    to: PublicGroup,
  ): boolean => {
    const seen = new Set<PublicGroup>();
    const stack = [...(graph.get(from) ?? [])].filter((g) => g !== to);
    while (stack.length > 0) {
      const g = stack.pop()!;
      if (g === to) return true;
      if (seen.has(g)) continue;
      seen.add(g);
      stack.push(...(graph.get(g) ?? []));
    }
    return false;
  };
  for (;;) {
    const candidates: { a: PublicGroup; b: PublicGroup; gain: number }[] = [];
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const a = groups[i]!;
        const b = groups[j]!;
        if (a.priv !== b.priv) continue;
        let shared = 0;
        for (const r of a.routes) if (b.routes.has(r)) shared += 1;
        const onlyA = a.routes.size - shared;
        const onlyB = b.routes.size - shared;
        const gain = FILE_OVERHEAD * shared - a.size * onlyB - b.size * onlyA;
        if (gain > 0) candidates.push({ a, b, gain });
      }
    }
    if (candidates.length === 0) return groups;
    candidates.sort((x, y) => y.gain - x.gain);
    const graph = edges();
    const pick = candidates.find(({ a, b }) => !indirect(graph, a, b) && !indirect(graph, b, a));
    if (!pick) return groups;
    const { a, b } = pick;
    a.keys.push(...b.keys);
    a.ids.push(...b.ids);
    for (const r of b.routes) a.routes.add(r);
    a.size += b.size;
    groups.splice(groups.indexOf(b), 1);
  }
}

interface ModuleGraph {
  /** Every module id of the build. */
  ids: Iterable<string>;
  /** Static imports of a module, and whether it is an entry (an HTML page). */
  info: (id: string) => {
    importedIds: readonly string[];
    isEntry: boolean;
    code?: string | null;
    dynamicallyImportedIds?: readonly string[];
  } | null;
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
  // The site entry's code that the admin page loads as well (API client, session, route table, messages, …): one
  // chunk both entries load whole, instead of one file per set of importers (each file gzip-compressed alone costs
  // its own header and loses the shared dictionary).
  // Admin's screens load lazily: what they import of the site entry's code is shared with it too.
  const withDynamic = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.info(id);
      stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    return seen;
  };
  for (const id of ids) {
    if (graph.info(id)?.isEntry && /[\\/]admin\.html$/.test(id)) {
      for (const m of withDynamic(id))
        if (inEntries.has(m) && !VENDOR_MODULES.test(m) && !graph.info(m)?.isEntry) groups.set(m, 'shell');
    }
  }
  const byKey = new Map<string, PublicGroup>();
  for (const [id, routes] of routesOf) {
    const priv = inPrivate.has(id);
    const key = `${[...routes].sort().join(',')}${priv ? '+private' : ''}`;
    let group = byKey.get(key);
    if (!group) {
      group = { keys: [key], ids: [], routes: new Set(routes), priv, size: 0 };
      byKey.set(key, group);
    }
    group.ids.push(id);
    group.size += (graph.info(id)?.code?.length ?? 0) * GZIP_RATIO;
  }
  for (const group of mergeSmallGroups([...byKey.values()], (id) => graph.info(id)?.importedIds ?? [])) {
    const name = `pub-${createHash('sha256').update(group.keys.sort().join('|')).digest('hex').slice(0, 8)}`;
    for (const id of group.ids) groups.set(id, name);
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
          return info === null
            ? null
            : {
                importedIds: info.importedIds,
                isEntry: info.isEntry,
                code: info.code,
                dynamicallyImportedIds: info.dynamicallyImportedIds,
              };
        },
      });
      for (const [id, name] of groups) groupOf.set(id, name);
    },
  };
}
