import { CATEGORY_LABELS, type Category } from '@threadline/domain';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { listingPath } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { CategoryTile_ProductFragment } from '../../../graphql/generated/graphql';
import { ChevronRightIcon } from '../../../ui/Icons';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { media } from '../../../ui/theme';

export const CategoryTileFragment = graphql(`
  fragment CategoryTile_product on Product {
    id
    image
  }
`);

// Three tiles across at every width, inside the page's max width.
const TILE_SIZES = '(max-width: 1280px) 33vw, 420px';

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Tile = styled(Link)`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.imageWell};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.duration.slow} ease;
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

const Label = styled.span`
  position: absolute;
  inset-inline: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(255, 255, 255, 0.94);
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${media.md} {
    inset-inline: ${({ theme }) => theme.space[4]};
    bottom: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
  svg {
    display: none;
    width: 1.25rem;
    height: 1.25rem;
    ${media.md} {
      display: block;
    }
  }
`;

export interface CategoryTilesProps {
  /** One product per category to show as the tile's picture (newest first); missing is fine. */
  tiles: readonly { category: Category; product: CategoryTile_ProductFragment | undefined }[];
}

/** "Shop by Category": one tile per category, each opening the filtered listing. */
export function CategoryTiles({ tiles }: CategoryTilesProps) {
  return (
    <Grid>
      {tiles.map(({ category, product }) => (
        <li key={category}>
          <Tile to={listingPath(category)}>
            {product ? <ResponsiveImage src={product.image} alt="" sizes={TILE_SIZES} loading="lazy" width={800} height={800} /> : null}
            <Label>
              {CATEGORY_LABELS[category]}
              <ChevronRightIcon aria-hidden="true" />
            </Label>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
