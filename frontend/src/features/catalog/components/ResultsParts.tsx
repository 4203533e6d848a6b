import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';

/** A page of results that dims while the next view loads, so the last one stays in place. */
export const Results = styled.div`
  min-width: 0;
  transition: opacity ${({ theme }) => theme.duration.normal};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/** A framed message in place of results: nothing found, nothing asked yet, or a failure. */
export const ResultsNotice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow-wrap: anywhere;
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[12]};
`;

const Progress = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

export interface LoadMoreProps {
  connection: { nodes: readonly unknown[]; totalCount: number; pageInfo: { hasNextPage: boolean } };
  /** Fetches the next page (the cache appends it); the button shows its pending state meanwhile. */
  onLoadMore: () => Promise<unknown>;
}

/** "Showing n of total" and a Load more button under a paged list, while more remain. */
export function LoadMore({ connection, onLoadMore }: LoadMoreProps) {
  const [isLoading, setIsLoading] = useState(false);
  const { nodes, totalCount, pageInfo } = connection;
  if (!pageInfo.hasNextPage && nodes.length >= totalCount) return null;

  const loadMore = async () => {
    setIsLoading(true);
    try {
      await onLoadMore();
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <More>
      <Progress aria-live="polite">
        Showing {nodes.length} of {totalCount}
      </Progress>
      {pageInfo.hasNextPage ? (
        <Button $variant="secondary" $size="lg" onPress={() => void loadMore()} isPending={isLoading}>
          {isLoading ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </More>
  );
}
