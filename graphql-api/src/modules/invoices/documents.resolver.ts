import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Gstr1Return } from './documents.types.js';

@Resolver()
export class DocumentsResolver {
  @Auth(Access.ADMIN)
  @Query(() => Gstr1Return, {
    description:
      'A month’s GSTR-1 return for the accountant: the CSV files the GST portal’s offline tool imports, built from the month’s tax invoices ' +
      'and credit notes as issued. A month not written YYYY-MM (from 2017-07) is refused (BAD_USER_INPUT).',
  })
  gstr1Return(
    @Arg('month', () => String, { description: 'The month, YYYY-MM, e.g. "2026-11"; documents count by their IST date.' }) month: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Gstr1Return> {
    return ctx.services.documents.gstr1Return(month);
  }
}
