import { stockBadge } from '@threadline/domain';
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { PriceTag } from '../../../ui/PriceTag';
import type { AdminProductCard_ProductFragment } from '../../../graphql/generated/graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { categoryLabel, productTypeLabel, sizeText } from '../../../graphql/enum-labels';

// The grid's columns (ProductsPage): 1, 2, 3, then 4; the browser picks the variant that fills one.
const IMAGE_SIZES = '(max-width: 479px) 100vw, (max-width: 1023px) 50vw, (max-width: 1279px) 33vw, 25vw';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.imageWell};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
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

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Stock = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  > * {
    flex: 1;
  }
`;

const SizeCount = styled.span<{ $soldOut: boolean }>`
  white-space: nowrap;
  color: ${({ $soldOut, theme }) => ($soldOut ? theme.color.danger : 'inherit')};
`;

export interface AdminProductCardProps {
  product: AdminProductCard_ProductFragment;
  onEdit: () => void;
  onDelete: () => void;
}

/** A product in the back office grid: image, title, price with the sale price, stock, Edit and Delete. */
export function AdminProductCard({ product, onEdit, onDelete }: AdminProductCardProps) {
  const titleId = useId();
  const stock = stockBadge(product.totalStock);
  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <ResponsiveImage src={product.image} alt="" sizes={IMAGE_SIZES} loading="lazy" decoding="async" width={800} height={1000} />
        {product.onSale || stock ? (
          <Badges>
            {product.onSale ? <Badge $tone="accent">Sale</Badge> : null}
            {stock ? <Badge $tone={stock.kind === 'out' ? 'ink' : 'warning'}>{stock.label}</Badge> : null}
          </Badges>
        ) : null}
      </Media>
      <Body>
        <Meta>
          {categoryLabel(product.category)} · {productTypeLabel(product.productType)}
        </Meta>
        <Title id={titleId}>{product.title}</Title>
        <PriceTag price={product.baseSalePrice ?? product.basePrice} compareAtPrice={product.baseSalePrice ? product.basePrice : null} />
        {/* Compact: "Stock 15 · XS 0 · S 3 · M 12", a sold-out size struck through. */}
        <Stock>
          Stock {product.totalStock}
          {product.sizeOptions.length > 1
            ? product.sizeOptions.map((option) => (
                // The separator stays outside the unbreakable size count, so a narrow card wraps
                // between sizes instead of scrolling sideways.
                <Fragment key={option.size}>
                  {' · '}
                  <SizeCount $soldOut={option.quantityAvailable === 0}>
                    {sizeText(option.size)} {option.quantityAvailable}
                    {option.quantityAvailable === 0 ? <VisuallyHidden> (sold out)</VisuallyHidden> : null}
                  </SizeCount>
                </Fragment>
              ))
            : null}
        </Stock>
      </Body>
      <Actions>
        <Button $variant="secondary" $size="sm" onPress={onEdit}>
          Edit<VisuallyHidden> {product.title}</VisuallyHidden>
        </Button>
        <Button $variant="ghost" $size="sm" onPress={onDelete}>
          Delete<VisuallyHidden> {product.title}</VisuallyHidden>
        </Button>
      </Actions>
    </Card>
  );
}
