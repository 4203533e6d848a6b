// The package's public surface: everything the API and the storefront may import.
export * from './catalog.js';
export * from './delivery.js';
export * from './listing-filters.js';
export * from './messages.js';
export * from './money.js';
export * from './order-status.js';
export * from './password-reset.js';
export * from './preconditions.js';
export * from './pricing.js';
export * from './promotions.js';
export * from './size-charts.js';
export * from './size-options.js';
export * from './store.js';
export * from './validation.js';
export * from './size-stock.js';
