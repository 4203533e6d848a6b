import {
  canCustomerCancel,
  formatOrderDate,
  OrderStatus as DomainOrderStatus,
  PAID_ORDER_NOT_CANCELABLE_MESSAGE,
  PaymentStatus as DomainPaymentStatus,
} from '@threadline/domain';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { OrderDetails_OrderFragment } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { ModalDialog } from '../../ui/ModalDialog';
import { LineAmount } from '../../ui/LineAmount';
import { Money } from '../../ui/Money';
import { PriceBreakdown } from '../../ui/PriceBreakdown';
import { OrderTimeline } from '../../ui/OrderTimeline';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { StatusBadge } from '../../ui/StatusBadge';
import { TaxDocumentList } from '../../ui/TaxDocumentList';
import { paymentMethodLabel, paymentStatusLabel, sizeText } from '../../graphql/enum-labels';
import { formatDateTime } from '../../ui/format-date-time';
import { ReturnProgress } from './returns/ReturnProgress';
import { ReturnRequestDialog, type ReturnableItem } from './returns/ReturnRequestDialog';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  div {
    display: grid;
    gap: 0.125rem;
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.muted};
  }
  .wide {
    grid-column: 1 / -1;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    overflow-wrap: anywhere;
  }
`;

const LineList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Thumb = styled(ResponsiveImage)`
  width: 3.5rem;
  height: 4.25rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.imageWell};
`;

const LineTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Totals = styled(PriceBreakdown)`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Address = styled.address`
  font-style: normal;
  display: grid;
  gap: 0.125rem;
  overflow-wrap: anywhere;
`;

const Reason = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sunken};
  overflow-wrap: anywhere;
`;

/** The order's lines as the return form offers them: each with the pieces left and the sizes in stock. */
function returnableItems(order: OrderDetails_OrderFragment): ReturnableItem[] {
  return order.lines.map((line) => {
    const returnable = order.returnableLines.find((entry) => entry.orderLine.id === line.id);
    const options = (returnable?.exchangeSizes ?? []).filter((option) => option.size !== line.size);
    return {
      orderLineId: line.id,
      title: line.title,
      image: line.image,
      size: line.size,
      returnable: returnable?.returnableQuantity ?? 0,
      exchangeSizes: options.map((option) => option.size),
      exchangeOptions: options,
    };
  });
}

/**
 * Whether the shopper may ask: the server lists returnable lines only for a delivered order inside
 * its window, so no clock is read here (a window that ends while the page is open is the server's
 * refusal, in its words).
 */
function canAskReturn(order: OrderDetails_OrderFragment): boolean {
  return order.status === 'DELIVERED' && order.returnableLines.some((line) => line.returnableQuantity > 0);
}

/** The window's last moment as the store prints it (the API gives its exclusive end). */
function lastMomentOf(windowEndsAt: string): string {
  return formatDateTime(new Date(new Date(windowEndsAt).getTime() - 1));
}

export interface OrderDetailsDialogProps {
  order: OrderDetails_OrderFragment | null;
  onClose: () => void;
  onCancelOrder: (orderId: string) => void;
}

/** Everything about one order; "Cancel Order" while it can still be canceled (ORDER_PLACED). */
export function OrderDetailsDialog({ order, onClose, onCancelOrder }: OrderDetailsDialogProps) {
  const cancellable = order
    ? canCustomerCancel({ status: DomainOrderStatus[order.status], paymentStatus: DomainPaymentStatus[order.paymentStatus] })
    : false;
  // Placed but paid: say why there is no Cancel button, and who can cancel it.
  const paidWhilePlaced = order?.status === 'ORDER_PLACED' && order.paymentStatus === 'PAID';
  const reasonRef = useRef<HTMLElement>(null);
  // The GST invoice issued on dispatch, and any credit note reversing it (issue 27); none before dispatch.
  const documents = order ? [...(order.invoices ?? []), ...(order.creditNotes ?? [])] : [];
  const wasCancellable = useRef(cancellable);
  const [returnOrderId, setReturnOrderId] = useState<string | null>(null);
  const returnsRef = useRef<HTMLElement>(null);
  const mayAskReturn = order ? canAskReturn(order) : false;

  // Canceling removes the "Cancel Order" button that focus would go back to; land on the reason
  // instead, which also says what just happened, and keeps focus inside this dialog.
  useEffect(() => {
    const justCanceled = wasCancellable.current && !cancellable && order?.id !== undefined;
    wasCancellable.current = cancellable;
    if (!justCanceled) return;
    const frame = requestAnimationFrame(() => reasonRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [cancellable, order?.id]);
  return (
    <ModalDialog
      isOpen={order !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Order Details"
      width="44rem"
      footer={(close) => (
        <>
          {order && cancellable ? (
            <Button $variant="secondary" onPress={() => onCancelOrder(order.id)}>
              Cancel Order
            </Button>
          ) : null}
          {order && mayAskReturn ? (
            <Button $variant="secondary" onPress={() => setReturnOrderId(order.id)}>
              Return or exchange
            </Button>
          ) : null}
          <Button $variant="primary" onPress={close}>
            Close
          </Button>
        </>
      )}
    >
      {order ? (
        // Focusable, so keyboard users can reach the details and scroll them with the arrow keys
        // when they are taller than the dialog (all its buttons sit in the footer).
        <Body tabIndex={0} role="region" aria-label="Order information">
          <section aria-label="Summary">
            <Facts>
              <div className="wide">
                <dt>Order ID</dt>
                <dd>{order.id}</dd>
              </div>
              <div>
                <dt>Order Date</dt>
                <dd>{formatOrderDate(order.orderDate)}</dd>
              </div>
              <div>
                <dt>Order Status</dt>
                <dd>
                  <StatusBadge status={order.status} />
                </dd>
              </div>
              <div>
                <dt>Last Updated</dt>
                <dd>{formatOrderDate(order.orderUpdateDate)}</dd>
              </div>
              <div>
                <dt>Payment Method</dt>
                <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
              </div>
              <div>
                <dt>Payment Status</dt>
                <dd>{paymentStatusLabel(order.paymentStatus)}</dd>
              </div>
              {order.buyerGstin ? (
                <div className="wide">
                  <dt>Invoiced to business</dt>
                  <dd>
                    {order.buyerBusinessName} · GSTIN {order.buyerGstin}
                  </dd>
                </div>
              ) : null}
            </Facts>
            {paidWhilePlaced ? <p>{PAID_ORDER_NOT_CANCELABLE_MESSAGE}</p> : null}
          </section>

          {order.cancellationReason ? (
            <section aria-labelledby="order-cancel-reason" ref={reasonRef} tabIndex={-1} style={{ outline: 'none' }}>
              <SubHeading id="order-cancel-reason">Cancellation reason</SubHeading>
              <Reason>{order.cancellationReason}</Reason>
            </section>
          ) : null}

          <section aria-labelledby="order-items">
            <SubHeading id="order-items">Items</SubHeading>
            <LineList>
              {order.lines.map((line) => (
                <Line key={line.id}>
                  <Thumb src={line.image} alt="" sizes="56px" loading="lazy" />
                  <div>
                    <LineTitle>{line.title}</LineTitle>
                    <Muted>
                      Size: {sizeText(line.size)} · Qty: {line.quantity} · <Money value={line.price} /> each
                    </Muted>
                  </div>
                  <LineAmount lineTotal={line.lineTotal} discount={line.discount} finalTotal={line.finalTotal} />
                </Line>
              ))}
            </LineList>
            <Totals
              aria-label="Order totals"
              subtotal={order.subtotal}
              promotions={order.promotions}
              discount={order.discount}
              total={order.total}
              totalTestId="order-total"
            />
          </section>

          {documents.length > 0 ? (
            <section aria-labelledby="order-documents">
              <SubHeading id="order-documents">Invoices</SubHeading>
              <TaxDocumentList documents={documents} label="Invoices and credit notes" empty="" />
            </section>
          ) : null}

          {(order.returns ?? []).length > 0 || mayAskReturn ? (
            <section aria-labelledby="order-returns" ref={returnsRef} tabIndex={-1} style={{ outline: 'none' }}>
              <SubHeading id="order-returns">Returns and exchanges</SubHeading>
              {mayAskReturn && order.returnWindowEndsAt ? (
                <Muted style={{ marginBottom: '0.75rem' }}>
                  You can ask to return a piece or swap its size until {lastMomentOf(order.returnWindowEndsAt)}.
                </Muted>
              ) : null}
              <ReturnProgress requests={order.returns ?? []} />
            </section>
          ) : null}

          <section aria-labelledby="order-updates">
            <SubHeading id="order-updates">Updates</SubHeading>
            <OrderTimeline events={order.history ?? []} audience="shopper" />
          </section>

          <section aria-labelledby="order-address">
            <SubHeading id="order-address">Delivery address</SubHeading>
            <Address>
              <span>{order.addressInfo.address}</span>
              <span>
                {order.addressInfo.city} – {order.addressInfo.pincode}
              </span>
              <span>Phone: {order.addressInfo.phone}</span>
              {order.addressInfo.notes ? <span>Notes: {order.addressInfo.notes}</span> : null}
            </Address>
          </section>
        </Body>
      ) : null}
      {order ? (
        <ReturnRequestDialog
          orderId={returnOrderId}
          items={returnableItems(order)}
          windowEndsAt={order.returnWindowEndsAt ?? null}
          onClose={() => setReturnOrderId(null)}
          // The button that opened the form is gone once every piece is asked for: land on the
          // request just made instead, which keeps focus (and Escape) inside these details.
          onRequested={() => requestAnimationFrame(() => returnsRef.current?.focus())}
        />
      ) : null}
    </ModalDialog>
  );
}
