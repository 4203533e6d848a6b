import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@threadline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RegisterDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { RegisterPage } from './RegisterPage';

const PASSWORD_RULE =
  'Password must be 8-24 characters and include uppercase, lowercase, number, and special character (except < > $ ? | / \\)';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in.';
const ASHA = { userName: 'Asha Verma', email: 'asha@example.com', password: 'Secret@123' };

function registerMock(register: Record<string, unknown>, input = ASHA): MockLink.MockedResponse {
  return {
    request: { query: RegisterDocument, variables: { input } },
    result: { data: { register: { __typename: 'RegisterPayload', ...register } } },
  };
}

/** Answers any register request, so a test can prove that none was sent. */
function anyRegisterSpy() {
  const result = vi.fn(() => ({
    data: { register: { __typename: 'RegisterPayload', user: null, message: null, userErrors: [] } },
  }));
  const mock: MockLink.MockedResponse = {
    request: { query: RegisterDocument, variables: () => true },
    result,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, result };
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderRegister(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/auth/login" element={<h1>Welcome Back</h1>} />
      </Routes>
      <Where />
      <Toaster />
    </>,
    { route: '/auth/register', mocks },
  );
}

async function fillAndSubmit(values: Partial<typeof ASHA>) {
  const user = userEvent.setup();
  if (values.userName) await user.type(screen.getByLabelText('User Name'), values.userName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

/** The error text a field points at through aria-describedby. */
function describedErrorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('RegisterPage', () => {
  it('has the heading, labelled fields and a link to sign in', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('flags every empty field and sends nothing', async () => {
    const spy = anyRegisterSpy();
    renderRegister([spy.mock]);
    await fillAndSubmit({});

    for (const label of ['User Name', 'Email', 'Password']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedErrorOf(input)).toContain(MESSAGES.REQUIRED);
    }
    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Validation Error')).toBeInTheDocument();
    expect(within(toast).getByText('Please check your inputs and try again')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/register');
    expect(spy.result).not.toHaveBeenCalled();
  });

  it('shows the password rule under the password and clears it once the password is edited', async () => {
    const spy = anyRegisterSpy();
    renderRegister([spy.mock]);
    const user = await fillAndSubmit({ userName: 'Asha Verma', email: 'asha@example.com', password: 'secret12' });

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrorOf(password)).toContain(PASSWORD_RULE);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();

    expect(spy.result).not.toHaveBeenCalled();

    await user.type(password, '!');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
  });

  it("shows the server's EMAIL_TAKEN message under Email and in a toast", async () => {
    renderRegister([
      registerMock({
        user: null,
        message: null,
        userErrors: [{ __typename: 'UserError', code: 'EMAIL_TAKEN', field: 'email', message: EMAIL_TAKEN }],
      }),
    ]);
    await fillAndSubmit(ASHA);

    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText(EMAIL_TAKEN)).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrorOf(email)).toContain(EMAIL_TAKEN);
    expect(email).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/register');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('trims the name and email, then goes to sign in with the success message', async () => {
    renderRegister([
      registerMock({
        user: { __typename: 'User', id: 'u9' },
        message: 'Registration successful. Please sign in.',
        userErrors: [],
      }),
    ]);
    await fillAndSubmit({ userName: '  Asha Verma ', email: ' asha@example.com ', password: ASHA.password });

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(await screen.findByText('Registration successful. Please sign in.')).toBeInTheDocument();
    // Registering never signs in.
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
