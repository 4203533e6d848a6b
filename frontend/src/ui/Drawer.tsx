import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './Button';
import { CloseIcon } from './Icons';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(31, 28, 25, 0.45);
  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.duration.normal} ease-out;
  }
`;

const Panel = styled(Modal)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  width: min(22rem, 88vw);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
  &[data-entering] {
    animation: ${slideIn} ${({ theme }) => theme.duration.normal} ease-out;
  }
`;

const Body = styled(Dialog)`
  height: 100%;
  display: flex;
  flex-direction: column;
  outline: none;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled(Heading)`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Content = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
}

/** A modal side panel (navigation on small screens): traps focus, closes on Escape or outside press. */
export function Drawer({ isOpen, onOpenChange, title, children }: DrawerProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Panel>
        <Body>
          {({ close }) => (
            <>
              <Top>
                <Title slot="title">{title}</Title>
                <IconButton aria-label="Close menu" onPress={close}>
                  <CloseIcon />
                </IconButton>
              </Top>
              <Content>{children}</Content>
            </>
          )}
        </Body>
      </Panel>
    </Overlay>
  );
}
