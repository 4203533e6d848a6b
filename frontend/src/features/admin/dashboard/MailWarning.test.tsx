import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MailWarning } from './MailWarning';

const mail = (configured: boolean, waiting: number, failed: number) => ({ __typename: 'MailStatus' as const, configured, waiting, failed });

describe('the dashboard mail warning', () => {
  it('warns that e-mail is not configured, with how many e-mails wait in the mailbox', () => {
    renderWithProviders(<MailWarning mail={mail(false, 3, 0)} />);
    expect(screen.getByRole('status', { name: 'E-mail is not configured' })).toHaveTextContent(
      'No mail server is set (SMTP_URL), so shoppers receive no e-mail: 3 e-mails wait in the mailbox.',
    );
    expect(screen.getByRole('link', { name: 'mailbox' })).toHaveAttribute('href', '/mailbox');
  });

  it('counts one e-mail as one', () => {
    renderWithProviders(<MailWarning mail={mail(false, 1, 0)} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 e-mail waits in the mailbox.');
  });

  it('warns about e-mails that failed every attempt when a mail server is set', () => {
    renderWithProviders(<MailWarning mail={mail(true, 0, 2)} />);
    expect(screen.getByRole('status', { name: 'Some e-mails could not be sent' })).toHaveTextContent('2 e-mails failed every attempt to send');
  });

  it('says nothing when e-mail is configured and nothing failed', () => {
    const { container } = renderWithProviders(<MailWarning mail={mail(true, 4, 0)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
