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
 * `<link rel="modulepreload">` for the chunks of the page's lazy modules (its layouts, its page, an
 * open dialog) and everything they import, so the browser fetches them in parallel with the entry
 * instead of discovering them one import at a time after it runs. The entry's own imports are
 * already preloaded by the tags Vite writes into index.html. Low priority, like every script of a
 * server-rendered page (see scriptsAtLowPriority in vite.config.ts): the first paint needs none.
 */
export function modulePreloadTags(manifest: ViteManifest, modules: readonly string[]): string {
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withStaticImports(manifest, key, entry);
  const files = new Set<string>();
  for (const module of modules) withStaticImports(manifest, module, files);
  return [...files]
    .filter((file) => !entry.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
}
