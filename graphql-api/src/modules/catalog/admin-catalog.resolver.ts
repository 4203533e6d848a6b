import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { AdminProductsArgs, CreateProductPayload, DeleteProductPayload, ProductInput, UpdateProductPayload } from './admin-catalog.types.js';
import { ProductConnection } from './catalog.types.js';
import { ProductStockMovementsArgs, SizeStockMovements } from './stock-ledger.types.js';

@Resolver()
export class AdminCatalogResolver {
  @Auth(Access.ADMIN)
  @Query(() => ProductConnection, {
    description: 'Products newest first for the back office: every product, or those matching a title search and a category.',
  })
  adminProducts(@Args(() => AdminProductsArgs) args: AdminProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductConnection> {
    return ctx.services.catalog.adminProducts(args);
  }

  @Auth(Access.ADMIN)
  @Query(() => [SizeStockMovements], {
    description:
      'The stock ledger of a product: each size it offers, its stock and its most recent movements (sales, cancellations, ' +
      'rejections, expiries, admin adjustments). The movements of a size always add up to its stock.',
  })
  productStockMovements(@Args(() => ProductStockMovementsArgs) args: ProductStockMovementsArgs, @Ctx() ctx: RequestContext): Promise<SizeStockMovements[]> {
    return ctx.services.catalog.productStockMovements(args);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => CreateProductPayload, { description: 'Adds a product; every field is validated and nothing is saved when one is refused.' })
  createProduct(
    @Arg('input', () => ProductInput, { description: 'The product form.' }) input: ProductInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateProductPayload> {
    return ctx.services.catalog.createProduct(input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => UpdateProductPayload, { description: 'Replaces every field of a product; nothing changes when a field is refused.' })
  updateProduct(
    @Arg('id', () => ID, { description: 'The product to edit.' }) id: string,
    @Arg('input', () => ProductInput, { description: 'The product form.' }) input: ProductInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateProductPayload> {
    return ctx.services.catalog.updateProduct(id, input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => DeleteProductPayload, {
    description: 'Deletes a product and takes it out of every cart; past orders keep their copy of it.',
  })
  deleteProduct(
    @Arg('id', () => ID, { description: 'The product to delete.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteProductPayload> {
    return ctx.services.catalog.deleteProduct(id);
  }
}
