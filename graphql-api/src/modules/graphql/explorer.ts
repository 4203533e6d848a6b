import express, { type Router } from 'express';
import { getDistDirectory, renderAltair } from 'altair-static';

export const EXPLORER_ASSETS_PATH = '/graphql-explorer';

/**
 * A GraphQL explorer (Altair) for people who open /graphql in a browser. It is served from the
 * npm package itself, never a CDN, so it works offline and behind strict networks.
 */
export function explorerRouter(endpointPath: string): Router {
  const router = express.Router();
  const page = renderAltair({
    baseURL: `${EXPLORER_ASSETS_PATH}/`,
    endpointURL: endpointPath,
    initialName: 'Threadline',
    initialQuery: '{\n  products(first: 5) {\n    totalCount\n    nodes { id title price salePrice category }\n  }\n}\n',
    disableAccount: true,
  });
  router.use(EXPLORER_ASSETS_PATH, express.static(getDistDirectory(), { index: false, maxAge: '1d' }));
  router.get(endpointPath, (req, res, next) => {
    // Only a browser navigation gets the page; GET queries from clients go on to the API.
    const wantsPage = req.accepts(['application/json', 'text/html']) === 'text/html' && req.query.query === undefined;
    if (!wantsPage) return next();
    res.type('html').send(page);
  });
  return router;
}
