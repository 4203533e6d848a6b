import { PaymentMethod } from '@threadline/domain';
import { PaymentProviderError, type CaptureOutcome, type CreatedPayment, type PaymentProvider, type PaymentState } from './payment-provider.js';

/** Cash on delivery: nothing to approve, nothing to capture; the courier collects the money. */
export class CodProvider implements PaymentProvider {
  readonly method = PaymentMethod.COD;

  createPayment(): Promise<CreatedPayment> {
    return Promise.resolve({ paymentId: null, approvalUrl: null });
  }

  capture(): Promise<CaptureOutcome> {
    return Promise.resolve({ verified: false, reason: 'Cash on delivery is paid to the courier' });
  }

  paymentState(): Promise<PaymentState> {
    return Promise.resolve({ taken: false });
  }

  /** The courier collected cash: the store pays refunds itself (UPI, bank transfer) and records them. */
  refund(): Promise<{ refundId: string }> {
    return Promise.reject(new PaymentProviderError('Cash on delivery has no provider to refund through'));
  }
}
