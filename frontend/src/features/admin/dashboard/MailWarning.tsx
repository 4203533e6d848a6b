import { paths } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { MailWarning_MailStatusFragment } from '../../../graphql/generated/graphql';
import { TextLink } from '../../../ui/Button';
import { WarningNotice } from '../../../ui/Notice';

/** Whether the store can send e-mail, and what is waiting or has failed (issue 19). */
export const MailWarning_mailStatus = graphql(`
  fragment MailWarning_mailStatus on MailStatus {
    configured
    waiting
    failed
  }
`);

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
    <WarningNotice role="status" aria-labelledby="mail-warning-heading">
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
    </WarningNotice>
  );
}
