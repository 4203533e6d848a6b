import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE } from '@threadline/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';
import { Eyebrow, PageTitle } from '../../ui/Typography';
import { media } from '../../ui/theme';
import { categoryFromParam, categoryLabel } from './catalog-labels';
import { ProductGrid, ProductGridSkeleton } from './components/ProductGrid';
import { ProductListingQuery } from './operations';

export const LISTING_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const Page = styled(Container)`
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[16]}`};
  ${media.md} {
    padding-block: ${({ theme }) => `${theme.space[12]} ${theme.space[20]}`};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[12]};
`;

const Progress = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

function productCount(n: number): string {
  return `${n} ${n === 1 ? 'product' : 'products'}`;
}

/** /shop/listing: the catalogue, optionally for one category (`?category=male|female|kids`). */
export function ListingPage() {
  const [searchParams] = useSearchParams();
  // Unknown values are ignored, so a stale or hand-edited link still shows the whole catalogue.
  const category = categoryFromParam(searchParams.get('category'));
  const heading = category ? categoryLabel(category) : 'All Products';

  const { data, error, loading, fetchMore, refetch } = useQuery(ProductListingQuery, {
    variables: { ...(category ? { filter: { category } } : {}), first: LISTING_PAGE_SIZE },
  });
  const [isLoadingMore, setIsLoadingMore] = useState(false);

  const connection = data?.products;

  const loadMore = async () => {
    if (!connection?.pageInfo.endCursor) return;
    setIsLoadingMore(true);
    try {
      await fetchMore({ variables: { after: connection.pageInfo.endCursor } });
    } finally {
      setIsLoadingMore(false);
    }
  };

  return (
    <Page>
      <title>{`${heading} · Threadline`}</title>
      <Head>
        <Titles>
          <Eyebrow>Shop</Eyebrow>
          <PageTitle>{heading}</PageTitle>
          {connection ? (
            <Count role="status">{productCount(connection.totalCount)}</Count>
          ) : loading ? (
            <Skeleton $width="6rem" $height="1rem" aria-hidden="true" />
          ) : null}
        </Titles>
        {/* SORT MENU: the sort menu (spec section 2, default price-lowtohigh) goes here in the
            filters-and-sort issue. Nothing is rendered until it works for real. */}
      </Head>

      {/* FILTERS PANEL: the filter panel (category / age / product type, with the mobile sheet below
          MOBILE_FILTER_BREAKPOINT_PX) goes beside the grid in the filters-and-sort issue. */}

      {connection ? (
        connection.nodes.length === 0 ? (
          <Notice>
            <h2>No products found</h2>
            <p>Try adjusting your filters</p>
          </Notice>
        ) : (
          <>
            <ProductGrid products={connection.nodes} headingLevel={2} />
            {connection.pageInfo.hasNextPage || connection.nodes.length < connection.totalCount ? (
              <More>
                <Progress aria-live="polite">
                  Showing {connection.nodes.length} of {connection.totalCount}
                </Progress>
                {connection.pageInfo.hasNextPage ? (
                  <Button $variant="secondary" $size="lg" onPress={loadMore} isPending={isLoadingMore}>
                    {isLoadingMore ? 'Loading…' : 'Load more'}
                  </Button>
                ) : null}
              </More>
            ) : null}
          </>
        )
      ) : error ? (
        <Notice role="alert">
          <h2>We couldn’t load the products</h2>
          <p>Please check your connection and try again.</p>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <ProductGridSkeleton count={8} />
      )}
    </Page>
  );
}
