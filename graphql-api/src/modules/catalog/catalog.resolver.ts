import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Size } from '@threadline/domain';
import type { RequestContext } from '../../context.js';
import { ProductConnection, ProductsArgs, SearchProductsArgs, SizeOption } from './catalog.types.js';
import { Product } from './product.entity.js';

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => ProductConnection, { description: 'A page of the catalogue, filtered and sorted.' })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductConnection> {
    return ctx.services.catalog.listProducts(args);
  }

  @Query(() => Product, { description: 'One product; a NOT_FOUND error when no product has the id.' })
  product(@Arg('id', () => ID, { description: 'The product id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.catalog.product(id);
  }

  @Query(() => ProductConnection, {
    description: 'Products matching a keyword, best match first; tolerant of small typos. A blank keyword gives an empty page.',
  })
  searchProducts(@Args(() => SearchProductsArgs) args: SearchProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductConnection> {
    return ctx.services.catalog.searchProducts(args);
  }

  @FieldResolver(() => [SizeOption], {
    description: 'The sizes a shopper may choose, smallest first, each with its unit prices; what the cart will charge.',
  })
  sizeOptions(@Root() product: Product, @Ctx() ctx: RequestContext): SizeOption[] {
    return ctx.services.catalog.sizeOptions(product);
  }

  @FieldResolver(() => Size, { description: 'The size to preselect: the first of `sizeOptions`.' })
  defaultSize(@Root() product: Product, @Ctx() ctx: RequestContext): Size {
    return ctx.services.catalog.defaultSize(product);
  }

  @FieldResolver(() => String, { description: 'Label for the size selector: "Size", or "Age Group" for kids products.' })
  sizeLabel(@Root() product: Product, @Ctx() ctx: RequestContext): string {
    return ctx.services.catalog.sizeLabel(product);
  }
}
