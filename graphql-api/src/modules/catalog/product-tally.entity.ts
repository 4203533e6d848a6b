import { Entity, PrimaryKey, Property } from '@mikro-orm/postgresql';

/**
 * How many products there are of each category, cut and own size, kept exact by database
 * triggers (see the migration). A listing's total and its facet counts add up these few rows
 * (at most 3 × 7 × 9) instead of counting tens of thousands of products per request.
 */
@Entity({ tableName: 'product_tally' })
export class ProductTally {
  @PrimaryKey({ type: 'text' })
  category!: string;

  @PrimaryKey({ type: 'text' })
  productType!: string;

  @PrimaryKey({ type: 'text' })
  size!: string;

  @Property({ type: 'integer' })
  products!: number;
}
