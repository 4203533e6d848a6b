import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE, formatOrderDate } from '@threadline/domain';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderStatus } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import { StatusBadge } from '../../ui/StatusBadge';
import { media } from '../../ui/theme';
import { ORDER_STATUS_NAMES } from './admin-labels';
import { Notice } from '../../ui/Notice';
import { AdminPageHead } from './components/AdminPageHead';
import { Pager } from './components/Pager';
import { SelectField } from '../../ui/SelectField';
import { useCursorPaging } from './components/use-cursor-paging';
import { AdminOrdersQuery } from './orders/operations';
import { OrderDetailsDialog } from './orders/OrderDetailsDialog';
import { orderStatusLabel } from '../../graphql/enum-labels';

export const ORDERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const STATUS_PARAM = 'status';
const ALL = 'ALL';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  > :first-child {
    width: min(100%, 16rem);
  }
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

// The table keeps its columns and scrolls inside this region on narrow screens; the page never
// scrolls sideways. Focusable so keyboard users can scroll it too.
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 62rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: start;
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]}`};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: start;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.paper};
  }
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Who = styled.div`
  display: grid;
  min-width: 12rem;
  span {
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

const Address = styled.div`
  min-width: 11rem;
  max-width: 16rem;
  overflow-wrap: anywhere;
`;

const Nowrap = styled.td`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUS_NAMES as readonly string[]).includes(value);
}

function orderCount(n: number): string {
  return `${n} ${n === 1 ? 'order' : 'orders'}`;
}

/** /admin/orders: All Orders, newest first, by status, with View Details and the status form. */
export function OrdersPage() {
  const location = useLocation();
  const paging = useCursorPaging();
  const statusParam = new URLSearchParams(location.search).get(STATUS_PARAM);
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);

  const { data, error, loading, refetch } = useQuery(AdminOrdersQuery, {
    variables: { ...(status ? { status } : {}), first: ORDERS_PAGE_SIZE, ...(paging.after ? { after: paging.after } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminOrders;

  return (
    <>
      <AdminPageHead title="Orders" />
      <Toolbar>
        <SelectField
          label="Status"
          options={[{ value: ALL, label: 'All statuses' }, ...ORDER_STATUS_NAMES.map((value) => ({ value, label: orderStatusLabel(value) }))]}
          value={status ?? ALL}
          onChange={(value) =>
            paging.setParams((next) => {
              if (value === ALL) next.delete(STATUS_PARAM);
              else next.set(STATUS_PARAM, value);
            })
          }
        />
        {connection ? <Count role="status">{orderCount(connection.totalCount)}</Count> : null}
      </Toolbar>

      {connection ? (
        connection.nodes.length === 0 ? (
          <Notice>
            <h2>No orders {status ? `in ${orderStatusLabel(status)}` : 'yet'}</h2>
            <p>{status ? 'Try another status.' : 'Orders appear here as soon as shoppers place them.'}</p>
          </Notice>
        ) : (
          <>
            <Scroller role="region" aria-label="All Orders" tabIndex={0}>
              <Table>
                <caption>All Orders</caption>
                <thead>
                  <tr>
                    <th scope="col">Order ID</th>
                    <th scope="col">User</th>
                    <th scope="col">Shipping Address</th>
                    <th scope="col">Order Date</th>
                    <th scope="col">Last Updated</th>
                    <th scope="col">Total Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {connection.nodes.map((order) => (
                    <tr key={order.id}>
                      <td>
                        <Mono title={order.id} id={`order-${order.id}`}>
                          #{order.id.slice(0, 8)}
                        </Mono>
                      </td>
                      <td>
                        <Who>
                          {order.customer.userName}
                          <span>{order.customer.email}</span>
                        </Who>
                      </td>
                      <td>
                        <Address>
                          {order.addressInfo.address}, {order.addressInfo.city} {order.addressInfo.pincode}
                        </Address>
                      </td>
                      <Nowrap>{formatOrderDate(order.orderDate)}</Nowrap>
                      <Nowrap>{formatOrderDate(order.orderUpdateDate)}</Nowrap>
                      <Nowrap>
                        <Money value={order.total} />
                      </Nowrap>
                      <td>
                        <StatusBadge status={order.status} />
                      </td>
                      <td>
                        <Button
                          $variant="secondary"
                          $size="sm"
                          aria-describedby={`order-${order.id}`}
                          onPress={() => setOpenOrderId(order.id)}
                        >
                          View Details
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroller>
            <Pager
              label="Orders"
              paging={paging}
              pageSize={ORDERS_PAGE_SIZE}
              shown={connection.nodes.length}
              totalCount={connection.totalCount}
              hasNextPage={connection.pageInfo.hasNextPage}
              endCursor={connection.pageInfo.endCursor}
            />
          </>
        )
      ) : error && !loading ? (
        <Notice role="alert">
          <h2>We couldn’t load the orders</h2>
          <p>Please check your connection and try again.</p>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <div aria-busy="true" aria-label="Loading orders">
          <Skeleton $height="20rem" $radius="8px" />
        </div>
      )}

      <OrderDetailsDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
    </>
  );
}
