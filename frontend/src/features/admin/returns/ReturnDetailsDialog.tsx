import { useMutation, useQuery } from '@apollo/client/react';
import { formatOrderDate, MESSAGES } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import type { AdminReturnDetails_RequestFragment, RefundMethod } from '../../../graphql/generated/graphql';
import { paymentMethodLabel, paymentStatusLabel, sizeText } from '../../../graphql/enum-labels';
import { Button } from '../../../ui/Button';
import { FactList } from '../../../ui/FactList';
import { ModalDialog } from '../../../ui/ModalDialog';
import { Money, isZeroMoney } from '../../../ui/Money';
import { OrderTimeline } from '../../../ui/OrderTimeline';
import { ReturnStateBadge } from '../../../ui/ReturnStateBadge';
import { Skeleton } from '../../../ui/Skeleton';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { formatDateTime } from '../../../ui/format-date-time';
import { toast } from '../../../ui/toast-queue';
import { SelectField } from '../../../ui/SelectField';
import {
  AdminReturnDetailsQuery,
  ApproveReturnMutation,
  CloseReturnMutation,
  DeclineReturnMutation,
  ReceiveReturnMutation,
  RecordRefundMutation,
  ShipExchangeMutation,
} from './operations';

/** `?return=<id>` on /admin/returns opens that request's dialog. */
export const RETURN_PARAM = 'return';
export const RETURN_DETAILS_TITLE = 'Return request';
const DECLINE_REASON_MAX_LENGTH = 500;

export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = {
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  PROVIDER: 'Payment provider refund',
};

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const LinesTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.muted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  td:first-child {
    overflow-wrap: anywhere;
  }
  .numeric {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Box = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  h4 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const ReceiveLine = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    margin-bottom: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const Quote = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sunken};
  overflow-wrap: anywhere;
`;

type Payload = { returnRequest: { id: string } | null; userErrors: readonly { field?: string | null; message: string }[] } | undefined;

/**
 * Runs one decision and says how it went: a toast on success, the server's refusal otherwise
 * (returned, so a form can show it at its fields).
 */
async function decide(run: () => Promise<Payload>, done: string, failed: string): Promise<Payload> {
  try {
    const payload = await run();
    if (payload?.returnRequest) toast({ title: done });
    else toast({ variant: 'destructive', title: failed, description: payload?.userErrors[0]?.message ?? MESSAGES.SOMETHING_WENT_WRONG });
    return payload;
  } catch {
    toast({ variant: 'destructive', title: failed, description: MESSAGES.SOMETHING_WENT_WRONG });
    return undefined;
  }
}

function fieldErrors(payload: Payload): Record<string, string> {
  return Object.fromEntries((payload?.userErrors ?? []).filter((error) => error.field).map((error) => [error.field!, error.message]));
}

/** REQUESTED: approve, or decline with a reason the shopper reads. */
function DecideForm({ request }: { request: AdminReturnDetails_RequestFragment }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [approve, approving] = useMutation(ApproveReturnMutation);
  const [decline, declining] = useMutation(DeclineReturnMutation);
  const busy = approving.loading || declining.loading;

  const onDecline = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      setErrors({ reason: 'Please say why, for the shopper' });
      return;
    }
    if (reason.trim().length > DECLINE_REASON_MAX_LENGTH) {
      setErrors({ reason: `Please keep the reason to ${DECLINE_REASON_MAX_LENGTH} characters` });
      return;
    }
    const payload = await decide(
      async () => (await decline({ variables: { returnId: request.id, reason: reason.trim() } })).data?.declineReturn,
      'Request declined',
      'The request could not be declined',
    );
    setErrors(fieldErrors(payload));
  };

  return (
    <Box onSubmit={(event) => void onDecline(event)} validationBehavior="aria" validationErrors={errors} aria-label="Decide">
      <h4>Decide</h4>
      <Hint>
        {request.kind === 'EXCHANGE'
          ? 'Approving keeps the new sizes for this shopper until the replacement ships.'
          : 'Approving tells the shopper to send the pieces back.'}
      </Hint>
      <Actions>
        <Button
          $variant="primary"
          isPending={approving.loading}
          isDisabled={declining.loading}
          onPress={() =>
            void decide(async () => (await approve({ variables: { returnId: request.id } })).data?.approveReturn, 'Request approved', 'The request could not be approved')
          }
        >
          Approve
        </Button>
      </Actions>
      <TextAreaField
        label="Reason for declining"
        name="reason"
        rows={3}
        counterLimit={DECLINE_REASON_MAX_LENGTH}
        description="The shopper sees it in her order details."
        value={reason}
        onChange={(value) => {
          setReason(value);
          setErrors({});
        }}
      />
      <Actions>
        <Button type="submit" $variant="secondary" isPending={declining.loading} isDisabled={approving.loading}>
          Decline
        </Button>
      </Actions>
    </Box>
  );
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** APPROVED: how many pieces of each line arrived, and how many of those damaged. */
function ReceiveForm({ request }: { request: AdminReturnDetails_RequestFragment }) {
  const [counts, setCounts] = useState<Record<string, { received: string; damaged: string }>>(() =>
    Object.fromEntries(request.lines.map((line) => [line.id, { received: String(line.quantity), damaged: '0' }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [receive, { loading }] = useMutation(ReceiveReturnMutation);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problems: Record<string, string> = {};
    const lines = request.lines.map((line) => {
      const count = counts[line.id] ?? { received: '', damaged: '' };
      const received = wholeNumber(count.received);
      const damaged = wholeNumber(count.damaged);
      if (received === null || received > line.quantity) problems[`received:${line.id}`] = `From 0 to ${line.quantity}`;
      else if (damaged === null || damaged > received) problems[`damaged:${line.id}`] = `From 0 to the ${received} received`;
      return { returnLineId: line.id, received: received ?? 0, damaged: damaged ?? 0 };
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    await decide(async () => (await receive({ variables: { returnId: request.id, lines } })).data?.receiveReturn, 'Pieces received', 'The pieces could not be recorded');
  };

  const set = (lineId: string, field: 'received' | 'damaged', value: string) => {
    setCounts((current) => ({ ...current, [lineId]: { ...(current[lineId] ?? { received: '', damaged: '' }), [field]: value } }));
    setErrors({});
  };

  return (
    <Box onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={errors} aria-label="Receive the pieces">
      <h4>Receive the pieces</h4>
      <Hint>Undamaged pieces go back to their size’s stock; damaged ones do not.</Hint>
      {request.lines.map((line) => (
        <ReceiveLine key={line.id}>
          <legend>
            {line.productName}, size {sizeText(line.size)} ({line.quantity} asked back)
          </legend>
          <Row>
            <TextField
              label="Received"
              name={`received:${line.id}`}
              inputMode="numeric"
              value={counts[line.id]?.received ?? ''}
              onChange={(value) => set(line.id, 'received', value)}
            />
            <TextField
              label="Damaged"
              name={`damaged:${line.id}`}
              inputMode="numeric"
              value={counts[line.id]?.damaged ?? ''}
              onChange={(value) => set(line.id, 'damaged', value)}
            />
          </Row>
        </ReceiveLine>
      ))}
      <Actions>
        <Button type="submit" $variant="primary" isPending={loading}>
          Mark received
        </Button>
      </Actions>
    </Box>
  );
}

/** RECEIVED refund: the payout's method and its reference (the UTR of a UPI or bank transfer). */
function RefundForm({ request }: { request: AdminReturnDetails_RequestFragment }) {
  // A provider-paid order is refunded through the provider; cash on delivery by the store's own transfer.
  const paidThroughProvider = request.order.paymentMethod !== 'COD' && request.order.paymentStatus === 'PAID';
  const methods: RefundMethod[] = paidThroughProvider ? ['PROVIDER'] : ['UPI', 'BANK_TRANSFER'];
  const [method, setMethod] = useState<RefundMethod>(methods[0]!);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [record, { loading }] = useMutation(RecordRefundMutation);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (method !== 'PROVIDER' && reference.trim() === '') {
      setErrors({ reference: 'Please enter the UTR of the transfer' });
      return;
    }
    const payload = await decide(
      async () =>
        (await record({ variables: { input: { returnId: request.id, method, reference: method === 'PROVIDER' ? null : reference.trim() } } })).data?.recordRefund,
      'Refund recorded',
      'The refund could not be recorded',
    );
    setErrors(fieldErrors(payload));
  };

  return (
    <Box onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={errors} aria-label="Record the refund">
      <h4>Record the refund</h4>
      <Hint>
        {paidThroughProvider
          ? 'The provider is asked to refund what the received pieces were paid; asking again never refunds twice.'
          : 'Send what the received pieces were paid by UPI or bank transfer, then record it here with its UTR.'}
      </Hint>
      <Row>
        <SelectField
          label="Method"
          name="method"
          options={methods.map((value) => ({ value, label: REFUND_METHOD_LABELS[value] }))}
          value={method}
          onChange={(value) => {
            setMethod(value);
            setErrors({});
          }}
        />
        {method === 'PROVIDER' ? null : (
          <TextField
            label="UTR (reference)"
            name="reference"
            value={reference}
            onChange={(value) => {
              setReference(value);
              setErrors({});
            }}
          />
        )}
      </Row>
      <Actions>
        <Button type="submit" $variant="primary" isPending={loading}>
          Record refund
        </Button>
      </Actions>
    </Box>
  );
}

/** The one-button steps: ship an exchange's replacement, close a finished request. */
function StepButton({ request }: { request: AdminReturnDetails_RequestFragment }) {
  const [ship, shipping] = useMutation(ShipExchangeMutation);
  const [close, closing] = useMutation(CloseReturnMutation);
  if (request.state === 'RECEIVED' && request.kind === 'EXCHANGE') {
    return (
      <Box aria-label="Ship the new size">
        <h4>Ship the new size</h4>
        <Hint>Dispatch the replacement pieces (kept since approval), then mark them shipped.</Hint>
        <Actions>
          <Button
            $variant="primary"
            isPending={shipping.loading}
            onPress={() => void decide(async () => (await ship({ variables: { returnId: request.id } })).data?.shipExchange, 'Replacement shipped', 'The replacement could not be marked shipped')}
          >
            Mark replacement shipped
          </Button>
        </Actions>
      </Box>
    );
  }
  if (request.state === 'REFUNDED' || request.state === 'EXCHANGED') {
    return (
      <Actions>
        <Button
          $variant="secondary"
          isPending={closing.loading}
          onPress={() => void decide(async () => (await close({ variables: { returnId: request.id } })).data?.closeReturn, 'Request closed', 'The request could not be closed')}
        >
          Close request
        </Button>
      </Actions>
    );
  }
  return null;
}

function NextStep({ request }: { request: AdminReturnDetails_RequestFragment }) {
  switch (request.state) {
    case 'REQUESTED':
      return <DecideForm request={request} />;
    case 'APPROVED':
      return <ReceiveForm request={request} />;
    case 'RECEIVED':
      return request.kind === 'REFUND' ? <RefundForm request={request} /> : <StepButton request={request} />;
    case 'REFUNDED':
    case 'EXCHANGED':
      return <StepButton request={request} />;
    default:
      return null;
  }
}

function Details({ request }: { request: AdminReturnDetails_RequestFragment }) {
  const difference = request.exchangeDifference;
  return (
    <Sections>
      <Section aria-labelledby="return-summary-heading">
        <h3 id="return-summary-heading">Request</h3>
        <FactList>
          <dt>State</dt>
          <dd>
            <ReturnStateBadge state={request.state} />
          </dd>
          <dt>Kind</dt>
          <dd>{request.kind === 'EXCHANGE' ? 'Exchange for another size' : 'Refund'}</dd>
          <dt>Asked on</dt>
          <dd>{formatDateTime(request.createdAt)}</dd>
          <dt>Reason</dt>
          <dd>{request.reasonLabel}</dd>
          {request.note ? (
            <>
              <dt>Shopper’s note</dt>
              <dd>{request.note}</dd>
            </>
          ) : null}
          <dt>Customer</dt>
          <dd>
            {request.order.customer.userName} ({request.order.customer.email})
          </dd>
          <dt>Order</dt>
          <dd>
            {request.order.id} · {formatOrderDate(request.order.orderDate)} · {paymentMethodLabel(request.order.paymentMethod)},{' '}
            {paymentStatusLabel(request.order.paymentStatus).toLowerCase()}
          </dd>
          <dt>Pick up from</dt>
          <dd>
            {request.order.addressInfo.address}, {request.order.addressInfo.city} {request.order.addressInfo.pincode} · {request.order.addressInfo.phone}
          </dd>
        </FactList>
      </Section>

      <Section aria-labelledby="return-lines-heading">
        <h3 id="return-lines-heading">Pieces</h3>
        <LinesTable aria-labelledby="return-lines-heading">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="numeric">
                Qty
              </th>
              <th scope="col" className="numeric">
                Paid
              </th>
              <th scope="col" className="numeric">
                Received
              </th>
            </tr>
          </thead>
          <tbody>
            {request.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.productName}, size {sizeText(line.size)}
                  {line.exchangeSize ? (
                    <>
                      {' '}
                      → {sizeText(line.exchangeSize)}
                      {line.exchangeUnitPrice ? (
                        <>
                          {' '}
                          at <Money value={line.exchangeUnitPrice} />
                        </>
                      ) : null}
                    </>
                  ) : null}
                </td>
                <td className="numeric">{line.quantity}</td>
                <td className="numeric">
                  <Money value={line.refund} />
                </td>
                <td className="numeric">{line.received === null || line.received === undefined ? '–' : `${line.received}${line.damaged ? ` (${line.damaged} damaged)` : ''}`}</td>
              </tr>
            ))}
          </tbody>
        </LinesTable>
        <FactList>
          <dt>Paid for these</dt>
          <dd>
            <Money value={request.refund} />
          </dd>
          {request.kind === 'EXCHANGE' ? (
            <>
              <dt>Difference</dt>
              <dd>
                {isZeroMoney(difference) ? (
                  'Same price'
                ) : difference.amount.startsWith('-') ? (
                  <>
                    Refund <Money value={{ ...difference, amount: difference.amount.slice(1) }} /> to the shopper
                  </>
                ) : (
                  <>
                    Collect <Money value={difference} /> on delivery of the replacement
                  </>
                )}
              </dd>
            </>
          ) : null}
          {request.payout ? (
            <>
              <dt>Refunded</dt>
              <dd>
                <Money value={request.payout.amount} /> by {REFUND_METHOD_LABELS[request.payout.method]}
                {request.payout.reference ? `, reference ${request.payout.reference}` : ''}
                {request.payout.recordedAt ? `, ${formatDateTime(request.payout.recordedAt)}` : ' (waiting for the provider)'}
              </dd>
            </>
          ) : null}
        </FactList>
      </Section>

      {request.declineReason ? (
        <Section aria-labelledby="return-decline-heading">
          <h3 id="return-decline-heading">Declined because</h3>
          <Quote>{request.declineReason}</Quote>
        </Section>
      ) : null}

      <Section aria-labelledby="return-next-heading">
        <h3 id="return-next-heading">Next step</h3>
        {['DECLINED', 'CANCELED', 'CLOSED'].includes(request.state) ? <Hint>Nothing more to do: this request is {request.stateLabel.toLowerCase()}.</Hint> : null}
        {/* Keyed by state: each step's form starts fresh once the request moves on. */}
        <NextStep key={request.state} request={request} />
      </Section>

      <Section aria-labelledby="return-history-heading">
        <h3 id="return-history-heading">History</h3>
        <OrderTimeline events={request.history} audience="staff" />
      </Section>
    </Sections>
  );
}

export interface ReturnDetailsDialogProps {
  returnId: string | null;
  onClose: () => void;
}

/** One request: what was asked, what was paid, its history, and the step the admin takes next. */
export function ReturnDetailsDialog({ returnId, onClose }: ReturnDetailsDialogProps) {
  const { data, error, refetch } = useQuery(AdminReturnDetailsQuery, {
    variables: { id: returnId ?? '' },
    skip: !returnId,
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.returnRequest;
  return (
    <ModalDialog isOpen={returnId !== null} onOpenChange={(open) => !open && onClose()} title={RETURN_DETAILS_TITLE} width="46rem">
      {request ? (
        <Details request={request} />
      ) : error ? (
        <div role="alert">
          <p>We couldn’t load this request.</p>
          <Button $variant="secondary" onPress={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label="Loading the request">
          <Skeleton $height="12rem" />
        </div>
      )}
    </ModalDialog>
  );
}
