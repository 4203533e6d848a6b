import DataLoader from 'dataloader';
import { SIZES, type Size } from '@threadline/domain';
import type { LoaderFactory } from '../../request-scope.js';
import type { SizeStockMovements } from './stock-ledger.types.js';

/** A product's recent movements: `first` per size. */
export interface StockMovementsKey {
  productId: string;
  first: number;
}

interface Row {
  product_id: string;
  size: Size;
  stock: number;
  id: string | null;
  created_at: Date | null;
  quantity_moved: number | null;
  quantity_after: number | null;
  reason: SizeStockMovements['movements'][number]['reason'] | null;
  cause_kind: 'order' | 'admin' | 'return' | null;
  cause_id: string | null;
  admin_name: string | null;
  return_order_id: string | null;
}

/**
 * Each product's sizes (those it offers now) with their last movements, for any number of products
 * in one statement: the size's index (stock_movement_size_idx) serves each size's newest rows.
 */
export const stockMovementsByProduct: LoaderFactory<StockMovementsKey, SizeStockMovements[]> = (em) =>
  new DataLoader(
    async (keys) => {
      const ids = [...new Set(keys.map((key) => key.productId))];
      const first = Math.max(...keys.map((key) => key.first));
      const rows = await em.getConnection().execute<Row[]>(
        `select s.product_id, s.size, s.quantity as stock, m.id, m.created_at, m.quantity_moved, m.quantity_after, m.reason,
                m.cause_kind, m.cause_id, u.user_name as admin_name, r.order_id as return_order_id
         from product_size_stock s
         left join lateral (
           select * from stock_movement m where m.product_id = s.product_id and m.size = s.size order by m.id desc limit ?
         ) m on true
         left join app_user u on m.cause_kind = 'admin' and u.id = m.cause_id
         left join return_request r on m.cause_kind = 'return' and r.id = m.cause_id
         where s.product_id = any(?::uuid[])
         order by s.product_id, s.size, m.id desc`,
        [first, `{${ids.join(',')}}`],
      );
      const byProduct = new Map<string, Map<Size, SizeStockMovements>>();
      for (const row of rows) {
        const sizes = byProduct.get(row.product_id) ?? new Map<Size, SizeStockMovements>();
        byProduct.set(row.product_id, sizes);
        const entry = sizes.get(row.size) ?? { size: row.size, quantityAvailable: row.stock, movements: [] };
        sizes.set(row.size, entry);
        if (row.id === null) continue;
        entry.movements.push({
          id: String(row.id),
          createdAt: new Date(row.created_at!),
          quantityMoved: row.quantity_moved!,
          quantityAfter: row.quantity_after!,
          reason: row.reason!,
          // A return's movements name the order its pieces came from, and the request itself.
          orderId: row.cause_kind === 'order' ? row.cause_id : row.cause_kind === 'return' ? row.return_order_id : null,
          returnRequestId: row.cause_kind === 'return' ? row.cause_id : null,
          adminName: row.cause_kind === 'admin' ? row.admin_name : null,
        });
      }
      // Sizes in their own order (XS before S), each trimmed to what its key asked for.
      return keys.map(({ productId, first: wanted }) =>
        [...(byProduct.get(productId)?.values() ?? [])]
          .sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size))
          .map((entry) => ({ ...entry, movements: entry.movements.slice(0, wanted) })),
      );
    },
    { cacheKeyFn: (key) => `${key.productId}/${key.first}` },
  );
