import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

export const MAILBOX_DEFAULT_LIMIT = 50;
export const MAILBOX_MAX_LIMIT = 200;

@ArgsType()
export class MailboxArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: MAILBOX_DEFAULT_LIMIT,
    description: `How many e-mails, newest first: 1-${MAILBOX_MAX_LIMIT}; anything else is refused (BAD_USER_INPUT).`,
  })
  limit?: number | null;
}

@ObjectType({ description: 'Whether the store can send e-mail, and how its outbox stands.' })
export class MailStatus {
  @Field(() => Boolean, {
    description: 'True when an SMTP server is configured (SMTP_URL); false means e-mails are only kept for the development mailbox.',
  })
  configured!: boolean;

  @Field(() => Int, { description: 'E-mails not sent yet: waiting for the sender or a retry, or kept because no SMTP server is configured.' })
  waiting!: number;

  @Field(() => Int, { description: 'E-mails given up on after the last attempt.' })
  failed!: number;
}
