import { BigIntType, Check, Collection, Embeddable, Embedded, Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/postgresql';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import {
  CATEGORIES,
  MEASUREMENTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  SIZES,
  SIZING_TYPES,
  Category as CategoryEnum,
  Measurement as MeasurementEnum,
  ProductType as ProductTypeEnum,
  Size as SizeEnum,
  SizingType as SizingTypeEnum,
  NEW_ORDER_DEFAULTS,
  OrderStatus as OrderStatusEnum,
  OrderType as OrderTypeEnum,
  PaymentMethod as PaymentMethodEnum,
  PaymentStatus as PaymentStatusEnum,
  holdsStock,
  lineTotalPaise,
  paysThroughProvider,
  type Category,
  type Measurement,
  type OrderStatus,
  type OrderType,
  type PaymentMethod,
  type PaymentStatus,
  type ProductType,
  type Size,
  type SizingType,
} from '@threadline/domain';
import { BaseEntity } from '../../shared/base.entity.js';
import { Money } from '../../shared/money.js';
import { User } from '../users/user.entity.js';

/** The delivery address as it was when the order was placed; later edits do not change it. */
@ObjectType('OrderAddress', { description: 'The delivery address as it was when the order was placed.' })
@Embeddable()
export class AddressSnapshot {
  @Field(() => ID, { nullable: true, description: 'The saved address it was copied from; that address may since have been edited or deleted.' })
  @Property({ type: 'uuid', nullable: true })
  addressId: string | null;

  @Field(() => String, { description: 'House, street and area.' })
  @Property({ type: 'text' })
  address: string;

  @Field(() => String, { description: 'City or town.' })
  @Property({ type: 'text' })
  city: string;

  @Field(() => String, { description: 'Six-digit PIN code.' })
  @Property({ type: 'text' })
  pincode: string;

  @Field(() => String, { description: 'Mobile number for the courier.' })
  @Property({ type: 'text' })
  phone: string;

  @Field(() => String, { description: 'Delivery notes; empty when none.' })
  @Property({ type: 'text' })
  notes: string;

  constructor(fields: { addressId: string | null; address: string; city: string; pincode: string; phone: string; notes: string }) {
    this.addressId = fields.addressId;
    this.address = fields.address;
    this.city = fields.city;
    this.pincode = fields.pincode;
    this.phone = fields.phone;
    this.notes = fields.notes;
  }
}

/**
 * A placed order. Lines and address are snapshots, so the order reads the same after products
 * or addresses change or are deleted. Whether the order holds stock follows from its status
 * (`holdsStock` in domain/): rejected and canceled orders have given theirs back.
 */
@ObjectType('Order', { description: 'A placed order.' })
@Entity({ tableName: 'customer_order' })
@Index({ name: 'customer_order_user_idx', properties: ['user', 'createdAt'] })
@Index({ name: 'customer_order_status_idx', properties: ['status', 'createdAt'] })
@Index({ name: 'customer_order_created_idx', properties: ['createdAt', 'id'] })
@Unique({ name: 'customer_order_idempotency_unique', properties: ['user', 'idempotencyKey'] })
@Check({ name: 'customer_order_total_not_negative', expression: 'total_paise >= 0' })
@Check({ name: 'customer_order_discount_within_subtotal', expression: 'discount_paise >= 0 and total_paise = subtotal_paise - discount_paise' })
@Check({ name: 'customer_order_buyer_gstin_with_name', expression: '(buyer_gstin is null) = (buyer_business_name is null)' })
export class Order extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  /** The cart the order was made from (the REST layer's `cartId`). */
  @Property({ type: 'uuid', nullable: true })
  cartId: string | null;

  @Field(() => OrderStatusEnum, { description: 'Where the order is.' })
  @Enum({ items: () => [...ORDER_STATUSES], type: 'text' })
  status: OrderStatus = NEW_ORDER_DEFAULTS.orderStatus;

  @Field(() => PaymentMethodEnum, { description: 'How the order is paid.' })
  @Enum({ items: () => [...PAYMENT_METHODS], type: 'text' })
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatusEnum, {
    description:
      'Where the money is. PENDING: nothing collected yet (cash on delivery is collected by the courier; PAYPAL waits for ' +
      '`capturePayment`). PAID: taken through the provider. FAILED: the provider payment could not be started. CANCELED: ' +
      'the order was canceled or rejected before anything was collected. A status change never moves money: a PAID order ' +
      'that is canceled or rejected stays PAID until the store refunds it at the provider.',
  })
  @Enum({ items: () => [...PAYMENT_STATUSES], type: 'text' })
  paymentStatus: PaymentStatus = NEW_ORDER_DEFAULTS.paymentStatus;

  @Field(() => OrderTypeEnum, { description: 'The kind of order; every checkout order is REGULAR.' })
  @Enum({ items: () => [...ORDER_TYPES], type: 'text' })
  type: OrderType = NEW_ORDER_DEFAULTS.type;

  // bigint, since a large valid cart passes 2^31 paise; read back as a number, exact up to the
  // domain's MAX_ORDER_TOTAL_RUPEES (far below 2^53 paise).
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  totalPaise: number;

  /** The lines at their prices before promotions; `totalPaise` is this less `discountPaise`. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  subtotalPaise: number;

  /** What promotions took off, frozen at checkout: the sum of the lines' discounts. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  discountPaise: number;

  @Field(() => String, { nullable: true, description: 'The discount code the shopper applied at checkout (upper-case), whether or not it saved anything; null when none.' })
  @Property({ type: 'text', nullable: true })
  discountCode: string | null;

  /**
   * What each promotion gave, as checkout froze it in `order_promotion`, while the transaction that
   * placed the order is still running (not persisted here): its e-mail, written in that
   * transaction, reads them from here instead of asking again. Undefined on an order read back.
   */
  placedWithPromotions?: ReadonlyArray<{ name: string; code: string | null; discountPaise: number }>;

  @Field(() => AddressSnapshot, { description: 'Where the order goes.' })
  @Embedded(() => AddressSnapshot, { prefix: 'address_' })
  addressInfo: AddressSnapshot;

  @OneToMany(() => OrderLine, (line) => line.order, { orderBy: { position: 'asc' } })
  lines = new Collection<OrderLine>(this);

  @Field(() => String, { nullable: true, description: "The payment provider's payment id, when paid through one." })
  @Property({ type: 'text', nullable: true })
  paymentId: string | null = null;

  @Field(() => String, { nullable: true, description: "The payer id the provider returned, when paid through one." })
  @Property({ type: 'text', nullable: true })
  payerId: string | null = null;

  @Field(() => String, { nullable: true, description: 'Why the shopper canceled; null unless canceled by the shopper.' })
  @Property({ type: 'text', nullable: true })
  cancellationReason: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's GSTIN, given at checkout by a business buying for resale (in capitals); its invoice carries it. Null for a consumer.",
  })
  @Property({ type: 'text', nullable: true })
  buyerGstin: string | null = null;

  @Field(() => String, { nullable: true, description: 'The registered business name that comes with `buyerGstin`; null when there is none.' })
  @Property({ type: 'text', nullable: true })
  buyerBusinessName: string | null = null;

  /** Makes a double-submitted checkout create one order: unique per user. */
  @Property({ type: 'text', nullable: true })
  idempotencyKey: string | null;

  /**
   * The provider's approval page checkout sent the shopper to, kept so that a retried checkout
   * can send them there again. Null for cash on delivery: there is nothing to approve.
   */
  @Property({ type: 'text', nullable: true })
  approvalUrl: string | null = null;

  /**
   * When the order last entered DELIVERED (set by moveToStatus); the return window counts from it.
   * Kept when an admin moves the order on again: returns ask for a DELIVERED order anyway.
   */
  @Field(() => Date, { nullable: true, description: 'When the order was last marked DELIVERED; null until then.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  @Field(() => Date, { description: 'When the order was placed.' })
  get orderDate(): Date {
    return this.createdAt;
  }

  @Field(() => Date, { description: 'When the order last changed.' })
  get orderUpdateDate(): Date {
    return this.updatedAt;
  }

  @Field(() => Money, { description: 'What the shopper pays: `subtotal` less `discount`, the sum of the lines\' `finalTotal` (delivery is free).' })
  get total(): Money {
    return Money.ofPaise(this.totalPaise);
  }

  @Field(() => Money, { description: 'The sum of the lines\' `lineTotal`: the order before promotions.' })
  get subtotal(): Money {
    return Money.ofPaise(this.subtotalPaise);
  }

  @Field(() => Money, { description: 'What promotions and the discount code took off, frozen when the order was placed: the sum of the lines\' `discount`.' })
  get discount(): Money {
    return Money.ofPaise(this.discountPaise);
  }

  /** Checkout started the payment: remember the provider's payment and where the shopper approves it. */
  paymentStarted(payment: { paymentId: string | null; approvalUrl: string | null }): void {
    this.paymentId = payment.paymentId;
    this.approvalUrl = payment.approvalUrl;
  }

  /**
   * What a checkout retried with the same idempotency key answers as its next step. A provider's
   * approval page only while the order still waits for that payment: once it is paid, canceled or
   * rejected, the page could only lead to an error. Cash on delivery has nothing to approve.
   */
  get approvalUrlOnReplay(): string | null {
    if (!paysThroughProvider(this.paymentMethod)) return null;
    return this.paymentStatus === PaymentStatusEnum.PENDING && holdsStock(this.status) ? this.approvalUrl : null;
  }

  constructor(fields: {
    user: User;
    cartId: string | null;
    paymentMethod: PaymentMethod;
    subtotalPaise: number;
    discountPaise: number;
    discountCode: string | null;
    addressInfo: AddressSnapshot;
    idempotencyKey: string | null;
  }) {
    super();
    this.user = fields.user;
    this.cartId = fields.cartId;
    this.paymentMethod = fields.paymentMethod;
    this.subtotalPaise = fields.subtotalPaise;
    this.discountPaise = fields.discountPaise;
    this.totalPaise = fields.subtotalPaise - fields.discountPaise;
    this.discountCode = fields.discountCode;
    this.addressInfo = fields.addressInfo;
    this.idempotencyKey = fields.idempotencyKey;
  }
}

export interface OrderLineFields {
  order: Order;
  productId: string;
  title: string;
  image: string;
  category: Category;
  productType: ProductType;
  type: SizingType;
  size: Size;
  measurement: Measurement;
  percentageIncrement: number;
  unitPricePaise: number;
  quantity: number;
  /** What promotions took off the line; 0 when none. */
  discountPaise: number;
  /** Its place in the order, from 0: the cart's order of lines. */
  position?: number;
}

/** A product as it was sold: a copy, so deleting or editing the product leaves the order intact. */
@ObjectType('OrderLine', { description: 'A product as it was sold in an order.' })
@Entity({ tableName: 'order_line' })
@Index({ name: 'order_line_product_idx', properties: ['productId'] })
@Index({ name: 'order_line_order_idx', properties: ['order'] })
@Check({ name: 'order_line_quantity_positive', expression: 'quantity > 0' })
@Check({ name: 'order_line_price_positive', expression: 'unit_price_paise > 0' })
@Check({ name: 'order_line_discount_within_line', expression: 'discount_paise >= 0 and discount_paise <= unit_price_paise::bigint * quantity' })
export class OrderLine extends BaseEntity {
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order: Order;

  /** Not a foreign key on purpose: the product may be deleted while the order stays. */
  @Field(() => ID, { description: 'The product sold; it may since have been deleted.' })
  @Property({ type: 'uuid' })
  productId: string;

  @Field(() => String, { description: 'Product title when sold.' })
  @Property({ type: 'text' })
  title: string;

  @Field(() => String, { description: 'Product image URL when sold.' })
  @Property({ type: 'text' })
  image: string;

  @Field(() => CategoryEnum, { description: 'Who the garment is for.' })
  @Enum({ items: () => [...CATEGORIES], type: 'text' })
  category: Category;

  @Field(() => ProductTypeEnum, { description: 'The cut of the garment.' })
  @Enum({ items: () => [...PRODUCT_TYPES], type: 'text' })
  productType: ProductType;

  @Field(() => SizingTypeEnum, { description: 'Letter sizes or kids age groups.' })
  @Enum({ items: () => [...SIZING_TYPES], type: 'text' })
  type: SizingType;

  @Field(() => SizeEnum, { description: 'The size or age group bought.' })
  @Enum({ items: () => [...SIZES], type: 'text' })
  size: Size;

  @Field(() => MeasurementEnum, { description: 'Chest measurement of the garment.' })
  @Enum({ items: () => [...MEASUREMENTS], type: 'text' })
  measurement: Measurement;

  @Field(() => Float, { description: 'The size increment percent in force when sold.' })
  @Property({ type: 'double', columnType: 'numeric(5,2)' })
  percentageIncrement: number;

  @Property({ type: 'integer' })
  unitPricePaise: number;

  @Field(() => Int, { description: 'Pieces bought.' })
  @Property({ type: 'integer' })
  quantity: number;

  /** Frozen at checkout (domain `priceCart`), order-level amounts spread to the paisa. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  discountPaise: number;

  /** Its place in the order, from 0, as the lines stood in the cart: lines written together share their createdAt. */
  @Property({ type: 'integer' })
  position: number;

  @Field(() => Money, { description: 'What one piece cost when ordered, as charged: the sale price if it was on sale, with the size increment.' })
  get price(): Money {
    return Money.ofPaise(this.unitPricePaise);
  }

  @Field(() => Money, { description: '`price` times `quantity`: the line before promotions.' })
  get lineTotal(): Money {
    return Money.ofPaise(lineTotalPaise(this.unitPricePaise, this.quantity));
  }

  @Field(() => Money, { description: "What promotions and the discount code took off this line, frozen when the order was placed (an order's discount is spread over its lines to the paisa)." })
  get discount(): Money {
    return Money.ofPaise(this.discountPaise);
  }

  @Field(() => Money, { description: '`lineTotal` less `discount`: what the shopper pays for the line.' })
  get finalTotal(): Money {
    return Money.ofPaise(lineTotalPaise(this.unitPricePaise, this.quantity) - this.discountPaise);
  }

  constructor(fields: OrderLineFields) {
    super();
    this.order = fields.order;
    this.productId = fields.productId;
    this.title = fields.title;
    this.image = fields.image;
    this.category = fields.category;
    this.productType = fields.productType;
    this.type = fields.type;
    this.size = fields.size;
    this.measurement = fields.measurement;
    this.percentageIncrement = fields.percentageIncrement;
    this.unitPricePaise = fields.unitPricePaise;
    this.quantity = fields.quantity;
    this.discountPaise = fields.discountPaise;
    this.position = fields.position ?? 0;
  }
}
