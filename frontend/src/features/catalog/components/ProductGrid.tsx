import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_PARAM, productDialogHref, productPreviewState } from '../../../app/paths';
import { ServerHtml } from '../../../ui/ServerHtml';
import { Skeleton } from '../../../ui/Skeleton';
import { media } from '../../../ui/theme';
import type { ProductCard_ProductFragment } from '../../../graphql/generated/graphql';
import { ProductCard, type ImagePriority, type ProductCardProps } from './ProductCard';

// The grid sizes its columns by the room it is given, not the viewport: the listing shares the
// row with its filter panel, the home page does not.
const GridRoom = styled.div`
  container-type: inline-size;
`;

/**
 * Two columns in a phone's width, three from 36rem of room, four from 60rem.
 *
 * A card out of view costs no style, layout or paint until it nears the viewport
 * (`content-visibility`): on a phone a listing's first layout, and each one after a style change
 * while the page hydrates, covered all of its cards. Until then its height is a card's (remembered
 * once it has been laid out); the clip margin keeps a focused link's ring, outside the card's box,
 * from being cut off.
 */
export const GridList = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[8]} ${theme.space[3]}`};
  ${media.md} {
    gap: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  }
  @container (min-width: 36rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @container (min-width: 60rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > li {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 24rem;
    overflow-clip-margin: 0.5rem;
  }
`;

export interface ProductGridProps {
  products: readonly ProductCard_ProductFragment[];
  /** The list's accessible name. */
  label?: string;
  headingLevel?: ProductCardProps['headingLevel'];
  /**
   * Whether the grid starts above the fold. Then its first row loads at once, the first two images
   * (a phone's first row, the likely largest paint) with high priority; the rest stay lazy.
   */
  isAboveFold?: boolean;
}

// A desktop row; on phones the second row is then eager too, a small price for never lazy-loading
// a visible image.
const EAGER_CARDS = 4;
const HIGH_PRIORITY_CARDS = 2;

function imagePriority(index: number, isAboveFold: boolean): ImagePriority {
  if (!isAboveFold) return 'lazy';
  if (index < HIGH_PRIORITY_CARDS) return 'high';
  return index < EAGER_CARDS ? 'eager' : 'lazy';
}

/** A card's link carries its product's id, for the dialog it opens (see ProductCard). */
function cardLinkState(link: HTMLAnchorElement): unknown {
  const productId = link.dataset['productId'];
  return productId ? productPreviewState(productId) : undefined;
}

/**
 * The cards are read, not touched (their one control is a link): hydration keeps them as the
 * server's HTML (ServerHtml). They are rendered again when what they show changes: other products
 * or other data of theirs, or another page under the links (a card links to the current page with
 * its dialog open, so opening or closing a dialog changes nothing).
 */
export function ProductGrid({ products, label = 'Products', headingLevel, isAboveFold = false }: ProductGridProps) {
  const location = useLocation();
  // A shared product link opens the page with the product dialog over the grid: the dialog's
  // picture is then the largest paint, and the grid's images wait rather than compete with it.
  const dialogCoversGrid = new URLSearchParams(location.search).has(PRODUCT_PARAM);
  const imagesAboveFold = isAboveFold && !dialogCoversGrid;
  // Every card's link is this with its slug in place of the empty one.
  const version = `${productDialogHref(location, '')}\n${label}\n${headingLevel ?? ''}\n${JSON.stringify(products)}`;
  return (
    <GridRoom>
      <ServerHtml version={version} linkState={cardLinkState}>
        <GridList aria-label={label}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={headingLevel} imagePriority={imagePriority(index, imagesAboveFold)} />
            </li>
          ))}
        </GridList>
      </ServerHtml>
    </GridRoom>
  );
}

const SkeletonCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Placeholder cards in the same grid, so the page keeps its shape while products load. */
export function ProductGridSkeleton({ count = 8, children }: { count?: number; children?: ReactNode }) {
  return (
    <GridRoom>
      <GridList as="div" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index}>
            <Skeleton $height="auto" $radius="8px" style={{ aspectRatio: '4 / 5' }} />
            <Skeleton $width="45%" $height="0.75rem" />
            <Skeleton $width="85%" $height="1rem" />
            <Skeleton $width="35%" $height="1rem" />
          </SkeletonCard>
        ))}
        {children}
      </GridList>
    </GridRoom>
  );
}
