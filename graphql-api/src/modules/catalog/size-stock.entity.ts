import { Check, Entity, Enum, ManyToOne, PrimaryKeyProp, Property } from '@mikro-orm/postgresql';
import { SIZES, type Size } from '@threadline/domain';
// A type import: product.entity.ts imports this file, and a class import both ways would leave one
// of them undefined while the other's decorators run.
import type { Product } from './product.entity.js';

/**
 * The pieces in stock of one size of one product: one row per size the product offers, no more
 * (domain `selectableSizes`). Stock has rows of its own, apart from the product's, so that
 * checkout locks and writes only the sizes it sells (two shoppers buying M and XL of one product
 * never wait on each other), and so that a sale changes no product row: its trigger would make
 * every instance forget every cached catalogue answer (see modules/catalogue-cache).
 *
 * Written through SQL in size-stock.ts; the entity is the table's definition.
 */
@Entity({ tableName: 'product_size_stock' })
@Check({ name: 'product_size_stock_not_negative', expression: 'quantity >= 0' })
export class SizeStock {
  [PrimaryKeyProp]?: ['product', 'size'];

  @ManyToOne('Product', { primary: true, deleteRule: 'cascade' })
  product!: Product;

  @Enum({ items: () => [...SIZES], type: 'text', primary: true })
  size!: Size;

  @Property({ type: 'integer' })
  quantity!: number;
}
