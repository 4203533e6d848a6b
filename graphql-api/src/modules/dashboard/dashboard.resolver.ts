import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { PromotionFigures } from '../promotions/admin-promotions.types.js';
import { Dashboard, DashboardArgs } from './dashboard.types.js';

@Resolver(() => Dashboard)
export class DashboardResolver {
  @Auth(Access.ADMIN)
  @Query(() => Dashboard, {
    description:
      'Store figures over a date range (default: the last 30 days up to now; at most 366 days): revenue, orders by status and per day, stock alerts and best sellers.',
  })
  dashboard(@Args(() => DashboardArgs) args: DashboardArgs, @Ctx() ctx: RequestContext): Promise<Dashboard> {
    return ctx.services.dashboard.dashboard(args);
  }

  @FieldResolver(() => [PromotionFigures], {
    description:
      'Each promotion that gave a discount to an order placed in the range (not rejected or canceled): its uses, discount and revenue ' +
      'there, the largest discount first. Promotions no such order used are left out.',
  })
  promotionFigures(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<PromotionFigures[]> {
    return ctx.services.dashboard.promotionFigures(dashboard);
  }
}
