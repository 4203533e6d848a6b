import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121202519 } from './Migration20261121202519.js';
import { Migration20261121203429 } from './Migration20261121203429.js';
import { Migration20261121204718 } from './Migration20261121204718.js';
import { Migration20261121210800 } from './Migration20261121210800.js';
import { Migration20261121211500 } from './Migration20261121211500.js';
import { Migration20261125024417 } from './Migration20261125024417.js';
import { Migration20261125025000 } from './Migration20261125025000.js';
import { Migration20261125031500 } from './Migration20261125031500.js';
import { Migration20261125040000 } from './Migration20261125040000.js';
import { Migration20261125060000 } from './Migration20261125060000.js';
import { Migration20261126064648 } from './Migration20261126064648.js';
import { Migration20261126070000 } from './Migration20261126070000.js';
import { Migration20261126073000 } from './Migration20261126073000.js';
import { Migration20261126100000 } from './Migration20261126100000.js';
import { Migration20261127120000 } from './Migration20261127120000.js';
import { Migration20261127130000 } from './Migration20261127130000.js';
import { Migration20261127140000 } from './Migration20261127140000.js';
import { Migration20261127150000 } from './Migration20261127150000.js';
import { Migration20261128000000 } from './Migration20261128000000.js';
import { Migration20261128030000 } from './Migration20261128030000.js';
import { Migration20261128110000 } from './Migration20261128110000.js';
import { Migration20261129010000 } from './Migration20261129010000.js';
import { Migration20261129020000 } from './Migration20261129020000.js';
import { Migration20261129030000 } from './Migration20261129030000.js';
import { Migration20261129050000 } from './Migration20261129050000.js';
import { Migration20261207200000 } from './Migration20261207200000.js';

// Listed by hand, oldest first: MikroORM would otherwise import() the files itself, which does
// not work for TypeScript sources under vitest. `npm run migration:create` prints the lines to add.
export const migrationsList: MigrationObject[] = [
  // Products, users and feature images.
  { name: 'Migration20261121202519', class: Migration20261121202519 },
  // Cart, addresses, orders, reviews, sign-in state; product search and listing indexes.
  { name: 'Migration20261121203429', class: Migration20261121203429 },
  // Indexes for order listings, order lines and the dashboard's stock lists.
  { name: 'Migration20261121204718', class: Migration20261121204718 },
  // The title vocabulary that search corrects typos against.
  { name: 'Migration20261121210800', class: Migration20261121210800 },
  // Exact product counts per category, cut and size, for listing totals and facets.
  { name: 'Migration20261121211500', class: Migration20261121211500 },
  // Where placing an order sent the shopper next, for retried checkouts.
  { name: 'Migration20261125024417', class: Migration20261125024417 },
  // Product slugs: the column, its unique constraint, the rule as SQL functions, the backfill.
  { name: 'Migration20261125025000', class: Migration20261125025000 },
  // Order totals in bigint: a large valid cart passes 2^31 paise.
  { name: 'Migration20261125031500', class: Migration20261125031500 },
  // Product counts per search lexeme, for the totals of one-word searches.
  { name: 'Migration20261125040000', class: Migration20261125040000 },
  // Writes to products and reviews notify the instances' catalogue caches.
  { name: 'Migration20261125060000', class: Migration20261125060000 },
  // Stock per size: each product's stock moved onto its own size; sales notify per product.
  { name: 'Migration20261126064648', class: Migration20261126064648 },
  // Payments of orders stopped before anything was collected are CANCELED, not PENDING.
  { name: 'Migration20261126070000', class: Migration20261126070000 },
  // Sign-in throttling per account and address pair; the addresses each account signed in from.
  { name: 'Migration20261126073000', class: Migration20261126073000 },
  // The outbox (e-mails, due jobs), password reset tokens, and session generations that a reset raises.
  { name: 'Migration20261126100000', class: Migration20261126100000 },
  // Typo tolerance by edit distance (fuzzystrmatch); hyphenated title words kept whole in the vocabulary.
  { name: 'Migration20261127120000', class: Migration20261127120000 },
  // Orders' history (append-only order events); due jobs name their subject instead of a key to the order.
  { name: 'Migration20261127130000', class: Migration20261127130000 },
  // The stock ledger: every change of a size's stock as a movement, opening with each size's stock now.
  { name: 'Migration20261127140000', class: Migration20261127140000 },
  // Webhooks for third parties: endpoints, the deliveries owed to them (outbox rows), each attempt.
  { name: 'Migration20261127150000', class: Migration20261127150000 },
  // Promotions and discount codes: their uses, what each gave an order, and the lines' frozen discounts.
  { name: 'Migration20261128000000', class: Migration20261128000000 },
  // Writes to promotions notify the instances, which keep the products' offers in memory.
  { name: 'Migration20261128030000', class: Migration20261128030000 },
  // The store's details for GST invoices (one row) and each product type's HSN code.
  { name: 'Migration20261128110000', class: Migration20261128110000 },
  // GST documents: the numbering series, issued invoices and credit notes, an order's business buyer.
  { name: 'Migration20261129010000', class: Migration20261129010000 },
  // Outbox e-mails name the files they carry (the dispatch e-mail's tax invoice PDF).
  { name: 'Migration20261129020000', class: Migration20261129020000 },
  // Returns and size exchanges: requests, their lines, refund payouts; when orders were delivered.
  { name: 'Migration20261129030000', class: Migration20261129030000 },
  // Each shopper's changes, appended: what the storefront's kept viewer parts are valid for.
  { name: 'Migration20261129050000', class: Migration20261129050000 },
  // A hero image added or deleted announces a catalogue change: kept home pages show it at once.
  { name: 'Migration20261207200000', class: Migration20261207200000 },
];
