import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage, ServerEntry } from './renderer-contract.js';

export type { ExecuteOperation, GraphQLOperation, PageCacheAccess, RenderPage, RenderRequest, RenderResult } from './renderer-contract.js';

/** Where `npm run build` writes the server renderer: beside the browser's bundle, never in it. */
export function serverEntryPath(frontendDist: string): string {
  return path.join(path.dirname(frontendDist), 'dist-server', 'entry-server.js');
}

/**
 * The storefront's page renderer, or null when the build has none (a folder with only an
 * index.html, as some tests serve): every page is then the client-rendered shell.
 */
export async function loadStorefrontRenderer(frontendDist: string): Promise<RenderPage | null> {
  const entryPath = serverEntryPath(frontendDist);
  const manifestPath = path.join(frontendDist, '.vite', 'manifest.json');
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  return entry.createRenderer(JSON.parse(readFileSync(manifestPath, 'utf8')));
}
