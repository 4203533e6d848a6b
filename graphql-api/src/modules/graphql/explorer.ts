import express, { type Router } from 'express';
import { getDistDirectory, renderAltair, renderInitialOptions, type RenderOptions } from 'altair-static';
import { explorerCsp } from '../security/security-headers.js';

export const EXPLORER_ASSETS_PATH = '/graphql-explorer';
/** Altair's start-up call, served as a file so the page needs no inline script. */
const INITIAL_OPTIONS_FILE = 'initial_options.js';

/**
 * A GraphQL explorer (Altair) for people who open /graphql in a browser. It is served from the
 * npm package itself, never a CDN, so it works offline and behind strict networks. Its page and
 * files get the explorer's own, looser CSP (inline styles); the rest of the site never does.
 */
export function explorerRouter(endpointPath: string): Router {
  const router = express.Router();
  const options: RenderOptions = {
    baseURL: `${EXPLORER_ASSETS_PATH}/`,
    endpointURL: endpointPath,
    initialName: 'Threadline',
    initialQuery: '{\n  products(first: 5) {\n    totalCount\n    nodes { id title category basePrice { amount currencyCode } }\n  }\n}\n',
    disableAccount: true,
    serveInitialOptionsInSeperateRequest: INITIAL_OPTIONS_FILE,
  };
  const page = renderAltair(options);
  const initialOptions = renderInitialOptions(options);
  const csp = explorerCsp();
  router.get(`${EXPLORER_ASSETS_PATH}/${INITIAL_OPTIONS_FILE}`, csp, (_req, res) => {
    res.type('js').set('Cache-Control', 'no-cache').send(initialOptions);
  });
  // The files carry the policy too: a worker's CSP is the one its script was served with.
  router.use(EXPLORER_ASSETS_PATH, csp, express.static(getDistDirectory(), { index: false, maxAge: '1d' }));
  router.get(endpointPath, (req, res, next) => {
    // Only a browser navigation gets the page; GET queries from clients go on to the API.
    const wantsPage = req.accepts(['application/json', 'text/html']) === 'text/html' && req.query.query === undefined;
    if (!wantsPage) return next();
    csp(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.type('html').send(page);
    });
  });
  return router;
}
