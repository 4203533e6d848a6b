import { Check, Entity, Enum, Index, Property } from '@mikro-orm/postgresql';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import {
  CATEGORIES,
  Category as CategoryEnum,
  Measurement as MeasurementEnum,
  ProductType as ProductTypeEnum,
  Size as SizeEnum,
  SizingType as SizingTypeEnum,
  toRupees,
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
} from '@threadline/domain';
import { BaseEntity } from '../../shared/base.entity.js';

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
  totalStock: number;
}

/**
 * A garment in the catalogue (spec section 3). Money is stored as integer paise; the API shows
 * rupees. The database checks the invariants too, so no writer can store an impossible product.
 */
@ObjectType('Product', { description: 'A garment in the catalogue.' })
@Entity({ tableName: 'product' })
@Check({ name: 'product_price_positive', expression: 'price_paise > 0' })
@Check({ name: 'product_sale_price_range', expression: 'sale_price_paise >= 0 and sale_price_paise < price_paise' })
@Check({ name: 'product_stock_not_negative', expression: 'total_stock >= 0' })
@Index({ name: 'product_category_price_idx', properties: ['category', 'effectivePricePaise', 'id'] })
@Index({ name: 'product_price_idx', properties: ['effectivePricePaise', 'id'] })
@Index({ name: 'product_created_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'product_type_price_idx', properties: ['productType', 'effectivePricePaise', 'id'] })
@Index({ name: 'product_size_price_idx', properties: ['size', 'effectivePricePaise', 'id'] })
@Index({ name: 'product_low_stock_idx', expression: 'create index "product_low_stock_idx" on "product" ("total_stock", "title") where "total_stock" < 10' })
@Index({ name: 'product_popular_idx', expression: 'create index "product_popular_idx" on "product" ("average_review" desc, "review_count" desc, "id")' })
@Index({ name: 'product_search_idx', expression: 'create index "product_search_idx" on "product" using gin ("search_vector")' })
@Index({ name: 'product_title_trgm_idx', expression: 'create index "product_title_trgm_idx" on "product" using gin ("title" gin_trgm_ops)' })
export class Product extends BaseEntity {
  @Field(() => String, { description: 'Display name, e.g. "Navy Round Neck T-Shirt".' })
  @Property({ type: 'text' })
  title: string;

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

  @Field(() => SizeEnum, { description: "The product's own size; the base of its size options and prices." })
  @Enum({ items: () => [...SIZES], type: 'text' })
  size: Size;

  @Field(() => MeasurementEnum, { description: 'Chest measurement of the garment.' })
  @Enum({ items: () => [...MEASUREMENTS], type: 'text' })
  measurement: Measurement;

  @Field(() => Float, { description: 'Percent added to the price for L and XL, twice for XXL, on size-priced products.' })
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

  @Field(() => Int, { description: 'Pieces in stock.' })
  @Property({ type: 'integer' })
  totalStock: number;

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

  @Field(() => Float, { description: 'Regular price in rupees (₹) for the product\'s own size.' })
  get price(): number {
    return toRupees(this.pricePaise);
  }

  @Field(() => Float, { description: 'Sale price in rupees (₹); 0 when the product is not on sale.' })
  get salePrice(): number {
    return toRupees(this.salePricePaise);
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
    this.totalStock = fields.totalStock;
  }
}
