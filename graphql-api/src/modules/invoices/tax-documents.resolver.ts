import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Order } from '../orders/order.entity.js';
import { TaxDocumentView } from './tax-document.types.js';

@Resolver(() => Order)
export class OrderTaxDocumentsResolver {
  @Auth(Access.SIGNED_IN)
  @FieldResolver(() => TaxDocumentView, {
    nullable: true,
    description:
      'The GST tax invoice (or, for a store under the composition scheme, bill of supply) issued when the order was dispatched ' +
      '(status IN_SHIPPING); null before that, or when the store had no GSTIN then. An immutable copy: later edits of products, ' +
      'prices or the store do not change it. For the shopper who placed the order and for admins.',
  })
  invoice(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<TaxDocumentView | null> {
    return ctx.services.taxDocuments.invoice(order);
  }

  @Auth(Access.SIGNED_IN)
  @FieldResolver(() => [TaxDocumentView], {
    nullable: true,
    description:
      'Every invoice of the order, oldest first: its own (the last is `invoice`), one reversed in full before the order was ' +
      'dispatched again, and those of exchanges’ replacements. For the shopper who placed the order and for admins.',
  })
  invoices(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<TaxDocumentView[]> {
    return ctx.services.taxDocuments.invoices(order);
  }

  @Auth(Access.SIGNED_IN)
  @FieldResolver(() => [TaxDocumentView], {
    nullable: true,
    description:
      'The credit notes against the order’s invoices, oldest first: one reversing every piece not yet credited when an invoiced ' +
      'order is rejected or canceled, one per return of pieces. Empty when none. For the shopper who placed the order and for admins.',
  })
  creditNotes(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<TaxDocumentView[]> {
    return ctx.services.taxDocuments.creditNotes(order);
  }
}
