import { TOAST_SWIPE_THRESHOLD } from '@threadline/domain';
import { useRef, type PointerEvent } from 'react';
import {
  Button as AriaButton,
  Text,
  type QueuedToast,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from './Icons';
import { MODAL_OVERLAY_ATTRIBUTE } from './modal-overlay';
import { toastQueue, type ToastContent } from './toast-queue';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: none; }
`;

// On phones toasts sit at the top: at the bottom they would cover the action buttons of a
// full-screen dialog or sheet (Save, Place Order) for five seconds. Wider screens use the usual
// bottom-right corner, except while a sheet or dialog is open: a right-hand sheet's actions are in
// that corner (Checkout, the product sheet's save), and a dialog's are along its bottom edge, so
// the toasts move to the top left, over the dimmed page or a title, never a button.
const Region = styled(AriaToastRegion<ToastContent>)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline: ${({ theme }) => theme.space[3]};
  top: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-top, 0px));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  outline: none;
  @media (min-width: 560px) {
    top: auto;
    inset-inline: auto ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
    width: 24rem;
  }
  body:has([${MODAL_OVERLAY_ATTRIBUTE}]) & {
    top: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-top, 0px));
    bottom: auto;
    @media (min-width: 560px) {
      top: ${({ theme }) => theme.space[6]};
      inset-inline: ${({ theme }) => theme.space[6]} auto;
    }
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledToast = styled(AriaToast<ToastContent>)<{ $variant: ToastContent['variant'] }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.danger : theme.color.ink)};
  color: #ffffff;
  animation: ${slideIn} ${({ theme }) => theme.duration.normal} ease-out;
  touch-action: pan-y;
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Content = styled(AriaToastContent)`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

const Title = styled(Text)`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Description = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  opacity: 0.92;
`;

const Close = styled(AriaButton)`
  flex: none;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  margin: -0.25rem -0.25rem 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &[data-hovered] {
    background: rgba(255, 255, 255, 0.16);
  }
  &[data-focus-visible] {
    outline: 2px solid #ffffff;
    outline-offset: 1px;
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

/** The one place toasts appear; mounted once by the app's providers. */
export function Toaster() {
  return (
    <Region queue={toastQueue} aria-label="Notifications">
      {({ toast }) => <SwipeableToast toast={toast} />}
    </Region>
  );
}

function SwipeableToast({ toast }: { toast: QueuedToast<ToastContent> }) {
  const start = useRef<number | null>(null);
  const content = toast.content;
  // Swiping a toast sideways past TOAST_SWIPE_THRESHOLD pixels dismisses it (spec section 4).
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current !== null && Math.abs(event.clientX - start.current) > TOAST_SWIPE_THRESHOLD) {
      toastQueue.close(toast.key);
    }
    start.current = null;
  };
  return (
    <StyledToast
      toast={toast}
      $variant={content.variant}
      data-variant={content.variant ?? 'default'}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
    >
      <Content>
        <Title slot="title">{content.title}</Title>
        {content.description ? <Description slot="description">{content.description}</Description> : null}
      </Content>
      <Close slot="close" aria-label="Close notification">
        <CloseIcon />
      </Close>
    </StyledToast>
  );
}
