import { useId, type ReactNode } from 'react';
import { Dialog, Modal } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { IconButton, IconLink } from './Button';
import { useHydrated } from './hooks/useHydrated';
import { CloseIcon } from './Icons';
import { Overlay, PanelTitle, PanelTop } from './Sheet';
import { media } from './theme';

const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;

// Full screen on phones (a dialog that scrolls inside a small box is hard to use), centred above.
const Panel = styled(Modal)<{ $width: string }>`
  position: fixed;
  inset: 0;
  display: flex;
  background: ${({ theme }) => theme.color.surface};
  outline: none;
  &[data-entering] {
    animation: ${rise} ${({ theme }) => theme.duration.normal} ease-out;
  }
  ${media.md} {
    inset: auto;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: min(${({ $width }) => $width}, calc(100vw - 4rem));
    max-height: calc(100dvh - 4rem);
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.lg};
    &[data-entering] {
      animation: none;
    }
  }
`;

const Body = styled(Dialog)`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  max-height: 100%;
  outline: none;
`;

const Content = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[5]};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export interface ModalDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Its width on screens from 768 px; phones get the whole screen. */
  width?: string;
  /** A confirmation should not vanish on an outside press; most dialogs may. */
  isDismissable?: boolean;
  /** alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  /** Action buttons, right-aligned under the content. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Where closing goes, for a dialog open in the server's HTML: its Close is then a link, which
   * works while (or without) the page's JavaScript loads, instead of a button that does nothing yet.
   */
  closeHref?: string;
}

/** A modal dialog (react-aria Modal + Dialog): focus trapped and restored, Escape closes it. */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  width = '40rem',
  isDismissable = true,
  role = 'dialog',
  children,
  footer,
  closeHref,
}: ModalDialogProps) {
  const isHydrated = useHydrated();
  const titleId = useId();
  if (isOpen && !isHydrated) {
    // A dialog open in the page's first HTML (a shared product link), rendered without the modal's
    // portal: the same look, readable before (or without) JavaScript. Once hydrated, the real
    // modal takes its place, with its focus trap and Escape.
    const close = () => onOpenChange(false);
    return (
      <Overlay as="div" data-modal-overlay>
        <Panel as="div" $width={width}>
          <Body as="div" role={role} aria-modal="true" aria-labelledby={titleId}>
            <PanelTop>
              <PanelTitle id={titleId}>{title}</PanelTitle>
              {closeHref === undefined ? (
                <IconButton aria-label="Close" onPress={close}>
                  <CloseIcon />
                </IconButton>
              ) : (
                <IconLink aria-label="Close" to={closeHref} replace preventScrollReset>
                  <CloseIcon />
                </IconLink>
              )}
            </PanelTop>
            <Content>{children}</Content>
            {footer ? <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer> : null}
          </Body>
        </Panel>
      </Overlay>
    );
  }
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} data-modal-overlay>
      <Panel $width={width}>
        <Body role={role}>
          {({ close }) => (
            <>
              <PanelTop>
                <PanelTitle slot="title">{title}</PanelTitle>
                <IconButton aria-label="Close" onPress={close}>
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
