import type { RequestScope } from './request-scope.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { MailService } from './modules/mail/mail.service.js';
import { FeatureImagesService } from './modules/feature-images/feature-images.service.js';
import { TaxDocumentsService } from './modules/invoices/tax-documents.service.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { AdminPromotionsService } from './modules/promotions/admin-promotions.service.js';
import { ReturnsService } from './modules/returns/returns.service.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { StoreDetailsService } from './modules/store-details/store-details.service.js';
import { WebhooksService } from './modules/webhooks/webhooks.service.js';

/** One service per business area, each serving one request; GraphQL resolvers and REST handlers call these. */
export interface Services {
  auth: AuthService;
  passwordReset: PasswordResetService;
  catalog: CatalogService;
  featureImages: FeatureImagesService;
  cart: CartService;
  addresses: AddressesService;
  orders: OrdersService;
  reviews: ReviewsService;
  returns: ReturnsService;
  dashboard: DashboardService;
  mail: MailService;
  webhooks: WebhooksService;
  storeDetails: StoreDetailsService;
  adminPromotions: AdminPromotionsService;
  taxDocuments: TaxDocumentsService;
}

export function createServices(scope: RequestScope): Services {
  return {
    auth: new AuthService(scope),
    passwordReset: new PasswordResetService(scope),
    catalog: new CatalogService(scope),
    featureImages: new FeatureImagesService(scope),
    cart: new CartService(scope),
    addresses: new AddressesService(scope),
    orders: new OrdersService(scope),
    reviews: new ReviewsService(scope),
    returns: new ReturnsService(scope),
    dashboard: new DashboardService(scope),
    mail: new MailService(scope),
    webhooks: new WebhooksService(scope),
    storeDetails: new StoreDetailsService(scope),
    adminPromotions: new AdminPromotionsService(scope),
    taxDocuments: new TaxDocumentsService(scope),
  };
}
