import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Dashboard } from '../dashboard/dashboard.types.js';
import { Order } from '../orders/order.entity.js';
import { EmailMessage } from './email-message.entity.js';
import { MAILBOX_DEFAULT_LIMIT, MailboxArgs, MailStatus } from './mail.types.js';

@Resolver(() => EmailMessage)
export class MailResolver {
  // Admins only in every mode: it holds every shopper's e-mails, password reset links among them,
  // and a development store may be opened to a network (HOST) like any other.
  @Auth(Access.ADMIN)
  @Query(() => [EmailMessage], {
    description:
      'The mailbox: what the store sent or would have sent (every shopper’s e-mails), newest first. Admins only, in every mode. ' +
      'A password reset’s link is left out of its bodies in production.',
  })
  mailbox(@Args(() => MailboxArgs) args: MailboxArgs, @Ctx() ctx: RequestContext): Promise<EmailMessage[]> {
    return ctx.services.mail.mailbox(args.limit ?? MAILBOX_DEFAULT_LIMIT);
  }

  @FieldResolver(() => String, { description: 'The subject line.' })
  async subject(@Root() message: EmailMessage, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.mail.rendered(message)).subject;
  }

  @FieldResolver(() => String, { description: 'The HTML body, as the shopper sees it.' })
  async html(@Root() message: EmailMessage, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.mail.rendered(message)).html;
  }

  @FieldResolver(() => String, { description: 'The plain-text body.' })
  async text(@Root() message: EmailMessage, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.mail.rendered(message)).text;
  }
}

@Resolver(() => Order)
export class OrderEmailsResolver {
  @Auth(Access.ADMIN)
  // Nullable like every guarded field below the root: a caller who may read the order but not its
  // e-mails gets this field null with its FORBIDDEN error, not the whole order blanked.
  @FieldResolver(() => [EmailMessage], {
    nullable: true,
    description:
      'The e-mails sent (or waiting, or failed) about this order, oldest first. Admins only: for anyone else this field alone is null, ' +
      'with a FORBIDDEN error at its path; the rest of the order is answered.',
  })
  emails(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<EmailMessage[] | null> {
    return ctx.services.mail.orderEmails(order.id);
  }
}

@Resolver(() => Dashboard)
export class DashboardMailResolver {
  @FieldResolver(() => MailStatus, { description: 'Whether e-mail is configured, and how many e-mails wait or failed.' })
  mail(@Ctx() ctx: RequestContext): Promise<MailStatus> {
    return ctx.services.mail.status();
  }
}
