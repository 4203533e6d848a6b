import 'reflect-metadata';
import './shared/graphql-enums.js';
import { specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authDirective, enforceAuthDirective } from './shared/auth-directive.js';
import { AddressesResolver } from './modules/addresses/addresses.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { CartResolver } from './modules/cart/cart.resolver.js';
import { AdminCatalogResolver } from './modules/catalog/admin-catalog.resolver.js';
import { CatalogResolver, ProductConnectionResolver } from './modules/catalog/catalog.resolver.js';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver.js';
import { FeatureImagesResolver } from './modules/feature-images/feature-images.resolver.js';
import { OrderEventResolver, OrdersResolver } from './modules/orders/orders.resolver.js';
import { DashboardMailResolver, MailResolver, OrderEmailsResolver } from './modules/mail/mail.resolver.js';
import { AdminPromotionsResolver } from './modules/promotions/admin-promotions.resolver.js';
import { OrderTaxDocumentsResolver } from './modules/invoices/tax-documents.resolver.js';
import { DashboardReturnsResolver, OrderReturnsResolver, ReturnLineResolver, ReturnsResolver } from './modules/returns/returns.resolver.js';
import { ReviewsResolver } from './modules/reviews/reviews.resolver.js';
import { DashboardInvoicingResolver, StoreDetailsResolver } from './modules/store-details/store-details.resolver.js';
import { DashboardWebhooksResolver, WebhookDeliveryResolver, WebhooksResolver } from './modules/webhooks/webhooks.resolver.js';

export const RESOLVERS = [
  AuthResolver,
  CatalogResolver,
  ProductConnectionResolver,
  AdminCatalogResolver,
  FeatureImagesResolver,
  CartResolver,
  AddressesResolver,
  OrdersResolver,
  OrderEventResolver,
  ReviewsResolver,
  DashboardResolver,
  MailResolver,
  OrderEmailsResolver,
  DashboardMailResolver,
  WebhooksResolver,
  WebhookDeliveryResolver,
  DashboardWebhooksResolver,
  StoreDetailsResolver,
  DashboardInvoicingResolver,
  AdminPromotionsResolver,
  OrderTaxDocumentsResolver,
  ReturnsResolver,
  ReturnLineResolver,
  OrderReturnsResolver,
  DashboardReturnsResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every server in a process; build it once. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS,
    // Listing any directive replaces graphql-js's own (@include, @skip, @deprecated...), which
    // every client may use: they are kept.
    directives: [...specifiedDirectives, authDirective],
    // Inputs are checked by the services and domain rules, which give the spec's messages.
    validate: false,
  }).then(enforceAuthDirective);
  return built;
}
