import { graphql } from '../../../graphql/generated';

export const StockAlert_product = graphql(`
  fragment StockAlert_product on Product {
    id
    title
    image
    totalStock
  }
`);

/** The /admin/dashboard route's query: the store's figures over a date range. */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard($from: DateTimeISO, $to: DateTimeISO) {
    dashboard(from: $from, to: $to) {
      from
      to
      revenue {
        ...Money_money
      }
      orderCount
      ordersByStatus {
        status
        count
      }
      ordersPerDay {
        ...DailyChart_dayFigures
      }
      lowStockProducts {
        id
        ...StockAlert_product
      }
      outOfStockProducts {
        id
        ...StockAlert_product
      }
      bestSellers {
        productId
        title
        quantity
        revenue {
          ...Money_money
        }
        product {
          id
          image
        }
      }
    }
  }
`);
