import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Money } from '../../shared/money.js';
import { Size } from '@threadline/domain';
import { UserError } from '../../shared/user-error.js';
import { Cart } from './cart.entity.js';

@InputType({ description: 'A product to put into the cart, in a size, and how many.' })
export class AddToCartInput {
  @Field(() => ID, { description: 'The product to add.' })
  productId!: string;

  @Field(() => Size, {
    nullable: true,
    description: "The size or age group; one of the product's `sizeOptions`. Defaults to the first of them.",
  })
  size?: Size | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'How many pieces to add (1 when omitted); added to the line of the same product and size if there is one. A line holds at most the stock and at most 10,00,000.',
  })
  quantity?: number | null;
}

@InputType({ description: 'A new quantity for one line of the cart.' })
export class UpdateCartLineInput {
  @Field(() => ID, { description: 'The cart line to change.' })
  lineId!: string;

  @Field(() => Int, { description: "The new quantity, from 1 to the product's stock (at most 10,00,000)." })
  quantity!: number;
}

@InputType({ description: 'A line to take out of the cart.' })
export class RemoveFromCartInput {
  @Field(() => ID, { description: 'The cart line to remove.' })
  lineId!: string;
}

/** What every cart mutation answers: the cart after the change, or why it was refused. */
export interface CartChange {
  cart: Cart | null;
  userErrors: UserError[];
}

@ObjectType({ description: 'The result of adding a product to the cart.' })
export class AddToCartPayload implements CartChange {
  @Field(() => Cart, { nullable: true, description: 'The cart after the change; null when refused.' })
  cart!: Cart | null;

  @Field(() => [UserError], { description: 'Why the product was not added; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of changing the quantity of a cart line.' })
export class UpdateCartLinePayload implements CartChange {
  @Field(() => Cart, { nullable: true, description: 'The cart after the change; null when refused.' })
  cart!: Cart | null;

  @Field(() => [UserError], { description: 'Why the quantity was not changed; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of removing a line from the cart.' })
export class RemoveFromCartPayload implements CartChange {
  @Field(() => Cart, { nullable: true, description: 'The cart after the change; null when refused.' })
  cart!: Cart | null;

  @Field(() => [UserError], { description: 'Why the line was not removed; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of applying a discount code to the cart.' })
export class ApplyDiscountCodePayload implements CartChange {
  @Field(() => Cart, { nullable: true, description: 'The cart with the code kept and priced; null when refused.' })
  cart!: Cart | null;

  @Field(() => [UserError], {
    description:
      'Why the code was refused (field `code`), e.g. "PUJA20 has expired." or "Add ₹120.00 more to use PUJA20."; the cart ' +
      'keeps what it had. Empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of taking the discount code off the cart.' })
export class RemoveDiscountCodePayload implements CartChange {
  @Field(() => Cart, { nullable: true, description: 'The cart without a code.' })
  cart!: Cart | null;

  @Field(() => [UserError], { description: 'Always empty: a cart without a code is no error.' })
  userErrors!: UserError[];
}

/** The money of one cart line. */
export interface LinePrices {
  price: Money;
  compareAtPrice: Money | null;
  lineTotal: Money;
}
