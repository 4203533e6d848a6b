/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ViteManifestChunk>;

function withStaticImports(manifest: ViteManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/**
 * `<link rel="modulepreload">` for the chunks the page's first start needs: the entry's static
 * imports (React, Apollo, styled-components, react-aria's core), then the page's lazy modules (its
 * layouts, its page, an open dialog) and everything they import, so the browser fetches them in
 * parallel with the entry instead of discovering them one import at a time as each runs. Vite
 * writes no such tags into index.html (`modulePreload: false` in vite.config.ts): without the
 * entry's own imports here, React's chunk was asked for only once the entry had arrived and been
 * parsed, a round trip after the rest. The entry itself has its script tag. Low priority, like
 * every script of a server-rendered page (see scriptsAtLowPriority in vite.config.ts): the first
 * paint needs none.
 */
export function modulePreloadTags(manifest: ViteManifest, modules: readonly string[]): string {
  const entries = new Set<string>();
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    entries.add(chunk.file);
    withStaticImports(manifest, key, files);
  }
  for (const module of modules) withStaticImports(manifest, module, files);
  return [...files]
    .filter((file) => !entries.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
}
