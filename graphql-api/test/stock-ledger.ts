import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';

/**
 * The stock ledger's invariant: for every (product, size), the movements add up to the size's
 * stock (to 0 for a size the product no longer offers), and no stock is below 0. Returns the
 * sizes that break it, as `product/size: stock S, ledger L`, so a failure names them.
 */
export async function ledgerMismatches(em: EntityManager): Promise<string[]> {
  const rows = await em.getConnection().execute<Array<{ product_id: string; size: string; stock: number; ledger: number }>>(
    `select coalesce(s.product_id, m.product_id) as product_id, coalesce(s.size, m.size) as size,
            coalesce(s.quantity, 0)::int as stock, coalesce(m.total, 0)::int as ledger
     from product_size_stock s
     full join (select product_id, size, sum(quantity_moved) as total from stock_movement group by product_id, size) m
       on m.product_id = s.product_id and m.size = s.size
     where coalesce(s.quantity, 0) <> coalesce(m.total, 0) or s.quantity < 0
     order by 1, 2`,
  );
  return rows.map((row) => `${row.product_id}/${row.size}: stock ${row.stock}, ledger ${row.ledger}`);
}

/** Asserts the ledger invariant over the whole database (see `ledgerMismatches`). */
export async function expectLedgerAddsUp(em: EntityManager): Promise<void> {
  expect(await ledgerMismatches(em)).toEqual([]);
}
