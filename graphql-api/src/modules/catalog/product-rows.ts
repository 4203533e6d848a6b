import type { EntityManager } from '@mikro-orm/postgresql';
import { Product, stockBySizeSql } from './product.entity.js';

// The public catalogue reads products as plain rows, not through MikroORM's find: hydrating an
// entity per row (entity factory, unit-of-work registration, change-tracking accessors) was the
// largest share of a listing's CPU time. Writes, and the cart and orders, keep loading entities.

/**
 * Every column a catalogue answer reads: the fields of the GraphQL and REST products, and the
 * sort keys their cursors hold. Not `search_vector` (large, never shown) nor `updated_at`
 * (shown nowhere).
 */
const PRODUCT_COLUMNS = [
  'id',
  'created_at',
  'title',
  'slug',
  'description',
  'image',
  'category',
  'product_type',
  'type',
  'size',
  'measurement',
  'percentage_increment',
  'price_paise',
  'sale_price_paise',
  'effective_price_paise',
  'average_review',
  'review_count',
] as const;

/**
 * The product columns as a select list, each qualified with the table's alias, and the stock of
 * each size as `stock`: an index lookup per product, evaluated for the rows a page returns only.
 */
export function productColumns(alias: string): string {
  return `${PRODUCT_COLUMNS.map((column) => `${alias}.${column}`).join(', ')}, ${stockBySizeSql(alias)} as stock`;
}

/**
 * A product row as MikroORM's connection gives it: pg returns `numeric` as a string, and MikroORM
 * has it return timestamps as strings too.
 */
export interface ProductRow {
  id: string;
  created_at: string;
  title: string;
  slug: string;
  description: string;
  image: string;
  category: Product['category'];
  product_type: Product['productType'];
  type: Product['type'];
  size: Product['size'];
  measurement: Product['measurement'];
  percentage_increment: string;
  price_paise: number;
  sale_price_paise: number;
  effective_price_paise: number;
  /** pg parses jsonb: `{"M": 3, "XL": 0}`. */
  stock: Product['stock'];
  average_review: string;
  review_count: number;
}

/**
 * What a product read from a row holds: the entity's data, without its getters and `pricing()`,
 * and without the two columns not read. A field added to Product is missing here until mapped.
 */
type ProductData = Omit<
  Product,
  'basePrice' | 'baseSalePrice' | 'onSale' | 'priceRange' | 'compareAtPriceRange' | 'pricing' | 'totalStock' | 'updatedAt' | 'searchVector' | 'sizeStockRows' | 'stockLedgerRows'
>;

/**
 * A product with the same field values as the entity MikroORM would load from the row, and its
 * prototype, so that its getters (`basePrice`, `priceRange`...) and `pricing()` work. Its fields
 * are its own data properties, defined by the object literal: MikroORM puts a setter for each
 * persisted property on `Product.prototype` (EntityHelper.defineProperties), and assigning them
 * one by one, as `Object.assign` or a constructor would, runs those setters and with them the
 * unit of work's per-entity bookkeeping this read path exists to avoid.
 *
 * Such a product is not managed by any EntityManager: only answers are made of it. Anything that
 * writes (the cart, orders, reviews, the back office) loads its own entities.
 */
export function productOfRow(row: ProductRow): Product {
  const data: ProductData = {
    id: row.id,
    // As MikroORM's hydrator makes a `datetime` property from the connection's string.
    createdAt: new Date(row.created_at),
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: row.image,
    category: row.category,
    productType: row.product_type,
    type: row.type,
    size: row.size,
    measurement: row.measurement,
    // As MikroORM's `double` type with a number runtime type converts pg's numeric strings.
    percentageIncrement: +row.percentage_increment,
    pricePaise: row.price_paise,
    salePricePaise: row.sale_price_paise,
    effectivePricePaise: row.effective_price_paise,
    stock: row.stock,
    averageReview: +row.average_review,
    reviewCount: row.review_count,
  };
  return Object.setPrototypeOf(data, Product.prototype) as Product;
}

/**
 * Runs one statement through the request's EntityManager (so it is logged, and runs in the
 * request's transaction if there is one) and makes products of its rows. `?` placeholders.
 */
export async function selectProducts(em: EntityManager, sql: string, bindings: readonly unknown[]): Promise<Product[]> {
  const rows = await em.execute<ProductRow[]>(sql, [...bindings]);
  return rows.map(productOfRow);
}
