import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CapturePaymentDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { PaypalReturnPage } from './PaypalReturnPage';

const RETURN = '/shop/paypal-return?paymentId=PAYID-1&token=EC-1&PayerID=PAYER-1';
const input = { orderId: 'order-1', paymentId: 'PAYID-1', payerId: 'PAYER-1' };

function captureMock(capturePayment: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: CapturePaymentDocument, variables: { input } },
    result: { data: { capturePayment: { __typename: 'CapturePaymentPayload', ...capturePayment } } },
  };
}

function renderReturn(route: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/shop/paypal-return" element={<PaypalReturnPage />} />
      <Route path="/shop/payment-success" element={<p>Success page</p>} />
    </Routes>,
    { route, mocks },
  );
}

describe('PaypalReturnPage', { timeout: 15_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('captures the payment of the stored order and goes to the success page', async () => {
    sessionStorage.setItem('currentOrderId', JSON.stringify('order-1'));
    renderReturn(RETURN, [captureMock({ order: { __typename: 'Order', id: 'order-1', paymentStatus: 'PAID' }, userErrors: [] })]);

    expect(screen.getByRole('status')).toHaveTextContent('Processing Payment...Please wait!');
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
  });

  it("shows the server's reason when the payment is not confirmed, and keeps the order id", async () => {
    sessionStorage.setItem('currentOrderId', JSON.stringify('order-1'));
    renderReturn(RETURN, [
      captureMock({
        order: null,
        userErrors: [{ __typename: 'UserError', code: 'PAYMENT_FAILED', field: 'payerId', message: 'The payment provider did not confirm this payment' }],
      }),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not confirm this payment');
    expect(screen.queryByText('Success page')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('currentOrderId')).toBe('"order-1"');
  });

  it('offers to try again when the confirmation failed on the way, and the retry goes through', async () => {
    sessionStorage.setItem('currentOrderId', JSON.stringify('order-1'));
    renderReturn(RETURN, [
      { request: { query: CapturePaymentDocument, variables: { input } }, error: new Error('Internal server error') },
      captureMock({ order: { __typename: 'Order', id: 'order-1', paymentStatus: 'PAID' }, userErrors: [] }),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be confirmed. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
  });

  it('asks nothing when the return link or the stored order is missing', async () => {
    renderReturn('/shop/paypal-return?paymentId=PAYID-1', []);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment details are missing');
  });
});
