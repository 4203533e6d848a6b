import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE, formatOrderDate, RETURN_STATE_LABELS, RETURN_STATES, type ReturnState } from '@threadline/domain';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminReturnRow_RequestFragment } from '../../graphql/generated/graphql';
import { sizeText } from '../../graphql/enum-labels';
import { Button } from '../../ui/Button';
import { Money, isZeroMoney } from '../../ui/Money';
import { Notice } from '../../ui/Notice';
import { ReturnStateBadge } from '../../ui/ReturnStateBadge';
import { Skeleton } from '../../ui/Skeleton';
import { AdminPageHead } from './components/AdminPageHead';
import { Pager } from './components/Pager';
import { SelectField } from '../../ui/SelectField';
import { useCursorPaging } from './components/use-cursor-paging';
import { AdminReturnsQuery } from './returns/operations';
import { RETURN_PARAM, ReturnDetailsDialog } from './returns/ReturnDetailsDialog';

export const RETURNS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const STATE_PARAM = 'state';
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

// As on the orders page: the table keeps its columns and scrolls inside this focusable region on
// narrow screens; the page itself never scrolls sideways.
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
  min-width: 54rem;
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
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Who = styled.div`
  display: grid;
  min-width: 11rem;
  span {
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

const Pieces = styled.ul`
  list-style: none;
  min-width: 12rem;
  max-width: 18rem;
  li {
    overflow-wrap: anywhere;
  }
`;

const Nowrap = styled.td`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

function isReturnState(value: string | null): value is ReturnState {
  return value !== null && (RETURN_STATES as readonly string[]).includes(value);
}

function requestCount(n: number): string {
  return `${n} ${n === 1 ? 'request' : 'requests'}`;
}

/** The money side of a row: a refund's amount, or what an exchange collects or gives back. */
function AmountCell({ request }: { request: AdminReturnRow_RequestFragment }) {
  if (request.kind === 'REFUND') return <Money value={request.refund} />;
  const difference = request.exchangeDifference;
  if (isZeroMoney(difference)) return <>Same price</>;
  if (difference.amount.startsWith('-')) {
    return (
      <>
        Refund <Money value={{ ...difference, amount: difference.amount.slice(1) }} />
      </>
    );
  }
  return (
    <>
      Collect <Money value={difference} />
    </>
  );
}

/**
 * /admin/returns: shoppers' return and exchange requests, newest first, by state; each opens in a
 * dialog (`?return=<id>`, so a link can name one) where the admin decides and records each step.
 */
export function ReturnsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const paging = useCursorPaging();
  const params = new URLSearchParams(location.search);
  const stateParam = params.get(STATE_PARAM);
  const state = isReturnState(stateParam) ? stateParam : undefined;
  const openId = params.get(RETURN_PARAM);

  const { data, error, loading, refetch } = useQuery(AdminReturnsQuery, {
    variables: { ...(state ? { state } : {}), first: RETURNS_PAGE_SIZE, ...(paging.after ? { after: paging.after } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.returnRequests;

  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(location.search);
    if (id) next.set(RETURN_PARAM, id);
    else next.delete(RETURN_PARAM);
    void navigate({ search: next.toString() }, { replace: id === null, state: location.state });
  };

  return (
    <>
      <AdminPageHead title="Returns" note="Requests to send pieces back, for a refund or another size. Newest first." />
      <Toolbar>
        <SelectField
          label="State"
          options={[{ value: ALL, label: 'All states' }, ...RETURN_STATES.map((value) => ({ value, label: RETURN_STATE_LABELS[value] }))]}
          value={state ?? ALL}
          onChange={(value) =>
            paging.setParams((next) => {
              if (value === ALL) next.delete(STATE_PARAM);
              else next.set(STATE_PARAM, value);
            })
          }
        />
        {connection ? <Count role="status">{requestCount(connection.totalCount)}</Count> : null}
      </Toolbar>

      {connection ? (
        connection.nodes.length === 0 ? (
          <Notice>
            <h2>No requests {state ? `in ${RETURN_STATE_LABELS[state]}` : 'yet'}</h2>
            <p>{state ? 'Try another state.' : 'Requests appear here as soon as shoppers send them.'}</p>
          </Notice>
        ) : (
          <>
            <Scroller role="region" aria-label="Return requests" tabIndex={0}>
              <Table>
                <caption>Return requests</caption>
                <thead>
                  <tr>
                    <th scope="col">Asked on</th>
                    <th scope="col">Order</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Pieces</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Amount</th>
                    <th scope="col">State</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {connection.nodes.map((request) => (
                    <tr key={request.id}>
                      <Nowrap>{formatOrderDate(request.createdAt)}</Nowrap>
                      <td>
                        <Mono title={request.order.id}>#{request.order.id.slice(0, 8)}</Mono>
                      </td>
                      <td>
                        <Who id={`return-${request.id}`}>
                          {request.order.customer.userName}
                          <span>{request.order.customer.email}</span>
                        </Who>
                      </td>
                      <td>{request.kind === 'EXCHANGE' ? 'Exchange' : 'Refund'}</td>
                      <td>
                        <Pieces>
                          {request.lines.map((line) => (
                            <li key={line.id}>
                              {line.productName}, {sizeText(line.size)}
                              {line.exchangeSize ? ` → ${sizeText(line.exchangeSize)}` : ''} × {line.quantity}
                            </li>
                          ))}
                        </Pieces>
                      </td>
                      <td>{request.reasonLabel}</td>
                      <Nowrap>
                        <AmountCell request={request} />
                      </Nowrap>
                      <td>
                        <ReturnStateBadge state={request.state} />
                      </td>
                      <td>
                        <Button $variant="secondary" $size="sm" aria-describedby={`return-${request.id}`} onPress={() => setOpen(request.id)}>
                          Open
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroller>
            <Pager
              label="Return requests"
              paging={paging}
              pageSize={RETURNS_PAGE_SIZE}
              shown={connection.nodes.length}
              totalCount={connection.totalCount}
              hasNextPage={connection.pageInfo.hasNextPage}
              endCursor={connection.pageInfo.endCursor}
            />
          </>
        )
      ) : error && !loading ? (
        <Notice role="alert">
          <h2>We couldn’t load the return requests</h2>
          <p>Please check your connection and try again.</p>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <div aria-busy="true" aria-label="Loading return requests">
          <Skeleton $height="20rem" $radius="8px" />
        </div>
      )}

      <ReturnDetailsDialog returnId={openId} onClose={() => setOpen(null)} />
    </>
  );
}
