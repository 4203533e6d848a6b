import { describe, expect, it } from 'vitest';
import { useDatabaseBeforeMigration } from '../../../test/database-before-migration.js';

// The migration to stock per size moves each product's stock by one rule: all of it onto the
// product's own size, every other offered size at 0; a product whose own size it does not offer
// (written around the API) gets it on its first offered size. Nothing is lost, nothing invented.

const STOCK_PER_SIZE = 'Migration20261126064648';

describe(`migration ${STOCK_PER_SIZE}`, () => {
  const database = useDatabaseBeforeMigration(STOCK_PER_SIZE);

  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const insert = (n: number, fields: { type: string; productType: string; size: string; measurement: string; stock: number }) =>
    database.orm.em.getConnection().execute(
      `insert into product (id, created_at, updated_at, title, description, image, category, product_type, type, size, measurement,
                            percentage_increment, price_paise, sale_price_paise, total_stock)
       values (?, now(), now(), ?, 'A plain cotton tee for tests.', '/media/products/t.webp', 'male', ?, ?, ?, ?, 0, 49900, 0, ?)`,
      [id(n), `Tee ${n}`, fields.productType, fields.type, fields.size, fields.measurement, fields.stock],
    );

  it('puts each product’s stock on its own size, the other offered sizes at 0, by the same rule on every run', async () => {
    await insert(1, { type: 'size', productType: 'round_neck_half', size: 'L', measurement: '40in', stock: 12 });
    await insert(2, { type: 'size', productType: 'round_neck_oversize', size: 'XL', measurement: 'free_size', stock: 5 });
    await insert(3, { type: 'size', productType: 'polo_neck', size: 'XXL', measurement: '44in', stock: 3 });
    await insert(4, { type: 'age_group', productType: 'round_neck_half', size: '6-8yr', measurement: 'kids', stock: 7 });
    await insert(5, { type: 'size', productType: 'crop_top', size: 'S', measurement: '36in', stock: 0 });
    // Written around the API: an oversized tee in a size it is not made in.
    await insert(6, { type: 'size', productType: 'round_neck_oversize', size: 'XS', measurement: 'free_size', stock: 4 });

    await database.orm.migrator.up({ to: STOCK_PER_SIZE });

    const rows = await database.orm.em.getConnection().execute<Array<{ product_id: string; size: string; quantity: number }>>(
      'select product_id, size, quantity from product_size_stock order by product_id, size',
    );
    const stockOf = (n: number) => Object.fromEntries(rows.filter((row) => row.product_id === id(n)).map((row) => [row.size, row.quantity]));
    expect(stockOf(1)).toEqual({ XS: 0, S: 0, M: 0, L: 12, XL: 0, XXL: 0 });
    expect(stockOf(2)).toEqual({ M: 0, L: 0, XL: 5, XXL: 0 });
    expect(stockOf(3)).toEqual({ XXL: 3 });
    expect(stockOf(4)).toEqual({ '3-5yr': 0, '6-8yr': 7, '9-13yr': 0 });
    expect(stockOf(5)).toEqual({ XS: 0, S: 0, M: 0, L: 0, XL: 0, XXL: 0 });
    expect(stockOf(6)).toEqual({ M: 4, L: 0, XL: 0, XXL: 0 });
    const columns = await database.orm.em.getConnection().execute("select column_name from information_schema.columns where table_name = 'product' and column_name = 'total_stock'");
    expect(columns).toEqual([]);
  });
});
