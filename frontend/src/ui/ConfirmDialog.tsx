import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { ModalDialog } from './ModalDialog';

const Danger = styled(Button)`
  background: ${({ theme }) => theme.color.danger};
  border-color: ${({ theme }) => theme.color.danger};
  color: #ffffff;
  &[data-hovered],
  &:hover {
    background: #8f1c13;
  }
`;

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  isPending?: boolean;
}

/** A confirmation before a destructive action: an alertdialog that an outside press does not close. */
export function ConfirmDialog({ isOpen, onOpenChange, title, children, confirmLabel, onConfirm, isPending }: ConfirmDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      isDismissable={false}
      width="28rem"
      footer={(close) => (
        <>
          <Button $variant="secondary" onPress={close} isDisabled={isPending}>
            Cancel
          </Button>
          <Danger $variant="primary" onPress={() => void onConfirm()} isPending={isPending}>
            {confirmLabel}
          </Danger>
        </>
      )}
    >
      {children}
    </ModalDialog>
  );
}
