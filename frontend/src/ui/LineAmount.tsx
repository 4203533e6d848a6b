import styled from 'styled-components';
import { isZeroMoney, Money, type MoneyValue } from './Money';
import { VisuallyHidden } from './VisuallyHidden';

const Amounts = styled.span`
  display: inline-grid;
  justify-items: end;
  gap: 0.125rem;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Before = styled.s`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const After = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Saved = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.success};
`;

export interface LineAmountProps {
  /** The line before promotions (price × quantity). */
  lineTotal: MoneyValue;
  /** What the promotions took off the line. */
  discount: MoneyValue;
  /** What the line costs: the server's `finalTotal`. */
  finalTotal: MoneyValue;
  className?: string;
}

/**
 * A cart or order line's amount: with a discount, the amount before it struck through, the final
 * amount and the saving, all three as the server gave them; without, the amount alone.
 */
export function LineAmount({ lineTotal, discount, finalTotal, className }: LineAmountProps) {
  if (isZeroMoney(discount)) {
    return (
      <Amounts className={className}>
        <After>
          <Money value={finalTotal} />
        </After>
      </Amounts>
    );
  }
  return (
    <Amounts className={className}>
      <Before>
        <VisuallyHidden>Before discount </VisuallyHidden>
        <Money value={lineTotal} />
      </Before>
      <After>
        <VisuallyHidden>After discount </VisuallyHidden>
        <Money value={finalTotal} />
      </After>
      <Saved>
        <VisuallyHidden>You save </VisuallyHidden>
        <span aria-hidden="true">−</span>
        <Money value={discount} />
      </Saved>
    </Amounts>
  );
}
