import { ArgsType, Field, ID, InputType, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { Category, ProductType, Size } from '@threadline/domain';
import { Money } from '../../shared/money.js';
import { PageInfo } from '../../shared/pagination.js';
import { Product } from './product.entity.js';

export const ProductSort = {
  PRICE_LOW_TO_HIGH: 'PRICE_LOW_TO_HIGH',
  PRICE_HIGH_TO_LOW: 'PRICE_HIGH_TO_LOW',
  NEWEST: 'NEWEST',
  POPULAR: 'POPULAR',
} as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Order of a product listing.',
  valuesConfig: {
    PRICE_LOW_TO_HIGH: { description: 'Cheapest first, by the price a shopper pays (sale price when on sale). The default.' },
    PRICE_HIGH_TO_LOW: { description: 'Dearest first, by the price a shopper pays.' },
    NEWEST: { description: 'Most recently added first.' },
    POPULAR: { description: 'Best rated first (average review), then most reviewed.' },
  },
});

/** The listing's age filter: a kids' age group, matched against the product's own size. */
export const AgeGroup = {
  AGE_3_5: Size.AGE_3_5,
  AGE_6_8: Size.AGE_6_8,
  AGE_9_13: Size.AGE_9_13,
} as const;
export type AgeGroup = (typeof AgeGroup)[keyof typeof AgeGroup];

registerEnumType(AgeGroup, {
  name: 'AgeGroup',
  description: 'A kids age group, for filtering the listing by age.',
  valuesConfig: {
    AGE_3_5: { description: '3 to 5 years.' },
    AGE_6_8: { description: '6 to 8 years.' },
    AGE_9_13: { description: '9 to 13 years.' },
  },
});

@InputType({
  description: 'Narrows a product listing. `category` and `age` exclude each other; groups combine with AND.',
})
export class ProductFilter {
  @Field(() => Category, { nullable: true, description: 'Only products for this category. Not together with `age`.' })
  category?: Category | null;

  @Field(() => AgeGroup, {
    nullable: true,
    description: 'Only kids products made in this age group. Not together with `category`.',
  })
  age?: AgeGroup | null;

  @Field(() => [ProductType], { nullable: true, description: 'Only products of any of these cuts; empty or null for all.' })
  productTypes?: ProductType[] | null;
}

@ArgsType()
export class ProductsArgs {
  @Field(() => ProductFilter, { nullable: true, description: 'What to list; everything when omitted.' })
  filter?: ProductFilter | null;

  @Field(() => ProductSort, { nullable: true, description: 'Defaults to PRICE_LOW_TO_HIGH.' })
  sort?: ProductSort | null;

  @Field(() => Int, { nullable: true, description: 'Page size: 24 when omitted, at most 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: '`pageInfo.endCursor` of the previous page.' })
  after?: string | null;
}

@ArgsType()
export class ProductArgs {
  @Field(() => ID, { nullable: true, description: 'The product id. Pass either `id` or `slug`, not both.' })
  id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The product slug, as in the product URL (e.g. `navy-polo-tee`). Pass either `id` or `slug`, not both.',
  })
  slug?: string | null;
}

@ArgsType()
export class SearchProductsArgs {
  @Field(() => String, {
    description:
      'Words to look for in titles, descriptions, categories and cuts, at most 100 characters. Small typos are ' +
      'forgiven; "quoted phrases", `or` and `-word` work as in web search. Blank gives an empty result.',
  })
  keyword!: string;

  @Field(() => ProductFilter, {
    nullable: true,
    description:
      'Narrows the matches as it narrows `products`; `totalCount` and `facets` then count the narrowed matches. ' +
      'Every match when omitted.',
  })
  filter?: ProductFilter | null;

  @Field(() => ProductSort, {
    nullable: true,
    description:
      'Omitted: best matches first (title words weigh most). Given: the matches in that order, exactly as ' +
      '`products` orders them.',
  })
  sort?: ProductSort | null;

  @Field(() => Int, { nullable: true, description: 'Page size: 24 when omitted, at most 100.' })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description: '`pageInfo.endCursor` of the previous page of the same search, with the same filter and sort.',
  })
  after?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A size a shopper may choose, and what one piece in it costs.' })
export class SizeOption {
  @Field(() => Size, { description: 'The size or age group.' })
  size!: Size;

  @Field(() => Money, { description: 'What one piece in this size costs: the sale price when on sale, with the size increment.' })
  price!: Money;

  @Field(() => Money, {
    nullable: true,
    description: 'The regular price of one piece in this size when on sale, above `price`, for a struck-through price; null when not on sale.',
  })
  compareAtPrice!: Money | null;

  @Field(() => Int, {
    description:
      'Pieces of this size in stock: the most one cart line of it may hold, and what the size can still sell. ' +
      "0 when the size is sold out. The sizes' counts add up to the product's `totalStock`.",
  })
  quantityAvailable!: number;

  @Field(() => Boolean, {
    description:
      'Whether this size can be bought now (`quantityAvailable` above 0). A sold-out size is still listed: show it, not selectable.',
  })
  available!: boolean;
}

@InterfaceType({ description: 'How many products a filter option would give.' })
export abstract class FacetCount {
  @Field(() => Int, {
    description: "Products with this option that match the listing's choices in the other filter groups (this group's own choice is ignored).",
  })
  count!: number;
}

@ObjectType({ simpleResolvers: true, implements: FacetCount, description: 'How many products a category would give.' })
export class CategoryFacetCount extends FacetCount {
  @Field(() => Category, { description: 'The category.' })
  value!: Category;
}

@ObjectType({ simpleResolvers: true, implements: FacetCount, description: 'How many products an age group would give.' })
export class AgeGroupFacetCount extends FacetCount {
  @Field(() => AgeGroup, { description: 'The age group.' })
  value!: AgeGroup;
}

@ObjectType({ simpleResolvers: true, implements: FacetCount, description: 'How many products a cut would give.' })
export class ProductTypeFacetCount extends FacetCount {
  @Field(() => ProductType, { description: 'The cut.' })
  value!: ProductType;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "Counts for a filter panel, every option listed (zero included). Each group is counted as if its own choice were cleared while the other groups still apply; category and age form one group, as they exclude each other.",
})
export class ProductFacets {
  @Field(() => [CategoryFacetCount], { description: 'Per category, with the product types filter applied.' })
  categories!: CategoryFacetCount[];

  @Field(() => [AgeGroupFacetCount], { description: 'Per age group, with the product types filter applied.' })
  ageGroups!: AgeGroupFacetCount[];

  @Field(() => [ProductTypeFacetCount], { description: 'Per cut, with the category or age filter applied.' })
  productTypes!: ProductTypeFacetCount[];
}

/** Which products a connection is drawn from: its filter, or a search keyword. */
export interface ProductScope {
  category?: Category;
  age?: AgeGroup;
  productTypes: ProductType[];
  /** A trimmed, non-blank search keyword. */
  keyword?: string;
}

@ObjectType({ simpleResolvers: true, description: 'A page of products.' })
export class ProductConnection {
  @Field(() => [Product], { description: 'The products of this page.' })
  nodes!: Product[];

  @Field(() => PageInfo, { description: 'Where this page ends, and whether more follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many products match, over all pages.' })
  totalCount!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'searchProducts only: the typo-corrected words that were searched because the keyword as typed matched nothing ' +
      '(under the filter, when one is given); null when searched as typed, and on every other listing.',
  })
  correctedKeyword: string | null = null;

  /** What `facets` counts over; null for a connection that matches nothing by definition. */
  scope!: ProductScope | null;

  static of(page: Pick<ProductConnection, 'nodes' | 'pageInfo' | 'totalCount'>, scope: ProductScope | null): ProductConnection {
    return Object.assign(new ProductConnection(), page, { scope });
  }

  static empty(): ProductConnection {
    return ProductConnection.of({ nodes: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } }, null);
  }
}
