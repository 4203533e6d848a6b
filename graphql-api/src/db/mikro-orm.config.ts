import { RefundPayout, ReturnLine, ReturnRequest } from '../modules/returns/return-request.entity.js';
import { DataloaderType, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { Product } from '../modules/catalog/product.entity.js';
import { FeatureImage } from '../modules/feature-images/feature-image.entity.js';
import { User } from '../modules/users/user.entity.js';
import { Address } from '../modules/addresses/address.entity.js';
import { KnownSignInAddress, LoginFailureWindow, RevokedToken } from '../modules/auth/auth-state.entity.js';
import { Cart, CartLine } from '../modules/cart/cart.entity.js';
import { AddressSnapshot, Order, OrderLine } from '../modules/orders/order.entity.js';
import { OrderEvent } from '../modules/orders/order-event.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { ProductTally } from '../modules/catalog/product-tally.entity.js';
import { SizeStock } from '../modules/catalog/size-stock.entity.js';
import { StockMovement } from '../modules/catalog/stock-movement.entity.js';
import { SearchWord } from '../modules/catalog/search-word.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { EmailMessage } from '../modules/mail/email-message.entity.js';
import { DueJob } from '../modules/outbox/due-job.entity.js';
import { WebhookAttempt, WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity.js';
import { OrderPromotion, Promotion, PromotionUse } from '../modules/promotions/promotion.entity.js';
import { ProductTypeHsn, StoreDetails } from '../modules/store-details/store-details.entity.js';
import { TaxDocumentRecord } from '../modules/invoices/tax-document.entity.js';
import { migrationsList } from './migrations/index.js';

export const ENTITIES = [
  Product,
  SizeStock,
  StockMovement,
  User,
  FeatureImage,
  Cart,
  CartLine,
  Address,
  Order,
  OrderLine,
  OrderEvent,
  AddressSnapshot,
  Review,
  RevokedToken,
  LoginFailureWindow,
  KnownSignInAddress,
  SearchWord,
  ProductTally,
  EmailMessage,
  PasswordResetToken,
  DueJob,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  Promotion,
  PromotionUse,
  OrderPromotion,
  StoreDetails,
  ProductTypeHsn,
  TaxDocumentRecord,
  ReturnRequest,
  ReturnLine,
  RefundPayout,
];

/**
 * One place for the ORM's options. Entities and migrations are listed explicitly rather than
 * discovered from the file system, so the same options work from TypeScript sources (tsx, vitest)
 * and from compiled JavaScript.
 */
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      // main.ts logs what was applied through the app's logger.
      silent: true,
      // Where `npm run migration:create` writes new migrations.
      pathTs: new URL('./migrations', import.meta.url).pathname,
      path: new URL('./migrations', import.meta.url).pathname,
    },
    // Entities must be looked up through a request's fork; using the global context is a bug.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Reference.load() and Collection.load() in field resolvers batch per request (no N+1).
    dataloader: DataloaderType.ALL,
    pool: { min: 0, max: 20 },
    debug: false,
    ...overrides,
  });
}
