import { addressRoutes } from '../modules/addresses/addresses.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { cartRoutes } from '../modules/cart/cart.rest.js';
import { catalogRoutes } from '../modules/catalog/catalog.rest.js';
import { featureImageRoutes } from '../modules/feature-images/feature-images.rest.js';
import { mediaRoutes } from '../modules/media/media.rest.js';
import { orderRoutes } from '../modules/orders/orders.rest.js';
import { reviewRoutes } from '../modules/reviews/reviews.rest.js';
import type { RestRoute } from './route.js';

/** Every path of the REST layer, area by area (spec section 7). */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...mediaRoutes,
  ...catalogRoutes,
  ...orderRoutes,
  ...featureImageRoutes,
  ...cartRoutes,
  ...reviewRoutes,
  ...addressRoutes,
];
