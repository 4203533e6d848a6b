import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Dashboard } from '../dashboard/dashboard.types.js';
import { InvoicingStatus, StoreDetailsView, UpdateStoreDetailsInput, UpdateStoreDetailsPayload } from './store-details.types.js';

@Resolver()
export class StoreDetailsResolver {
  @Auth(Access.ADMIN)
  @Query(() => StoreDetailsView, {
    description: 'The store’s legal name, address, state, GSTIN and taxpayer kind, and each product type’s HSN code: what GST invoices print.',
  })
  storeDetails(@Ctx() ctx: RequestContext): Promise<StoreDetailsView> {
    return ctx.services.storeDetails.details();
  }

  @Auth(Access.ADMIN)
  @Mutation(() => UpdateStoreDetailsPayload, {
    description:
      'Saves the store’s details and any HSN codes sent, all or nothing: a GSTIN failing its check character or not of the chosen state, a blank legal name or address, or an HSN code not of 4, 6 or 8 digits is refused at its field, and nothing changes.',
  })
  updateStoreDetails(
    @Arg('input', () => UpdateStoreDetailsInput, { description: 'The details, all of them, and the HSN codes to change.' }) input: UpdateStoreDetailsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateStoreDetailsPayload> {
    return ctx.services.storeDetails.update(input);
  }
}

@Resolver(() => Dashboard)
export class DashboardInvoicingResolver {
  @FieldResolver(() => InvoicingStatus, { description: 'Whether the store can issue GST invoices (its GSTIN is set).' })
  invoicing(@Ctx() ctx: RequestContext): Promise<InvoicingStatus> {
    return ctx.services.storeDetails.invoicingStatus();
  }
}
