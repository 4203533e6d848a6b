import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { media } from '../../../ui/theme';
import type { ProductCard_ProductFragment } from '../../../graphql/generated/graphql';
import { ProductCard, type ProductCardProps } from './ProductCard';

/** Two columns on phones, three on tablets, four on desktops. */
export const GridList = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[8]} ${theme.space[3]}`};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export interface ProductGridProps {
  products: readonly ProductCard_ProductFragment[];
  /** The list's accessible name. */
  label?: string;
  headingLevel?: ProductCardProps['headingLevel'];
}

export function ProductGrid({ products, label = 'Products', headingLevel }: ProductGridProps) {
  return (
    <GridList aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </GridList>
  );
}

const SkeletonCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Placeholder cards in the same grid, so the page keeps its shape while products load. */
export function ProductGridSkeleton({ count = 8, children }: { count?: number; children?: ReactNode }) {
  return (
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
  );
}
