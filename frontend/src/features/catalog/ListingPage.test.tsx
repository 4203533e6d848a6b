import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductListingDocument, type ProductListingQuery } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/render';
import { LISTING_PAGE_SIZE, ListingPage } from './ListingPage';

type Node = ProductListingQuery['products']['nodes'][number];

function node(n: number, overrides: Partial<Node> = {}): Node & { __typename: 'Product' } {
  return {
    __typename: 'Product',
    id: `p${n}`,
    title: `Kids' Tee ${n}`,
    image: `/media/products/tee-${n}.webp`,
    price: 399,
    salePrice: 0,
    totalStock: 20,
    category: 'KIDS',
    productType: 'ROUND_NECK_HALF',
    ...overrides,
  };
}

function listingMock(
  variables: Record<string, unknown>,
  page: { nodes: Node[]; totalCount: number; hasNextPage?: boolean; endCursor?: string | null },
): MockLink.MockedResponse {
  return {
    request: { query: ProductListingDocument, variables },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          totalCount: page.totalCount,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            endCursor: page.endCursor ?? null,
          },
          nodes: page.nodes,
        },
      },
    },
  };
}

describe('ListingPage', () => {
  it('shows the category heading, the product count and a card per product', async () => {
    const mocks = [
      listingMock(
        { filter: { category: 'KIDS' }, first: LISTING_PAGE_SIZE },
        { nodes: [node(1), node(2), node(3)], totalCount: 3 },
      ),
    ];
    renderWithProviders(<ListingPage />, { route: '/shop/listing?category=kids', mocks });

    expect(screen.getByRole('heading', { level: 1, name: 'Kids' })).toBeInTheDocument();
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByRole('article', { name: "Kids' Tee 2" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    const mocks = [listingMock({ filter: { category: 'FEMALE' }, first: LISTING_PAGE_SIZE }, { nodes: [], totalCount: 0 })];
    renderWithProviders(<ListingPage />, { route: '/shop/listing?category=female', mocks });

    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('ignores an unknown category and lists all products', async () => {
    const mocks = [listingMock({ first: LISTING_PAGE_SIZE }, { nodes: [node(1)], totalCount: 1 })];
    renderWithProviders(<ListingPage />, { route: '/shop/listing?category=aliens', mocks });

    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it('loads the next page into the same grid', async () => {
    const mocks = [
      listingMock(
        { filter: { category: 'MALE' }, first: LISTING_PAGE_SIZE },
        { nodes: [node(1), node(2)], totalCount: 63, hasNextPage: true, endCursor: 'cursor-2' },
      ),
      listingMock(
        { filter: { category: 'MALE' }, first: LISTING_PAGE_SIZE, after: 'cursor-2' },
        { nodes: [node(3)], totalCount: 63, hasNextPage: false, endCursor: 'cursor-3' },
      ),
    ];
    renderWithProviders(<ListingPage />, { route: '/shop/listing?category=male', mocks });

    expect(await screen.findByText('63 products')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 63')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const grid = screen.getByRole('list', { name: 'Products' });
    expect(await within(grid).findByRole('article', { name: "Kids' Tee 3" })).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
