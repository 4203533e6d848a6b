import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../ui/Button';
import { BagIcon } from '../../ui/Icons';

// The sheet (and the modal machinery under it) is fetched on first use, not with every page:
// hovering or focusing the button starts the download, so it is there by the time it is pressed.
const loadCartSheet = () => import('./CartSheet');
const CartSheet = lazy(async () => ({ default: (await loadCartSheet()).CartSheet }));
import { useCart } from './use-cart';

const Count = styled.span`
  position: absolute;
  top: 0.25rem;
  right: 0.125rem;
  display: grid;
  place-items: center;
  min-width: 1.125rem;
  height: 1.125rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1;
`;

/** The header's cart button with the number of pieces in the cart; opens the cart sheet. */
export function CartButton() {
  const { cart } = useCart();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = () => {
    setWasOpened(true);
    setOpen(true);
  };
  const count = cart?.itemCount ?? 0;
  return (
    <>
      <IconButton
        // Named, not left to useId: the server renders the button apart from the page (ViewerSlot).
        id="cart-button"
        aria-label={`Cart, ${count} items`}
        onPress={open}
        onHoverStart={() => void loadCartSheet()}
        onFocus={() => void loadCartSheet()}
      >
        <BagIcon />
        {count > 0 ? <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count> : null}
      </IconButton>
      {wasOpened ? (
        <Suspense fallback={null}>
          <CartSheet isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
