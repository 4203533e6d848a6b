import styled from 'styled-components';
import { isZeroMoney, Money, type MoneyValue } from './Money';
import { VisuallyHidden } from './VisuallyHidden';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[3]};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const PromotionRow = styled.div`
  && dt,
  && dd {
    color: ${({ theme }) => theme.color.success};
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const SavedRow = styled.div`
  && dt,
  && dd {
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const TotalRow = styled.div`
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  && dt {
    color: ${({ theme }) => theme.color.ink};
  }
`;

export interface AppliedPromotionValue {
  promotionId: string;
  name: string;
  code?: string | null;
  discount: MoneyValue;
}

export interface PriceBreakdownProps {
  /** Before promotions. */
  subtotal: MoneyValue;
  /** The promotions that applied, in the order they applied, each with what it took off. */
  promotions: readonly AppliedPromotionValue[];
  /** What they saved in all. */
  discount: MoneyValue;
  total: MoneyValue;
  /** Pieces, said beside "Subtotal" when given. */
  itemCount?: number;
  /** Marks the total for tests. */
  totalTestId?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * A cart's or an order's money as the server priced it: the subtotal, each promotion with what it
 * took off, the total saved and the total. Nothing is added up here.
 */
export function PriceBreakdown({ subtotal, promotions, discount, total, itemCount, totalTestId, className, ...props }: PriceBreakdownProps) {
  const saved = !isZeroMoney(discount);
  return (
    <List className={className} aria-label={props['aria-label']}>
      <div>
        <dt>Subtotal{itemCount === undefined ? null : ` (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}</dt>
        <dd>
          <Money value={subtotal} />
        </dd>
      </div>
      {promotions.map((promotion) => (
        <PromotionRow key={promotion.promotionId}>
          <dt>
            {promotion.name}
            {promotion.code ? (
              <>
                {' '}
                <VisuallyHidden>code </VisuallyHidden>
                <Code>{promotion.code}</Code>
              </>
            ) : null}
          </dt>
          <dd>
            <span aria-hidden="true">−</span>
            <VisuallyHidden>minus </VisuallyHidden>
            <Money value={promotion.discount} />
          </dd>
        </PromotionRow>
      ))}
      {saved ? (
        <SavedRow>
          <dt>You save</dt>
          <dd data-testid={totalTestId ? `${totalTestId}-saved` : undefined}>
            <Money value={discount} />
          </dd>
        </SavedRow>
      ) : null}
      <TotalRow>
        <dt>Total</dt>
        <dd data-testid={totalTestId}>
          <Money value={total} />
        </dd>
      </TotalRow>
    </List>
  );
}
