import type { EntityManager } from '@mikro-orm/postgresql';
import { Category, ProductType, Size, SIZES } from '@threadline/domain';
import { StoreEventType, type EventBus } from '../events/event-bus.js';
import type { Product } from './product.entity.js';

/** The name the GraphQL API gives a domain value (`male` is MALE, `3-5yr` is AGE_3_5): payloads speak as the API does. */
function apiName(values: Record<string, string>, value: string): string {
  return Object.keys(values).find((name) => values[name] === value) ?? value;
}

/** The public shape of a product in product.* events (README "Webhooks"): prices in paise, sizes in the store's order. */
export function productEventData(product: Product): Record<string, unknown> {
  return {
    product: {
      id: product.id,
      slug: product.slug,
      title: product.title,
      category: apiName(Category, product.category),
      productType: apiName(ProductType, product.productType),
      basePricePaise: product.pricePaise,
      ...(product.salePricePaise > 0 ? { salePricePaise: product.salePricePaise } : {}),
      sizes: SIZES.filter((size) => product.stock[size] !== undefined).map((size) => ({ size: apiName(Size, size), stock: product.stock[size] })),
    },
  };
}

/** Publishes product.created or product.updated inside `em`'s transaction, which must hold the product as saved. */
export function publishProductChange(em: EntityManager, events: EventBus, type: 'product.created' | 'product.updated', product: Product) {
  return events.publish(em, { type, subject: { kind: 'product', id: product.id }, data: productEventData(product) });
}

/** Publishes product.deleted inside `em`'s transaction. */
export function publishProductDeleted(em: EntityManager, events: EventBus, product: { id: string; slug: string }) {
  return events.publish(em, {
    type: StoreEventType.PRODUCT_DELETED,
    subject: { kind: 'product', id: product.id },
    data: { product: { id: product.id, slug: product.slug } },
  });
}
