import { PaymentMethod } from '@threadline/domain';
import type { CaptureOutcome, CreatedPayment, PaymentProvider, PaymentState } from './payment-provider.js';

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
}
