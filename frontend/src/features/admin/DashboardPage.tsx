import { useQuery } from '@apollo/client/react';
import { ORDER_STATUS_BADGE, OrderStatus as DomainOrderStatus, type BadgeColor } from '@threadline/domain';
import { useMemo, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { StockAlert_LevelFragment } from '../../graphql/generated/graphql';
import { sizeText } from '../../graphql/enum-labels';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import { StatusBadge } from '../../ui/StatusBadge';
import { TextField } from '../../ui/TextField';
import { SectionTitle } from '../../ui/Typography';
import { media, theme } from '../../ui/theme';
import { Notice } from '../../ui/Notice';
import { AdminPageHead } from './components/AdminPageHead';
import { DailyChart } from './dashboard/DailyChart';
import { InvoicingWarning } from './dashboard/InvoicingWarning';
import { MailWarning } from './dashboard/MailWarning';
import { PromotionFigures } from './dashboard/PromotionFigures';
import { ReturnFigures } from './dashboard/ReturnFigures';
import { WebhookWarning } from './dashboard/WebhookWarning';
import {
  DEFAULT_RANGE,
  isRangePreset,
  istToday,
  daysBefore,
  RANGE_LABELS,
  RANGE_PRESETS,
  rangeVariables,
  type RangePreset,
} from './dashboard/date-range';
import { AdminDashboardQuery } from './dashboard/operations';
import { editProductPath } from './admin-paths';

// The bar beside each status count in the status's own colour; the hues of ui/StatusBadge's dots.
const STATUS_BAR: Readonly<Record<BadgeColor, string>> = {
  blue: '#2f6fd0',
  yellow: '#d4a012',
  green: '#2e9a5f',
  red: '#d2392b',
  gray: '#8a847c',
};

const RANGE_PARAM = 'range';
const FROM_PARAM = 'from';
const TO_PARAM = 'to';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Segments = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const GroupLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Segment = styled(Radio)`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &[data-hovered] {
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.sunken};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.color.onInk};
    background: ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    width: 10.5rem;
  }
`;

const RangeError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Figures = styled.dl`
  margin-top: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-bottom: ${({ theme }) => theme.space[10]};
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xl};
    overflow-wrap: anywhere;
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize['2xl']};
    }
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled.section<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${media.lg} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

const Rows = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StatusRow = styled.li`
  display: grid;
  grid-template-columns: 9rem minmax(0, 1fr) 3rem;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  font-variant-numeric: tabular-nums;
  span:last-child {
    text-align: end;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Track = styled.span`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sunken};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
  }
`;

const ProductRow = styled.li`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  img {
    width: 2.5rem;
    height: 3rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.imageWell};
  }
  a {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    overflow-wrap: anywhere;
    &:hover {
      color: ${({ theme }) => theme.color.accent};
    }
  }
`;

const Aside = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  text-align: end;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Stock is kept per size: each row is one size of one product ("Navy Polo, XL: 2 left"). */
function StockList({ levels, emptyText, note }: { levels: readonly StockAlert_LevelFragment[]; emptyText: string; note: (level: StockAlert_LevelFragment) => string }) {
  if (levels.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Rows>
      {levels.map((level) => (
        <ProductRow key={`${level.product.id}/${level.size}`}>
          <img src={level.product.image} alt="" loading="lazy" width={40} height={48} />
          <Link to={editProductPath(level.product.id)}>
            {level.product.title}, {sizeText(level.size)}
          </Link>
          <Aside>{note(level)}</Aside>
        </ProductRow>
      ))}
    </Rows>
  );
}

/**
 * /admin/dashboard: what an owner checks each morning, over a chosen range: revenue and orders,
 * orders by status, orders and revenue per day, stock to reorder and best sellers. Every figure is
 * the API's; the page only lays them out.
 */
export function DashboardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const rangeParam = params.get(RANGE_PARAM);
  const preset: RangePreset = isRangePreset(rangeParam) ? rangeParam : DEFAULT_RANGE;
  // Read once: the day only matters for where the presets start, and must not change every render.
  const [today] = useState(() => istToday());
  const customFrom = params.get(FROM_PARAM) ?? daysBefore(today, 6);
  const customTo = params.get(TO_PARAM) ?? today;

  const range = useMemo(() => rangeVariables(preset, { from: customFrom, to: customTo }, today), [preset, customFrom, customTo, today]);
  const { data, error, loading, refetch } = useQuery(AdminDashboardQuery, {
    variables: 'error' in range ? {} : range,
    skip: 'error' in range,
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.dashboard;

  const setParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(location.search);
    change(next);
    void navigate({ search: next.toString() }, { replace: true });
  };

  const maxStatusCount = Math.max(1, ...(dashboard?.ordersByStatus.map((entry) => entry.count) ?? []));

  return (
    <>
      <AdminPageHead title="Dashboard" />
      <Controls>
        <Segments
          value={preset}
          orientation="horizontal"
          onChange={(value) =>
            setParams((next) => {
              if (value === DEFAULT_RANGE) next.delete(RANGE_PARAM);
              else next.set(RANGE_PARAM, value);
              if (value === 'custom') {
                next.set(FROM_PARAM, customFrom);
                next.set(TO_PARAM, customTo);
              } else {
                next.delete(FROM_PARAM);
                next.delete(TO_PARAM);
              }
            })
          }
        >
          <GroupLabel>Date range</GroupLabel>
          <div>
            {RANGE_PRESETS.map((value) => (
              <Segment key={value} value={value}>
                {RANGE_LABELS[value]}
              </Segment>
            ))}
          </div>
        </Segments>
        {preset === 'custom' ? (
          <Dates>
            <TextField label="From" type="date" value={customFrom} onChange={(value) => setParams((next) => next.set(FROM_PARAM, value))} />
            <TextField label="To" type="date" value={customTo} onChange={(value) => setParams((next) => next.set(TO_PARAM, value))} />
          </Dates>
        ) : null}
        {'error' in range ? <RangeError role="alert">{range.error}</RangeError> : null}
      </Controls>

      {dashboard ? (
        <>
          <MailWarning mail={dashboard.mail} />
          <WebhookWarning webhooks={dashboard.webhooks} />
          <InvoicingWarning invoicing={dashboard.invoicing} />
          <Figures aria-label="Figures for the range">
            <Figure>
              <dt>Revenue</dt>
              <dd>
                <Money value={dashboard.revenue} />
              </dd>
            </Figure>
            <Figure>
              <dt>Orders</dt>
              <dd>{dashboard.orderCount}</dd>
            </Figure>
            <Figure>
              <dt>Low stock sizes</dt>
              <dd>{dashboard.lowStockSizes.length}</dd>
            </Figure>
            <Figure>
              <dt>Sold-out sizes</dt>
              <dd>{dashboard.outOfStockSizes.length}</dd>
            </Figure>
          </Figures>

          <Panels>
            <Panel $wide aria-labelledby="per-day-heading">
              <SectionTitle id="per-day-heading">Orders and revenue per day</SectionTitle>
              {dashboard.orderCount === 0 ? <Empty>No orders were placed in this range.</Empty> : null}
              <DailyChart days={dashboard.ordersPerDay} revenueColor={theme.color.accent} ordersColor={theme.color.ink} />
            </Panel>

            <Panel aria-labelledby="by-status-heading">
              <SectionTitle id="by-status-heading">Orders by status</SectionTitle>
              <Rows>
                {dashboard.ordersByStatus.map((entry) => (
                  <StatusRow key={entry.status}>
                    <span>
                      <StatusBadge status={entry.status} />
                    </span>
                    <Track aria-hidden="true">
                      <span
                        style={{
                          width: `${(entry.count / maxStatusCount) * 100}%`,
                          background: STATUS_BAR[ORDER_STATUS_BADGE[DomainOrderStatus[entry.status]]],
                        }}
                      />
                    </Track>
                    <span>{entry.count}</span>
                  </StatusRow>
                ))}
              </Rows>
            </Panel>

            <Panel aria-labelledby="best-sellers-heading">
              <SectionTitle id="best-sellers-heading">Best sellers</SectionTitle>
              {dashboard.bestSellers.length === 0 ? (
                <Empty>No sales in this range yet.</Empty>
              ) : (
                <Rows as="ol">
                  {dashboard.bestSellers.map((seller) => (
                    <ProductRow key={seller.productId}>
                      {seller.product ? <img src={seller.product.image} alt="" loading="lazy" width={40} height={48} /> : <span />}
                      {seller.product ? <Link to={editProductPath(seller.product.id)}>{seller.title}</Link> : <span>{seller.title} (deleted)</span>}
                      <Aside>
                        {seller.quantity} sold · <Money value={seller.revenue} />
                      </Aside>
                    </ProductRow>
                  ))}
                </Rows>
              )}
            </Panel>

            <Panel $wide aria-labelledby="promotions-heading">
              <SectionTitle id="promotions-heading">Promotions</SectionTitle>
              <PromotionFigures dashboard={dashboard} />
            </Panel>

            <Panel $wide aria-labelledby="returns-heading">
              <SectionTitle id="returns-heading">Returns and exchanges</SectionTitle>
              <ReturnFigures returns={dashboard.returns} />
            </Panel>

            <Panel aria-labelledby="low-stock-heading">
              <SectionTitle id="low-stock-heading">Low stock</SectionTitle>
              <StockList levels={dashboard.lowStockSizes} emptyText="Every size has 10 or more in stock." note={(level) => `${level.quantity} left`} />
            </Panel>

            <Panel aria-labelledby="out-of-stock-heading">
              <SectionTitle id="out-of-stock-heading">Out of stock</SectionTitle>
              <StockList levels={dashboard.outOfStockSizes} emptyText="Nothing is out of stock." note={() => 'Out Of Stock'} />
            </Panel>
          </Panels>
        </>
      ) : error && !loading ? (
        <Notice role="alert">
          <h2>We couldn’t load the dashboard</h2>
          <p>Please check your connection and try again.</p>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : 'error' in range ? null : (
        <Loading aria-busy="true" aria-label="Loading figures">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} $height="6rem" $radius="8px" />
          ))}
        </Loading>
      )}
    </>
  );
}
