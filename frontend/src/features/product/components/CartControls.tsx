import { useState } from 'react';
import type { Size } from '../../../graphql/generated/graphql';
import { findCartLine, useCart, useCartActions, type AddableProduct } from '../../cart/use-cart';
import { QuantityControls } from './QuantityControls';

export interface CartControlsProps {
  product: AddableProduct;
  size: Size;
  /** Pieces of that size in stock: the bound of its cart line. */
  inStock: number;
}

/**
 * The product dialog's cart controls for one size, bounded by that size's stock, reading and changing the shopper's cart line
 * through the cart feature (its actions carry the spec's checks and toasts).
 */
export function CartControls({ product, size, inStock }: CartControlsProps) {
  const { cart } = useCart();
  const { addToCart, setQuantity, removeLine } = useCartActions();
  const [isPending, setPending] = useState(false);
  const line = findCartLine(cart, product.id, size);

  async function run(action: () => Promise<unknown>) {
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  }

  return (
    <QuantityControls
      quantity={line?.quantity ?? 0}
      inStock={inStock}
      isPending={isPending}
      onAdd={() => void run(() => addToCart(product, size, inStock))}
      onIncrease={() => line && void run(() => setQuantity(line, line.quantity + 1))}
      // At 1, minus means "none of these": the line goes rather than asking for an invalid 0.
      onDecrease={() => line && void run(() => (line.quantity > 1 ? setQuantity(line, line.quantity - 1) : removeLine(line)))}
      onRemove={() => line && void run(() => removeLine(line))}
    />
  );
}
