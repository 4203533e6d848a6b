import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Size } from '@threadline/domain';
import type { RequestContext } from '../../context.js';
import { ProductArgs, ProductConnection, ProductFacets, ProductsArgs, SearchProductsArgs, SizeOption } from './catalog.types.js';
import { Product } from './product.entity.js';

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => ProductConnection, { description: 'A page of the catalogue, filtered and sorted.' })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductConnection> {
    return ctx.services.catalog.listProducts(args);
  }

  @Query(() => Product, {
    nullable: true,
    description:
      'One product, by `id` or by `slug`: pass exactly one (neither or both is a BAD_USER_INPUT error). ' +
      'When no product has it: null, with a NOT_FOUND error at this path, and the rest of the query answered as usual.',
  })
  product(@Args(() => ProductArgs) args: ProductArgs, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.catalog.productByIdOrSlug(args);
  }

  @Query(() => ProductConnection, {
    description:
      'Products matching a keyword, tolerant of small typos: best matches first, or in the order `sort` asks. ' +
      '`filter` narrows the matches as it narrows `products`, and `totalCount` and `facets` count the matches under ' +
      "it, each facet group ignoring its own group's choice. A blank keyword gives an empty page.",
  })
  searchProducts(@Args(() => SearchProductsArgs) args: SearchProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductConnection> {
    return ctx.services.catalog.searchProducts(args);
  }

  @FieldResolver(() => [SizeOption], {
    description:
      'Everything a shopper can buy of this product: the sizes offered, smallest first, each with what one piece ' +
      'costs, exactly what the cart and the order will charge. Which sizes: kids products (AGE_GROUP) offer the 3 age ' +
      'groups, all at the base price; a product whose own `size` is XXL offers XXL only, at the base price; ' +
      'ROUND_NECK_OVERSIZE offers M to XXL; every other product offers XS to XXL. Prices: on letter-sized products ' +
      'that are not XXL-only, L and XL add `percentageIncrement` percent to the base price once and XXL twice ' +
      '(added, not compounded), rounded to the paisa; the other sizes cost the base price. Adding any other size ' +
      'to the cart is refused.',
  })
  sizeOptions(@Root() product: Product, @Ctx() ctx: RequestContext): SizeOption[] {
    return ctx.services.catalog.sizeOptions(product);
  }

  @FieldResolver(() => Size, { description: 'The size to preselect: the first of `sizeOptions`.' })
  defaultSize(@Root() product: Product, @Ctx() ctx: RequestContext): Size {
    return ctx.services.catalog.defaultSize(product);
  }

  @FieldResolver(() => [String], {
    description:
      'The automatic promotions in force now that cover this product, in words, highest priority first: e.g. ' +
      '"Puja offer: 20 % off" or "Crop top offer: buy 2 get 1 free". Discount codes are not listed. What the cart ' +
      'takes off depends on the whole cart (minimums, stacking): see `Cart.discount`.',
  })
  offers(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.loader(ctx.deps.offers.labels).load(product);
  }

  @FieldResolver(() => String, { description: 'Label for the size selector: "Size", or "Age Group" for kids products.' })
  sizeLabel(@Root() product: Product, @Ctx() ctx: RequestContext): string {
    return ctx.services.catalog.sizeLabel(product);
  }
}

@Resolver(() => ProductConnection)
export class ProductConnectionResolver {
  // A field resolver, so that the counts (a few SQL statements) run only when a client selects them.
  @FieldResolver(() => ProductFacets, { description: 'Option counts for a filter panel, over the same products as this listing.' })
  facets(@Root() connection: ProductConnection, @Ctx() ctx: RequestContext): Promise<ProductFacets> {
    return ctx.services.catalog.productFacets(connection.scope);
  }
}
