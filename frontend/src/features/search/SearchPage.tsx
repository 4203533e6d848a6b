import { useQuery } from '@apollo/client/react';
import { COPY } from '@threadline/domain';
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { CloseIcon, SearchIcon } from '../../ui/Icons';
import { Eyebrow, PageTitle } from '../../ui/Typography';
import { media } from '../../ui/theme';
import { ProductGrid, ProductGridSkeleton } from '../catalog/components/ProductGrid';
import { SortSelect } from '../catalog/components/SortSelect';
import { LoadMore } from '../../ui/LoadMore';
import { Results, ResultsNotice } from '../catalog/components/ResultsParts';
import { warm, type RouteLoader } from '../../app/route-data';
import { SearchProductsQuery, searchVariables } from './operations';
import { searchKeywordFrom, useSearchKeyword } from './use-search-keyword';
import { searchSortFrom, useSearchSort } from './use-search-sort';

const Page = styled(Container)`
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[16]}`};
  ${media.md} {
    padding-block: ${({ theme }) => `${theme.space[10]} ${theme.space[20]}`};
  }
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Field = styled(SearchField)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 40rem;
`;

const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  > svg {
    position: absolute;
    left: ${({ theme }) => theme.space[4]};
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.color.muted};
    pointer-events: none;
  }
`;

const BoxInput = styled(Input)`
  width: 100%;
  min-height: 3.25rem;
  padding: 0 3.25rem 0 3rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.md};
  transition: border-color ${({ theme }) => theme.duration.fast};
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &[data-hovered],
  &[data-focused] {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const ClearButton = styled(AriaButton)`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.sunken};
    color: ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
  /* The field hides it while empty. */
  [data-empty] & {
    display: none;
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 1.25rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  strong {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

// The result count beside the sort menu; on a phone the menu wraps below when the count is long.
const SummaryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Corrected = styled.p`
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.ink};
`;

function resultCount(n: number): string {
  return `${n} ${n === 1 ? 'result' : 'results'}`;
}

/**
 * /shop/search: a keyword box (debounced, kept in the URL as `?keyword=`) and the matching products
 * as cards that open the product dialog. The API forgives typos; when it searched corrected words
 * the page says which.
 */
export function SearchPage() {
  const { text, setText, keyword, submit } = useSearchKeyword();
  const [sort, setSort] = useSearchSort();

  const { data, previousData, error, loading, fetchMore, refetch } = useQuery(SearchProductsQuery, {
    variables: searchVariables(keyword, sort),
    skip: keyword === '',
  });
  // While the next keyword loads, the last results stay (dimmed) instead of flashing away.
  const result = keyword === '' ? undefined : (data ?? (loading ? previousData : undefined))?.searchProducts;
  const isUpdating = loading && !data;

  const loadMore = () => fetchMore({ variables: { after: result?.pageInfo.endCursor } });

  return (
    <Page>
      <title>{keyword ? `Search: ${keyword} · Threadline` : 'Search · Threadline'}</title>
      <Head>
        <Titles>
          <Eyebrow>Search</Eyebrow>
          <PageTitle>Search Products</PageTitle>
        </Titles>
        <Field value={text} onChange={setText} onSubmit={submit} aria-describedby="search-summary">
          <FieldLabel>Search products</FieldLabel>
          <Box>
            <SearchIcon />
            <BoxInput placeholder="Polo, sweatshirt, crop top…" />
            <ClearButton aria-label="Clear search">
              <CloseIcon />
            </ClearButton>
          </Box>
        </Field>
        <SummaryRow>
          <Summary id="search-summary" role="status">
            {result && !isUpdating ? (
              <>
                {result.correctedKeyword && result.totalCount > 0 ? (
                  <Corrected>
                    Showing results for <strong>"{result.correctedKeyword}"</strong>
                  </Corrected>
                ) : null}
                <p>
                  {resultCount(result.totalCount)}
                  {result.correctedKeyword && result.totalCount > 0 ? ` · no exact matches for "${keyword}"` : null}
                </p>
              </>
            ) : isUpdating ? (
              <p>Searching…</p>
            ) : null}
          </Summary>
          {keyword ? <SortSelect withRelevance sort={sort} onChange={setSort} /> : null}
        </SummaryRow>
      </Head>

      {keyword === '' ? (
        <ResultsNotice>
          <h2>What are you looking for?</h2>
          <p>Search T-shirts, polos, sweatshirts and crop tops for men, women and kids.</p>
        </ResultsNotice>
      ) : result ? (
        result.nodes.length === 0 ? (
          <ResultsNotice>
            <h2>{`${COPY.NO_SEARCH_RESULTS} "${keyword}"`}</h2>
            <p>Check the spelling or try a more general word.</p>
          </ResultsNotice>
        ) : (
          <Results aria-busy={isUpdating}>
            <ProductGrid products={result.nodes} headingLevel={2} isAboveFold />
            <LoadMore connection={result} onLoadMore={loadMore} />
          </Results>
        )
      ) : error ? (
        <ResultsNotice role="alert">
          <h2>We couldn’t search the products</h2>
          <p>Please check your connection and try again.</p>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </ResultsNotice>
      ) : (
        <ProductGridSkeleton count={8} />
      )}
    </Page>
  );
}

/** The results of the URL's keyword, in the URL's order. */
export const loader: RouteLoader = (client, { request }) => {
  const params = new URL(request.url).searchParams;
  const keyword = searchKeywordFrom(params);
  return warm(keyword ? client.query({ query: SearchProductsQuery, variables: searchVariables(keyword, searchSortFrom(params)) }) : undefined);
};
