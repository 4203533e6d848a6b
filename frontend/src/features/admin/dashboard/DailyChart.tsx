import { decimalStringToPaise, formatOrderDate } from '@threadline/domain';
import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import type { DailyChart_DayFiguresFragment } from '../../../graphql/generated/graphql';
import { formatMoney, Money } from '../../../ui/Money';
import { media } from '../../../ui/theme';

export const DailyChartFragment = graphql(`
  fragment DailyChart_dayFigures on DayFigures {
    date
    orders
    revenue {
      ...Money_money
    }
  }
`);

/**
 * A day's revenue as whole paise, only to size its bar and find the peak: an exact integer, so no
 * float decides which day is biggest. What is shown stays the server's amount.
 */
function revenuePaise(day: DailyChart_DayFiguresFragment): number {
  return decimalStringToPaise(day.revenue.amount) ?? 0;
}

// Drawn in a fixed coordinate box and stretched to the width available; text stays in HTML so it
// keeps its size on a phone.
const WIDTH = 640;
const HEIGHT = 140;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.xl} {
    grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
    align-items: start;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Chart = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    strong {
      font-weight: ${({ theme }) => theme.fontWeight.semibold};
    }
    span {
      color: ${({ theme }) => theme.color.muted};
      font-variant-numeric: tabular-nums;
    }
  }
  svg {
    display: block;
    width: 100%;
    height: 9rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.borderStrong};
  }
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const TableRegion = styled.div`
  max-height: 24rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-variant-numeric: tabular-nums;
  }
  caption {
    padding: ${({ theme }) => theme.space[3]};
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    text-align: end;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.muted};
  }
`;

function Bars({ values, color, label }: { values: { key: string; value: number; title: string }[]; color: string; label: string }) {
  const max = Math.max(0, ...values.map((item) => item.value));
  const slot = WIDTH / Math.max(values.length, 1);
  const barWidth = Math.max(1, slot * 0.72);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" data-chart={label}>
      {values.map((item, index) => {
        const height = max > 0 ? (item.value / max) * (HEIGHT - 4) : 0;
        return (
          <rect
            key={item.key}
            x={index * slot + (slot - barWidth) / 2}
            y={HEIGHT - height}
            width={barWidth}
            height={Math.max(height, item.value > 0 ? 1.5 : 0)}
            rx={Math.min(3, barWidth / 3)}
            fill={color}
          >
            <title>{item.title}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/**
 * Orders and revenue per day: two bar charts in plain SVG (no charting library in the bundle) for
 * the eye, and the same figures as a table for everyone else. The charts are hidden from assistive
 * technology because the table says it all.
 */
export function DailyChart({ days, revenueColor, ordersColor }: { days: readonly DailyChart_DayFiguresFragment[]; revenueColor: string; ordersColor: string }) {
  if (days.length === 0) return null;
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const peakRevenue = days.reduce((best, day) => (revenuePaise(day) > revenuePaise(best) ? day : best), first);
  const peakOrders = days.reduce((best, day) => (day.orders > best.orders ? day : best), first);
  const axis = (
    <Axis aria-hidden="true">
      <span>{formatOrderDate(first.date)}</span>
      {days.length > 1 ? <span>{formatOrderDate(last.date)}</span> : null}
    </Axis>
  );
  return (
    <Layout>
      <Charts>
        <Chart>
          <figcaption>
            <strong>Revenue per day</strong>
            <span>
              Peak {formatMoney(peakRevenue.revenue)} on {formatOrderDate(peakRevenue.date)}
            </span>
          </figcaption>
          <Bars
            label="revenue"
            color={revenueColor}
            values={days.map((day) => ({ key: day.date, value: revenuePaise(day), title: `${formatOrderDate(day.date)}: ${formatMoney(day.revenue)}` }))}
          />
          {axis}
        </Chart>
        <Chart>
          <figcaption>
            <strong>Orders per day</strong>
            <span>
              Peak {peakOrders.orders} on {formatOrderDate(peakOrders.date)}
            </span>
          </figcaption>
          <Bars
            label="orders"
            color={ordersColor}
            values={days.map((day) => ({ key: day.date, value: day.orders, title: `${formatOrderDate(day.date)}: ${day.orders} orders` }))}
          />
          {axis}
        </Chart>
      </Charts>
      <TableRegion role="region" aria-label="Orders and revenue per day" tabIndex={0}>
        <table>
          <caption>Orders and revenue per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatOrderDate(day.date)}</th>
                <td>{day.orders}</td>
                <td>
                  <Money value={day.revenue} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </Layout>
  );
}
