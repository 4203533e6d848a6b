import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { IconButton } from './Button';
import { CloseIcon } from './Icons';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideFromStart = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideFromEnd = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(31, 28, 25, 0.45);
  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.duration.normal} ease-out;
  }
`;

export type SheetSide = 'start' | 'end';

const Panel = styled(Modal)<{ $side: SheetSide; $width: string }>`
  position: fixed;
  inset-block: 0;
  ${({ $side }) =>
    $side === 'start'
      ? css`
          inset-inline-start: 0;
        `
      : css`
          inset-inline-end: 0;
        `}
  width: min(${({ $width }) => $width}, 100vw);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
  &[data-entering] {
    animation: ${({ $side }) => ($side === 'start' ? slideFromStart : slideFromEnd)}
      ${({ theme }) => theme.duration.normal} ease-out;
  }
`;

const Body = styled(Dialog)`
  height: 100%;
  display: flex;
  flex-direction: column;
  outline: none;
`;

/** The title bar of a sheet or dialog: its title and a close button. */
export const PanelTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const PanelTitle = styled(Heading)`
  min-width: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Content = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export interface SheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** The side it slides in from: `start` (left) for navigation, `end` (right) for the cart or a form. */
  side?: SheetSide;
  /** Its width on screens wide enough; it never exceeds the viewport. */
  width?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  children: ReactNode;
  /** Pinned below the scrolling content, e.g. a total and a Checkout button. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal side panel (react-aria Modal + Dialog): focus is trapped inside and returned to the
 * button that opened it; Escape or a press outside closes it.
 */
export function Sheet({
  isOpen,
  onOpenChange,
  title,
  side = 'end',
  width = '26rem',
  closeLabel = 'Close',
  children,
  footer,
}: SheetProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable data-modal-overlay>
      <Panel $side={side} $width={width}>
        <Body>
          {({ close }) => (
            <>
              <PanelTop>
                <PanelTitle slot="title">{title}</PanelTitle>
                <IconButton aria-label={closeLabel} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </PanelTop>
              <Content>{children}</Content>
              {footer ? <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer> : null}
            </>
          )}
        </Body>
      </Panel>
    </Overlay>
  );
}
