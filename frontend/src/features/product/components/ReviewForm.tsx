import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { MAX_RATING, MESSAGES, REVIEW_MESSAGE_MAX_LENGTH, validateRating, validateReviewMessage } from '@threadline/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-queue';
import { AddReviewMutation } from '../operations';
import { Star } from './Stars';

/** Product.reviews as the cache holds it: the connection, its reviews as references. */
interface ReviewList {
  nodes: readonly Reference[];
  totalCount: number;
  [field: string]: unknown;
}

const Box = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
`;

const Title = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Rating = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const StarRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const StarRadio = styled(Radio)`
  --star-size: 1.75rem;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.accentSoft};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Field = styled(TextField)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Area = styled(TextArea)`
  width: 100%;
  min-height: 6rem;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  resize: vertical;
  &[data-hovered],
  &[data-focused] {
    border-color: ${({ theme }) => theme.color.ink};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const RATINGS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

function ratingName(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

export interface ReviewFormProps {
  productId: string;
}

/**
 * A shopper's review: stars and a message (spec section 5 "Review"). The server decides who may
 * review (a delivered order of the product) and says so; its answer adds the review to the top of
 * the list and updates the average and count in the cache, with no refetch.
 */
export function ReviewForm({ productId }: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const [addReview, { loading }] = useMutation(AddReviewMutation, {
    update(cache, { data }) {
      const review = data?.addReview.review;
      if (!review) return;
      cache.modify({
        id: cache.identify({ __typename: 'Product', id: productId }),
        fields: {
          // Every page size's list (one, in practice) gets the new review on top. The newest
          // review sorts first, so the cursor of the last page shown still leads to the next.
          reviews(existing: Reference | ReviewList, { toReference, isReference }) {
            const added = toReference({ __typename: 'Review', id: review.id });
            if (isReference(existing) || !added) return existing;
            return {
              ...existing,
              nodes: [added, ...existing.nodes.filter((ref) => ref.__ref !== added.__ref)],
              totalCount: data.addReview.product?.reviewCount ?? existing.totalCount,
            };
          },
        },
      });
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const problem = validateRating(rating ?? 0) ?? validateReviewMessage(message);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    try {
      const { data } = await addReview({ variables: { input: { productId, rating: rating ?? 0, message: message.trim() } } });
      const refusal = data?.addReview.userErrors[0];
      if (refusal || !data?.addReview.review) {
        toast({ title: refusal?.message || MESSAGES.REVIEW_NOT_ADDED, variant: 'destructive' });
        return;
      }
      toast({ title: MESSAGES.REVIEW_ADDED });
      setRating(null);
      setMessage('');
      messageRef.current?.focus();
    } catch {
      toast({ title: MESSAGES.ERROR_ADDING_REVIEW, variant: 'destructive' });
    }
  }

  return (
    <Box onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      <Title id={titleId}>Write a review</Title>
      <Rating
        value={rating === null ? null : String(rating)}
        onChange={(value) => setRating(Number(value) || null)}
        orientation="horizontal"
      >
        <FieldLabel>Rating</FieldLabel>
        <StarRow>
          {RATINGS.map((stars) => (
            <StarRadio key={stars} value={String(stars)} aria-label={ratingName(stars)}>
              {/* Every star up to the chosen one is filled, the way ratings are read. */}
              <Star fill={rating !== null && stars <= rating ? 1 : 0} />
            </StarRadio>
          ))}
        </StarRow>
      </Rating>
      <Field value={message} onChange={setMessage} maxLength={REVIEW_MESSAGE_MAX_LENGTH}>
        <FieldLabel>Review</FieldLabel>
        <Area ref={messageRef} placeholder="What did you think of it?" />
      </Field>
      <Actions>
        <Button type="submit" isDisabled={message.trim() === ''} isPending={loading}>
          Submit Review
        </Button>
      </Actions>
    </Box>
  );
}
