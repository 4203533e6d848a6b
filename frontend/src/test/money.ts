// Money as the API sends it, for mocked responses: `money('1299.50')`.
import { decimalStringToPaise, toDecimalString } from '@threadline/domain';

export interface MockMoney {
  __typename: 'Money';
  amount: string;
  currencyCode: 'INR';
}

/** `amount` in rupees with two decimals ("1299.50"), as the Decimal scalar sends it. */
export function money(amount: string): MockMoney {
  if (!/^\d+\.\d{2}$/.test(amount)) throw new Error(`Write mock amounts as the API does, e.g. "1299.50", not "${amount}"`);
  return { __typename: 'Money', amount, currencyCode: 'INR' };
}

/** What the server would answer for `quantity` pieces at `price`: a fixture's line total, in exact paise. */
export function times(price: { amount: string }, quantity: number): MockMoney {
  return money(toDecimalString((decimalStringToPaise(price.amount) ?? Number.NaN) * quantity));
}
