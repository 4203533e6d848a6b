import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../../shared/money.js';
import { OrderStatus, Size } from '@threadline/domain';
import { Product } from '../catalog/product.entity.js';

@ArgsType()
export class DashboardArgs {
  @Field(() => Date, {
    nullable: true,
    description: 'Start of the range, inclusive. Defaults to 30 days before `to`.',
  })
  from?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'End of the range, exclusive. Defaults to now. Must be after `from`, at most 366 days later.',
  })
  to?: Date | null;
}

@ObjectType({ description: 'How many orders of the range are in one status.' })
export class StatusCount {
  @Field(() => OrderStatus, { description: 'The status.' })
  status!: OrderStatus;

  @Field(() => Int, { description: 'Orders placed in the range that are in this status now; 0 when none.' })
  count!: number;
}

@ObjectType({ description: 'The orders placed on one calendar day, India time (Asia/Kolkata).' })
export class DayFigures {
  @Field(() => String, { description: 'The day, as YYYY-MM-DD in India time.' })
  date!: string;

  @Field(() => Int, { description: 'Orders placed that day (within the range), whatever their status.' })
  orders!: number;

  @Field(() => Money, { description: 'The total of that day’s orders that were not rejected or canceled.' })
  revenue!: Money;
}

@ObjectType({ description: 'A product among the most sold of the range.' })
export class BestSeller {
  @Field(() => ID, { description: 'The product sold; it may since have been deleted.' })
  productId!: string;

  @Field(() => String, { description: 'The title the product was last sold under in the range.' })
  title!: string;

  @Field(() => Int, { description: 'Pieces sold in the range, in orders not rejected or canceled.' })
  quantity!: number;

  @Field(() => Money, { description: 'What those pieces brought: the price as charged times quantity.' })
  revenue!: Money;

  @Field(() => Product, { nullable: true, description: 'The product as it is now; null when it has been deleted.' })
  product!: Product | null;
}

@ObjectType({ description: 'The stock of one size of one product, e.g. "Navy Polo, XL: 2 left".' })
export class SizeStockLevel {
  @Field(() => Product, { description: 'The product.' })
  product!: Product;

  @Field(() => Size, { description: 'The size or age group.' })
  size!: Size;

  @Field(() => Int, { description: 'Pieces of this size in stock.' })
  quantity!: number;
}

@ObjectType({ description: 'Figures for running the store over a date range, straight from the orders and the catalogue.' })
export class Dashboard {
  @Field(() => Date, { description: 'Start of the range the figures cover, inclusive.' })
  from!: Date;

  @Field(() => Date, { description: 'End of the range the figures cover, exclusive.' })
  to!: Date;

  @Field(() => Money, { description: 'The total of orders placed in the range that were not rejected or canceled.' })
  revenue!: Money;

  @Field(() => Int, { description: 'Orders placed in the range, whatever their status (the sum of `ordersByStatus`).' })
  orderCount!: number;

  @Field(() => [StatusCount], { description: 'Orders placed in the range by their current status: all five statuses, zeros included.' })
  ordersByStatus!: StatusCount[];

  @Field(() => [DayFigures], {
    description: 'One entry per calendar day of the range in India time (Asia/Kolkata), oldest first, days without orders included.',
  })
  ordersPerDay!: DayFigures[];

  @Field(() => [SizeStockLevel], {
    description: 'Sizes with fewer than 10 pieces but some in stock, fewest first, then by title and size; at most 20.',
  })
  lowStockSizes!: SizeStockLevel[];

  @Field(() => [SizeStockLevel], { description: 'Sizes with no stock left (products still offering them), by title and size; at most 20.' })
  outOfStockSizes!: SizeStockLevel[];

  @Field(() => [Product], {
    description: 'Products with fewer than 10 pieces over all their sizes but some in stock, fewest first; at most 20. Per size: `lowStockSizes`.',
  })
  lowStockProducts!: Product[];

  @Field(() => [Product], { description: 'Products with no stock left in any size, by title; at most 20. Per size: `outOfStockSizes`.' })
  outOfStockProducts!: Product[];

  @Field(() => [BestSeller], {
    description: 'The 5 products with the most pieces sold in the range (orders not rejected or canceled), most first; ties by revenue.',
  })
  bestSellers!: BestSeller[];

  @Field(() => Money, { description: 'What promotions and discount codes took off the orders placed in the range that were not rejected or canceled.' })
  discountGiven!: Money;
}
