import { describe, expect, it } from 'vitest';
import {
  AUTH_MARKETING,
  crossesLowStockLine,
  DEFAULT_SORT,
  FAQ_ITEMS,
  mapEmbedUrl,
  mapLinkUrl,
  SORT_OPTIONS,
  formatOrderDate,
  isOnSale,
  isSortOption,
  stockBadge,
  whatsAppLink,
} from './store.js';

describe('stockBadge', () => {
  it.each([
    [0, { kind: 'out', label: 'Out Of Stock' }],
    [-1, { kind: 'out', label: 'Out Of Stock' }],
    [Number.NaN, { kind: 'out', label: 'Out Of Stock' }],
    [1, { kind: 'low', label: 'Only 1 items left' }],
    [9, { kind: 'low', label: 'Only 9 items left' }],
    [10, null],
    [250, null],
  ])('stock %s → %j', (stock, badge) => {
    expect(stockBadge(stock)).toEqual(badge);
  });
});

describe('isOnSale', () => {
  it.each([
    [0, false],
    [-100, false],
    [1, true],
    [49_900, true],
  ])('sale price %i → %s', (salePrice, onSale) => {
    expect(isOnSale(salePrice)).toBe(onSale);
  });
});

describe('formatOrderDate', () => {
  it.each([
    ['2025-03-04T18:29:59Z', '4/3/2025'], // 23:59:59 in India
    ['2025-03-04T18:30:00Z', '5/3/2025'], // midnight in India: already the next day
    ['2024-12-31T20:00:00Z', '1/1/2025'],
    [Date.UTC(2025, 10, 21, 6), '21/11/2025'],
    [new Date(Date.UTC(2025, 0, 9)), '9/1/2025'],
  ])('%s → %s', (date, text) => {
    expect(formatOrderDate(date)).toBe(text);
  });

  it.each(['2025-03-04T18:30:00Z', '2023-07-15T02:00:00Z', '2026-02-28T21:00:00Z'])(
    'agrees with Intl en-IN in India time for %s',
    (iso) => {
      expect(formatOrderDate(iso)).toBe(new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }));
    },
  );

  it('is blank for an invalid date', () => {
    expect(formatOrderDate('not a date')).toBe('');
  });
});

describe('whatsAppLink', () => {
  const greetingOf = (link: string): string => new URL(link).searchParams.get('text') ?? '';

  it.each([
    [undefined, 'Guest'],
    ['', 'Guest'],
    ['   ', 'Guest'],
    ['Asha Roy', 'Asha Roy'],
    ['A&B ?', 'A&B ?'],
  ])('greets as the user %j → %s', (name, who) => {
    const link = whatsAppLink(name);
    expect(link.startsWith('https://wa.me/')).toBe(true);
    expect(greetingOf(link)).toContain(who);
  });
});

describe('sorting', () => {
  it('defaults to price low to high and knows all four REST names', () => {
    expect(DEFAULT_SORT).toBe('price-lowtohigh');
    expect(SORT_OPTIONS).toEqual(['price-lowtohigh', 'price-hightolow', 'newest', 'popular']);
  });
  it.each([
    ['newest', true],
    ['price-asc', false],
    [undefined, false],
  ])('isSortOption(%j) → %s', (value, ok) => {
    expect(isSortOption(value)).toBe(ok);
  });
});

describe('store copy', () => {
  it('has six FAQ items with distinct ids', () => {
    expect(FAQ_ITEMS).toHaveLength(6);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(6);
  });

  it.each([
    '24-48 hours',
    '3-5 business days',
    '1-2 business days before the delivery date',
    '24-48 hours after your order has shipped',
    'UPI, net banking, wallets, or cash after delivery',
    'approved',
    'InShipping',
  ])('the FAQ states %j', (fact) => {
    expect(FAQ_ITEMS.some((item) => item.answer.includes(fact))).toBe(true);
  });

  it('brands the auth layout with the store heading and badges', () => {
    expect(AUTH_MARKETING.heading).toBe('Threadline Store');
    expect(AUTH_MARKETING.tagline).toBe('Your Premium Fashion Destination');
    expect(AUTH_MARKETING.badges).toEqual(['Cash on Delivery', 'Bulk Orders Welcome']);
  });
});

describe('store map links', () => {
  it('frames the place with a marker on it, in OpenStreetMap order (west, south, east, north)', () => {
    expect(mapEmbedUrl(22.8, 88.6, 0.01)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=88.59000,22.79500,88.61000,22.80500&layer=mapnik&marker=22.8,88.6',
    );
    expect(mapLinkUrl(22.8, 88.6)).toBe('https://www.openstreetmap.org/?mlat=22.8&mlon=88.6#map=16/22.8/88.6');
  });
});

describe('crossesLowStockLine', () => {
  it('is true only for a drop from the line (10) or above to below it', () => {
    expect(crossesLowStockLine(10, 9)).toBe(true);
    expect(crossesLowStockLine(40, 0)).toBe(true);
    expect(crossesLowStockLine(11, 10)).toBe(false);
    expect(crossesLowStockLine(9, 3)).toBe(false);
    expect(crossesLowStockLine(3, 12)).toBe(false);
  });
});
