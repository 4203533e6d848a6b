import type { RestRoute } from '../../rest/route.js';

export const featureImageRoutes: RestRoute[] = [];
