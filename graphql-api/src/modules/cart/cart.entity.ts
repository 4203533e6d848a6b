import { Check, Collection, Entity, Enum, ManyToOne, OneToMany, OneToOne, Property, Unique } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { SIZES, Size as SizeEnum, type Size } from '@threadline/domain';
import { BaseEntity } from '../../shared/base.entity.js';
import { Product } from '../catalog/product.entity.js';
import { User } from '../users/user.entity.js';

/** A shopper's one cart, made on the first add. Prices are never stored: they come from the catalogue. */
@ObjectType('Cart', { description: "The signed-in shopper's cart. Prices are the catalogue's current ones." })
@Entity({ tableName: 'cart' })
export class Cart extends BaseEntity {
  @OneToOne(() => User, { owner: true, unique: 'cart_user_unique', deleteRule: 'cascade' })
  user: User;

  @OneToMany(() => CartLine, (line) => line.cart, { orphanRemoval: true })
  lines = new Collection<CartLine>(this);

  /** The discount code the shopper applied (normalised), kept until removed or ordered; priced afresh on every read. */
  @Field(() => String, {
    nullable: true,
    description:
      'The discount code kept on the cart (upper-case), priced afresh on every read; null when none. It stays until removed ' +
      'or ordered, even when it no longer applies (see `discountCodeProblem`).',
  })
  @Property({ type: 'text', nullable: true })
  discountCode: string | null = null;

  constructor(user: User) {
    super();
    this.user = user;
  }
}

/** One product in one size; adding the same product and size again raises the quantity. */
@ObjectType('CartLine', { description: 'A product in a chosen size, and how many.' })
@Entity({ tableName: 'cart_line' })
@Unique({ name: 'cart_line_product_size_unique', properties: ['cart', 'product', 'size'] })
@Check({ name: 'cart_line_quantity_positive', expression: 'quantity > 0' })
export class CartLine extends BaseEntity {
  @ManyToOne(() => Cart, { deleteRule: 'cascade' })
  cart: Cart;

  /** Deleting a product takes it out of every cart. */
  @ManyToOne(() => Product, { deleteRule: 'cascade' })
  product: Product;

  @Field(() => SizeEnum, { description: 'The chosen size or age group.' })
  @Enum({ items: () => [...SIZES], type: 'text' })
  size: Size;

  @Field(() => Int, { description: 'How many pieces, from 1 to the stock available.' })
  @Property({ type: 'integer' })
  quantity: number;

  constructor(fields: { cart: Cart; product: Product; size: Size; quantity: number }) {
    super();
    this.cart = fields.cart;
    this.product = fields.product;
    this.size = fields.size;
    this.quantity = fields.quantity;
  }
}
