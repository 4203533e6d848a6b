import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';

// The contract of the frontend's server entry (frontend/src/app/entry-server.tsx), which Vite
// builds to frontend/dist-server/entry-server.js. The API imports it at run time: the two are
// built by different compilers, so the shapes are written down on both sides.

export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export type ExecuteOperation = (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  url: string;
  headers: Headers;
  execute: ExecuteOperation;
  nonce: string;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' }
  | { kind: 'page'; status: number; head: string; body: string };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

interface ServerEntry {
  createRenderer(manifest: unknown): RenderPage;
}

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
