import { useApolloClient } from '@apollo/client/react';
import { formatOrderDate } from '@threadline/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ProductReviews_ProductFragment, ReviewItem_ReviewFragment } from '../../../graphql/generated/graphql';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-queue';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { MoreReviewsQuery } from '../operations';
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

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
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

/**
 * "Show more reviews" while the product has more: the next page is written into the cache, where
 * the Product.reviews type policy appends it to the list the dialog shows.
 */
function ShowMoreReviews({ productId, after }: { productId: string; after: string }) {
  const client = useApolloClient();
  const [isLoading, setIsLoading] = useState(false);
  const showMore = async () => {
    setIsLoading(true);
    try {
      // network-only: the cache already holds this product's first page under the same key.
      await client.query({ query: MoreReviewsQuery, variables: { id: productId, after }, fetchPolicy: 'network-only' });
    } catch {
      toast({ title: 'Could not load more reviews', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <MoreRow>
      <Button $variant="secondary" onPress={() => void showMore()} isPending={isLoading}>
        {isLoading ? 'Loading…' : 'Show more reviews'}
      </Button>
    </MoreRow>
  );
}

/** The product's reviews, newest first, under their average and count, then the review form. */
export function ProductReviews({ product }: ProductReviewsProps) {
  const headingId = useId();
  const hasReviews = product.reviewCount > 0;
  const { nodes: reviews, pageInfo } = product.reviews;
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
      {reviews.length > 0 ? (
        <List aria-label="Reviews">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </List>
      ) : (
        <Empty>No reviews yet.</Empty>
      )}
      {pageInfo.hasNextPage && pageInfo.endCursor ? <ShowMoreReviews productId={product.id} after={pageInfo.endCursor} /> : null}
      <ReviewForm productId={product.id} />
    </Section>
  );
}
