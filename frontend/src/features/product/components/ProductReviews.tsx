import { formatOrderDate } from '@threadline/domain';
import { useId } from 'react';
import styled from 'styled-components';
import type { ProductReviews_ProductFragment, ReviewItem_ReviewFragment } from '../../../graphql/generated/graphql';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

const Heading = styled.h3`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Summary = styled.p`
  --star-size: 1.125rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const Message = styled.p`
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** An average rating as the store writes it: one decimal, "4.3 out of 5". */
export function averageText(average: number): string {
  return `${(Math.round(average * 10) / 10).toFixed(1)} out of 5`;
}

function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

function ReviewItem({ review }: { review: ReviewItem_ReviewFragment }) {
  return (
    <Item>
      <ItemHead>
        <Name>{review.userName}</Name>
        <When dateTime={review.createdAt}>{formatOrderDate(review.createdAt)}</When>
      </ItemHead>
      <p>
        <Stars value={review.rating} />
        <VisuallyHidden>{review.rating === 1 ? 'Rated 1 star' : `Rated ${review.rating} stars`}</VisuallyHidden>
      </p>
      <Message>{review.message}</Message>
    </Item>
  );
}

export interface ProductReviewsProps {
  product: ProductReviews_ProductFragment;
}

/** The product's reviews, newest first, under their average and count, then the review form. */
export function ProductReviews({ product }: ProductReviewsProps) {
  const headingId = useId();
  const hasReviews = product.reviewCount > 0;
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>Reviews</Heading>
        {hasReviews ? (
          <Summary>
            <Stars value={product.averageReview} />
            <strong>{averageText(product.averageReview)}</strong>
            <span>({reviewCountText(product.reviewCount)})</span>
          </Summary>
        ) : null}
      </Head>
      {product.reviews.length > 0 ? (
        <List aria-label="Reviews">
          {product.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </List>
      ) : (
        <Empty>No reviews yet.</Empty>
      )}
      <ReviewForm productId={product.id} />
    </Section>
  );
}
