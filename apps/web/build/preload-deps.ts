import type { Plugin } from 'vite';

/**
 * Shorter preload lists for dynamic imports (issue 17). For each `import()` Vite writes into the importing chunk
 * the list of files to fetch alongside (`__vite__mapDeps`): the imported chunk and every chunk it imports,
 * recursively, including those the importing chunk itself imports statically, which are loaded already by the
 * time its code runs. In the entry that repeated the shared chunks (vendor, runtime, API client…) in each of ~30
 * route loaders' lists. Here a list keeps only the files the importing chunk does not already load.
 */

const loadedBy = new Map<string, ReadonlySet<string>>();

/** The files loaded once `host` runs: itself and its static imports, recursively. */
export function staticClosures(
  chunks: readonly { fileName: string; imports: readonly string[] }[],
): Map<string, Set<string>> {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const closures = new Map<string, Set<string>>();
  for (const { fileName } of chunks) {
    const seen = new Set<string>();
    const stack = [fileName];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const next of importsOf.get(file) ?? []) stack.push(next);
    }
    closures.set(fileName, seen);
  }
  return closures;
}

/** `build.modulePreload.resolveDependencies`: drop what the importing chunk (`hostId`) has loaded already. */
export function resolvePreloadDependencies(
  _file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (context.hostType !== 'js') return deps;
  const loaded = loadedBy.get(context.hostId);
  return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
}

/** Records each chunk's static closure before Vite writes the preload lists (its generateBundle runs later). */
export function preloadDeps(): Plugin {
  return {
    name: 'salonya-preload-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedBy.clear();
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [{ fileName: item.fileName, imports: item.imports }] : [],
        );
        for (const [file, closure] of staticClosures(chunks)) loadedBy.set(file, closure);
      },
    },
  };
}
