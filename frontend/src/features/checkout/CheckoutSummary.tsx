import type { ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import type { Cart_CartFragment } from '../../graphql/generated/graphql';
import { TextLink } from '../../ui/Button';
import { LineAmount } from '../../ui/LineAmount';
import { Money } from '../../ui/Money';
import { PriceBreakdown } from '../../ui/PriceBreakdown';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { Skeleton } from '../../ui/Skeleton';
import { media } from '../../ui/theme';
import { Muted } from '../../ui/Typography';
import { sizeText } from '../../graphql/enum-labels';
import { DiscountCodeBox } from '../cart/DiscountCodeBox';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${media.sm} {
    padding: ${({ theme }) => theme.space[5]};
  }
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const LineList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const Thumb = styled(ResponsiveImage)`
  width: 4rem;
  height: 5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.imageWell};
`;

const LineText = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const LineTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Totals = styled(PriceBreakdown)`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

export interface CheckoutSummaryProps {
  cart: Cart_CartFragment | null;
  loading: boolean;
  /** The Place Order button and what follows it. */
  children: ReactNode;
}

/**
 * The order summary beside the address: the cart's lines before and after their discounts, the
 * discount code box, and the promotions, savings and total as the server priced them.
 */
export function CheckoutSummary({ cart, loading, children }: CheckoutSummaryProps) {
  const lines = cart?.lines ?? [];
  let content: ReactNode;
  if (loading && !cart) {
    content = (
      <div role="status" aria-label="Loading your cart" style={{ display: 'grid', gap: '0.75rem' }}>
        <Skeleton $height="5rem" />
        <Skeleton $height="5rem" />
      </div>
    );
  } else if (!cart || lines.length === 0) {
    content = (
      <Empty>
        <p>
          <strong>Your cart is empty.</strong>
        </p>
        <Muted>Add something you like, then come back to place your order.</Muted>
        <TextLink to={paths.shop.listing}>Continue shopping</TextLink>
      </Empty>
    );
  } else {
    content = (
      <>
        <LineList aria-label="Items in your order">
          {lines.map((line) => (
            <Line key={line.id}>
              <Thumb src={line.product.image} alt="" sizes="64px" loading="lazy" />
              <LineText>
                <LineTitle>{line.product.title}</LineTitle>
                <Detail>
                  {line.product.sizeLabel}: {sizeText(line.size)} · Qty: {line.quantity}
                </Detail>
                <Detail>
                  <Money value={line.price} /> each
                </Detail>
              </LineText>
              <LineAmount lineTotal={line.lineTotal} discount={line.discount} finalTotal={line.finalTotal} />
            </Line>
          ))}
        </LineList>
        <DiscountCodeBox cart={cart} idPrefix="checkout" />
        <Totals
          aria-label="Order totals"
          subtotal={cart.subtotal}
          itemCount={cart.itemCount}
          promotions={cart.promotions}
          discount={cart.discount}
          total={cart.total}
          totalTestId="checkout-total"
        />
      </>
    );
  }

  return (
    <Panel aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title">Order summary</Heading>
      {content}
      {children}
    </Panel>
  );
}
