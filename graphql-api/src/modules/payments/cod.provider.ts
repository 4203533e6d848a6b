import { PaymentMethod } from '@threadline/domain';
import { PAYMENT_SUCCESS_PATH, type CaptureOutcome, type CreatedPayment, type PaymentProvider } from './payment-provider.js';

/** Cash on delivery: nothing to approve, nothing to capture; the shopper goes straight to the success page. */
export class CodProvider implements PaymentProvider {
  readonly method = PaymentMethod.COD;

  createPayment(): Promise<CreatedPayment> {
    return Promise.resolve({ paymentId: null, approvalUrl: PAYMENT_SUCCESS_PATH });
  }

  capture(): Promise<CaptureOutcome> {
    return Promise.resolve({ verified: false, reason: 'Cash on delivery is paid to the courier' });
  }
}
