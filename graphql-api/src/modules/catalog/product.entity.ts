import { Check, Collection, Entity, Enum, Formula, Index, OneToMany, Property, Unique } from '@mikro-orm/postgresql';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import {
  CATEGORIES,
  Category as CategoryEnum,
  Measurement as MeasurementEnum,
  ProductType as ProductTypeEnum,
  Size as SizeEnum,
  SizingType as SizingTypeEnum,
  sizeOptions,
  totalOfSizes,
  MEASUREMENTS,
  PRODUCT_TYPES,
  SIZES,
  SIZING_TYPES,
  type Category,
  type Measurement,
  type ProductType,
  type Size,
  type SizingType,
  type SizedProduct,
  type StockBySize,
} from '@threadline/domain';
import { BaseEntity } from '../../shared/base.entity.js';
import { Money, MoneyRange } from '../../shared/money.js';
import { SizeStock } from './size-stock.entity.js';
import { StockMovement, StockMovementReason } from './stock-movement.entity.js';

export interface ProductFields {
  title: string;
  description: string;
  image: string;
  category: Category;
  productType: ProductType;
  type: SizingType;
  size: Size;
  measurement: Measurement;
  percentageIncrement: number;
  pricePaise: number;
  salePricePaise: number;
  /** Pieces in stock of each size the product offers (domain `checkSizeStock`, `stockFromTotal`). */
  stock: StockBySize;
}

/**
 * The product's stock per size as one JSON object, read with the product (`{"M": 3, "XL": 0}`):
 * one index lookup per product, no second statement. Also what catalogue reads select (product-rows.ts).
 */
export const stockBySizeSql = (alias: string) =>
  `coalesce((select jsonb_object_agg(s.size, s.quantity) from product_size_stock s where s.product_id = ${alias}.id), '{}'::jsonb)`;

/**
 * A garment in the catalogue (spec section 3). Money is stored as integer paise; the API shows
 * it as Money. The database checks the invariants too, so no writer can store an impossible product.
 *
 * `simpleResolvers`, here and on the other types of catalogue answers: their plain fields are read
 * as properties, without the resolver type-graphql otherwise wraps around every field for
 * middlewares (none are used). A listing page reads about 800 fields; compiled (see
 * compiled-execution.ts), a field without a resolver is a property read.
 */
@ObjectType('Product', { simpleResolvers: true, description: 'A garment in the catalogue.' })
@Entity({ tableName: 'product' })
@Check({ name: 'product_price_positive', expression: 'price_paise > 0' })
@Check({ name: 'product_sale_price_range', expression: 'sale_price_paise >= 0 and sale_price_paise < price_paise' })
@Index({ name: 'product_category_price_idx', properties: ['category', 'effectivePricePaise', 'id'] })
@Index({ name: 'product_price_idx', properties: ['effectivePricePaise', 'id'] })
@Index({ name: 'product_created_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'product_type_price_idx', properties: ['productType', 'effectivePricePaise', 'id'] })
@Index({ name: 'product_size_price_idx', properties: ['size', 'effectivePricePaise', 'id'] })
@Index({ name: 'product_popular_idx', expression: 'create index "product_popular_idx" on "product" ("average_review" desc, "review_count" desc, "id")' })
@Index({ name: 'product_search_idx', expression: 'create index "product_search_idx" on "product" using gin ("search_vector")' })
@Index({ name: 'product_title_trgm_idx', expression: 'create index "product_title_trgm_idx" on "product" using gin ("title" gin_trgm_ops)' })
@Unique({ name: 'product_slug_unique', properties: ['slug'] })
export class Product extends BaseEntity {
  @Field(() => String, { description: 'Display name, e.g. "Navy Round Neck T-Shirt".' })
  @Property({ type: 'text' })
  title: string;

  /**
   * Made by PostgreSQL as the row is inserted (the product_slug trigger, migration
   * Migration20261125025000), so every writer follows one rule and sees the slugs committed
   * before it. The column has no default of its own; `defaultRaw: 'null'` tells MikroORM to leave
   * the slug out of the INSERT and read the trigger's value back from its RETURNING. Nothing
   * writes it again: an edited title keeps its product's URL.
   */
  @Field(() => String, {
    description:
      'Unique, stable, human-readable: made from the title when the product is created ("Navy Polo Tee" → ' +
      '`navy-polo-tee`, then `navy-polo-tee-2` for the next product with that title), kept when the title changes. ' +
      'Use it in product URLs, and look the product up with `product(slug:)`.',
  })
  @Property({ type: 'text', defaultRaw: 'null' })
  slug!: string;

  @Field(() => String, { description: 'A paragraph about the garment: fabric, fit, care.' })
  @Property({ type: 'text' })
  description: string;

  @Field(() => String, { description: 'URL of the main image (absolute, or a path on this server).' })
  @Property({ type: 'text' })
  image: string;

  @Field(() => CategoryEnum, { description: 'Who the garment is for.' })
  @Enum({ items: () => [...CATEGORIES], type: 'text' })
  category: Category;

  @Field(() => ProductTypeEnum, { description: 'The cut of the garment.' })
  @Enum({ items: () => [...PRODUCT_TYPES], type: 'text' })
  productType: ProductType;

  @Field(() => SizingTypeEnum, { description: 'Whether the garment comes in letter sizes or kids age groups.' })
  @Enum({ items: () => [...SIZING_TYPES], type: 'text' })
  type: SizingType;

  @Field(() => SizeEnum, {
    description: "The product's own size as listed. It decides which sizes are offered (see `sizeOptions`); an XXL product is XXL only.",
  })
  @Enum({ items: () => [...SIZES], type: 'text' })
  size: Size;

  @Field(() => MeasurementEnum, { description: 'Chest measurement of the garment.' })
  @Enum({ items: () => [...MEASUREMENTS], type: 'text' })
  measurement: Measurement;

  @Field(() => Float, {
    description: 'Percent added to the base price for L and XL, twice for XXL, on letter-sized products that are not XXL-only; see `sizeOptions`.',
  })
  @Property({ type: 'double', columnType: 'numeric(5,2)', default: 0 })
  percentageIncrement: number;

  @Property({ type: 'integer' })
  pricePaise: number;

  @Property({ type: 'integer', default: 0 })
  salePricePaise: number;

  /**
   * The price a shopper pays for the product's own size, kept by PostgreSQL so that sorting and
   * paging by price use an index instead of computing it per row.
   */
  @Property({
    type: 'integer',
    generated: '(case when sale_price_paise > 0 then sale_price_paise else price_paise end) stored',
  })
  effectivePricePaise!: number;

  /** Stock per size, as read with the product; written through size-stock.ts, never from here. */
  // Typed 'unknown': pg already parses jsonb, and a 'json' type makes joined loads select a column "stock" instead of the formula.
  @Formula((table) => stockBySizeSql(table.alias), { type: 'unknown', lazy: false })
  stock: StockBySize;

  /** The rows `stock` is read from; only a new product's are written through the entity. */
  @OneToMany(() => SizeStock, (row) => row.product, { hidden: true })
  sizeStockRows = new Collection<SizeStock>(this);

  /** The stock ledger's rows; only a new product's opening balances are written through the entity. */
  @OneToMany(() => StockMovement, (row) => row.product, { hidden: true })
  stockLedgerRows = new Collection<StockMovement>(this);

  @Field(() => Int, {
    description:
      'Pieces in stock over all sizes: always the sum of `sizeOptions.quantityAvailable`. What the "Only {n} items left" and ' +
      '"Out Of Stock" badges read; whether a size can be bought is in `sizeOptions`.',
  })
  get totalStock(): number {
    return totalOfSizes(this.stock);
  }

  /**
   * Full-text search document kept by PostgreSQL: the title weighs most, then category and cut,
   * then the description. The 'simple' configuration keeps enum words unstemmed.
   */
  @Property({
    type: 'unknown',
    columnType: 'tsvector',
    lazy: true,
    hidden: true,
    generated:
      "(setweight(to_tsvector('english', title), 'A') || " +
      "setweight(to_tsvector('simple', category || ' ' || replace(product_type, '_', ' ')), 'B') || " +
      "setweight(to_tsvector('english', description), 'C')) stored",
  })
  searchVector?: unknown;

  @Field(() => Float, { description: 'Average review rating from 0 (no reviews) to 5.' })
  @Property({ type: 'double', columnType: 'numeric(3,2)', default: 0 })
  averageReview: number = 0;

  @Field(() => Int, { description: 'How many reviews the product has.' })
  @Property({ type: 'integer', default: 0 })
  reviewCount: number = 0;

  @Field(() => Money, {
    description:
      'Regular price of one piece in the base sizes: every size that adds no increment (see `sizeOptions`). ' +
      'What a shopper pays for a size is in `sizeOptions`.',
  })
  get basePrice(): Money {
    return Money.ofPaise(this.pricePaise);
  }

  @Field(() => Money, {
    nullable: true,
    description: 'Sale price of one piece in the base sizes, below `basePrice`; null when the product is not on sale.',
  })
  get baseSalePrice(): Money | null {
    return this.onSale ? Money.ofPaise(this.salePricePaise) : null;
  }

  @Field(() => Boolean, { description: 'Whether the product is on sale (`baseSalePrice` is set): every size is then sold at its sale price.' })
  get onSale(): boolean {
    return this.salePricePaise > 0;
  }

  @Field(() => MoneyRange, {
    description:
      'What one piece costs, from the cheapest to the dearest size offered (sale prices when on sale), for product ' +
      'cards: "from `min`". `min` is always the base price a shopper pays, which is what the price sorts order by.',
  })
  get priceRange(): MoneyRange {
    return MoneyRange.ofPaise(sizeOptions(this.pricing()).map((option) => option.effectivePaise));
  }

  @Field(() => MoneyRange, {
    nullable: true,
    description: 'The regular prices the sale prices in `priceRange` compare with, for a struck-through price; null when not on sale.',
  })
  get compareAtPriceRange(): MoneyRange | null {
    if (!this.onSale) return null;
    return MoneyRange.ofPaise(sizeOptions(this.pricing()).map((option) => option.pricePaise));
  }

  /** The product as domain/'s pricing and size rules see it: money in paise. */
  pricing(): SizedProduct {
    return {
      type: this.type,
      size: this.size,
      productType: this.productType,
      price: this.pricePaise,
      salePrice: this.salePricePaise,
      percentageIncrement: this.percentageIncrement,
    };
  }

  constructor(fields: ProductFields) {
    super();
    this.title = fields.title;
    this.description = fields.description;
    this.image = fields.image;
    this.category = fields.category;
    this.productType = fields.productType;
    this.type = fields.type;
    this.size = fields.size;
    this.measurement = fields.measurement;
    this.percentageIncrement = fields.percentageIncrement;
    this.pricePaise = fields.pricePaise;
    this.salePricePaise = fields.salePricePaise;
    this.stock = { ...fields.stock };
    for (const [size, quantity] of Object.entries(fields.stock) as Array<[Size, number]>) {
      this.sizeStockRows.add(Object.assign(new SizeStock(), { product: this, size, quantity }));
      // The opening balance, so that the ledger adds up to the stock from the start.
      this.stockLedgerRows.add(
        Object.assign(new StockMovement(), { product: this, size, quantityMoved: quantity, quantityAfter: quantity, reason: StockMovementReason.INITIAL }),
      );
    }
  }
}
