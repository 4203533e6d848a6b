// Test support for the listing: a tiny fake of the products API (filters, sort, facets, paging)
// behind Apollo's MockLink, and a router probe that shows the URL and can go Back and Forward.
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import type {
  AgeGroup,
  Category,
  ProductListingQuery,
  ProductListingQueryVariables,
  ProductType,
} from '../../graphql/generated/graphql';
import { typePolicies } from '../../graphql/type-policies';
import { theme } from '../../ui/theme';
import { money } from '../../test/money';
import { ProductListingDocument } from '../../graphql/generated/graphql';

type Node = ProductListingQuery['products']['nodes'][number];

export interface FakeProduct {
  title: string;
  category: Category;
  productType: ProductType;
  /** Kids products only. */
  age?: AgeGroup;
  /** Rupees, as the API writes them: "899.00". */
  price: string;
}

export const FAKE_CATALOGUE: readonly FakeProduct[] = [
  { title: "Men's Navy Polo", category: 'MALE', productType: 'POLO_NECK', price: '899.00' },
  { title: "Men's Grey Tee", category: 'MALE', productType: 'ROUND_NECK_HALF', price: '499.00' },
  { title: "Men's Sweatshirt", category: 'MALE', productType: 'SWEAT_SHIRTS_FULL', price: '1299.00' },
  { title: "Women's Crop Top", category: 'FEMALE', productType: 'CROP_TOP', price: '599.00' },
  { title: "Women's Polo", category: 'FEMALE', productType: 'POLO_NECK', price: '799.00' },
  { title: "Kids' Dino Tee", category: 'KIDS', productType: 'ROUND_NECK_HALF', age: 'AGE_3_5', price: '399.00' },
  { title: "Kids' Rocket Tee", category: 'KIDS', productType: 'ROUND_NECK_HALF', age: 'AGE_6_8', price: '449.00' },
  { title: "Kids' Polo", category: 'KIDS', productType: 'POLO_NECK', age: 'AGE_9_13', price: '549.00' },
];

const CATEGORY_VALUES: Category[] = ['MALE', 'FEMALE', 'KIDS'];
const AGE_VALUES: AgeGroup[] = ['AGE_3_5', 'AGE_6_8', 'AGE_9_13'];
const TYPE_VALUES: ProductType[] = [
  'ROUND_NECK_HALF',
  'POLO_NECK',
  'ROUND_NECK_FULL',
  'SWEAT_SHIRTS_FULL',
  'SWEAT_SHIRTS_UPPER',
  'ROUND_NECK_OVERSIZE',
  'CROP_TOP',
];

function toNode(product: FakeProduct, index: number): Node & { __typename: 'Product' } {
  return {
    __typename: 'Product',
    id: `p${index}`,
    slug: product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    title: product.title,
    image: `/media/products/p${index}.webp`,
    onSale: false,
    priceRange: { __typename: 'MoneyRange', min: money(product.price) } as Node['priceRange'],
    compareAtPriceRange: null,
    totalStock: 20,
    category: product.category,
    productType: product.productType,
    offers: [],
  };
}

type Filter = NonNullable<ProductListingQueryVariables['filter']>;

function matchesGroupOne(product: FakeProduct, filter: Filter): boolean {
  if (filter.category && product.category !== filter.category) return false;
  if (filter.age && product.age !== filter.age) return false;
  return true;
}

function matchesTypes(product: FakeProduct, filter: Filter): boolean {
  return !filter.productTypes?.length || filter.productTypes.includes(product.productType);
}

/** What the API would answer for `variables`, facets counted as the schema describes. */
export function fakeListing(variables: ProductListingQueryVariables, catalogue: readonly FakeProduct[] = FAKE_CATALOGUE) {
  const filter = variables.filter ?? {};
  const indexed = catalogue.map((product, index) => ({ product, node: toNode(product, index) }));
  const matching = indexed.filter(({ product }) => matchesGroupOne(product, filter) && matchesTypes(product, filter));
  const sorted = [...matching].sort((a, b) =>
    variables.sort === 'PRICE_HIGH_TO_LOW' ? Number(b.product.price) - Number(a.product.price) : Number(a.product.price) - Number(b.product.price),
  );
  const first = variables.first ?? 24;
  const offset = variables.after ? Number(variables.after) : 0;
  const page = sorted.slice(offset, offset + first);
  const end = offset + page.length;
  const typed = catalogue.filter((product) => matchesTypes(product, filter));
  const grouped = catalogue.filter((product) => matchesGroupOne(product, filter));
  return {
    data: {
      products: {
        __typename: 'ProductConnection' as const,
        totalCount: sorted.length,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: end < sorted.length, endCursor: page.length ? String(end) : null },
        facets: {
          __typename: 'ProductFacets' as const,
          categories: CATEGORY_VALUES.map((value) => ({
            __typename: 'CategoryFacetCount' as const,
            value,
            count: typed.filter((product) => product.category === value).length,
          })),
          ageGroups: AGE_VALUES.map((value) => ({
            __typename: 'AgeGroupFacetCount' as const,
            value,
            count: typed.filter((product) => product.age === value).length,
          })),
          productTypes: TYPE_VALUES.map((value) => ({
            __typename: 'ProductTypeFacetCount' as const,
            value,
            count: grouped.filter((product) => product.productType === value).length,
          })),
        },
        nodes: page.map(({ node }) => node),
      },
    },
  };
}

/** A mock answering every listing query from the fake catalogue; `calls` records each request's variables. */
export function fakeListingApi(catalogue: readonly FakeProduct[] = FAKE_CATALOGUE) {
  const calls: ProductListingQueryVariables[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: ProductListingDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      calls.push(variables as ProductListingQueryVariables);
      return fakeListing(variables as ProductListingQueryVariables, catalogue);
    },
  };
  return { mock, calls };
}

/** Shows the current URL and offers Back and Forward, as the browser would. */
export function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </div>
  );
}

/** Renders `ui` (and the probe) at `entry` (the last, given a history), which may carry router state. */
export function renderRoute(
  ui: ReactElement,
  entry: InitialEntry | InitialEntry[],
  mocks: ReadonlyArray<MockLink.MockedResponse>,
): RenderResult {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={Array.isArray(entry) ? entry : [entry]}>
          {ui}
          <RouterProbe />
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}

/** Makes `useMediaQuery` see a screen `width` px wide (jsdom has no matchMedia). */
export function setScreenWidth(width: number): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      const matches = min ? width >= Number(min[1]) : false;
      return { matches, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
    },
  );
}
