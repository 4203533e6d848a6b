import styled from 'styled-components';
import type { PromotionFigures_DashboardFragment } from '../../../graphql/generated/graphql';
import { Money } from '../../../ui/Money';

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
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
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
  th:first-child,
  td:first-child {
    text-align: start;
    padding-inline-start: 0;
    overflow-wrap: anywhere;
  }
  td:first-child span {
    display: block;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The dashboard's promotions panel: discounts given in the range, and each promotion's uses, discount and revenue there. */
export function PromotionFigures({ dashboard }: { dashboard: PromotionFigures_DashboardFragment }) {
  return (
    <>
      <Total>
        <span>Discounts given</span>
        <Money value={dashboard.discountGiven} />
      </Total>
      {dashboard.promotionFigures.length === 0 ? (
        <Empty>No order in this range used a promotion.</Empty>
      ) : (
        <Table aria-label="Promotions in the range">
          <thead>
            <tr>
              <th scope="col">Promotion</th>
              <th scope="col">Uses</th>
              <th scope="col">Discount</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.promotionFigures.map((figures) => (
              <tr key={figures.promotionId}>
                <td>
                  {figures.name}
                  <span>{figures.code ?? 'Automatic'}</span>
                </td>
                <td>{figures.uses}</td>
                <td>
                  <Money value={figures.discountGiven} />
                </td>
                <td>
                  <Money value={figures.revenue} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
