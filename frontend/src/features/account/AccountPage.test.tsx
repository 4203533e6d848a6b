import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AddressesDocument, MyOrdersDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { AuthContext, signedIn, type AuthContextValue } from '../auth/auth-context';
import { AccountPage } from './AccountPage';

const SHOPPER = { __typename: 'User' as const, id: 'u1', userName: 'Asha Verma', email: 'asha@example.com', role: 'USER' as const };
const auth: AuthContextValue = { ...signedIn(SHOPPER, 'token'), login: async () => true, logout: async () => {} };
const MOCKS: MockLink.MockedResponse[] = [
  {
    request: { query: MyOrdersDocument, variables: () => true },
    result: {
      data: {
        myOrders: {
          __typename: 'OrderConnection',
          totalCount: 0,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes: [],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: AddressesDocument }, result: { data: { addresses: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
];

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAccount(route: string) {
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <AccountPage />
      <Where />
    </AuthContext.Provider>,
    { route, mocks: MOCKS },
  );
  return userEvent.setup();
}

describe('AccountPage', { timeout: 15_000 }, () => {
  it('opens on Orders, and keeps the chosen tab in the URL', async () => {
    const user = renderAccount('/shop/account');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Address' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/account?tab=address');
    expect(await screen.findByRole('heading', { name: 'Saved Addresses' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/account$/);
  });

  it('opens the Address tab from the URL, as after a reload', async () => {
    renderAccount('/shop/account?tab=address');
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
  });
});
