import styled from 'styled-components';
import { Money, type MoneyValue } from './Money';
import { VisuallyHidden } from './VisuallyHidden';

const Prices = styled.p<{ $large: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme, $large }) => ($large ? theme.space[3] : theme.space[2])};
  font-variant-numeric: tabular-nums;
`;

const Paid = styled.span<{ $onSale: boolean; $large: boolean }>`
  font-size: ${({ theme, $large }) => ($large ? theme.fontSize.xl : 'inherit')};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme, $onSale }) => ($onSale ? theme.color.accent : theme.color.ink)};
`;

const Regular = styled.s<{ $large: boolean }>`
  font-size: ${({ theme, $large }) => ($large ? 'inherit' : theme.fontSize.sm)};
  color: ${({ theme }) => theme.color.muted};
`;

export interface PriceTagProps {
  /** What the shopper pays (the sale price when on sale), as the API sends it. */
  price: MoneyValue;
  /** The API's `compareAtPrice`: the regular price when on sale, shown struck through; null when not on sale. */
  compareAtPrice?: MoneyValue | null;
  /** Said before the price to assistive technology, e.g. "for L". */
  context?: string;
  /** The product dialog's bigger price. */
  large?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A price as the store shows it: the price paid, in the accent colour on sale with the regular price struck through. */
export function PriceTag({ price, compareAtPrice, context, large = false, className, 'data-testid': testId }: PriceTagProps) {
  // The server sends a compare-at price only when it is above the price paid; nothing to compare here.
  const onSale = compareAtPrice != null;
  const suffix = context ? ` ${context} ` : ' ';
  return (
    <Prices $large={large} className={className}>
      <VisuallyHidden>{onSale ? `Sale price${suffix}` : `Price${suffix}`}</VisuallyHidden>
      <Paid $onSale={onSale} $large={large} data-testid={testId}>
        <Money value={price} />
      </Paid>
      {onSale ? (
        <Regular $large={large}>
          <VisuallyHidden>Regular price </VisuallyHidden>
          <Money value={compareAtPrice} />
        </Regular>
      ) : null}
    </Prices>
  );
}
