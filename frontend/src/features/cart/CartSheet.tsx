import styled from 'styled-components';
import { paths } from '../../app/paths';
import { ButtonLink, IconButton } from '../../ui/Button';
import { BagIcon, CloseIcon } from '../../ui/Icons';
import { LineAmount } from '../../ui/LineAmount';
import { Money } from '../../ui/Money';
import { PriceBreakdown } from '../../ui/PriceBreakdown';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { Sheet } from '../../ui/Sheet';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Skeleton } from '../../ui/Skeleton';
import { DiscountCodeBox } from './DiscountCodeBox';
import { useCart, useCartActions, type CartLine } from './use-cart';
import { sizeText } from '../../graphql/enum-labels';

export const CART_SHEET_TITLE = 'Your Cart';

const Lines = styled.ul`
  list-style: none;
  display: grid;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:first-child {
    padding-top: 0;
  }
`;

const Thumb = styled(ResponsiveImage)`
  width: 4.5rem;
  height: 5.625rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.imageWell};
`;

const LineBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const LineHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    overflow-wrap: anywhere;
  }
`;

const RemoveButton = styled(IconButton)`
  width: 2.25rem;
  height: 2.25rem;
  margin: -0.375rem -0.375rem 0 0;
  flex: none;
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const LineFoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  output {
    min-width: 2rem;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const StepButton = styled(IconButton)`
  width: 2.25rem;
  height: 2.25rem;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  svg {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
`;

export interface CartSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The header's cart: every line with its price, quantity controls and amount (before and after its
 * discount), the discount code box, the promotions and totals as the server priced them, then Checkout.
 */
export function CartSheet({ isOpen, onOpenChange }: CartSheetProps) {
  const { cart, loading } = useCart();
  const hasLines = (cart?.lines.length ?? 0) > 0;

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={CART_SHEET_TITLE}
      closeLabel="Close cart"
      footer={
        cart && hasLines
          ? (close) => (
              <Summary>
                <DiscountCodeBox cart={cart} idPrefix="cart-sheet" />
                <PriceBreakdown
                  aria-label="Cart totals"
                  subtotal={cart.subtotal}
                  promotions={cart.promotions}
                  discount={cart.discount}
                  total={cart.total}
                  totalTestId="cart-total"
                />
                <Note>Cash on delivery. Delivery along our railway route; no extra charge.</Note>
                <ButtonLink to={paths.shop.checkout} onClick={close} $variant="primary" $size="lg" $fullWidth>
                  Checkout
                </ButtonLink>
              </Summary>
            )
          : undefined
      }
    >
      {cart && hasLines ? (
        <Lines aria-label="Cart items">
          {cart.lines.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </Lines>
      ) : loading && !cart ? (
        <div aria-hidden="true">
          <Skeleton $height="5.5rem" />
        </div>
      ) : (
        <Empty>
          <BagIcon />
          <p>Your cart is empty.</p>
          <ButtonLink to={paths.shop.listing} onClick={() => onOpenChange(false)} $variant="secondary">
            Continue shopping
          </ButtonLink>
        </Empty>
      )}
    </Sheet>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const { setQuantity, removeLine } = useCartActions();
  const { product } = line;
  const atStockLimit = line.quantity >= line.quantityAvailable;
  return (
    <Line>
      <Thumb src={product.image} alt="" sizes="72px" width={72} height={90} loading="lazy" decoding="async" />
      <LineBody>
        <LineHead>
          <h3>{product.title}</h3>
          <RemoveButton aria-label={`Remove ${product.title}`} onPress={() => void removeLine(line)}>
            <CloseIcon />
          </RemoveButton>
        </LineHead>
        <Detail>
          {product.sizeLabel}: {sizeText(line.size)} · <Money value={line.price} /> each
          {line.compareAtPrice ? (
            <>
              {' '}
              <s>
                <VisuallyHidden>regular price </VisuallyHidden>
                <Money value={line.compareAtPrice} />
              </s>
            </>
          ) : null}
        </Detail>
        <LineFoot>
          <Stepper>
            {/* The spec disables minus at 1 in the cart list: removing is its own button. */}
            <StepButton
              aria-label={`Decrease quantity of ${product.title}`}
              isDisabled={line.quantity <= 1}
              onPress={() => void setQuantity(line, line.quantity - 1)}
            >
              −
            </StepButton>
            <output aria-live="polite">
              <VisuallyHidden>Quantity </VisuallyHidden>
              {line.quantity}
            </output>
            <StepButton
              aria-label={`Increase quantity of ${product.title}`}
              // Left pressable at the stock limit: pressing explains why no more can be added
              // (spec section 8), where a disabled button could not be focused or tell anything.
              onPress={() => void setQuantity(line, line.quantity + 1)}
            >
              +
            </StepButton>
          </Stepper>
          <LineAmount lineTotal={line.lineTotal} discount={line.discount} finalTotal={line.finalTotal} />
        </LineFoot>
        {atStockLimit ? <Detail>Only {line.quantityAvailable} items available in stock</Detail> : null}
      </LineBody>
    </Line>
  );
}
