import { graphql } from '../../../graphql/generated';

/** A size running low or sold out: "Navy Polo, XL: 2 left". */
export const StockAlert_level = graphql(`
  fragment StockAlert_level on SizeStockLevel {
    size
    quantity
    product {
      id
      title
      image
    }
  }
`);

/** What promotions gave over the range: in all, and per promotion. */
export const PromotionFigures_dashboard = graphql(`
  fragment PromotionFigures_dashboard on Dashboard {
    discountGiven {
      ...Money_money
    }
    promotionFigures {
      promotionId
      name
      code
      uses
      discountGiven {
        ...Money_money
      }
      revenue {
        ...Money_money
      }
    }
  }
`);

/** The /admin/dashboard route's query: the store's figures over a date range. */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard($from: DateTimeISO, $to: DateTimeISO) {
    dashboard(from: $from, to: $to) {
      from
      to
      mail {
        ...MailWarning_mailStatus
      }
      webhooks {
        ...WebhookWarning_webhookStatus
      }
      invoicing {
        ...InvoicingWarning_invoicingStatus
      }
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
      lowStockSizes {
        ...StockAlert_level
      }
      outOfStockSizes {
        ...StockAlert_level
      }
      ...PromotionFigures_dashboard
      returns {
        ...ReturnFigures_returns
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
