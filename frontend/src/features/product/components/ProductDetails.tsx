import { firstSizeInStock, stockBadge } from '@threadline/domain';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { OfferList } from '../../../ui/OfferList';
import { PriceTag } from '../../../ui/PriceTag';
import { paths, PRODUCT_SIZE_PARAM } from '../../../app/paths';
import type { ProductDetails_ProductFragment, Size } from '../../../graphql/generated/graphql';
import { Badge } from '../../../ui/Badge';
import { ButtonLink } from '../../../ui/Button';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { media } from '../../../ui/theme';
import { sizeFromParam } from '../product-labels';
import { CartControls } from './CartControls';
import { SizeSelector } from './SizeSelector';
import { categoryLabel, productTypeLabel, sizeText } from '../../../graphql/enum-labels';

// Intrinsic size of the catalogue images (4:5); the browser reserves the space before it arrives.
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 1000;
// Full width on phones; about half of the 56rem dialog above.
const IMAGE_SIZES = '(max-width: 767px) 100vw, 28rem';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

export const MediaColumn = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  /* On a phone the image leaves room for the price and sizes on the first screen. */
  max-height: 45vh;
  margin-inline: auto;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.imageWell};
  ${media.md} {
    position: sticky;
    top: 0;
    max-height: none;
  }
`;

export const ProductImage = styled(ResponsiveImage)<{ $dimmed?: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.55 : 1)};
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const InfoColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.muted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  margin: 0;
`;

/**
 * The size shown in the dialog: the URL's `size` when the product offers it (so a link to a size
 * can be shared), else the first size in stock (the product's default when every size is gone);
 * and a way to choose another that keeps the URL in step. The opening size is left out of the
 * URL, and a size the product does not offer is dropped.
 */
function useChosenSize(product: ProductDetails_ProductFragment): [Size, (size: Size) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(PRODUCT_SIZE_PARAM);
  const offered = product.sizeOptions.map((option) => option.size);
  const fromUrl = sizeFromParam(asked, offered);
  const opening = firstSizeInStock(product.sizeOptions)?.size ?? product.defaultSize;
  const chosen = fromUrl ?? opening;

  const writeSize = (size: Size | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (size === null || size === opening) next.delete(PRODUCT_SIZE_PARAM);
        else next.set(PRODUCT_SIZE_PARAM, sizeText(size));
        return next;
      },
      // Choosing a size is not a page of its own: Back still closes the dialog.
      { replace: true },
    );

  const invalid = asked !== null && fromUrl === undefined;
  useEffect(() => {
    if (invalid) writeSize(null);
    // writeSize is rebuilt every render; `invalid` is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalid]);

  return [chosen, writeSize];
}

export interface ProductDetailsProps {
  product: ProductDetails_ProductFragment;
  /** The reviews, under the cart controls. */
  children?: ReactNode;
}

/** The product dialog's body (its title is the dialog's heading): image, meta, price of the chosen size, sizes, cart controls. */
export function ProductDetails({ product, children }: ProductDetailsProps) {
  const [size, chooseSize] = useChosenSize(product);
  const option = product.sizeOptions.find((candidate) => candidate.size === size) ?? product.sizeOptions[0];
  const inStock = option?.quantityAvailable ?? 0;
  // "Out Of Stock" only when every size is gone; "Only {n} items left" follows the chosen size.
  const stock = product.totalStock > 0 ? stockBadge(inStock) : stockBadge(0);
  const lowStockText = stock?.kind === 'low' ? `${stock.label} in ${sizeText(size)}` : null;

  return (
    <Layout>
      <MediaColumn>
        <ProductImage
          src={product.image}
          alt={product.title}
          sizes={IMAGE_SIZES}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          decoding="async"
          // On a shared product link the dialog's picture is the page's largest paint.
          fetchPriority="high"
          $dimmed={product.totalStock === 0}
        />
        {product.onSale || product.totalStock === 0 || lowStockText ? (
          <Badges>
            {product.onSale ? <Badge $tone="accent">Sale</Badge> : null}
            {stock?.kind === 'out' && product.totalStock === 0 ? <Badge $tone="ink">{stock.label}</Badge> : null}
            {lowStockText ? <Badge $tone="neutral">{lowStockText}</Badge> : null}
          </Badges>
        ) : null}
      </MediaColumn>
      <InfoColumn>
        <Heading>
          <Meta>
            {categoryLabel(product.category)} · {productTypeLabel(product.productType)}
          </Meta>
          {option ? (
            <PriceTag
              large
              price={option.price}
              compareAtPrice={option.compareAtPrice}
              context={`for ${sizeText(size)}`}
              data-testid="dialog-price"
            />
          ) : null}
          <OfferList offers={product.offers} />
        </Heading>
        <Description>{product.description}</Description>
        <SizeSelector product={product} value={size} onChange={chooseSize} />
        <Actions>
          <CartControls product={product} size={size} inStock={inStock} />
          <ButtonLink to={paths.shop.checkout} $variant="secondary" $size="lg" $fullWidth>
            Proceed to Checkout
          </ButtonLink>
        </Actions>
        {children ? (
          <>
            <Divider />
            {children}
          </>
        ) : null}
      </InfoColumn>
    </Layout>
  );
}
