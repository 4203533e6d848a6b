import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Dashboard, DashboardArgs } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Auth(Access.ADMIN)
  @Query(() => Dashboard, {
    description:
      'Store figures over a date range (default: the last 30 days up to now; at most 366 days): revenue, orders by status and per day, stock alerts and best sellers.',
  })
  dashboard(@Args(() => DashboardArgs) args: DashboardArgs, @Ctx() ctx: RequestContext): Promise<Dashboard> {
    return ctx.services.dashboard.dashboard(args);
  }
}
