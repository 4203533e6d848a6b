import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS } from '@threadline/domain';
import { describe, expect, it } from 'vitest';
import { SearchProductsDocument, type SearchProductsQueryVariables } from '../../graphql/generated/graphql';
import { money } from '../../test/money';
import { renderRoute } from '../catalog/test-catalog';
import { SearchPage } from './SearchPage';
import { SEARCH_PAGE_SIZE } from './operations';

const url = () => screen.getByTestId('url').textContent;
const box = () => screen.getByRole('searchbox', { name: 'Search products' });

function product(n: number, title: string) {
  return {
    __typename: 'Product' as const,
    id: `p${n}`,
    slug: title.toLowerCase().replace(/ /g, '-'),
    title,
    image: `/media/products/p${n}.webp`,
    onSale: false,
    priceRange: { __typename: 'MoneyRange' as const, min: money('899.00') },
    compareAtPriceRange: null,
    totalStock: 20,
    category: 'MALE' as const,
    productType: 'POLO_NECK' as const,
    offers: [],
  };
}

const POLOS = [product(1, 'Navy Polo'), product(2, 'White Polo')];

/** A search API that knows "polo" (and corrects "pollo" to it); anything else finds nothing. */
function fakeSearchApi() {
  const calls: SearchProductsQueryVariables[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: SearchProductsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      const { keyword } = variables as SearchProductsQueryVariables;
      calls.push(variables as SearchProductsQueryVariables);
      const nodes = keyword === 'polo' || keyword === 'pollo' ? POLOS : [];
      return {
        data: {
          searchProducts: {
            __typename: 'ProductConnection',
            totalCount: nodes.length,
            correctedKeyword: keyword === 'pollo' ? 'polo' : null,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: nodes.length ? 'c' : null },
            nodes,
          },
        },
      };
    },
  };
  return { mock, calls };
}

function renderSearch(entries: string | string[]) {
  const api = fakeSearchApi();
  renderRoute(<SearchPage />, entries, [api.mock]);
  return api;
}

describe('SearchPage', { timeout: 20_000 }, () => {
  it(`searches ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, once, and keeps the keyword in the URL without a history entry per letter`, async () => {
    const api = renderSearch(['/shop/home', '/shop/search']);
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();

    await userEvent.type(box(), 'polo');
    // Still typing: nothing searched yet.
    expect(url()).toBe('/shop/search');
    expect(api.calls).toEqual([]);

    await waitFor(() => expect(url()).toBe('/shop/search?keyword=polo'), { timeout: SEARCH_DEBOUNCE_MS * 3 });
    const results = await screen.findByRole('list', { name: 'Products' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(within(results).getByRole('link', { name: 'Navy Polo' })).toHaveAttribute('href', '/shop/search?keyword=polo&product=navy-polo');
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(api.calls).toEqual([{ keyword: 'polo', first: SEARCH_PAGE_SIZE }]);

    // The search replaced its entry: Back leaves the search page.
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(url()).toBe('/shop/home');
  });

  it('searches the keyword of the URL on arrival, and follows the URL on Back', async () => {
    renderSearch(['/shop/search?keyword=polo', '/shop/search']);
    expect(box()).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(box()).toHaveValue('polo');
    expect(await screen.findByRole('link', { name: 'White Polo' })).toBeInTheDocument();
    expect(url()).toBe('/shop/search?keyword=polo');
  });

  it('clears the results at once when the box is emptied', async () => {
    renderSearch('/shop/search?keyword=polo');
    expect(await screen.findByRole('link', { name: 'Navy Polo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(url()).toBe('/shop/search');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
  });

  it('says nothing matched, quoting the keyword', async () => {
    renderSearch('/shop/search');
    await userEvent.type(box(), 'qxzv{Enter}');
    expect(url()).toBe('/shop/search?keyword=qxzv');
    expect(await screen.findByRole('heading', { name: 'No products found matching "qxzv"' })).toBeInTheDocument();
  });

  it('says which words it searched when the API corrected a typo', async () => {
    renderSearch('/shop/search?keyword=pollo');
    expect(await screen.findByText('Showing results for')).toHaveTextContent('Showing results for "polo"');
    expect(screen.getByText(/no exact matches for "pollo"/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('orders by Relevance until the shopper sorts, keeping the order in the URL and Back undoing it', async () => {
    const api = renderSearch('/shop/search?keyword=polo');
    await screen.findByText('2 results');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Relevance');
    expect(api.calls.at(-1)).toEqual({ keyword: 'polo', first: SEARCH_PAGE_SIZE });

    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Relevance', 'Price: Low to High', 'Price: High to Low', 'Newest', 'Popular']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(url()).toBe('/shop/search?keyword=polo&sort=price-hightolow');
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ keyword: 'polo', sort: 'PRICE_HIGH_TO_LOW', first: SEARCH_PAGE_SIZE }));

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(url()).toBe('/shop/search?keyword=polo');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Relevance');

    await userEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    expect(url()).toBe('/shop/search?keyword=polo');
  });

  it('shows no correction line for a keyword found as typed', async () => {
    renderSearch('/shop/search?keyword=polo');
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });
});
