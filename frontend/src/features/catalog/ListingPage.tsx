import { useQuery } from '@apollo/client/react';
import {
  AGE_GROUP_LABELS,
  CATEGORY_LABELS,
  COPY,
  Category,
  MOBILE_FILTER_BREAKPOINT_PX,
  emptyFilters,
  hasActiveFilters,
  toggleFilter,
  type FilterGroup,
  type FilterValue,
  type ListingFilters,
  type SortOption,
} from '@threadline/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { FilterIcon } from '../../ui/Icons';
import { Container } from '../../ui/Container';
import { Sheet } from '../../ui/Sheet';
import { Skeleton } from '../../ui/Skeleton';
import { Eyebrow, PageTitle } from '../../ui/Typography';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ForScreen } from '../../ui/ForScreen';
import { media } from '../../ui/theme';
import { FilterPanel } from './components/FilterPanel';
import { ProductGrid, ProductGridSkeleton } from './components/ProductGrid';
import { LoadMore } from '../../ui/LoadMore';
import { Results, ResultsNotice } from './components/ResultsParts';
import { SortSelect } from './components/SortSelect';
import { warm, type RouteLoader } from '../../app/route-data';
import { activeFilterCount, listingQueryVariables, viewFromSearchParams } from './listing-view';
import { LISTING_PAGE_SIZE, ProductListingQuery } from './operations';
import { useListingView } from './use-listing-view';

/** From this width up the filter panel sits beside the grid; below it, it opens in a sheet (spec section 2). */
export const WIDE_LISTING_QUERY = `(min-width: ${MOBILE_FILTER_BREAKPOINT_PX}px)`;
const NARROW_LISTING_QUERY = `(max-width: ${MOBILE_FILTER_BREAKPOINT_PX - 0.02}px)`;

const Page = styled(Container)`
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[16]}`};
  ${media.md} {
    padding-block: ${({ theme }) => `${theme.space[10]} ${theme.space[20]}`};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Count = styled.p`
  min-height: 1.25rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  ${media.belowMd} {
    width: 100%;
  }
  ${media.md} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

// Compact enough to share a phone's row with the sort menu.
const FiltersButton = styled(Button)`
  gap: 0.375rem;
  padding-inline: ${({ theme }) => theme.space[3]};
  /* The server's page carries both the panel and this button; CSS shows the one the screen needs. */
  @media ${WIDE_LISTING_QUERY} {
    display: none;
  }
`;

const FilterCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onInk};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media ${WIDE_LISTING_QUERY} {
    grid-template-columns: 14rem minmax(0, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 15.5rem minmax(0, 1fr);
  }
`;

const Panel = styled.aside`
  @media ${NARROW_LISTING_QUERY} {
    display: none;
  }
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space[8]});
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Room for the options' focus rings inside the scroll box. */
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[1]};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

function productCount(n: number): string {
  return `${n} ${n === 1 ? 'product' : 'products'}`;
}

function listingHeading(filters: ListingFilters): string {
  if (filters.category) return CATEGORY_LABELS[filters.category];
  // An age group only exists for kids.
  if (filters.age) return `${CATEGORY_LABELS[Category.KIDS]} · ${AGE_GROUP_LABELS[filters.age]}`;
  return 'All Products';
}

/**
 * /shop/listing: filter panel, sort menu, product count and grid (spec section 2). The view lives
 * in the URL (`category`, `age`, `productType`, `sort`) and in session storage; see useListingView.
 */
export function ListingPage() {
  const { view, setView } = useListingView();
  const [areFiltersOpen, setFiltersOpen] = useState(false);

  const { data, previousData, error, loading, fetchMore, refetch } = useQuery(ProductListingQuery, {
    variables: listingQueryVariables(view, LISTING_PAGE_SIZE),
  });
  // While a new view loads, the last one stays on screen (dimmed) instead of a blank page, so the
  // filter panel under the shopper's finger keeps its place.
  const connection = (data ?? (loading ? previousData : undefined))?.products;
  const isUpdating = loading && !data;

  const heading = listingHeading(view.filters);
  const filtersActive = hasActiveFilters(view.filters);
  const activeCount = activeFilterCount(view.filters);

  const toggle = <G extends FilterGroup>(group: G, value: FilterValue<G>) =>
    setView({ ...view, filters: toggleFilter(view.filters, group, value) });
  const clearFilters = () => setView({ ...view, filters: emptyFilters() });
  const changeSort = (sort: SortOption) => setView({ ...view, sort });

  const loadMore = () => fetchMore({ variables: { after: connection?.pageInfo.endCursor } });

  const panel = <FilterPanel filters={view.filters} facets={connection?.facets} onToggle={toggle} />;
  const clearButton = filtersActive ? (
    <Button $variant="ghost" $size="sm" onPress={clearFilters}>
      Clear filters
    </Button>
  ) : null;

  return (
    <Page>
      <title>{`${heading} · Threadline`}</title>
      <Head>
        <Titles>
          <Eyebrow>Shop</Eyebrow>
          <PageTitle>{heading}</PageTitle>
          {connection ? (
            <Count role="status">{isUpdating ? 'Updating…' : productCount(connection.totalCount)}</Count>
          ) : loading ? (
            <Skeleton $width="6rem" $height="1rem" aria-hidden="true" />
          ) : null}
        </Titles>
        <Tools>
          <ForScreen query={WIDE_LISTING_QUERY} matches={false}>
            <FiltersButton $variant="secondary" onPress={() => setFiltersOpen(true)}>
              <FilterIcon width={18} height={18} />
              Filters
              {activeCount > 0 ? (
                <>
                  <FilterCount aria-hidden="true">{activeCount}</FilterCount>
                  <VisuallyHidden>{` (${activeCount} active)`}</VisuallyHidden>
                </>
              ) : null}
            </FiltersButton>
          </ForScreen>
          <SortSelect sort={view.sort} onChange={changeSort} />
        </Tools>
      </Head>

      <Layout>
        <ForScreen query={WIDE_LISTING_QUERY} matches>
          <Panel aria-labelledby="listing-filters-heading">
            <PanelHead>
              <h2 id="listing-filters-heading">Filters</h2>
              {clearButton}
            </PanelHead>
            {panel}
          </Panel>
        </ForScreen>

        <Results aria-busy={isUpdating}>
          {connection ? (
            connection.nodes.length === 0 ? (
              <ResultsNotice>
                <h2>{COPY.NO_PRODUCTS_FOUND}</h2>
                <p>{COPY.NO_PRODUCTS_HINT}</p>
                {filtersActive ? (
                  <Button $variant="primary" onPress={clearFilters}>
                    Clear filters
                  </Button>
                ) : null}
              </ResultsNotice>
            ) : (
              <>
                <ProductGrid products={connection.nodes} headingLevel={2} isAboveFold />
                <LoadMore connection={connection} onLoadMore={loadMore} />
              </>
            )
          ) : error ? (
            <ResultsNotice role="alert">
              <h2>We couldn’t load the products</h2>
              <p>Please check your connection and try again.</p>
              <Button $variant="primary" onPress={() => void refetch()}>
                Try again
              </Button>
            </ResultsNotice>
          ) : (
            <ProductGridSkeleton count={8} />
          )}
        </Results>
      </Layout>

      <ForScreen query={WIDE_LISTING_QUERY} matches={false}>
        <Sheet
          isOpen={areFiltersOpen}
          onOpenChange={setFiltersOpen}
          title="Filters"
          side="start"
          width="22rem"
          footer={(close) => (
            <Button $variant="primary" $fullWidth $size="lg" onPress={close} isPending={isUpdating}>
              {isUpdating || !connection ? 'Updating…' : `Show ${productCount(connection.totalCount)}`}
            </Button>
          )}
        >
          {filtersActive ? <PanelHead>{clearButton}</PanelHead> : null}
          {panel}
        </Sheet>
      </ForScreen>
    </Page>
  );
}

/**
 * The first page of the URL's view. (A bare /shop/listing that resumes the last view from session
 * storage asks for that view when it renders: only the browser knows it.)
 */
export const loader: RouteLoader = (client, { request }) =>
  warm(client.query({ query: ProductListingQuery, variables: listingQueryVariables(viewFromSearchParams(new URL(request.url).searchParams), LISTING_PAGE_SIZE) }));
