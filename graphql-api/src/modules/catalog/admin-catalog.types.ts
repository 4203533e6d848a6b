import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Category, Measurement, ProductType, SEARCH_KEYWORD_MAX_LENGTH, Size, SizingType } from '@threadline/domain';
import { DecimalScalar } from '../../shared/money.js';
import { UserError } from '../../shared/user-error.js';
import { Product } from './product.entity.js';

/** The longest title search the back office accepts; titles are at most 120 characters. */
export const MAX_TITLE_SEARCH_LENGTH = SEARCH_KEYWORD_MAX_LENGTH;
export const TITLE_SEARCH_TOO_LONG_MESSAGE = `search must be at most ${MAX_TITLE_SEARCH_LENGTH} characters`;

@ArgsType()
export class AdminProductsArgs {
  @Field(() => String, {
    nullable: true,
    description: `Only products whose title contains this text, in any case (e.g. "polo" finds "Navy Polo Tee"); at most ${MAX_TITLE_SEARCH_LENGTH} characters. Blank or omitted: every title.`,
  })
  search?: string | null;

  @Field(() => Category, { nullable: true, description: 'Only products for this category; every category when omitted.' })
  category?: Category | null;

  @Field(() => Int, { nullable: true, description: 'Page size: 24 when omitted, at most 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: '`pageInfo.endCursor` of the previous page of the same search and category.' })
  after?: string | null;
}

@InputType({ description: 'The stock of one size the product offers.' })
export class SizeStockInput {
  @Field(() => Size, { description: 'A size the product offers (see `Product.sizeOptions`).' })
  size!: Size;

  @Field(() => Int, { description: 'Pieces of it in stock, 0 to 10,00,000.' })
  quantity!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'On an edit, the stock of this size the admin saw when she opened the form (0 for a size the product does not offer yet). ' +
      'When the size holds anything else now (a sale or another admin changed it), the edit is refused with `STOCK_CHANGED` at ' +
      '`sizeStock` and nothing changes: read the product again and resend. Omitted: the size is set to `quantity` whatever it ' +
      'holds now. Ignored on a new product.',
  })
  expectedStock?: number | null;
}

@InputType({
  description:
    'Every field of the product form, money in rupees (₹). All are required but stock, which is given per size in `sizeStock` ' +
    '(or, as the spec\'s clients do, as `totalStock` alone; see there).',
})
export class ProductInput {
  @Field(() => String, { description: 'An uploaded image path (under /media/) or an http(s) URL, at most 500 characters.' })
  image!: string;

  @Field(() => String, { description: 'Display name, 2 to 120 characters after trimming.' })
  title!: string;

  @Field(() => String, { description: 'Fabric, fit and care, 10 to 2000 characters after trimming.' })
  description!: string;

  @Field(() => Category, { description: 'Who the garment is for.' })
  category!: Category;

  @Field(() => ProductType, { description: 'The cut; ROUND_NECK_OVERSIZE needs a size from M to XXL.' })
  productType!: ProductType;

  @Field(() => SizingType, { description: 'SIZE needs a letter size and an adult measurement; AGE_GROUP an age group and KIDS.' })
  type!: SizingType;

  @Field(() => Size, { description: "The product's own size, the base of its size options and prices." })
  size!: Size;

  @Field(() => Measurement, { description: 'Chest measurement; KIDS exactly for AGE_GROUP products.' })
  measurement!: Measurement;

  @Field(() => Float, { description: 'Percent added for L and XL (twice for XXL), 0 to 100 with at most 2 decimals.' })
  percentageIncrement!: number;

  @Field(() => DecimalScalar, {
    description: 'Regular price of the base sizes in rupees (₹): above 0, at most 10,00,000, at most 2 decimals.',
  })
  price!: number;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Sale price of the base sizes, below `price`, at most 2 decimals; null, omitted or 0 for no sale.',
  })
  salePrice?: number | null;

  @Field(() => [SizeStockInput], {
    nullable: true,
    description:
      'The stock of each size the product offers (with this input\'s type, size and product type): only offered sizes, each once, ' +
      'each and all together at most 10,00,000; an offered size left out holds 0. Omitted on an edit: each size keeps its stock. ' +
      'A change of type, size or product type that stops offering a size is refused while that size holds stock: set it to 0 first.',
  })
  sizeStock?: SizeStockInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Pieces in stock over all sizes, for clients that know only the total. With `sizeStock`, it must be their sum. Alone, on a ' +
      'new product or one whose sizes hold none, all of it goes on the product\'s own `size`; on an edit it must otherwise equal ' +
      'the current total (the sizes keep their stock), and anything else is refused rather than guessed.',
  })
  totalStock?: number | null;
}

@ObjectType({ description: 'The result of adding a product.' })
export class CreateProductPayload {
  @Field(() => Product, { nullable: true, description: 'The new product; null when refused.' })
  product!: Product | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of editing a product.' })
export class UpdateProductPayload {
  @Field(() => Product, { nullable: true, description: 'The product as saved; null when refused.' })
  product!: Product | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting a product.' })
export class DeleteProductPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted product; null when refused.' })
  deletedProductId!: string | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}
