import { isBuiltin } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The server entry (ADR 0024) as one self-contained bundle, npm dependencies included (ADR 0057). React's CommonJS
 * entry picks its development build when NODE_ENV is not 'production' at require time, as under `npm start` and in
 * the browser tests' server; bundled with NODE_ENV fixed to production, server rendering takes the production build
 * whatever the API process's NODE_ENV says (home page 106 → 66 ms a render).
 */
export function serverBundle(): Plugin {
  return {
    name: 'salonya-server-bundle',
    apply: 'build',
    config: (_config, env) =>
      env.isSsrBuild
        ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
        : undefined,
    generateBundle(_options, bundle) {
      if (!this.environment.config.build.ssr) return;
      const files = new Set(Object.keys(bundle));
      const external = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' ? packageImportsOf([...chunk.imports, ...chunk.dynamicImports], files) : [],
      );
      if (external.length > 0) {
        const names = [...new Set(external)];
        this.error(
          `the server bundle imports npm packages at run time (${names.length}): ${names.slice(0, 5).join(', ')}…`,
        );
      }
    },
  };
}

/** The imports of a chunk that are neither another file of the bundle nor a Node built-in: npm packages. */
export function packageImportsOf(imports: readonly string[], bundleFiles: ReadonlySet<string>): string[] {
  return imports.filter((name) => !bundleFiles.has(name) && !isBuiltin(name));
}
