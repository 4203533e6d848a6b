import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Category } from '@threadline/domain';
import { PageInfo } from '../../shared/pagination.js';
import { Product } from './product.entity.js';

export const ProductSort = {
  PRICE_LOW_TO_HIGH: 'PRICE_LOW_TO_HIGH',
  PRICE_HIGH_TO_LOW: 'PRICE_HIGH_TO_LOW',
  NEWEST: 'NEWEST',
} as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Order of a product listing.',
  valuesConfig: {
    PRICE_LOW_TO_HIGH: { description: 'Cheapest first, by the price a shopper pays (sale price when on sale). The default.' },
    PRICE_HIGH_TO_LOW: { description: 'Dearest first, by the price a shopper pays.' },
    NEWEST: { description: 'Most recently added first.' },
  },
});

@InputType({ description: 'Narrows a product listing.' })
export class ProductFilter {
  @Field(() => Category, { nullable: true, description: 'Only products for this category.' })
  category?: Category | null;
}

@ArgsType()
export class ProductsArgs {
  @Field(() => ProductFilter, { nullable: true })
  filter?: ProductFilter | null;

  @Field(() => ProductSort, { nullable: true, description: 'Defaults to PRICE_LOW_TO_HIGH.' })
  sort?: ProductSort | null;

  @Field(() => Int, { nullable: true, description: 'Page size: 24 when omitted, at most 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: '`pageInfo.endCursor` of the previous page.' })
  after?: string | null;
}

@ObjectType({ description: 'A page of products.' })
export class ProductConnection {
  @Field(() => [Product], { description: 'The products of this page.' })
  nodes!: Product[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many products match the filter, over all pages.' })
  totalCount!: number;
}
