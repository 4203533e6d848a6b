import { MESSAGES } from '@threadline/domain';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/Button';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
`;

const Step = styled(IconButton)`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.45;
  }
`;

const Quantity = styled.span`
  min-width: 2.5rem;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

const Reason = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

export interface QuantityControlsProps {
  /** Pieces of this product in this size in the cart; 0 when it is not in the cart. */
  quantity: number;
  /** Pieces of this size in stock. */
  inStock: number;
  /** A cart change is on its way; the controls ignore presses (but keep focus) until it lands. */
  isPending?: boolean;
  onAdd: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

/**
 * The cart line of the chosen size (spec section 4 "Cart in product dialog"): Add to Cart at 0,
 * otherwise minus, the quantity, plus and remove. A control that cannot be used says why.
 */
export function QuantityControls({
  quantity,
  inStock,
  isPending = false,
  onAdd,
  onIncrease,
  onDecrease,
  onRemove,
}: QuantityControlsProps) {
  const reasonId = useId();
  const outOfStock = !(inStock > 0);
  const inCart = quantity > 0;
  const stackRef = useRef<HTMLDivElement>(null);
  const wasInCart = useRef(inCart);

  // Adding swaps Add to Cart for the stepper and removing swaps it back, so the pressed button
  // leaves the page; keep a keyboard user's focus here instead of dropping it to the document.
  useEffect(() => {
    if (wasInCart.current === inCart) return;
    wasInCart.current = inCart;
    const stack = stackRef.current;
    const active = document.activeElement;
    if (!stack || (active && active !== document.body && !stack.contains(active))) return;
    const preferred = stack.querySelector<HTMLButtonElement>('[data-refocus]:not([disabled])');
    (preferred ?? stack.querySelector<HTMLButtonElement>('button:not([disabled])'))?.focus();
  }, [inCart]);

  if (!inCart) {
    return (
      <Stack ref={stackRef}>
        <Button
          $size="lg"
          $fullWidth
          data-refocus
          isDisabled={outOfStock}
          isPending={isPending}
          onPress={onAdd}
          aria-describedby={outOfStock ? reasonId : undefined}
        >
          Add to Cart
        </Button>
        {/* Spelled like the stock badge, so the disabled button and the badge agree. */}
        {outOfStock ? <Reason id={reasonId}>Out Of Stock</Reason> : null}
      </Stack>
    );
  }

  const atStockLimit = quantity >= inStock;
  return (
    <Stack ref={stackRef}>
      <Row>
        <Stepper>
          <Step aria-label="Decrease quantity" isPending={isPending} onPress={onDecrease}>
            <span aria-hidden="true">−</span>
          </Step>
          <Quantity data-testid="dialog-quantity" aria-live="polite">
            {quantity}
          </Quantity>
          <Step
            aria-label="Increase quantity"
            data-refocus
            isDisabled={atStockLimit}
            isPending={isPending}
            onPress={onIncrease}
            aria-describedby={atStockLimit ? reasonId : undefined}
          >
            <span aria-hidden="true">+</span>
          </Step>
        </Stepper>
        <Button $variant="ghost" isPending={isPending} onPress={onRemove}>
          Remove from cart
        </Button>
      </Row>
      {atStockLimit ? <Reason id={reasonId}>{MESSAGES.ONLY_N_IN_STOCK(Math.max(inStock, 0))}</Reason> : null}
    </Stack>
  );
}
