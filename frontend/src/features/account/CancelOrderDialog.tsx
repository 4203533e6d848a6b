import { useMutation } from '@apollo/client/react';
import { CANCEL_REASON_MAX_LENGTH, TOASTS, validateCancelReason } from '@threadline/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { ModalDialog } from '../../ui/ModalDialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { toast } from '../../ui/toast-queue';
import { CancelOrderMutation } from './operations';
import { shortOrderId } from './order-labels';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.color.danger};
  border-color: ${({ theme }) => theme.color.danger};
  color: #ffffff;
  &[data-hovered] {
    background: #8f1c13;
  }
`;

export interface CancelOrderDialogProps {
  orderId: string | null;
  onClose: () => void;
}

/**
 * Asks why before canceling (spec section 4: a reason is mandatory). Confirm stays disabled until
 * the trimmed reason has text; the answer carries the order's new status and reason, so the row
 * and the details update from the cache.
 */
export function CancelOrderDialog({ orderId, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [cancelOrder, { loading }] = useMutation(CancelOrderMutation);
  const canConfirm = validateCancelReason(reason) === null;

  const close = () => {
    if (loading) return;
    setReason('');
    onClose();
  };

  const confirm = async () => {
    if (!orderId || !canConfirm || loading) return;
    try {
      const { data } = await cancelOrder({ variables: { input: { orderId, reason: reason.trim() } } });
      const payload = data?.cancelOrder;
      if (payload?.order) {
        toast(TOASTS.ORDER_CANCELLED);
        setReason('');
        onClose();
        return;
      }
      toast({ variant: 'destructive', ...TOASTS.CANCEL_FAILED(payload?.userErrors[0]?.message) });
    } catch {
      toast({ variant: 'destructive', ...TOASTS.CANCEL_FAILED() });
    }
  };

  return (
    <ModalDialog
      isOpen={orderId !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Cancel this order?"
      role="alertdialog"
      width="30rem"
      isDismissable={false}
      footer={
        <>
          <Button $variant="secondary" onPress={close} isDisabled={loading}>
            Keep Order
          </Button>
          <DangerButton onPress={() => void confirm()} isDisabled={!canConfirm} isPending={loading}>
            Confirm Cancellation
          </DangerButton>
        </>
      }
    >
      <Body>
        <p>
          Order <strong>{orderId ? shortOrderId(orderId) : ''}</strong> will be canceled and its items released. This
          cannot be undone.
        </p>
        <TextAreaField
          label="Reason for cancellation"
          isRequired
          autoFocus
          rows={4}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          placeholder="Tell us why you are canceling"
          value={reason}
          onChange={setReason}
        />
      </Body>
    </ModalDialog>
  );
}
