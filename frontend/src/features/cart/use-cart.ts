import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES, TOASTS, validateAddToCart } from '@threadline/domain';
import { useCallback } from 'react';
import type { Cart_CartFragment, Size } from '../../graphql/generated/graphql';
import { toast } from '../../ui/toast-queue';
import { useAuth } from '../auth/auth-context';
import { AddToCartMutation, CartQuery, RemoveFromCartMutation, UpdateCartLineMutation } from './operations';

export type CartLine = Cart_CartFragment['lines'][number];

/** The signed-in shopper's cart from the cache (fetched once), or null while unknown or signed out. */
export function useCart(): { cart: Cart_CartFragment | null; loading: boolean; error: boolean } {
  const { isAuthenticated } = useAuth();
  const { data, loading, error } = useQuery(CartQuery, { skip: !isAuthenticated });
  return { cart: data?.cart ?? null, loading, error: Boolean(error) };
}

/** The cart line of one product in one size, if the shopper has it in the cart. */
export function findCartLine(cart: Cart_CartFragment | null, productId: string, size: Size): CartLine | undefined {
  return cart?.lines.find((line) => line.product.id === productId && line.size === size);
}

/** What adding to the cart needs to know about the product (spec section 5 "Add to cart"). */
export interface AddableProduct {
  id: string;
  title: string;
  category: string;
  productType: string;
}

export interface CartActions {
  /**
   * Puts pieces of a product in a size into the cart, `inStock` being that size's stock; resolves
   * true when the server took them.
   */
  addToCart(product: AddableProduct, size: Size, inStock: number, quantity?: number): Promise<boolean>;
  /** Sets a line's quantity (1 to its size's stock); the new quantity shows at once, totals follow from the server. */
  setQuantity(line: CartLine, quantity: number): Promise<boolean>;
  /** Takes a line out of the cart. */
  removeLine(line: CartLine): Promise<boolean>;
}

/**
 * The cart's actions with the spec's rules and toasts (sections 5 and 8). Every mutation answers
 * with the whole cart, so the cache (badge, sheet, dialog, checkout) updates from the answer.
 */
export function useCartActions(): CartActions {
  const { isAuthenticated } = useAuth();
  const client = useApolloClient();
  const [addMutation] = useMutation(AddToCartMutation);
  const [updateMutation] = useMutation(UpdateCartLineMutation);
  const [removeMutation] = useMutation(RemoveFromCartMutation);

  const addToCart = useCallback<CartActions['addToCart']>(
    async (product, size, inStock, quantity = 1) => {
      // Stock is kept per size: the spec's "stock above 0" is the chosen size's.
      const problem = validateAddToCart({ isLoggedIn: isAuthenticated, ...product, totalStock: inStock });
      if (problem === MESSAGES.PLEASE_LOGIN) return fail(TOASTS.LOGIN_REQUIRED);
      if (problem === MESSAGES.OUT_OF_STOCK) return fail({ title: MESSAGES.OUT_OF_STOCK });
      if (problem) return fail(TOASTS.PRODUCT_DETAILS_MISSING);
      try {
        const { data } = await addMutation({ variables: { input: { productId: product.id, size, quantity } } });
        const refusal = data?.addToCart.userErrors[0];
        if (refusal || !data?.addToCart.cart) {
          return fail({ title: MESSAGES.FAILED_TO_ADD_TO_CART, description: refusal?.message ?? MESSAGES.PLEASE_TRY_AGAIN });
        }
        toast({ title: MESSAGES.PRODUCT_ADDED_TO_CART });
        return true;
      } catch {
        return fail(TOASTS.ERROR_ADDING_PRODUCT_TO_CART);
      }
    },
    [addMutation, isAuthenticated],
  );

  const setQuantity = useCallback<CartActions['setQuantity']>(
    async (line, quantity) => {
      if (!Number.isInteger(quantity) || quantity < 1) return fail({ title: MESSAGES.INVALID_QUANTITY });
      if (quantity > line.quantityAvailable) return fail(TOASTS.MAX_STOCK_REACHED(line.quantityAvailable));
      try {
        const current = client.readQuery({ query: CartQuery })?.cart;
        const { data } = await updateMutation({
          variables: { input: { lineId: line.id, quantity } },
          // The new quantity shows at once. Money is not the browser's to compute, so line totals
          // and the subtotal keep their last server values for the moment until the answer
          // replaces them; a refusal or a failure drops this guess and the old quantity returns.
          optimisticResponse: current
            ? {
                updateCartLine: {
                  cart: withQuantity(current, line.id, quantity),
                  userErrors: [],
                },
              }
            : undefined,
        });
        const refusal = data?.updateCartLine.userErrors[0];
        if (refusal || !data?.updateCartLine.cart) {
          return fail({ title: MESSAGES.FAILED_TO_UPDATE_CART_QUANTITY, description: refusal?.message ?? MESSAGES.PLEASE_TRY_AGAIN });
        }
        toast({ title: MESSAGES.CART_QUANTITY_UPDATED });
        return true;
      } catch {
        return fail({ title: MESSAGES.FAILED_TO_UPDATE_CART_QUANTITY, description: MESSAGES.PLEASE_TRY_AGAIN });
      }
    },
    [client, updateMutation],
  );

  const removeLine = useCallback<CartActions['removeLine']>(
    async (line) => {
      try {
        const { data } = await removeMutation({ variables: { input: { lineId: line.id } } });
        const refusal = data?.removeFromCart.userErrors[0];
        if (refusal || !data?.removeFromCart.cart) {
          return fail({ title: MESSAGES.FAILED_TO_REMOVE_ITEM, description: refusal?.message ?? MESSAGES.PLEASE_TRY_AGAIN });
        }
        toast({ title: MESSAGES.ITEM_REMOVED });
        return true;
      } catch {
        return fail({ title: MESSAGES.ERROR_REMOVING_ITEM, description: MESSAGES.SOMETHING_WENT_WRONG });
      }
    },
    [removeMutation],
  );

  return { addToCart, setQuantity, removeLine };
}

function fail(text: { title: string; description?: string }): false {
  toast({ ...text, variant: 'destructive' });
  return false;
}

/** The cart with one line's quantity changed, and the piece count that follows from it. */
function withQuantity<C extends Cart_CartFragment>(cart: C, lineId: string, quantity: number): C {
  const lines = cart.lines.map((line) => (line.id === lineId ? { ...line, quantity } : line));
  return { ...cart, lines, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) };
}
