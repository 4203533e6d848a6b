import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { WithViewer } from '../../test/auth';
import { money } from '../../test/money';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { CartButton } from './CartButton';
import { CartQuery, UpdateCartLineMutation } from './operations';

function line(id: string, title: string, quantity: number, totalStock: number, prices: { price: string; compareAt: string | null; total: string }) {
  return {
    __typename: 'CartLine',
    id,
    size: 'L',
    quantity,
    price: money(prices.price),
    compareAtPrice: prices.compareAt ? money(prices.compareAt) : null,
    lineTotal: money(prices.total),
    // The line's size's stock bounds it (stock is kept per size); the product's total is above it.
    quantityAvailable: totalStock,
    product: {
      __typename: 'Product',
      id: `product-${id}`,
      title,
      image: '/media/products/tee-0123456789ab-w1280.webp',
      category: 'MALE',
      productType: 'POLO_NECK',
      totalStock: totalStock + 7,
      sizeLabel: 'Size',
    },
  };
}

const cart = {
  __typename: 'Cart',
  id: 'cart-1',
  itemCount: 3,
  subtotal: money('3497.50'),
  lines: [
    line('a', 'Navy Polo', 1, 10, { price: '1299.00', compareAt: null, total: '1299.00' }),
    line('b', 'Clay Crop Top', 2, 2, { price: '1099.25', compareAt: '1499.00', total: '2198.50' }),
  ],
};

const cartMock: MockLink.MockedResponse = { request: { query: CartQuery }, result: { data: { cart } } };

function renderCart(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <WithViewer>
      <CartButton />
      <Toaster />
    </WithViewer>,
    { mocks },
  );
}

describe('the header cart', () => {
  // The sheet is a lazily loaded module; load it once up front so each test times the UI, not the import.
  beforeAll(() => import('./CartSheet'));

  it('counts the pieces and lists each line with its each-price and total to two decimals', async () => {
    renderCart([cartMock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));
    const items = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Size: L · ₹1,099.25 each');
    // On sale: the regular price of one piece is struck through; not on sale, nothing is.
    expect(within(items[1]!).getByText('₹1,499.00').closest('s')).not.toBeNull();
    expect(items[0]!.querySelector('s')).toBeNull();
    expect(items[1]).toHaveTextContent('₹2,198.50');
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('₹3,497.50');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shop/checkout');
  });

  it('disables minus at 1 and refuses more than the stock with the spec message', async () => {
    renderCart([cartMock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));
    expect(await screen.findByRole('button', { name: 'Decrease quantity of Navy Polo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Clay Crop Top' })).toBeEnabled();

    // Clay Crop Top has 2 in the cart and 2 in stock: one more is refused before asking the server.
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Clay Crop Top' }));
    // The toast (title and description) joins the line's own note of the limit.
    expect(await screen.findByText('Maximum stock limit reached')).toBeInTheDocument();
    expect(screen.getAllByText('Only 2 items available in stock')).toHaveLength(2);
  });

  it('shows the new quantity at once and the server totals when they arrive', async () => {
    const updated = {
      ...cart,
      itemCount: 4,
      subtotal: money('4796.50'),
      lines: [line('a', 'Navy Polo', 2, 10, { price: '1299.00', compareAt: null, total: '2598.00' }), cart.lines[1]],
    };
    const updateMock: MockLink.MockedResponse = {
      request: { query: UpdateCartLineMutation, variables: { input: { lineId: 'a', quantity: 2 } } },
      result: { data: { updateCartLine: { __typename: 'UpdateCartLinePayload', cart: updated, userErrors: [] } } },
      delay: 50,
    };
    renderCart([cartMock, updateMock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Navy Polo' }));
    // The header stays behind the modal sheet, hidden from assistive technology while it is open.
    expect(await screen.findByRole('button', { name: 'Cart, 4 items', hidden: true })).toBeInTheDocument();
    expect(await screen.findByText('₹2,598.00')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('₹4,796.50');
    expect(await screen.findByText('Cart quantity updated successfully')).toBeInTheDocument();
  });

  it('says so when the cart is empty', async () => {
    renderCart([{ request: { query: CartQuery }, result: { data: { cart: { ...cart, itemCount: 0, subtotal: money('0.00'), lines: [] } } } }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
