import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ProductConnection, ProductsArgs } from './catalog.types.js';
import { Product } from './product.entity.js';

@Resolver(() => Product)
export class CatalogResolver {
  @Query(() => ProductConnection, { description: 'A page of the catalogue, filtered and sorted.' })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductConnection> {
    return ctx.services.catalog.listProducts(args);
  }

  @Query(() => Product, { description: 'One product; a NOT_FOUND error when no product has the id.' })
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.catalog.product(id);
  }
}
