import { decimalStringToPaise, formatRupees } from '@threadline/domain';
import { graphql } from '../graphql/generated';
import type { Money_MoneyFragment } from '../graphql/generated/graphql';

// The one place the UI turns an amount of money from the API into text. The API sends money as
// `Money { amount currencyCode }`, the amount an exact decimal string ("1299.50"); it goes to
// integer paise and then to text, never through a float. Every price, total and revenue the UI
// shows is the server's: nothing here (or anywhere in the UI) adds, compares or rounds money.

/** What every money field of the API is asked for: spread `...Money_money` wherever money is read. */
export const MoneyFragment = graphql(`
  fragment Money_money on Money {
    amount
    currencyCode
  }
`);

/** An amount as the API sends it. */
export type MoneyValue = Pick<Money_MoneyFragment, 'amount' | 'currencyCode'>;

/**
 * An amount from the API as the store prints it: "₹1,299.00". For text-only places (labels,
 * toasts, chart titles); elsewhere render `<Money>`.
 */
export function formatMoney(money: MoneyValue): string {
  const paise = decimalStringToPaise(money.amount);
  // The schema promises two decimals; anything else is a broken response, and showing a wrong
  // price would be worse than failing loudly.
  if (paise === null) throw new RangeError(`Not an amount of money: "${money.amount}"`);
  switch (money.currencyCode) {
    case 'INR':
      return formatRupees(paise);
  }
}

/**
 * Whether the server's amount is zero: for choosing what to show (a discount row, a struck price),
 * never for working anything out.
 */
export function isZeroMoney(money: MoneyValue): boolean {
  return decimalStringToPaise(money.amount) === 0;
}

export interface MoneyProps {
  /** The amount as the API sends it. */
  value: MoneyValue;
  className?: string;
}

/** An amount of money, with tabular digits so columns of prices line up. */
export function Money({ value, className }: MoneyProps) {
  return (
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(value)}
    </span>
  );
}
