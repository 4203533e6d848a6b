import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { RequestHandler } from 'express';
import type { Config } from '../../config.js';
import { CSP_NONCE_PLACEHOLDER, storefrontCsp, type NonceLocals } from './security-headers.js';

/**
 * The storefront's index.html, rendered per response: a fresh nonce replaces the build's
 * placeholder (frontend/vite.config.ts, `html.cspNonce`) and goes into the same response's CSP, so
 * styled-components' `<style>` is allowed and an injected one is not. The template is read once
 * and again only when the file changes (a rebuild under a running server); the `compression`
 * middleware compresses the answer, which is a couple of kilobytes.
 */
export function storefrontPage(indexHtmlPath: string, config: Pick<Config, 's3'>): RequestHandler {
  const csp = storefrontCsp(config);
  let cached: { mtimeMs: number; size: number; parts: string[] } | undefined;

  const template = async (): Promise<string[]> => {
    const stat = await fs.stat(indexHtmlPath);
    if (cached?.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, parts: (await fs.readFile(indexHtmlPath, 'utf8')).split(CSP_NONCE_PLACEHOLDER) };
    }
    return cached.parts;
  };

  return async (req, res, next) => {
    const parts = await template();
    // 128 random bits, as CSP3 asks; base64 is what a nonce-source may contain.
    const nonce = randomBytes(16).toString('base64');
    (res.locals as NonceLocals).cspNonce = nonce;
    csp(req, res, (error?: unknown) => {
      if (error) return next(error);
      // Always revalidated, never stored by a shared cache: each answer has its own nonce.
      res.set('Cache-Control', 'private, no-cache');
      res.type('html').send(parts.join(nonce));
    });
  };
}
