import { formatRupees, toPaise } from '@threadline/domain';

// The one place the UI turns an amount of money from the API into text. The API sends rupees as
// numbers today; when money gets its own type (the public API issue), only this file changes.

/** An amount from the API (rupees) as the store prints it: "₹1,299.00". For text-only places (labels, toasts). */
export function formatMoney(rupees: number): string {
  return formatRupees(toPaise(rupees));
}

export interface MoneyProps {
  /** The amount as the API sends it, in rupees. */
  rupees: number;
  className?: string;
}

/** An amount of money, with tabular digits so columns of prices line up. */
export function Money({ rupees, className }: MoneyProps) {
  return (
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(rupees)}
    </span>
  );
}
