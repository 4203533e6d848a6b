import { useMutation } from '@apollo/client/react';
import { formatOrderDate, MESSAGES, type ReturnState } from '@threadline/domain';
import { useState } from 'react';
import styled from 'styled-components';
import type { ShopperReturn_RequestFragment } from '../../../graphql/generated/graphql';
import { sizeText } from '../../../graphql/enum-labels';
import { Button } from '../../../ui/Button';
import { Money, formatMoney, isZeroMoney } from '../../../ui/Money';
import { ReturnStateBadge } from '../../../ui/ReturnStateBadge';
import { toast } from '../../../ui/toast-queue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CancelReturnMutation } from './operations';

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.fontSize.sm};
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h4 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Pieces = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  li {
    overflow-wrap: anywhere;
  }
`;

const Steps = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
  li + li::before {
    content: '→';
    margin-right: ${({ theme }) => theme.space[2]};
  }
  [data-done] {
    color: ${({ theme }) => theme.color.ink};
  }
  [aria-current='step'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const Declined = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sunken};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The way a request goes when nothing goes wrong, as the shopper follows it. */
function stepsOf(request: ShopperReturn_RequestFragment): { state: ReturnState; label: string }[] {
  const ended: Record<'REFUND' | 'EXCHANGE', { state: ReturnState; label: string }> = {
    REFUND: { state: 'REFUNDED', label: 'Refunded' },
    EXCHANGE: { state: 'EXCHANGED', label: 'New size sent' },
  };
  return [
    { state: 'REQUESTED', label: 'Requested' },
    { state: 'APPROVED', label: 'Approved' },
    { state: 'RECEIVED', label: 'Received by the store' },
    ended[request.kind],
    { state: 'CLOSED', label: 'Closed' },
  ];
}

function ReturnSteps({ request }: { request: ShopperReturn_RequestFragment }) {
  // Declined and canceled end the way; the badge says so, and no step is shown as reached.
  if (request.state === 'DECLINED' || request.state === 'CANCELED') return null;
  const steps = stepsOf(request);
  const at = steps.findIndex((step) => step.state === request.state);
  return (
    <Steps aria-label="Progress">
      {steps.map((step, index) => (
        <li key={step.state} aria-current={index === at ? 'step' : undefined} data-done={index < at ? '' : undefined}>
          {step.label}
        </li>
      ))}
    </Steps>
  );
}

/** What the exchange costs or gives back, in the shopper's words; the amount is the server's. */
function differenceText(request: ShopperReturn_RequestFragment): string {
  const difference = request.exchangeDifference;
  if (isZeroMoney(difference)) return 'The new size costs the same: nothing to pay.';
  if (difference.amount.startsWith('-')) {
    return `The new size costs less: ${formatMoney({ ...difference, amount: difference.amount.slice(1) })} comes back to you.`;
  }
  return `The new size costs more: ${formatMoney(difference)} is paid on delivery of the replacement.`;
}

const METHOD_WORDS = { UPI: 'by UPI', BANK_TRANSFER: 'by bank transfer', PROVIDER: 'to the way you paid' } as const;

function ReturnCard({ request, onCancel }: { request: ShopperReturn_RequestFragment; onCancel: (id: string) => void }) {
  const title = request.kind === 'EXCHANGE' ? 'Exchange' : 'Return';
  const headingId = `return-${request.id}`;
  return (
    <Card aria-labelledby={headingId} id={`return-card-${request.id}`} tabIndex={-1}>
      <Head>
        <h4 id={headingId}>
          {title} asked on {formatOrderDate(request.createdAt)}
        </h4>
        <ReturnStateBadge state={request.state} />
      </Head>
      <ReturnSteps request={request} />
      <Pieces aria-label="Pieces">
        {request.lines.map((line) => (
          <li key={line.id}>
            {line.productName}, size {sizeText(line.size)}
            {line.exchangeSize ? ` → ${sizeText(line.exchangeSize)}` : ''} × {line.quantity}
          </li>
        ))}
      </Pieces>
      <Muted>
        Reason: {request.reasonLabel}
        {request.note ? ` · “${request.note}”` : ''}
      </Muted>
      {request.kind === 'REFUND' ? (
        <p>
          Refund: <Money value={request.refund} />
        </p>
      ) : (
        <p>{differenceText(request)}</p>
      )}
      {request.payout ? (
        <p>
          <Money value={request.payout.amount} /> refunded {METHOD_WORDS[request.payout.method]}
          {request.payout.reference ? ` (reference ${request.payout.reference})` : ''}
          {request.payout.recordedAt ? ` on ${formatOrderDate(request.payout.recordedAt)}` : ''}.
        </p>
      ) : null}
      {request.state === 'DECLINED' && request.declineReason ? (
        <Declined>
          <strong>Why the store declined:</strong> {request.declineReason}
        </Declined>
      ) : null}
      {request.state === 'REQUESTED' ? (
        <Actions>
          <Button $variant="secondary" $size="sm" aria-describedby={headingId} onPress={() => onCancel(request.id)}>
            Cancel request
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
}

/** The order's return and exchange requests, newest first, each with its progress; cancel until approved. */
export function ReturnProgress({ requests }: { requests: readonly ShopperReturn_RequestFragment[] }) {
  const [cancelId, setCancelId] = useState<string | null>(null);
  const [cancelReturn, { loading }] = useMutation(CancelReturnMutation);

  const confirm = async () => {
    if (!cancelId) return;
    try {
      const { data } = await cancelReturn({ variables: { returnId: cancelId } });
      const payload = data?.cancelReturn;
      if (payload?.returnRequest) {
        toast({ title: 'Request canceled', description: 'Nothing will be collected for it.' });
        // Its Cancel button is gone, so focus cannot go back there: land on the request itself.
        const card = `return-card-${cancelId}`;
        requestAnimationFrame(() => document.getElementById(card)?.focus());
      } else {
        toast({ variant: 'destructive', title: 'The request could not be canceled', description: payload?.userErrors[0]?.message ?? MESSAGES.SOMETHING_WENT_WRONG });
      }
    } catch {
      toast({ variant: 'destructive', title: 'The request could not be canceled', description: MESSAGES.SOMETHING_WENT_WRONG });
    }
    setCancelId(null);
  };

  if (requests.length === 0) return null;
  return (
    <>
      <List>
        {requests.map((request) => (
          <ReturnCard key={request.id} request={request} onCancel={setCancelId} />
        ))}
      </List>
      <ConfirmDialog
        isOpen={cancelId !== null}
        onOpenChange={(isOpen) => !isOpen && !loading && setCancelId(null)}
        title="Cancel this request?"
        confirmLabel="Yes, cancel it"
        onConfirm={confirm}
        isPending={loading}
      >
        <p>The store will not collect these pieces. You can ask again while the return window is open.</p>
      </ConfirmDialog>
    </>
  );
}
