import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginDocument, MeDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { useAuth } from './auth-context';
import { AuthProvider } from './AuthProvider';
import { LoginPage } from './LoginPage';

const signedOutMock: MockLink.MockedResponse = { request: { query: MeDocument }, result: { data: { me: null } } };

function loginMock(password: string, login: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: LoginDocument, variables: { input: { email: 'asha@example.com', password } } },
    result: { data: { login: { __typename: 'LoginPayload', ...login } } },
  };
}

function WhoIsSignedIn() {
  const { user, isAuthenticated } = useAuth();
  return <p>{isAuthenticated ? `Signed in: ${user?.userName}` : 'Signed out'}</p>;
}

function renderLogin(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <AuthProvider>
      <LoginPage />
      <WhoIsSignedIn />
      <Toaster />
    </AuthProvider>,
    { route: '/auth/login', mocks },
  );
}

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('has the welcome heading, labelled fields, and links to create an account and to reset a forgotten password', () => {
    renderLogin([signedOutMock]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it("shows the server's message in a toast when the credentials are refused", async () => {
    renderLogin([
      signedOutMock,
      loginMock('wrong', {
        user: null,
        token: null,
        userErrors: [
          { __typename: 'UserError', code: 'INVALID_CREDENTIALS', field: null, message: 'Invalid email or password' },
        ],
      }),
    ]);
    await signIn('wrong');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('signs in and keeps the token in session storage as JSON', async () => {
    renderLogin([
      signedOutMock,
      loginMock('Secret@123', {
        user: { __typename: 'User', id: 'u1', userName: 'Asha', email: 'asha@example.com', role: 'USER' },
        token: 'jwt-token',
        userErrors: [],
      }),
    ]);
    await signIn('Secret@123');

    expect(await screen.findByText('Signed in: Asha')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(JSON.stringify('jwt-token')));
  });
});
