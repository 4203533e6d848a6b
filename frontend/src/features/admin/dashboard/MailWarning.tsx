import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { MailWarning_MailStatusFragment } from '../../../graphql/generated/graphql';
import { TextLink } from '../../../ui/Button';

/** Whether the store can send e-mail, and what is waiting or has failed (issue 19). */
export const MailWarning_mailStatus = graphql(`
  fragment MailWarning_mailStatus on MailStatus {
    configured
    waiting
    failed
  }
`);

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.color.warningText};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warningText};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  a {
    color: inherit;
  }
`;

function emails(count: number): string {
  return `${count} ${count === 1 ? 'e-mail' : 'e-mails'}`;
}

/**
 * The dashboard's warning about the store's e-mail: none is sent while no mail server is set
 * (SMTP_URL), and e-mails that failed every attempt need the admin's attention. Nothing when all
 * is well.
 */
export function MailWarning({ mail }: { mail: MailWarning_MailStatusFragment }) {
  if (mail.configured && mail.failed === 0) return null;
  return (
    <Box role="status" aria-labelledby="mail-warning-heading">
      <h2 id="mail-warning-heading">{mail.configured ? 'Some e-mails could not be sent' : 'E-mail is not configured'}</h2>
      {mail.configured ? null : (
        <p>
          No mail server is set (SMTP_URL), so shoppers receive no e-mail: {emails(mail.waiting)} {mail.waiting === 1 ? 'waits' : 'wait'}{' '}
          in the <TextLink to={paths.mailbox}>mailbox</TextLink>.
        </p>
      )}
      {mail.failed > 0 ? (
        <p>
          {emails(mail.failed)} failed every attempt to send and will not be tried again: see the order’s e-mails, or the{' '}
          <TextLink to={paths.mailbox}>mailbox</TextLink>.
        </p>
      ) : null}
    </Box>
  );
}
