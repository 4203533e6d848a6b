import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import type { StockMovementReason } from '../../../graphql/generated/graphql';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../../../ui/format-date-time';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { sizeLabel } from '../admin-labels';
import { ProductStockMovementsQuery } from './operations';

/** How many of each size's movements the sheet shows. */
export const STOCK_MOVEMENTS_SHOWN = 10;

export const STOCK_REASON_LABELS: Readonly<Record<StockMovementReason, string>> = {
  INITIAL: 'Opening stock',
  SALE: 'Sold',
  CANCEL: 'Order canceled',
  REJECTION: 'Order rejected',
  EXPIRY: 'Payment not approved in time',
  PAYMENT_FAILED: 'Payment could not start',
  ADMIN_ADJUSTMENT: 'Set by admin',
  RETURN: 'Returned by the shopper',
  EXCHANGE: 'Kept for an exchange',
  EXCHANGE_RELEASE: 'Exchange given up',
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const SizeDetails = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  > summary {
    cursor: pointer;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    font-variant-numeric: tabular-nums;
  }
  > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.ink};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.muted};
  }
  td.number,
  th.number {
    text-align: right;
    white-space: nowrap;
  }
`;

const Why = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : quantity < 0 ? `−${Math.abs(quantity)}` : '0');

/** Who moved the stock: the order (by the start of its id, as the orders list shows it) or the admin. */
function causeText(movement: { orderId?: string | null; adminName?: string | null }): string | null {
  if (movement.orderId) return `Order ${movement.orderId.slice(0, 8)}`;
  if (movement.adminName) return `by ${movement.adminName}`;
  return null;
}

/**
 * Each size's recent stock movements (the stock ledger, issue 25): when, how many pieces in or out,
 * the stock after, and why (which order, or which admin). Read when the sheet opens.
 */
export function StockLedger({ productId }: { productId: string }) {
  const { data, error, refetch } = useQuery(ProductStockMovementsQuery, {
    variables: { productId, first: STOCK_MOVEMENTS_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const sizes = data?.productStockMovements;
  return (
    <Section aria-labelledby={`${productId}-ledger`}>
      <Heading id={`${productId}-ledger`}>Stock movements</Heading>
      {sizes ? (
        sizes.map((entry) => (
          <SizeDetails key={entry.size}>
            <summary>
              {sizeLabel(entry.size)}: {entry.quantityAvailable} in stock
              {entry.movements[0] ? ` · last: ${STOCK_REASON_LABELS[entry.movements[0].reason].toLowerCase()} ${signed(entry.movements[0].quantityMoved)}` : ''}
            </summary>
            <Table>
              <caption>
                <VisuallyHidden>
                  Last {STOCK_MOVEMENTS_SHOWN} stock movements of size {sizeLabel(entry.size)}, newest first
                </VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">When and why</th>
                  <th scope="col" className="number">
                    Change
                  </th>
                  <th scope="col" className="number">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {entry.movements.map((movement) => (
                  <tr key={movement.id}>
                    <td>
                      {formatDateTime(movement.createdAt)}
                      <Why>
                        {STOCK_REASON_LABELS[movement.reason]}
                        {causeText(movement) ? `, ${causeText(movement)}` : ''}
                      </Why>
                    </td>
                    <td className="number">{signed(movement.quantityMoved)}</td>
                    <td className="number">{movement.quantityAfter}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </SizeDetails>
        ))
      ) : error ? (
        <div role="alert">
          <Muted>We couldn’t load the stock movements.</Muted>
          <Button $variant="secondary" onPress={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label="Loading stock movements">
          <Skeleton $height="6rem" />
        </div>
      )}
    </Section>
  );
}
