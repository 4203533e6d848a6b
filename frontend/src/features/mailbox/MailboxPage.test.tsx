import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MailboxDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { mailboxVariables } from './mailbox-access';
import { MailboxPage } from './MailboxPage';

const KEPT_EMAIL = { __typename: 'EmailMessage', to: 'asha@example.com', status: 'KEPT', attempts: 0, lastError: null, sentAt: null };

const RESET = {
  ...KEPT_EMAIL,
  id: 'e2',
  kind: 'PASSWORD_RESET',
  subject: 'Reset your Threadline password',
  html: '<p>Choose a new password: <a href="http://127.0.0.1/auth/reset-password?token=abc">Reset password</a></p>',
  text: 'Choose a new password: http://127.0.0.1/auth/reset-password?token=abc',
  createdAt: '2026-11-26T10:12:00.000Z',
};
const CONFIRMATION = {
  ...KEPT_EMAIL,
  id: 'e1',
  kind: 'ORDER_CONFIRMATION',
  to: 'mira@example.com',
  subject: 'Your Threadline order is placed',
  html: '<h1>Thank you for your order</h1>',
  text: 'Thank you for your order',
  status: 'SENT',
  attempts: 1,
  createdAt: '2026-11-26T09:00:00.000Z',
  sentAt: '2026-11-26T09:01:00.000Z',
};

function mailboxMock(mailbox: unknown[]): MockLink.MockedResponse {
  return { request: { query: MailboxDocument, variables: mailboxVariables }, result: { data: { mailbox } } };
}

describe('MailboxPage', { timeout: 15_000 }, () => {
  it('lists the e-mails as the API orders them (newest first) and opens the newest in a sandboxed frame', async () => {
    renderWithProviders(<MailboxPage />, { route: '/mailbox', mocks: [mailboxMock([RESET, CONFIRMATION])] });

    const list = await screen.findByRole('navigation', { name: 'E-mails' });
    const entries = within(list).getAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Password reset.*Kept.*Reset your Threadline password.*To asha@example\.com · 26\/11\/2026, 15:42 IST$/),
      expect.stringMatching(/^Order confirmation.*Sent.*Your Threadline order is placed.*To mira@example\.com/),
    ]);
    expect(entries[0]).toHaveAttribute('aria-current', 'true');
    expect(entries[1]).toHaveAttribute('href', '/mailbox?message=e1');

    const open = screen.getByRole('article', { name: 'Reset your Threadline password' });
    const frame = within(open).getByTitle('E-mail: Reset your Threadline password');
    // sandbox="" (nothing allowed: no script, no forms, no access to this page) and the HTML as sent.
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', RESET.html);
    expect(within(open).getByText(RESET.text)).toBeInTheDocument();
  });

  it('opens the e-mail the address names, with when it was sent', async () => {
    renderWithProviders(<MailboxPage />, { route: '/mailbox?message=e1', mocks: [mailboxMock([RESET, CONFIRMATION])] });

    const open = await screen.findByRole('article', { name: 'Your Threadline order is placed' });
    expect(within(open).getByTitle('E-mail: Your Threadline order is placed')).toHaveAttribute('srcdoc', CONFIRMATION.html);
    expect(within(open).getByText('26/11/2026, 14:31 IST')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'E-mails' })).getAllByRole('link')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('moves to the chosen e-mail and its heading, for keyboard and screen reader users', async () => {
    renderWithProviders(<MailboxPage />, { route: '/mailbox', mocks: [mailboxMock([RESET, CONFIRMATION])] });
    const list = await screen.findByRole('navigation', { name: 'E-mails' });

    await userEvent.setup().click(within(list).getByRole('link', { name: /Your Threadline order is placed/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Threadline order is placed' })).toHaveFocus();
  });

  it('says when nothing has been written yet', async () => {
    renderWithProviders(<MailboxPage />, { route: '/mailbox', mocks: [mailboxMock([])] });
    expect(await screen.findByRole('heading', { name: 'No e-mails yet' })).toBeInTheDocument();
  });
});
