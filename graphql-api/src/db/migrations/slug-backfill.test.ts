import { describe, expect, it } from 'vitest';
import { migrationBefore, useDatabaseBeforeMigration } from '../../../test/database-before-migration.js';

const SLUGS = 'Migration20261125025000';

describe(`${SLUGS}: product slugs for an existing catalogue`, () => {
  const database = useDatabaseBeforeMigration(SLUGS);

  const insert = (id: string, title: string, createdAt: string) =>
    database.orm.em.getConnection().execute(
      `insert into product (id, created_at, updated_at, title, description, image, category, product_type, type, size, measurement,
                            percentage_increment, price_paise, sale_price_paise, total_stock)
       values (?, ?, now(), ?, 'A plain cotton tee for tests.', '/media/products/t.webp', 'male', 'round_neck_half', 'size', 'M', '38in', 0, 49900, 0, 5)`,
      [id, createdAt, title],
    );
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('gives every product a slug, the older of two titles the plain one, the same on every run', async () => {
    // Inserted out of order: the backfill goes by creation time, then id.
    await insert(id(9), 'Navy Tee', '2026-03-01T00:00:00Z');
    await insert(id(2), 'Same Instant', '2026-01-05T00:00:00Z');
    await insert(id(1), 'Same Instant', '2026-01-05T00:00:00Z');
    await insert(id(5), 'Navy Tee 2', '2026-02-01T00:00:00Z');
    await insert(id(7), 'Navy Tee', '2026-01-01T00:00:00Z');
    await insert(id(3), 'Piqué Polo — Men’s', '2026-01-02T00:00:00Z');
    await insert(id(4), '***', '2026-01-03T00:00:00Z');
    await insert(id(6), '!!', '2026-01-04T00:00:00Z');
    await database.orm.migrator.up({ to: SLUGS });

    const slugs = async () => {
      const rows = await database.orm.em.getConnection().execute<Array<{ id: string; slug: string }>>('select id, slug from product order by id');
      return Object.fromEntries(rows.map((row) => [row.id, row.slug]));
    };
    const expected = {
      [id(7)]: 'navy-tee',
      [id(3)]: 'pique-polo-mens',
      [id(4)]: 'product',
      [id(6)]: 'product-2',
      [id(1)]: 'same-instant',
      [id(2)]: 'same-instant-2',
      [id(5)]: 'navy-tee-2',
      [id(9)]: 'navy-tee-3',
    };
    expect(await slugs()).toEqual(expected);

    await database.orm.migrator.down({ to: migrationBefore(SLUGS) });
    await database.orm.migrator.up({ to: SLUGS });
    expect(await slugs()).toEqual(expected);
  });

  it('then requires a slug, unique, and makes one for an insert that brings none', async () => {
    await insert(id(10), 'Navy Tee', '2026-04-01T00:00:00Z');
    const [row] = await database.orm.em.getConnection().execute<Array<{ slug: string }>>('select slug from product where id = ?', [id(10)]);
    expect(row!.slug).toBe('navy-tee-4');
    await expect(database.orm.em.getConnection().execute('update product set slug = null where id = ?', [id(10)])).rejects.toThrow(/not-null/);
    await expect(database.orm.em.getConnection().execute(`update product set slug = 'navy-tee' where id = ?`, [id(10)])).rejects.toThrow(/product_slug_unique/);
  });
});
