import { useQuery } from '@apollo/client/react';
import { formatOrderDate } from '@threadline/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import { StatusBadge } from '../../ui/StatusBadge';
import { media } from '../../ui/theme';
import { LoadMore } from '../../ui/LoadMore';
import { Muted } from '../../ui/Typography';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { MyOrdersQuery } from './operations';
import { shortOrderId } from './order-labels';

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

// A real table on wide screens. On phones each row becomes a small card (no sideways scroll); the
// explicit roles keep it a table for screen readers even though the CSS display changes.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.paper};
    white-space: nowrap;
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  .numeric {
    text-align: right;
  }

  ${media.belowMd} {
    display: block;
    border: 0;
    background: transparent;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space[3]};
    }
    tbody tr {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      display: grid;
      gap: 0.125rem;
      padding: 0;
    }
    .numeric {
      text-align: left;
    }
    .action {
      grid-column: 1 / -1;
    }
  }
`;

const CellLabel = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
  ${media.belowMd} {
    display: block;
  }
`;

const OrderId = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const ViewButton = styled(Button)`
  ${media.belowMd} {
    width: 100%;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[5]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

/** Orders shown at first, and added by each "Load more orders". */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** The Orders tab: the shopper's orders, newest first, with their details and cancellation. */
export function OrderHistory() {
  // cache-and-network: an order placed or changed elsewhere shows on the next visit.
  const { data, loading, error, fetchMore } = useQuery(MyOrdersQuery, {
    variables: { first: ORDER_HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myOrders;
  const orders = connection?.nodes ?? [];
  const loadMore = () => fetchMore({ variables: { after: connection?.pageInfo.endCursor } });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  // Read from the list, so a cancel shows in the open details at once.
  const detailsOrder = orders.find((order) => order.id === detailsId) ?? null;

  let body;
  if (loading && !data) {
    body = (
      <div role="status" aria-label="Loading your orders" style={{ display: 'grid', gap: '0.5rem' }}>
        <Skeleton $height="3rem" />
        <Skeleton $height="3rem" />
        <Skeleton $height="3rem" />
      </div>
    );
  } else if (error && !data) {
    body = (
      <Empty role="alert">
        <strong>Your orders could not be loaded.</strong>
        <Muted>Please refresh the page to try again.</Muted>
      </Empty>
    );
  } else if (orders.length === 0) {
    body = (
      <Empty>
        <strong>No orders yet</strong>
        <Muted>When you place an order it will show here, with its status.</Muted>
        <ButtonLink to={paths.shop.listing} $variant="primary">
          Start Shopping
        </ButtonLink>
      </Empty>
    );
  } else {
    body = (
      <Table role="table" aria-labelledby="order-history-title">
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">Order ID</th>
            <th role="columnheader" scope="col">Order Date</th>
            <th role="columnheader" scope="col">Order Status</th>
            <th role="columnheader" scope="col" className="numeric">Order Price</th>
            <th role="columnheader" scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => (
            <tr role="row" key={order.id}>
              <td role="cell">
                <CellLabel aria-hidden="true">Order ID</CellLabel>
                <OrderId id={`order-${order.id}`} title={order.id}>
                  {shortOrderId(order.id)}
                </OrderId>
              </td>
              <td role="cell">
                <CellLabel aria-hidden="true">Order Date</CellLabel>
                {formatOrderDate(order.orderDate)}
              </td>
              <td role="cell">
                <CellLabel aria-hidden="true">Order Status</CellLabel>
                <span>
                  <StatusBadge status={order.status} />
                </span>
              </td>
              <td role="cell" className="numeric">
                <CellLabel aria-hidden="true">Order Price</CellLabel>
                <Money value={order.total} />
              </td>
              <td role="cell" className="action">
                <ViewButton $variant="secondary" $size="sm" aria-describedby={`order-${order.id}`} onPress={() => setDetailsId(order.id)}>
                  View Details
                </ViewButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <section aria-labelledby="order-history-title">
      <Title id="order-history-title">Order History</Title>
      {body}
      {connection && orders.length > 0 ? (
        <LoadMore connection={connection} onLoadMore={loadMore} label="Load more orders" compact />
      ) : null}
      <OrderDetailsDialog order={detailsOrder} onClose={() => setDetailsId(null)} onCancelOrder={setCancelId} />
      <CancelOrderDialog orderId={cancelId} onClose={() => setCancelId(null)} />
    </section>
  );
}
