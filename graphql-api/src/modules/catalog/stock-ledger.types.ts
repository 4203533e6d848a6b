import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Size } from '@threadline/domain';
import '../../shared/graphql-enums.js';
import { StockMovementReason } from './stock-movement.entity.js';

registerEnumType(StockMovementReason, {
  name: 'StockMovementReason',
  description: 'Why a size’s stock moved.',
  valuesConfig: {
    INITIAL: { description: 'The opening balance: the size’s stock when it was added, or when the ledger began.' },
    SALE: { description: 'An order took the pieces: checkout, or an admin reviving a canceled or rejected order.' },
    CANCEL: { description: 'The shopper or an admin canceled the order; its pieces came back.' },
    REJECTION: { description: 'An admin rejected the order; its pieces came back.' },
    EXPIRY: { description: 'The provider payment was not approved in time; the order was canceled and its pieces came back.' },
    PAYMENT_FAILED: { description: 'The provider payment could not be started at checkout; its pieces came back.' },
    ADMIN_ADJUSTMENT: { description: 'An admin set the size’s stock on the product sheet.' },
    RETURN: { description: 'Pieces a shopper sent back arrived undamaged and went back to their size (damaged ones do not).' },
    EXCHANGE: { description: 'An admin approved an exchange into this size: its pieces are held for the replacement.' },
    EXCHANGE_RELEASE: { description: 'An approved exchange into this size was canceled; the pieces it held came back.' },
  },
});

/** The most movements per size one request may ask for. */
export const MAX_STOCK_MOVEMENTS = 50;
export const DEFAULT_STOCK_MOVEMENTS = 10;

@ObjectType('StockMovement', { description: 'One change of a size’s stock, from the stock ledger. Movements are never changed or removed.' })
export class StockMovementView {
  @Field(() => ID, { description: 'Increases with every movement the store writes.' })
  id!: string;

  @Field(() => Date, { description: 'When the stock moved.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'Pieces added (positive) or taken (negative).' })
  quantityMoved!: number;

  @Field(() => Int, { description: 'The size’s stock right after this movement.' })
  quantityAfter!: number;

  @Field(() => StockMovementReason, { description: 'Why the stock moved.' })
  reason!: StockMovementReason;

  @Field(() => ID, { nullable: true, description: 'The order that moved the stock (sales, cancellations, rejections, expiries), or whose pieces a return request moved.' })
  orderId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The return request that moved the stock (RETURN, EXCHANGE, EXCHANGE_RELEASE); null for every other movement.' })
  returnRequestId!: string | null;

  @Field(() => String, { nullable: true, description: 'The name of the admin who set the stock or added the product; null for orders and for opening balances the ledger began with.' })
  adminName!: string | null;
}

@ObjectType({ description: 'A size of a product and its most recent stock movements.' })
export class SizeStockMovements {
  @Field(() => Size, { description: 'The size, one the product offers.' })
  size!: Size;

  @Field(() => Int, { description: 'Pieces in stock now: the sum of every movement of the size.' })
  quantityAvailable!: number;

  @Field(() => [StockMovementView], { description: 'Newest first.' })
  movements!: StockMovementView[];
}

@ArgsType()
export class ProductStockMovementsArgs {
  @Field(() => ID, { description: 'The product.' })
  productId!: string;

  @Field(() => Int, { nullable: true, description: `Movements per size, newest first: ${DEFAULT_STOCK_MOVEMENTS} when omitted, at most ${MAX_STOCK_MOVEMENTS}.` })
  first?: number | null;
}
