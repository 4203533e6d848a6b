import { graphql } from '../../graphql/generated';

/** One e-mail as the mailbox lists it and shows it: the HTML part as sent, and the text part. */
export const MailboxMessage_email = graphql(`
  fragment MailboxMessage_email on EmailMessage {
    id
    kind
    to
    subject
    html
    text
    status
    attempts
    lastError
    createdAt
    sentAt
  }
`);

/** How many e-mails the mailbox shows: the newest, as the API orders them. */
export const MAILBOX_LIMIT = 50;

/** The /mailbox route's query: what the store has sent (or kept, with no mail server), newest first. */
export const MailboxQuery = graphql(`
  query Mailbox($limit: Int) {
    mailbox(limit: $limit) {
      id
      ...MailboxMessage_email
    }
  }
`);
