import { useMutation, useQuery } from '@apollo/client/react';
import { formatOrderDate, MESSAGES, ORDER_STATUS_SELECT_LABEL, PAID_ORDER_STATUS_NOTE } from '@threadline/domain';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import type { AdminOrderDetails_OrderFragment, OrderStatus } from '../../../graphql/generated/graphql';
import { Button } from '../../../ui/Button';
import { FactList } from '../../../ui/FactList';
import { ModalDialog } from '../../../ui/ModalDialog';
import { Money } from '../../../ui/Money';
import { OrderTimeline } from '../../../ui/OrderTimeline';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { Skeleton } from '../../../ui/Skeleton';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TaxDocumentList } from '../../../ui/TaxDocumentList';
import { toast } from '../../../ui/toast-queue';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ORDER_STATUS_NAMES, sizeLabel } from '../admin-labels';
import { ADMIN_MESSAGES } from '../admin-messages';
import { SelectField } from '../../../ui/SelectField';
import { AdminOrderDetailsQuery, UpdateOrderStatusMutation } from './operations';
import { AddOrderNoteForm } from './AddOrderNoteForm';
import { OrderEmails } from './OrderEmails';
import { OrderTaxTable } from './OrderTaxTable';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../../../graphql/enum-labels';

export const ORDER_DETAILS_TITLE = 'Order Details';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Lines = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 3.5rem;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.imageWell};
  }
`;

const LineTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const LineMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const LineTotal = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: end;
`;

const Was = styled.s`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const LineDiscount = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.success};
`;

const Sums = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  dd {
    margin: 0;
    text-align: end;
  }
`;

/** Whether the server says nothing was taken off: a display choice, no arithmetic on money. */
const isZero = (money: { amount: string }) => money.amount === '0.00';

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Reason = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sunken};
  overflow-wrap: anywhere;
`;

const StatusForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  @media (min-width: 560px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const ErrorList = styled.ul`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  padding-left: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

function StatusUpdateForm({ order }: { order: AdminOrderDetails_OrderFragment }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [updateStatus, { loading }] = useMutation(UpdateOrderStatusMutation);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusals([]);
    try {
      const { data } = await updateStatus({ variables: { input: { orderId: order.id, status } } });
      const payload = data?.updateOrderStatus;
      if (payload?.order) {
        toast({ title: MESSAGES.ORDER_STATUS_UPDATED, description: orderStatusLabel(payload.order.status) });
        return;
      }
      const messages = (payload?.userErrors ?? []).map((error) => error.message);
      setRefusals(messages);
      toast({ variant: 'destructive', title: ADMIN_MESSAGES.STATUS_FAILED, description: messages[0] ?? MESSAGES.SOMETHING_WENT_WRONG });
    } catch {
      toast({ variant: 'destructive', title: ADMIN_MESSAGES.STATUS_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    }
  };

  return (
    <StatusForm onSubmit={(event) => void onSubmit(event)} aria-label="Update order status">
      <SelectField
        label={ORDER_STATUS_SELECT_LABEL}
        name="status"
        options={ORDER_STATUS_NAMES.map((value) => ({ value, label: orderStatusLabel(value) }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setRefusals([]);
        }}
      />
      <Button type="submit" $variant="primary" isDisabled={status === order.status} isPending={loading}>
        {loading ? 'Updating…' : 'Update Status'}
      </Button>
      {order.paymentStatus === 'PAID' ? <Note>{PAID_ORDER_STATUS_NOTE}</Note> : null}
      {refusals.length > 0 ? (
        <ErrorList role="alert">
          {refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ErrorList>
      ) : null}
    </StatusForm>
  );
}

function Details({ order }: { order: AdminOrderDetails_OrderFragment }) {
  return (
    <Sections>
      <Section aria-labelledby="order-summary-heading">
        <h3 id="order-summary-heading">Order</h3>
        <FactList>
          <dt>Order ID</dt>
          <dd>{order.id}</dd>
          <dt>Order Date</dt>
          <dd>{formatOrderDate(order.orderDate)}</dd>
          <dt>Last Updated</dt>
          <dd>{formatOrderDate(order.orderUpdateDate)}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
          <dt>Payment Method</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          <dt>Payment Status</dt>
          <dd>{paymentStatusLabel(order.paymentStatus)}</dd>
          {order.paymentId ? (
            <>
              <dt>Payment ID</dt>
              <dd>{order.paymentId}</dd>
            </>
          ) : null}
          {order.payerId ? (
            <>
              <dt>Payer ID</dt>
              <dd>{order.payerId}</dd>
            </>
          ) : null}
          <dt>Customer</dt>
          <dd>
            {order.customer.userName} ({order.customer.email})
          </dd>
          {order.buyerGstin ? (
            <>
              <dt>Business buyer</dt>
              <dd>
                {order.buyerBusinessName} · GSTIN {order.buyerGstin}
              </dd>
            </>
          ) : null}
        </FactList>
      </Section>

      {order.cancellationReason ? (
        <Section aria-labelledby="order-reason-heading">
          <h3 id="order-reason-heading">Cancellation Reason</h3>
          <Reason>{order.cancellationReason}</Reason>
        </Section>
      ) : null}

      <Section aria-labelledby="order-lines-heading">
        <h3 id="order-lines-heading">Items</h3>
        <Lines>
          {order.lines.map((line) => (
            <Line key={line.id}>
              <ResponsiveImage src={line.image} alt="" sizes="56px" loading="lazy" width={56} height={70} />
              <div>
                <LineTitle>{line.title}</LineTitle>
                <LineMeta>
                  Size: {sizeLabel(line.size)} · Qty: {line.quantity} · <Money value={line.price} /> each
                </LineMeta>
              </div>
              {isZero(line.discount) ? (
                <LineTotal>
                  <Money value={line.lineTotal} />
                </LineTotal>
              ) : (
                <LineTotal>
                  <Was>
                    <VisuallyHidden>Before discount </VisuallyHidden>
                    <Money value={line.lineTotal} />
                  </Was>
                  <LineDiscount>
                    Discount −<Money value={line.discount} />
                  </LineDiscount>
                  <Money value={line.finalTotal} />
                </LineTotal>
              )}
            </Line>
          ))}
        </Lines>
        {isZero(order.discount) ? null : (
          <Sums>
            <dt>Subtotal</dt>
            <dd>
              <Money value={order.subtotal} />
            </dd>
            <dt>Discount{order.discountCode ? ` (code ${order.discountCode})` : ''}</dt>
            <dd>
              −<Money value={order.discount} />
            </dd>
          </Sums>
        )}
        {isZero(order.discount) && order.discountCode ? <LineMeta>Code {order.discountCode} was applied and gave nothing.</LineMeta> : null}
        <Total>
          <span>Total Amount</span>
          <Money value={order.total} />
        </Total>
      </Section>

      <Section aria-labelledby="order-tax-heading">
        <h3 id="order-tax-heading">GST invoice</h3>
        {order.invoice ? <OrderTaxTable invoice={order.invoice} /> : null}
        <TaxDocumentList
          documents={[...(order.invoices ?? []), ...(order.creditNotes ?? [])]}
          label="Invoices and credit notes"
          empty="No invoice yet: one is issued when the order is dispatched (In Shipping), if the store’s GSTIN is set in Store details."
        />
      </Section>

      <Section aria-labelledby="order-address-heading">
        <h3 id="order-address-heading">Shipping Address</h3>
        <FactList>
          <dt>Address</dt>
          <dd>{order.addressInfo.address}</dd>
          <dt>City</dt>
          <dd>{order.addressInfo.city}</dd>
          <dt>Pincode</dt>
          <dd>{order.addressInfo.pincode}</dd>
          <dt>Phone</dt>
          <dd>{order.addressInfo.phone}</dd>
          {order.addressInfo.notes ? (
            <>
              <dt>Notes</dt>
              <dd>{order.addressInfo.notes}</dd>
            </>
          ) : null}
        </FactList>
      </Section>

      <Section aria-labelledby="order-history-heading">
        <h3 id="order-history-heading">History</h3>
        <OrderTimeline events={order.history ?? []} audience="staff" />
        <AddOrderNoteForm orderId={order.id} />
      </Section>

      <Section aria-labelledby="order-emails-heading">
        <h3 id="order-emails-heading">E-mails</h3>
        <OrderEmails emails={order.emails ?? []} />
      </Section>

      <Section aria-labelledby="order-status-heading">
        <h3 id="order-status-heading">Update Status</h3>
        <StatusUpdateForm order={order} />
      </Section>
    </Sections>
  );
}

export interface OrderDetailsDialogProps {
  orderId: string | null;
  onClose: () => void;
}

/** View Details: the whole order and the status form (spec section 2, "Admin orders"). */
export function OrderDetailsDialog({ orderId, onClose }: OrderDetailsDialogProps) {
  const { data, error, refetch } = useQuery(AdminOrderDetailsQuery, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  return (
    <ModalDialog isOpen={orderId !== null} onOpenChange={(open) => !open && onClose()} title={ORDER_DETAILS_TITLE} width="46rem">
      {order ? (
        <Details order={order} />
      ) : error ? (
        <div role="alert">
          <p>We couldn’t load this order.</p>
          <Button $variant="secondary" onPress={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label="Loading order">
          <Skeleton $height="12rem" />
        </div>
      )}
    </ModalDialog>
  );
}
