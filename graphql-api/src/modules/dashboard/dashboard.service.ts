import type { EntityManager } from '@mikro-orm/postgresql';
import { LOW_STOCK_THRESHOLD, ORDER_STATUSES, SIZES, holdsStock, type OrderStatus, type Size } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput } from '../../shared/errors.js';
import { Money } from '../../shared/money.js';
import { Product } from '../catalog/product.entity.js';
import type { PromotionFigures } from '../promotions/admin-promotions.types.js';
import type { BestSeller, Dashboard, DashboardArgs, DayFigures, SizeStockLevel, StatusCount } from './dashboard.types.js';

/** The store sells in India: a "day" on the dashboard is a calendar day there. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
const PRODUCT_LIST_LIMIT = 20;
const BEST_SELLER_COUNT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

// An order still holding its stock is a sale; rejected and canceled orders gave theirs back and
// count for neither revenue nor best sellers.
const SALE_STATUSES: OrderStatus[] = ORDER_STATUSES.filter(holdsStock);

export interface DateRange {
  from: Date;
  to: Date;
}

export class DashboardService {
  constructor(private readonly scope: RequestScope) {}

  /** The admin's figures over [from, to): a handful of aggregate queries, never every order in memory. */
  async dashboard(args: DashboardArgs): Promise<Dashboard> {
    this.scope.requireViewer(Access.ADMIN);
    const range = dashboardRange(args, new Date());
    const em = this.scope.em;
    const [statusRows, ordersPerDay, stockLists, bestSellers] = await Promise.all([
      ordersByStatusIn(em, range),
      ordersPerDayIn(em, range),
      stockListsOf(em),
      bestSellersIn(em, range),
    ]);
    const sales = statusRows.filter((row) => SALE_STATUSES.includes(row.status));
    return {
      ...range,
      revenue: Money.ofPaise(sales.reduce((sum, row) => sum + row.totalPaise, 0)),
      discountGiven: Money.ofPaise(sales.reduce((sum, row) => sum + row.discountPaise, 0)),
      orderCount: statusRows.reduce((sum, row) => sum + row.count, 0),
      ordersByStatus: ORDER_STATUSES.map((status): StatusCount => ({ status, count: statusRows.find((row) => row.status === status)?.count ?? 0 })),
      ordersPerDay,
      ...stockLists,
      bestSellers,
    };
  }

  /** Each promotion's figures over the dashboard's range: asked for apart, so only a page showing them pays for the statement. */
  async promotionFigures(range: DateRange): Promise<PromotionFigures[]> {
    this.scope.requireViewer(Access.ADMIN);
    return promotionFiguresIn(this.scope.em, range);
  }
}

// Sizes in their own order (XS before S), not the alphabet's.
const SIZE_ORDER = `array_position(array[${SIZES.map((size) => `'${size}'`).join(', ')}], s.size)`;

// A product with fewer than 10 pieces in all has every size below 10: only those are added up.
const PRODUCT_TOTALS_BELOW_THRESHOLD = `
  select product_id, sum(quantity)::int as total from product_size_stock
  where product_id in (select product_id from product_size_stock where quantity < ${LOW_STOCK_THRESHOLD})
  group by product_id having max(quantity) < ${LOW_STOCK_THRESHOLD}`;

// The four stock lists in one statement, each in its order (`position`) and at most 20 long. The
// size lists are served by the partial index on quantity below the threshold.
const STOCK_LISTS = `
  (select 'lowSizes' as list, s.product_id, s.size, s.quantity,
          row_number() over (order by s.quantity, p.title, p.id, ${SIZE_ORDER}) as position
   from product_size_stock s join product p on p.id = s.product_id
   where s.quantity > 0 and s.quantity < ${LOW_STOCK_THRESHOLD}
   order by position limit ${PRODUCT_LIST_LIMIT})
  union all
  (select 'outSizes', s.product_id, s.size, s.quantity, row_number() over (order by p.title, p.id, ${SIZE_ORDER})
   from product_size_stock s join product p on p.id = s.product_id
   where s.quantity = 0
   order by 5 limit ${PRODUCT_LIST_LIMIT})
  union all
  (select 'lowProducts', p.id, null, t.total, row_number() over (order by t.total, p.title, p.id)
   from product p join (${PRODUCT_TOTALS_BELOW_THRESHOLD}) t on t.product_id = p.id
   where t.total > 0 order by 5 limit ${PRODUCT_LIST_LIMIT})
  union all
  (select 'outProducts', p.id, null, t.total, row_number() over (order by p.title, p.id)
   from product p join (${PRODUCT_TOTALS_BELOW_THRESHOLD}) t on t.product_id = p.id
   where t.total = 0 order by 5 limit ${PRODUCT_LIST_LIMIT})`;

interface StockLists {
  lowStockSizes: SizeStockLevel[];
  outOfStockSizes: SizeStockLevel[];
  lowStockProducts: Product[];
  outOfStockProducts: Product[];
}

/** The dashboard's stock lists: one statement for the lists, one for their products. */
async function stockListsOf(em: EntityManager): Promise<StockLists> {
  type Row = { list: 'lowSizes' | 'outSizes' | 'lowProducts' | 'outProducts'; product_id: string; size: Size | null; quantity: number; position: string };
  const rows = (await em.execute<Row[]>(STOCK_LISTS)).sort((a, b) => Number(a.position) - Number(b.position));
  const ids = [...new Set(rows.map((row) => row.product_id))];
  const products = new Map(ids.length > 0 ? (await em.find(Product, { id: { $in: ids } })).map((product) => [product.id, product]) : []);
  const rowsOf = (list: Row['list']) => rows.filter((row) => row.list === list && products.has(row.product_id));
  const levels = (list: Row['list']) => rowsOf(list).map((row) => ({ product: products.get(row.product_id)!, size: row.size!, quantity: row.quantity }));
  const productsOf = (list: Row['list']) => rowsOf(list).map((row) => products.get(row.product_id)!);
  return {
    lowStockSizes: levels('lowSizes'),
    outOfStockSizes: levels('outSizes'),
    lowStockProducts: productsOf('lowProducts'),
    outOfStockProducts: productsOf('outProducts'),
  };
}

/** The range asked for, with the defaults filled in: the last 30 days up to now. */
export function dashboardRange(args: DashboardArgs, now: Date): DateRange {
  const to = args.to ?? now;
  const from = args.from ?? new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
  if (from.getTime() >= to.getTime()) throw badInput('from must be before to', 'from');
  // Bounded so one request cannot ask for years of daily rows.
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw badInput(`The date range may span at most ${MAX_RANGE_DAYS} days`, 'from');
  }
  return { from, to };
}

interface StatusRow {
  status: OrderStatus;
  count: number;
  totalPaise: number;
  discountPaise: number;
}

async function ordersByStatusIn(em: EntityManager, range: DateRange): Promise<StatusRow[]> {
  const rows = await em.execute<Array<{ status: OrderStatus; count: number; total_paise: string; discount_paise: string }>>(
    `select status, count(*)::int as count, sum(total_paise) as total_paise, sum(discount_paise) as discount_paise
     from customer_order
     where created_at >= ?::timestamptz and created_at < ?::timestamptz
     group by status`,
    [range.from.toISOString(), range.to.toISOString()],
  );
  return rows.map((row) => ({ status: row.status, count: row.count, totalPaise: Number(row.total_paise), discountPaise: Number(row.discount_paise) }));
}

// The calendar comes from generate_series, so days without orders appear with zeros. The last day
// is the one holding the instant just before `to`, since `to` itself is outside the range.
const ORDERS_PER_DAY = `
  with placed as (
    select (created_at at time zone ?)::date as day,
           count(*)::int as orders,
           coalesce(sum(total_paise) filter (where status in (?)), 0) as revenue_paise
    from customer_order
    where created_at >= ?::timestamptz and created_at < ?::timestamptz
    group by 1
  ),
  calendar as (
    select day::date as day
    from generate_series(
      (?::timestamptz at time zone ?)::date,
      ((?::timestamptz - interval '1 microsecond') at time zone ?)::date,
      interval '1 day'
    ) as day
  )
  select to_char(calendar.day, 'YYYY-MM-DD') as date,
         coalesce(placed.orders, 0) as orders,
         coalesce(placed.revenue_paise, 0) as revenue_paise
  from calendar left join placed using (day)
  order by calendar.day`;

async function ordersPerDayIn(em: EntityManager, range: DateRange): Promise<DayFigures[]> {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const rows = await em.execute<Array<{ date: string; orders: number; revenue_paise: string }>>(ORDERS_PER_DAY, [
    STORE_TIME_ZONE,
    SALE_STATUSES,
    from,
    to,
    from,
    STORE_TIME_ZONE,
    to,
    STORE_TIME_ZONE,
  ]);
  return rows.map((row) => ({ date: row.date, orders: row.orders, revenue: Money.ofPaise(Number(row.revenue_paise)) }));
}

// The title is the one of the latest sale in the range: lines are snapshots, and a product may
// have been renamed or deleted since.
const BEST_SELLERS = `
  select line.product_id,
         (array_agg(line.title order by placed.created_at desc))[1] as title,
         sum(line.quantity)::int as quantity,
         -- Both columns are 32-bit: multiplied as such, one dear line of many pieces overflows.
         sum(line.quantity::bigint * line.unit_price_paise) as revenue_paise
  from order_line as line
  join customer_order as placed on placed.id = line.order_id
  where placed.created_at >= ?::timestamptz and placed.created_at < ?::timestamptz
    and placed.status in (?)
  group by line.product_id
  order by quantity desc, revenue_paise desc, line.product_id
  limit ?`;

async function bestSellersIn(em: EntityManager, range: DateRange): Promise<BestSeller[]> {
  const rows = await em.execute<Array<{ product_id: string; title: string; quantity: number; revenue_paise: string }>>(BEST_SELLERS, [
    range.from.toISOString(),
    range.to.toISOString(),
    SALE_STATUSES,
    BEST_SELLER_COUNT,
  ]);
  const products = rows.length > 0 ? await em.find(Product, { id: { $in: rows.map((row) => row.product_id) } }) : [];
  return rows.map((row) => ({
    productId: row.product_id,
    title: row.title,
    quantity: row.quantity,
    revenue: Money.ofPaise(Number(row.revenue_paise)),
    product: products.find((product) => product.id === row.product_id) ?? null,
  }));
}

// Each order's frozen record of what each promotion gave it (order_promotion), so the figures stay
// what the orders got whatever became of the promotion since. The name and code are the
// promotion's now, or as frozen on its latest order should it be gone.
const PROMOTION_FIGURES = `
  select applied.promotion_id,
         coalesce(min(promotion.name), (array_agg(applied.name order by placed.created_at desc))[1]) as name,
         case when count(promotion.id) > 0 then min(promotion.code) else (array_agg(applied.code order by placed.created_at desc))[1] end as code,
         count(distinct placed.id)::int as uses,
         sum(applied.discount_paise) as discount_paise,
         sum(placed.total_paise) as revenue_paise
  from order_promotion as applied
  join customer_order as placed on placed.id = applied.order_id
  left join promotion on promotion.id = applied.promotion_id
  where placed.created_at >= ?::timestamptz and placed.created_at < ?::timestamptz
    and placed.status in (?)
  group by applied.promotion_id
  order by discount_paise desc, uses desc, applied.promotion_id`;

async function promotionFiguresIn(em: EntityManager, range: DateRange): Promise<PromotionFigures[]> {
  const rows = await em.execute<Array<{ promotion_id: string; name: string; code: string | null; uses: number; discount_paise: string; revenue_paise: string }>>(
    PROMOTION_FIGURES,
    [range.from.toISOString(), range.to.toISOString(), SALE_STATUSES],
  );
  return rows.map((row) => ({
    promotionId: row.promotion_id,
    name: row.name,
    code: row.code,
    uses: row.uses,
    discountGiven: Money.ofPaise(Number(row.discount_paise)),
    revenue: Money.ofPaise(Number(row.revenue_paise)),
  }));
}
