import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const More = styled.div<{ $compact: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme, $compact }) => ($compact ? theme.space[5] : theme.space[12])};
`;

const Progress = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

export interface LoadMoreProps {
  connection: { nodes: readonly unknown[]; totalCount: number; pageInfo: { hasNextPage: boolean } };
  /** Fetches the next page (the cache appends it); the button shows its pending state meanwhile. */
  onLoadMore: () => Promise<unknown>;
  /** The button's text: "Load more" unless the list needs its own words. */
  label?: string;
  /** Less room above, under a table or a list inside a dialog rather than a product grid. */
  compact?: boolean;
}

/** "Showing n of total" and a Load more button under a paged list, while more remain. */
export function LoadMore({ connection, onLoadMore, label = 'Load more', compact = false }: LoadMoreProps) {
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
    <More $compact={compact}>
      <Progress aria-live="polite">
        Showing {nodes.length} of {totalCount}
      </Progress>
      {pageInfo.hasNextPage ? (
        <Button $variant="secondary" $size={compact ? 'md' : 'lg'} onPress={() => void loadMore()} isPending={isLoading}>
          {isLoading ? 'Loading…' : label}
        </Button>
      ) : null}
    </More>
  );
}
