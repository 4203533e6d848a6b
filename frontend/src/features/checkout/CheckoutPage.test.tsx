import type { MockLink } from '@apollo/client/testing';
import { GSTIN_MESSAGES, MESSAGES, gstinCheckCharacter } from '@threadline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  AddressesDocument,
  CartDocument,
  CheckoutPaymentMethodsDocument,
  PlaceOrderDocument,
} from '../../graphql/generated/graphql';
import { money } from '../../test/money';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { AuthContext, signedIn, type AuthContextValue } from '../auth/auth-context';
import { CheckoutPage } from './CheckoutPage';
import { redirectTo } from './external-redirect';

vi.mock('./external-redirect', () => ({ redirectTo: vi.fn() }));

const SHOPPER = { __typename: 'User' as const, id: 'u1', userName: 'Asha Verma', email: 'asha@example.com', role: 'USER' as const };
const auth: AuthContextValue = { ...signedIn(SHOPPER, 'token'), login: async () => true, logout: async () => {} };

const LINE = {
  __typename: 'CartLine',
  id: 'line-1',
  size: 'M',
  quantity: 2,
  price: money('499.00'),
  compareAtPrice: money('599.00'),
  lineTotal: money('998.00'),
  discount: money('0.00'),
  finalTotal: money('998.00'),
  quantityAvailable: 20,
  product: {
    __typename: 'Product',
    id: 'p1',
    title: 'Navy Round Neck T-Shirt',
    image: '/media/navy.webp',
    category: 'MALE',
    productType: 'ROUND_NECK_HALF',
    totalStock: 20,
    sizeLabel: 'Size',
  },
};
const cartWith = (lines: unknown[]) => ({
  __typename: 'Cart',
  id: 'cart-1',
  itemCount: lines.length ? 2 : 0,
  subtotal: money(lines.length ? '998.00' : '0.00'),
  discount: money('0.00'),
  total: money(lines.length ? '998.00' : '0.00'),
  discountCode: null,
  discountCodeProblem: null,
  promotions: [],
  lines,
});
const HOME = { __typename: 'Address', id: 'a1', address: '12 Rail Colony', city: 'Birati', pincode: '700051', phone: '9876543210', notes: '' };

function mocks({ lines = [LINE], addresses = [HOME] as unknown[], paymentMethods = ['COD'] } = {}): MockLink.MockedResponse[] {
  return [
    { request: { query: CartDocument }, result: { data: { cart: cartWith(lines) } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: AddressesDocument }, result: { data: { addresses } } },
    { request: { query: CheckoutPaymentMethodsDocument }, result: { data: { paymentMethods } } },
  ];
}

function renderCheckout(extra: MockLink.MockedResponse[] = [], options: Parameters<typeof mocks>[0] = {}) {
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <Routes>
        <Route path="/shop/checkout" element={<CheckoutPage />} />
        <Route path="/shop/payment-success" element={<p>Success page</p>} />
      </Routes>
      <Toaster />
    </AuthContext.Provider>,
    { route: '/shop/checkout', mocks: [...mocks(options), ...extra] },
  );
  return userEvent.setup();
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order (Cash on Delivery)' });

describe('CheckoutPage', { timeout: 15_000 }, () => {
  it('says the cart is empty before anything else, and links back to shopping', async () => {
    const user = renderCheckout([], { lines: [], addresses: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop/listing');
    await user.click(placeOrderButton());
    expect(await screen.findByText(MESSAGES.CART_EMPTY)).toBeInTheDocument();
  });

  it('asks for an address when the cart has items but none is saved', async () => {
    const user = renderCheckout([], { addresses: [] });
    expect(await screen.findByText('Navy Round Neck T-Shirt')).toBeInTheDocument();
    await screen.findByText('No saved addresses yet');
    await user.click(placeOrderButton());
    expect(await screen.findByText(MESSAGES.SELECT_ADDRESS)).toBeInTheDocument();
  });

  it('shows each line with its size, quantity, each-price and line total, and the API total', async () => {
    renderCheckout();
    const items = await screen.findByRole('list', { name: 'Items in your order' });
    expect(items).toHaveTextContent('Size: M · Qty: 2');
    expect(items).toHaveTextContent('₹499.00 each');
    expect(items).toHaveTextContent('₹998.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹998.00');
  });

  it('places one order however often the button is pressed, then goes to the success page', async () => {
    const answer = vi.fn(() => ({
      data: {
        placeOrder: {
          __typename: 'PlaceOrderPayload',
          order: { __typename: 'Order', id: 'o1', total: money('998.00') },
          approvalUrl: null,
          userErrors: [],
        },
      },
    }));
    const user = renderCheckout([
      {
        request: {
          query: PlaceOrderDocument,
          variables: (vars: { input: { addressId: string; paymentMethod: string; idempotencyKey: string } }) =>
            vars.input.addressId === 'a1' && vars.input.paymentMethod === 'COD' && vars.input.idempotencyKey.length > 0,
        },
        result: answer,
        delay: 50,
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    // The only address is preselected.
    expect(await screen.findByRole('radio', { name: /12 Rail Colony/ })).toBeChecked();
    await screen.findByRole('list', { name: 'Items in your order' });
    await user.click(placeOrderButton());
    await user.click(screen.getByRole('button', { name: /Placing Order|Place Order/ }));

    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.ORDER_PLACED)).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('names the line the stock cannot fill when the server refuses', async () => {
    const user = renderCheckout([
      {
        request: { query: PlaceOrderDocument, variables: () => true },
        result: {
          data: {
            placeOrder: {
              __typename: 'PlaceOrderPayload',
              order: null,
              approvalUrl: null,
              userErrors: [{ __typename: 'UserError', code: 'INSUFFICIENT_STOCK', field: 'cartLines.line-1', message: 'Only 1 items available in stock' }],
            },
          },
        },
      },
    ]);
    await screen.findByRole('radio', { name: /12 Rail Colony/ });
    await screen.findByRole('list', { name: 'Items in your order' });
    await user.click(placeOrderButton());
    expect(await screen.findByText('Navy Round Neck T-Shirt (M)')).toBeInTheDocument();
    expect(screen.getByText('Only 1 items available in stock')).toBeInTheDocument();
    expect(screen.queryByText('Success page')).not.toBeInTheDocument();
  });

  it('offers PayPal when the store has it, and sends the shopper there with the order kept for the return', async () => {
    const user = renderCheckout(
      [
        {
          request: { query: PlaceOrderDocument, variables: (vars: { input: { paymentMethod: string } }) => vars.input.paymentMethod === 'PAYPAL' },
          result: {
            data: {
              placeOrder: {
                __typename: 'PlaceOrderPayload',
                order: { __typename: 'Order', id: 'o7', total: money('998.00') },
                approvalUrl: 'https://paypal.example/checkoutnow?token=PAYID-7',
                userErrors: [],
              },
            },
          },
        },
      ],
      { paymentMethods: ['COD', 'PAYPAL'] },
    );
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await screen.findByRole('radio', { name: /12 Rail Colony/ });
    await screen.findByRole('list', { name: 'Items in your order' });
    await user.click(within(methods).getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order (PayPal)' }));

    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://paypal.example/checkoutnow?token=PAYID-7'));
    expect(sessionStorage.getItem('currentOrderId')).toBe('"o7"');
  });

  describe('buying for a business', () => {
    const GSTIN = '19AAMCM4321K1Z' + gstinCheckCharacter('19AAMCM4321K1Z');
    const TYPO = GSTIN.slice(0, 14) + (GSTIN.endsWith('0') ? '1' : '0');
    type PlaceOrderVars = { input: { addressId: string; buyerGstin?: string; buyerBusinessName?: string } };
    const placed = (id: string) => ({
      data: { placeOrder: { __typename: 'PlaceOrderPayload', order: { __typename: 'Order', id, total: money('998.00') }, approvalUrl: null, userErrors: [] } },
    });

    async function tickBusiness(user: ReturnType<typeof userEvent.setup>) {
      await screen.findByRole('radio', { name: /12 Rail Colony/ });
      await screen.findByRole('list', { name: 'Items in your order' });
      await user.click(screen.getByRole('checkbox', { name: 'Add my business’s GSTIN to the tax invoice' }));
      return screen.getByRole('form', { name: 'Business details' });
    }

    it('sends no business fields unless the box is ticked', async () => {
      const user = renderCheckout([
        {
          request: { query: PlaceOrderDocument, variables: (vars: PlaceOrderVars) => !('buyerGstin' in vars.input) && !('buyerBusinessName' in vars.input) },
          result: placed('o1'),
        },
      ]);
      await screen.findByRole('radio', { name: /12 Rail Colony/ });
      await screen.findByRole('list', { name: 'Items in your order' });
      expect(screen.queryByRole('form', { name: 'Business details' })).not.toBeInTheDocument();
      await user.click(placeOrderButton());
      expect(await screen.findByText('Success page')).toBeInTheDocument();
    });

    it('refuses a GSTIN with a wrong check character at its field, focused, before sending anything', async () => {
      const user = renderCheckout();
      const form = await tickBusiness(user);
      await user.type(within(form).getByRole('textbox', { name: 'GSTIN' }), TYPO);
      await user.type(within(form).getByRole('textbox', { name: 'Business name' }), 'Mondal Garments');
      await user.click(placeOrderButton());
      const gstin = within(form).getByRole('textbox', { name: 'GSTIN' });
      expect(gstin).toHaveAttribute('aria-invalid', 'true');
      expect(form).toHaveTextContent(GSTIN_MESSAGES.CHECK);
      await vi.waitFor(() => expect(gstin).toHaveFocus());
      expect(await screen.findByText(MESSAGES.VALIDATION_ERROR_TITLE)).toBeInTheDocument();
      expect(screen.queryByText('Success page')).not.toBeInTheDocument();
      // Typing again clears the refusal.
      await user.type(gstin, 'X');
      expect(gstin).not.toHaveAttribute('aria-invalid');
    });

    it('places the order with the GSTIN in capitals and the business name', async () => {
      const user = renderCheckout([
        {
          request: {
            query: PlaceOrderDocument,
            variables: (vars: PlaceOrderVars) => vars.input.buyerGstin === GSTIN && vars.input.buyerBusinessName === 'Mondal Garments',
          },
          result: placed('o2'),
        },
      ]);
      const form = await tickBusiness(user);
      await user.type(within(form).getByRole('textbox', { name: 'GSTIN' }), GSTIN.toLowerCase());
      await user.type(within(form).getByRole('textbox', { name: 'Business name' }), ' Mondal Garments ');
      await user.click(placeOrderButton());
      expect(await screen.findByText('Success page')).toBeInTheDocument();
    });

    it('shows the server’s refusal at the field it names', async () => {
      const user = renderCheckout([
        {
          request: { query: PlaceOrderDocument, variables: () => true },
          result: {
            data: {
              placeOrder: {
                __typename: 'PlaceOrderPayload',
                order: null,
                approvalUrl: null,
                userErrors: [{ __typename: 'UserError', code: 'INVALID_INPUT', field: 'buyerBusinessName', message: 'Not a name the server takes' }],
              },
            },
          },
        },
      ]);
      const form = await tickBusiness(user);
      await user.type(within(form).getByRole('textbox', { name: 'GSTIN' }), GSTIN);
      await user.type(within(form).getByRole('textbox', { name: 'Business name' }), 'Mondal Garments');
      await user.click(placeOrderButton());
      const name = within(form).getByRole('textbox', { name: 'Business name' });
      await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(form).toHaveTextContent('Not a name the server takes');
      await vi.waitFor(() => expect(name).toHaveFocus());
      expect(screen.queryByText('Success page')).not.toBeInTheDocument();
    });
  });
});
