import type { ApolloClient } from '@apollo/client';
import { isSortOption } from '@threadline/domain';
import { CartQuery } from '../features/cart/operations';
import { listingQueryVariables, SORT_PARAM, viewFromSearchParams } from '../features/catalog/listing-view';
import { sortEnum } from '../features/catalog/catalog-labels';
import { HomePageQuery, homePageVariables } from '../features/home/operations';
import { ProductDialogQuery } from '../features/product/operations';
import { SEARCH_PAGE_SIZE, SearchProductsQuery } from '../features/search/operations';
import { KEYWORD_PARAM } from '../features/search/use-search-keyword';
import { LISTING_PAGE_SIZE, ProductListingQuery } from '../features/catalog/operations';
import { isLegacyProductId, paths, PRODUCT_PARAM } from './paths';

/**
 * Asks, all at once, for what a shop page's components will ask for, with the same documents and
 * variables, so that the server renders the page once with every answer in the cache instead of
 * rendering, waiting for the queries the render started, and rendering again (Apollo's
 * prerenderStatic still renders again for anything missed here: a mismatch costs time, never
 * correctness). Failures are left for the render, which shows them as the browser would.
 */
export async function prefetchShopPage(client: ApolloClient, url: URL, signedIn: boolean): Promise<void> {
  const asked: Promise<unknown>[] = [];
  const ask = (promise: Promise<unknown>) => asked.push(promise.catch(() => undefined));
  const params = url.searchParams;

  if (signedIn) ask(client.query({ query: CartQuery }));
  if (url.pathname === paths.shop.home) ask(client.query({ query: HomePageQuery, variables: homePageVariables }));
  if (url.pathname === paths.shop.listing) {
    ask(client.query({ query: ProductListingQuery, variables: listingQueryVariables(viewFromSearchParams(params), LISTING_PAGE_SIZE) }));
  }
  const keyword = (params.get(KEYWORD_PARAM) ?? '').trim();
  if (url.pathname === paths.shop.search && keyword) {
    const sort = params.get(SORT_PARAM)?.trim();
    ask(client.query({ query: SearchProductsQuery, variables: { keyword, first: SEARCH_PAGE_SIZE, ...(isSortOption(sort) ? { sort: sortEnum(sort) } : {}) } }));
  }
  const product = params.get(PRODUCT_PARAM)?.trim();
  if (product) ask(client.query({ query: ProductDialogQuery, variables: isLegacyProductId(product) ? { id: product } : { slug: product } }));
  await Promise.all(asked);
}
