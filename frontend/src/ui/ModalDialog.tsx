import { useId, useRef, useState, type ReactNode } from 'react';
import { FocusScope, useDialog, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
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

/**
 * A modal dialog (react-aria Modal + Dialog): focus trapped and restored, Escape closes it.
 *
 * A dialog open in the page's first HTML (a shared product link) stays the one in the page for as
 * long as it is open (InPageModalDialog): the server renders it where it is, the browser hydrates
 * it there, and react-aria's hooks make it modal. A dialog opened in the browser is react-aria's
 * ModalOverlay, rendered in a portal at the end of the page (which a server cannot render).
 */
export function ModalDialog(props: ModalDialogProps) {
  const { isOpen, onOpenChange, title, width = '40rem', isDismissable = true, role = 'dialog', children, footer } = props;
  const isHydrated = useHydrated();
  // On the server and while the browser hydrates its HTML, useHydrated is false.
  const [isInPage, setInPage] = useState(() => isOpen && !isHydrated);
  if (isInPage && !isOpen) setInPage(false);
  if (isInPage) return <InPageModalDialog {...props} width={width} isDismissable={isDismissable} role={role} />;
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} data-modal-overlay>
      <Panel $width={width}>
        <Body role={role}>
          {({ close }) => (
            <DialogParts title={<PanelTitle slot="title">{title}</PanelTitle>} close={close} footer={footer}>
              {children}
            </DialogParts>
          )}
        </Body>
      </Panel>
    </Overlay>
  );
}

/**
 * The dialog of a page's first HTML, modal where it stands: the same look, readable before (or
 * without) JavaScript, its Close a link until then (closeHref). Hydrated, react-aria's hooks add what its
 * ModalOverlay and Dialog would (the rest of the page inert, focus moved in and kept there, Escape
 * and a press outside close it, the page's scroll locked), its content not rendered again.
 *
 * It used to give way, once the page had hydrated, to react-aria's ModalOverlay in a portal: the
 * dialog's whole content mounted a second time, in one task of 190 to 420 ms on a phone at 4x, the
 * longest of a shared product link's load (npm run main-thread-trace).
 */
function InPageModalDialog({
  isOpen,
  onOpenChange,
  title,
  width,
  isDismissable,
  role,
  children,
  footer,
  closeHref,
}: ModalDialogProps & Required<Pick<ModalDialogProps, 'width' | 'isDismissable' | 'role'>>) {
  const isHydrated = useHydrated();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable }, state, panelRef);
  const { dialogProps } = useDialog({ role, 'aria-labelledby': titleId }, bodyRef);
  return (
    <Overlay as="div" data-modal-overlay {...underlayProps}>
      <Panel as="div" ref={panelRef} $width={width} {...modalProps}>
        <FocusScope contain restoreFocus>
          <Body as="div" ref={bodyRef} {...dialogProps} aria-modal="true">
            {/* Until the page hydrates, Close is a link: it works before the page's JavaScript does. */}
            <DialogParts title={<PanelTitle id={titleId}>{title}</PanelTitle>} close={state.close} closeHref={isHydrated ? undefined : closeHref} footer={footer}>
              {children}
            </DialogParts>
          </Body>
        </FocusScope>
      </Panel>
    </Overlay>
  );
}

/** A dialog's title bar (its title and Close), its scrolling content and its footer. */
function DialogParts({
  title,
  close,
  closeHref,
  footer,
  children,
}: {
  title: ReactNode;
  close: () => void;
  /** Close as a link to this page instead of a button. */
  closeHref?: string;
  footer: ModalDialogProps['footer'];
  children: ReactNode;
}) {
  return (
    <>
      <PanelTop>
        {title}
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
    </>
  );
}
