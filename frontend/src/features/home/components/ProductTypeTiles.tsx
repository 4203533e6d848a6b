import { DEFAULT_SORT, PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '@threadline/domain';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { ProductTypeTiles_FacetsFragment } from '../../../graphql/generated/graphql';
import { ChevronRightIcon } from '../../../ui/Icons';
import { media } from '../../../ui/theme';
import { productTypeParam } from '../../catalog/catalog-labels';
import { listingSearch } from '../../catalog/listing-view';

export const ProductTypeTilesFragment = graphql(`
  fragment ProductTypeTiles_facets on ProductFacets {
    productTypes {
      value
      count
    }
  }
`);

/** The listing narrowed to one cut: `/shop/listing?productType=polo_neck`. */
export function productTypeListingPath(productType: ProductType): string {
  return `${paths.shop.listing}${listingSearch({ filters: { productTypes: [productType] }, sort: DEFAULT_SORT })}`;
}

// Seven cuts and All Products: two rows of four from tablets up, four rows of two on phones.
const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    gap: ${({ theme }) => theme.space[4]};
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  min-height: 7.5rem;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.duration.fast},
    background-color ${({ theme }) => theme.duration.fast};
  &:hover {
    border-color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.paper};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${media.md} {
    min-height: 9rem;
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const AllTile = styled(Tile)`
  background: ${({ theme }) => theme.color.ink};
  border-color: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onInk};
  &:hover {
    background: ${({ theme }) => theme.color.inkHover};
    border-color: ${({ theme }) => theme.color.inkHover};
  }
  span,
  svg {
    color: ${({ theme }) => theme.color.onInk};
  }
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Foot = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  svg {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    color: ${({ theme }) => theme.color.ink};
  }
`;

export interface ProductTypeTilesProps {
  /** The catalogue's counts per cut; undefined while loading (the tiles show without counts). */
  facets: ProductTypeTiles_FacetsFragment | undefined;
  /** How many products the whole catalogue has, for the All Products tile. */
  totalCount: number | undefined;
}

function styles(count: number | undefined): string {
  return count === undefined ? '' : `${count} ${count === 1 ? 'style' : 'styles'}`;
}

/**
 * "Shop by Product Type": a tile per cut, each opening the listing filtered to it (the spec sends
 * them to the listing; arriving pre-filtered is what a shopper who picked a cut expects). Cuts the
 * catalogue has none of are left out once the counts are known.
 */
export function ProductTypeTiles({ facets, totalCount }: ProductTypeTilesProps) {
  const counts = new Map(facets?.productTypes.map((facet) => [productTypeParam(facet.value), facet.count]));
  const shown = facets ? PRODUCT_TYPES.filter((type) => (counts.get(type) ?? 0) > 0) : PRODUCT_TYPES;

  return (
    <Grid>
      {shown.map((type) => {
        const count = counts.get(type);
        return (
          <li key={type}>
            <Tile to={productTypeListingPath(type)}>
              <Name>{PRODUCT_TYPE_LABELS[type]}</Name>
              <Foot>
                <span>{styles(count)}</span>
                <ChevronRightIcon aria-hidden="true" />
              </Foot>
            </Tile>
          </li>
        );
      })}
      <li>
        <AllTile to={paths.shop.listing}>
          <Name>All Products</Name>
          <Foot>
            <span>{styles(totalCount)}</span>
            <ChevronRightIcon aria-hidden="true" />
          </Foot>
        </AllTile>
      </li>
    </Grid>
  );
}
