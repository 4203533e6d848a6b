import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@threadline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'kQ3x_reset-token';
const LINK_USED = PASSWORD_RESET_MESSAGES.TOKEN_INVALID;
const LINK_EXPIRED = PASSWORD_RESET_MESSAGES.TOKEN_EXPIRED;

function resetMock(password: string, payload: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: ResetPasswordDocument, variables: { input: { token: TOKEN, password } } },
    result: { data: { resetPassword: { __typename: 'ResetPasswordPayload', ...payload } } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = [], route = `/auth/reset-password?token=${TOKEN}`) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/auth/login" element={<h1>Welcome Back</h1>} />
        <Route path="/auth/forgot-password" element={<h1>Forgot Password?</h1>} />
      </Routes>
      <Toaster />
    </>,
    { route, mocks },
  );
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return user;
}

describe('ResetPasswordPage', { timeout: 15_000 }, () => {
  it('changes the password with the token from the link and sends the visitor to sign in with a toast', async () => {
    renderPage([resetMock('Brand@New1', { ok: true, userErrors: [] })]);
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');

    await choose('Brand@New1');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Please sign in with your new password.')).toBeInTheDocument();
  });

  it("holds a password to registration's rule and words, and the two entries to each other, before sending", async () => {
    const result = vi.fn(() => ({ data: { resetPassword: { __typename: 'ResetPasswordPayload', ok: true, userErrors: [] } } }));
    renderPage([{ request: { query: ResetPasswordDocument, variables: () => true }, result, maxUsageCount: Number.POSITIVE_INFINITY }]);

    const user = await choose('password');
    const password = screen.getByLabelText('New Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByText(MESSAGES.PASSWORD)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Brand@New1');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand@New2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(result).not.toHaveBeenCalled();
  });

  it.each([
    ['RESET_TOKEN_INVALID', LINK_USED],
    ['RESET_TOKEN_EXPIRED', LINK_EXPIRED],
  ])('says so when the server refuses the link (%s), with the way to a new one', async (code, message) => {
    renderPage([resetMock('Brand@New1', { ok: false, userErrors: [{ __typename: 'UserError', code, field: 'token', message }] })]);
    const user = await choose('Brand@New1');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('New Password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password?' })).toBeInTheDocument();
  });

  it('shows a password the server refuses under the field', async () => {
    renderPage([
      resetMock('Brand@New1', { ok: false, userErrors: [{ __typename: 'UserError', code: 'INVALID_INPUT', field: 'password', message: MESSAGES.PASSWORD }] }),
    ]);
    await choose('Brand@New1');
    const password = screen.getByLabelText('New Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    // The message the field points at (aria-describedby), not only the toast's copy of it.
    const describedBy = (password.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(MESSAGES.PASSWORD);
  });

  it('asks for no password when the address has no token', () => {
    renderPage([], '/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_USED);
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});
