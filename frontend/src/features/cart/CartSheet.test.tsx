import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { WithViewer } from '../../test/auth';
import { money } from '../../test/money';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { CartButton } from './CartButton';
import { ApplyDiscountCodeMutation, CartQuery, RemoveDiscountCodeMutation, UpdateCartLineMutation } from './operations';

function line(
  id: string,
  title: string,
  quantity: number,
  totalStock: number,
  prices: { price: string; compareAt: string | null; total: string; discount?: string; final?: string },
) {
  return {
    __typename: 'CartLine',
    id,
    size: 'L',
    quantity,
    price: money(prices.price),
    compareAtPrice: prices.compareAt ? money(prices.compareAt) : null,
    lineTotal: money(prices.total),
    discount: money(prices.discount ?? '0.00'),
    finalTotal: money(prices.final ?? prices.total),
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
  discount: money('0.00'),
  total: money('3497.50'),
  discountCode: null as string | null,
  discountCodeProblem: null as string | null,
  promotions: [] as unknown[],
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
      total: money('4796.50'),
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
    renderCart([{ request: { query: CartQuery }, result: { data: { cart: { ...cart, itemCount: 0, subtotal: money('0.00'), total: money('0.00'), lines: [] } } } }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  describe('promotions and the discount code', () => {
    // The cart as the server prices it with PUJA20 (20 % off) and a crop top offer: every figure is
    // the server's, and the sheet shows each as given.
    const discounted = {
      ...cart,
      discount: money('1139.40'),
      total: money('2358.10'),
      discountCode: 'PUJA20',
      promotions: [
        { __typename: 'AppliedPromotion', promotionId: 'crop', name: 'Crop top offer', code: null, discount: money('439.70') },
        { __typename: 'AppliedPromotion', promotionId: 'puja', name: 'Puja offer', code: 'PUJA20', discount: money('699.70') },
      ],
      lines: [
        line('a', 'Navy Polo', 1, 10, { price: '1299.00', compareAt: null, total: '1299.00', discount: '259.80', final: '1039.20' }),
        line('b', 'Clay Crop Top', 2, 2, { price: '1099.25', compareAt: '1499.00', total: '2198.50', discount: '879.60', final: '1318.90' }),
      ],
    };
    const applyMock = (code: string, result: Record<string, unknown>): MockLink.MockedResponse => ({
      request: { query: ApplyDiscountCodeMutation, variables: { code } },
      result: { data: { applyDiscountCode: { __typename: 'ApplyDiscountCodePayload', ...result } } },
    });

    async function openSheet(mocks: MockLink.MockedResponse[]) {
      renderCart(mocks);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /^Cart, \d+ items?$/ }));
      const sheet = await screen.findByRole('dialog', { name: 'Your Cart' });
      // The sheet can open before the cart's own query has answered: wait for its totals.
      await within(sheet).findByTestId('cart-total');
      return { user, sheet };
    }

    it("applies a code typed in the box and shows each line's discount, the promotions and the total saved as the server priced them", async () => {
      const { user, sheet } = await openSheet([cartMock, applyMock('puja20', { cart: discounted, userErrors: [] })]);
      await user.type(within(sheet).getByRole('textbox', { name: 'Discount code' }), 'puja20');
      await user.keyboard('{Enter}');

      expect(await within(sheet).findByText('PUJA20', { selector: 'code' })).toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: 'Remove code PUJA20' })).toBeInTheDocument();
      const items = within(sheet).getAllByRole('listitem');
      expect(items[1]).toHaveTextContent('Before discount ₹2,198.50After discount ₹1,318.90You save −₹879.60');
      expect(within(items[1]!).getByText('₹2,198.50').closest('s')).not.toBeNull();
      const totals = within(sheet).getByLabelText('Cart totals');
      expect(totals).toHaveTextContent('Subtotal₹3,497.50');
      expect(totals).toHaveTextContent('Crop top offer−minus ₹439.70');
      expect(totals).toHaveTextContent('Puja offer code PUJA20−minus ₹699.70');
      expect(within(sheet).getByTestId('cart-total-saved')).toHaveTextContent('₹1,139.40');
      expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('₹2,358.10');
    });

    it("shows the server's refusal at the box, describing the field, with focus back on it and the cart as it was", async () => {
      const refusal = 'Add ₹502.50 more to use BIG4000.';
      const { user, sheet } = await openSheet([cartMock, applyMock('BIG4000', { cart: null, userErrors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', field: 'code', message: refusal }] })]);
      const box = within(sheet).getByRole('textbox', { name: 'Discount code' });
      await user.type(box, 'BIG4000');
      await user.click(within(sheet).getByRole('button', { name: 'Apply' }));

      expect(await within(sheet).findByText(refusal)).toBeInTheDocument();
      expect(box).toHaveAccessibleDescription(refusal);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveFocus();
      expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('₹3,497.50');
      expect(within(sheet).queryByTestId('cart-total-saved')).not.toBeInTheDocument();
      // Typing again clears the old reason.
      await user.type(box, 'X');
      expect(within(sheet).queryByText(refusal)).not.toBeInTheDocument();
    });

    it('takes the code off, and says why a kept code gives nothing now', async () => {
      const kept = { ...cart, discountCode: 'PUJA20', discountCodeProblem: 'Add ₹502.50 more to use PUJA20.' };
      const removeMock: MockLink.MockedResponse = {
        request: { query: RemoveDiscountCodeMutation },
        result: { data: { removeDiscountCode: { __typename: 'RemoveDiscountCodePayload', cart, userErrors: [] } } },
      };
      const { user, sheet } = await openSheet([{ request: { query: CartQuery }, result: { data: { cart: kept } } }, removeMock]);
      expect(within(sheet).getByText('Add ₹502.50 more to use PUJA20.')).toHaveAttribute('role', 'status');
      await user.click(within(sheet).getByRole('button', { name: 'Remove code PUJA20' }));
      expect(await within(sheet).findByRole('textbox', { name: 'Discount code' })).toBeInTheDocument();
      expect(within(sheet).queryByText('Add ₹502.50 more to use PUJA20.')).not.toBeInTheDocument();
    });
  });
});
