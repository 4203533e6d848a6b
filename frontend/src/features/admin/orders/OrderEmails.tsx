import styled from 'styled-components';
import { mailboxMessagePath } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { OrderEmails_EmailFragment } from '../../../graphql/generated/graphql';
import { emailKindLabel } from '../../../graphql/enum-labels';
import { TextLink } from '../../../ui/Button';
import { EmailStatusBadge } from '../../../ui/EmailStatusBadge';
import { formatDateTime } from '../../../ui/format-date-time';

/** One e-mail the store wrote about an order, as the order's dialog lists it. */
export const OrderEmails_email = graphql(`
  fragment OrderEmails_email on EmailMessage {
    id
    kind
    to
    status
    attempts
    lastError
    createdAt
    sentAt
  }
`);

const List = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const What = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Detail = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

const Failure = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.danger};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** When an e-mail went out, or why it has not (yet). */
function whenText(email: OrderEmails_EmailFragment): string {
  if (email.sentAt) return `sent ${formatDateTime(email.sentAt)}`;
  const written = `written ${formatDateTime(email.createdAt)}`;
  if (email.status === 'KEPT') return `${written}, kept in the mailbox (no mail server)`;
  if (email.attempts > 0) return `${written}, ${email.attempts} ${email.attempts === 1 ? 'attempt' : 'attempts'}`;
  return written;
}

/** The e-mails about one order, oldest first (issue 19): what, to whom, when, and whether it arrived. */
export function OrderEmails({ emails }: { emails: readonly OrderEmails_EmailFragment[] }) {
  if (emails.length === 0) return <Empty>No e-mails about this order yet.</Empty>;
  return (
    <List aria-label="E-mails about this order">
      {emails.map((email) => (
        <Entry key={email.id}>
          <What>{emailKindLabel(email.kind)}</What>
          <EmailStatusBadge status={email.status} />
          <Detail>
            To {email.to}, {whenText(email)} · <TextLink to={mailboxMessagePath(email.id)} aria-label={`View ${emailKindLabel(email.kind)} e-mail`}>
              View
            </TextLink>
          </Detail>
          {email.status === 'FAILED' && email.lastError ? <Failure>{email.lastError}</Failure> : null}
        </Entry>
      ))}
    </List>
  );
}
