import { PaymentMethod } from '@threadline/domain';
import type { Config } from '../../config.js';
import { CodProvider } from './cod.provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaypalProvider } from './paypal.provider.js';

// Apart from payment-provider.ts, which the providers implement: the interface and its makers
// importing each other would be an import circle.

/** The provider for a payment method, or null when that method is not configured. */
export function paymentProviderFor(method: PaymentMethod, config: Config): PaymentProvider | null {
  if (method === PaymentMethod.COD) return new CodProvider();
  return config.paypal ? new PaypalProvider(config.paypal) : null;
}
