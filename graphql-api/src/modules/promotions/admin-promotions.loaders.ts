import DataLoader from 'dataloader';
import { ORDER_STATUSES, holdsStock } from '@threadline/domain';
import type { LoaderFactory } from '../../request-scope.js';
import { Product } from '../catalog/product.entity.js';

/** What a promotion gave the orders it holds a use in, over every time. */
export interface PromotionTotals {
  discountPaise: number;
  revenuePaise: number;
}

// Canceled and rejected orders gave their goods, money and uses back: they count for nothing.
export const SALE_STATUSES = ORDER_STATUSES.filter(holdsStock);

/**
 * Each promotion's discount given and revenue, for any number of promotions in one statement
 * (order_promotion_promotion_idx serves it), so the back office's list costs one query, not one a row.
 */
export const promotionTotals: LoaderFactory<string, PromotionTotals> = (em) =>
  new DataLoader(async (ids) => {
    const rows = await em.getConnection().execute<Array<{ promotion_id: string; discount_paise: string; revenue_paise: string }>>(
      `select applied.promotion_id, sum(applied.discount_paise) as discount_paise, sum(placed.total_paise) as revenue_paise
       from order_promotion applied
       join customer_order placed on placed.id = applied.order_id
       where applied.promotion_id = any(?::uuid[]) and placed.status in (?)
       group by applied.promotion_id`,
      [`{${ids.join(',')}}`, SALE_STATUSES],
    );
    const byId = new Map(rows.map((row) => [row.promotion_id, { discountPaise: Number(row.discount_paise), revenuePaise: Number(row.revenue_paise) }]));
    return ids.map((id) => byId.get(id) ?? { discountPaise: 0, revenuePaise: 0 });
  });

/** Products by id, null for one deleted since the promotion named it: one statement for a whole page. */
export const promotionProductsById: LoaderFactory<string, Product | null> = (em) =>
  new DataLoader(async (ids) => {
    const products = await em.find(Product, { id: { $in: [...ids] } });
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.map((id) => byId.get(id) ?? null);
  });
