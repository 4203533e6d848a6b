import { stockBadge } from '@threadline/domain';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PriceTag } from '../../../ui/PriceTag';
import { productDialogHref, productPreviewState } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { ProductCard_ProductFragment } from '../../../graphql/generated/graphql';
import { Badge } from '../../../ui/Badge';
import { OfferList } from '../../../ui/OfferList';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { categoryLabel, productTypeLabel } from '../../../graphql/enum-labels';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    title
    image
    onSale
    priceRange {
      min {
        ...Money_money
      }
    }
    compareAtPriceRange {
      min {
        ...Money_money
      }
    }
    totalStock
    category
    productType
    offers
  }
`);

// Intrinsic size of the catalogue images; with `aspect-ratio` below, the browser reserves the
// space before the image arrives, so the grid never jumps while loading.
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 1000;
// About one column of ProductGrid (2 on phones, 3 beside the listing's filters, 4 at full width);
// the browser picks the variant that fills one.
const IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 25vw';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const Media = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.imageWell};
`;

const Image = styled(ResponsiveImage)<{ $dimmed: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.55 : 1)};
  transition: transform ${({ theme }) => theme.duration.slow} ease;
  ${Card}:hover & {
    transform: scale(1.03);
  }
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  pointer-events: none;
  > * {
    white-space: nowrap;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[3]};
`;

const Meta = styled.p`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.fontSize.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  letter-spacing: 0;
  @media (min-width: 480px) {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

// The title's link covers the whole card (one tab stop per card; the image and price are part of
// the same target), while the text stays selectable above nothing interactive.
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  &:hover {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const CardPrice = styled(PriceTag)`
  margin-top: ${({ theme }) => theme.space[1]};
`;

const CardOffers = styled(OfferList)`
  margin-top: ${({ theme }) => theme.space[1]};
`;

/** How the card's image loads: lazily (the default), or at once for cards above the fold. */
export type ImagePriority = 'lazy' | 'eager' | 'high';

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** The title's heading level, one below the heading of the section holding the grid. */
  headingLevel?: 2 | 3 | 4;
  /** `high` for the one or two images likely to be the page's largest paint. */
  imagePriority?: ImagePriority;
}

/**
 * A product in a grid: image, title, price (sale price first when on sale), badges, and the
 * automatic promotions covering it ("Puja offer: 20 % off"). The title
 * links to the current page with the product dialog open, so the dialog keeps the page (its
 * filters, sort or keyword) behind it, can be shared, and closes with Back.
 */
export function ProductCard({ product, headingLevel = 3, imagePriority = 'lazy' }: ProductCardProps) {
  const titleId = useId();
  const location = useLocation();
  const stock = stockBadge(product.totalStock);

  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <Image
          src={product.image}
          alt={product.title}
          sizes={IMAGE_SIZES}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
          decoding={imagePriority === 'lazy' ? 'async' : 'auto'}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          $dimmed={stock?.kind === 'out'}
        />
        {product.onSale || stock ? (
          <Badges>
            {product.onSale ? <Badge $tone="accent">Sale</Badge> : null}
            {stock ? <Badge $tone={stock.kind === 'out' ? 'ink' : 'neutral'}>{stock.label}</Badge> : null}
          </Badges>
        ) : null}
      </Media>
      <Body>
        <Meta>
          {categoryLabel(product.category)} · {productTypeLabel(product.productType)}
        </Meta>
        <Title as={`h${headingLevel}`} id={titleId}>
          <CardLink to={productDialogHref(location, product.slug)} state={productPreviewState(product.id)} data-product-id={product.id}>
            {product.title}
          </CardLink>
        </Title>
        {/* The cheapest size's price: what the listing sorts by, and what the shopper pays at least. */}
        <CardPrice price={product.priceRange.min} compareAtPrice={product.compareAtPriceRange?.min} />
        <CardOffers offers={product.offers} />
      </Body>
    </Card>
  );
}
