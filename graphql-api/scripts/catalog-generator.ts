import type pg from 'pg';
import { AGE_GROUPS, PRODUCT_TYPES } from '@threadline/domain';

// Makes a large, varied catalogue for load tests in one INSERT ... SELECT: every category,
// product type and size, sale prices, stock per size (sizes sold out, sizes running low), ratings. Images point at one path:
// load tests measure the API and the database, not image bytes.

const COLOURS = ['Navy', 'Maroon', 'Olive', 'Mustard', 'Charcoal', 'Sky Blue', 'Blush Pink', 'Bottle Green', 'White', 'Black', 'Lavender', 'Rust', 'Teal', 'Sand', 'Coral', 'Denim'];
// One noun per product type, in PRODUCT_TYPES' order. Two of the seven say "Polo" (the polo neck
// T-shirt and the polo collar sweatshirt), so the word "polo" matches 2/7 (28.6 %) of the products,
// as it matches 28 % of the Vendure peer's catalogue (../shared/bench/peers/vendure): the bench's
// broad search then does comparable work on both.
const NOUNS = ['Round Neck T-Shirt', 'Polo Neck T-Shirt', 'Full Sleeve T-Shirt', 'Sweatshirt', 'Polo Collar Sweatshirt', 'Oversized T-Shirt', 'Crop Top'];
const FABRICS = ['combed cotton', 'cotton piqué', 'brushed fleece', 'heavyweight jersey', 'stretch cotton'];
const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const OVERSIZE_SIZES = ['M', 'L', 'XL', 'XXL'];
const MEASUREMENTS = ['36in', '36in', '38in', '40in', '42in', '44in'];

const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/** Inserts `count` generated products; returns how long it took in milliseconds. */
export async function insertGeneratedProducts(client: pg.Client, count: number): Promise<number> {
  const started = Date.now();
  await client.query(
    `insert into product (id, created_at, updated_at, title, description, image, category, product_type, type, size,
                          measurement, percentage_increment, price_paise, sale_price_paise, average_review, review_count)
     select gen_random_uuid(), now() - make_interval(mins => i), now(),
            case category when 'male' then 'Men''s ' when 'female' then 'Women''s ' else 'Kids'' ' end
              || (${sqlArray(COLOURS)})[1 + i % ${COLOURS.length}] || ' ' || (${sqlArray(NOUNS)})[1 + type_index] || ' ' || i,
            'Made from ' || (${sqlArray(FABRICS)})[1 + i % ${FABRICS.length}]
              || ', cut for everyday comfort. Machine wash cold, inside out; tumble dry low.',
            '/media/products/generated.webp',
            category, product_type,
            case when category = 'kids' then 'age_group' else 'size' end,
            case when category = 'kids' then (${sqlArray(AGE_GROUPS)})[1 + i % 3]
                 when product_type = 'round_neck_oversize' then (${sqlArray(OVERSIZE_SIZES)})[1 + i % 4]
                 else (${sqlArray(ADULT_SIZES)})[1 + i % 6] end,
            case when category = 'kids' then 'kids'
                 when product_type = 'round_neck_oversize' then 'free_size'
                 else (${sqlArray(MEASUREMENTS)})[1 + i % 6] end,
            case when category = 'kids' then 0 else (array[5, 7.5, 10])[1 + i % 3] end,
            price_paise,
            case when i % 3 = 1 then (price_paise * 8 / 1000) * 100 - 100 else 0 end,
            case when i % 4 = 0 then 0 else round(((i * 7) % 41) / 10.0 + 1, 2) end,
            case when i % 4 = 0 then 0 else i % 40 + 1 end
     from (
       select i,
              (array['male', 'female', 'kids'])[1 + i % 3] as category,
              (i / 3) % ${PRODUCT_TYPES.length} as type_index,
              (${sqlArray(PRODUCT_TYPES)})[1 + (i / 3) % ${PRODUCT_TYPES.length}] as product_type,
              ((299 + (i * 37) % 1500) / 10 * 10 + 9) * 100 as price_paise
       from generate_series(1, $1::int) as i
     ) as generated`,
    [count],
  );
  // A row per offered size (domain selectableSizes): mostly stocked, some sizes low, some sold out.
  await client.query(
    `insert into product_size_stock (product_id, size, quantity)
     select p.id, s.size,
            case when (seed + s.position) % 23 = 0 then 0 when (seed + s.position) % 9 = 4 then 3 + (seed + s.position) % 6
                 else 5 + (seed + s.position * 7) % 40 end
     from (select id, type, size, product_type, abs(hashtext(title)) as seed from product) p
     cross join lateral unnest(
       case when p.type = 'age_group' then ${sqlArray(AGE_GROUPS)}
            when p.size = 'XXL' then array['XXL']
            when p.product_type = 'round_neck_oversize' then ${sqlArray(OVERSIZE_SIZES)}
            else ${sqlArray(ADULT_SIZES)} end
     ) with ordinality as s(size, position)
     on conflict do nothing`,
  );
  // Each size's opening balance, so the stock ledger adds up from the start, as the migration did.
  await client.query(
    `insert into stock_movement (product_id, size, quantity_moved, quantity_after, reason)
     select s.product_id, s.size, s.quantity, s.quantity, 'INITIAL' from product_size_stock s
     where not exists (select 1 from stock_movement m where m.product_id = s.product_id and m.size = s.size)`,
  );
  // Fresh statistics and visibility map, as a live database would have after autovacuum.
  await client.query('vacuum analyze product');
  await client.query('vacuum analyze product_size_stock');
  return Date.now() - started;
}
