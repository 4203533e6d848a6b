import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { RenderPage, ServerEntry } from './renderer-contract.js';

/** The storefront's source, as Vite serves it in development. */
export interface DevStorefront {
  /** Vite's dev server: modules compiled on request, styles, hot reload (its own WebSocket). */
  middleware: RequestHandler;
  /** index.html as Vite transforms it for the page at `url` (its client and React's refresh preamble). */
  template(url: string): Promise<string>;
  /** The server entry as the source stands now: a changed file is compiled again on the next page. */
  render: RenderPage;
  close(): Promise<void>;
}

/** The modules Vite's dev server loads for the page renderer: the same entry `npm run build` bundles. */
const SERVER_ENTRY = '/src/app/entry-server.tsx';

/**
 * `npm run dev`'s storefront (STOREFRONT_DEV=true): pages rendered on the server from frontend/'s
 * source, as shoppers get them from the build, with hot reload in the browser. Vite runs in
 * middleware mode inside this process; the server entry is loaded through `ssrLoadModule` for
 * each page, so an edit shows on the next request without a restart, and the browser's modules
 * are updated in place by Vite's client. Vite is a development dependency of the frontend,
 * imported only here and only when asked for: a production install never loads it.
 */
export async function createDevStorefront(frontendRoot: string): Promise<DevStorefront> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: frontendRoot,
    configFile: path.join(frontendRoot, 'vite.config.ts'),
    // Read through Vite's module runner, not bundled to a temporary file beside it and imported: the
    // API runs under `tsx watch`, which restarts the process when a file it imported goes away.
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true },
  });
  const indexHtml = path.join(frontendRoot, 'index.html');
  return {
    middleware: vite.middlewares as unknown as RequestHandler,
    template: async (url) => vite.transformIndexHtml(url, await readFile(indexHtml, 'utf8')),
    render: async (request) => {
      try {
        const entry = (await vite.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
        // No build manifest in development: the browser finds each module as it imports it.
        return await entry.createRenderer({})(request);
      } catch (error) {
        // Stack traces pointing at the source, not at Vite's transformed code.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    close: () => vite.close(),
  };
}
