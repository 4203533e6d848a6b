import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import type { ReturnFigures_ReturnsFragment } from '../../../graphql/generated/graphql';
import { sizeText } from '../../../graphql/enum-labels';
import { paths } from '../../../app/paths';
import { Money } from '../../../ui/Money';

/** The dashboard's returns over its range: rates by product and by size, and the reasons. */
export const ReturnFigures_returns = graphql(`
  fragment ReturnFigures_returns on DashboardReturns {
    requestCount
    awaitingDecision
    refunded {
      ...Money_money
    }
    byProduct {
      productId
      title
      sold
      returned
      rate
    }
    bySize {
      productId
      title
      size
      sold
      returned
      rate
    }
    reasons {
      reason
      label
      requests
      pieces
    }
  }
`);

const Sums = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  div {
    display: grid;
    gap: 0.125rem;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  th {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.muted};
  }
  th:first-child,
  td:first-child {
    text-align: start;
    padding-inline-start: 0;
    overflow-wrap: anywhere;
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A rate as a whole percentage, "25 %" (the API's rate is 0 to 1), the sign kept on the number's line. */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}\u00a0%`;
}

/** The dashboard's returns panel: how much came back, from which products and sizes, and why. */
export function ReturnFigures({ returns }: { returns: ReturnFigures_ReturnsFragment }) {
  return (
    <>
      <Sums aria-label="Returns in the range">
        <div>
          <dt>Requests</dt>
          <dd>{returns.requestCount}</dd>
        </div>
        <div>
          <dt>Waiting for a decision</dt>
          <dd>{returns.awaitingDecision > 0 ? <Link to={`${paths.admin.returns}?state=REQUESTED`}>{returns.awaitingDecision}</Link> : 0}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>
            <Money value={returns.refunded} />
          </dd>
        </div>
      </Sums>
      {returns.requestCount === 0 ? <Empty>No returns or exchanges were asked in this range.</Empty> : null}
      <Columns>
        <div>
          {returns.byProduct.length === 0 ? (
            <Empty>No product of this range came back.</Empty>
          ) : (
            <Table>
              <caption>Return rate by product</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Back</th>
                  <th scope="col">Rate</th>
                </tr>
              </thead>
              <tbody>
                {returns.byProduct.map((row) => (
                  <tr key={row.productId}>
                    <td>{row.title}</td>
                    <td>{row.sold}</td>
                    <td>{row.returned}</td>
                    <td>{percent(row.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
        <div>
          {returns.bySize.length === 0 ? (
            <Empty>No size of this range came back.</Empty>
          ) : (
            <Table>
              <caption>Return rate by size</caption>
              <thead>
                <tr>
                  <th scope="col">Product, size</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Back</th>
                  <th scope="col">Rate</th>
                </tr>
              </thead>
              <tbody>
                {returns.bySize.map((row) => (
                  <tr key={`${row.productId}/${row.size ?? ''}`}>
                    <td>
                      {row.title}
                      {row.size ? `, ${sizeText(row.size)}` : ''}
                    </td>
                    <td>{row.sold}</td>
                    <td>{row.returned}</td>
                    <td>{percent(row.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
        <div>
          <Table>
            <caption>Reasons</caption>
            <thead>
              <tr>
                <th scope="col">Reason</th>
                <th scope="col">Requests</th>
                <th scope="col">Pieces</th>
              </tr>
            </thead>
            <tbody>
              {returns.reasons.map((row) => (
                <tr key={row.reason}>
                  <td>{row.label}</td>
                  <td>{row.requests}</td>
                  <td>{row.pieces}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Columns>
    </>
  );
}
