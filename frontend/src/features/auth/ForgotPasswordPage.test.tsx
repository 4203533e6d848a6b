import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PASSWORD_RESET_MESSAGES, tooManyResetRequests } from '@threadline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestPasswordResetDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const SENT = PASSWORD_RESET_MESSAGES.REQUESTED;
const TOO_MANY = tooManyResetRequests(15);

function requestMock(email: string, payload: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: RequestPasswordResetDocument, variables: { input: { email } } },
    result: { data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', ...payload } } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(
    <>
      <ForgotPasswordPage />
      <Toaster />
    </>,
    { route: '/auth/forgot-password', mocks },
  );
}

async function ask(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return user;
}

describe('ForgotPasswordPage', { timeout: 15_000 }, () => {
  it("sends the trimmed e-mail and shows the server's answer where the form was", async () => {
    renderPage([requestMock('asha@example.com', { message: SENT, userErrors: [] })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');

    const user = await ask('  asha@example.com ');
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(SENT);
    expect(answer).toHaveTextContent('The link works once, for 30 minutes.');
    expect(screen.queryByLabelText('Email')).toBeNull();

    // Asking again brings the form back (a typo in the address, or nothing arrived).
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('judges the e-mail by the store rule before anything is sent', async () => {
    const result = vi.fn(() => ({ data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: SENT, userErrors: [] } } }));
    renderPage([{ request: { query: RequestPasswordResetDocument, variables: () => true }, result, maxUsageCount: Number.POSITIVE_INFINITY }]);

    await ask('asha@example');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByText(MESSAGES.EMAIL)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.VALIDATION_ERROR_TITLE)).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('says why when the server refuses, and keeps the form', async () => {
    renderPage([
      requestMock('asha@example.com', {
        message: SENT,
        userErrors: [{ __typename: 'UserError', code: 'RATE_LIMITED', field: null, message: TOO_MANY }],
      }),
    ]);
    await ask('asha@example.com');
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});
