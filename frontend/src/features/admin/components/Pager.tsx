import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/Icons';
import type { CursorPaging } from './use-cursor-paging';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
`;

const Where = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  font-variant-numeric: tabular-nums;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export interface PagerProps {
  /** What is paged, for the landmark's name: "Products", "Orders". */
  label: string;
  paging: CursorPaging;
  pageSize: number;
  shown: number;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Previous/Next for a cursor-paged list, with where the page sits in the whole. */
export function Pager({ label, paging, pageSize, shown, totalCount, hasNextPage, endCursor }: PagerProps) {
  if (!paging.hasPrevious && !hasNextPage) return null;
  const first = paging.pageNumber === null ? null : (paging.pageNumber - 1) * pageSize + 1;
  return (
    <Bar aria-label={`${label} pages`}>
      <Where aria-live="polite">
        {first === null || shown === 0
          ? `${shown} shown of ${totalCount}`
          : `${first}–${first + shown - 1} of ${totalCount}`}
      </Where>
      <Buttons>
        <Button $variant="secondary" $size="sm" isDisabled={!paging.hasPrevious} onPress={paging.goPrevious}>
          <ChevronLeftIcon />
          {paging.pageNumber === null ? 'First page' : 'Previous page'}
        </Button>
        <Button
          $variant="secondary"
          $size="sm"
          isDisabled={!hasNextPage || !endCursor}
          onPress={() => endCursor && paging.goNext(endCursor)}
        >
          Next page
          <ChevronRightIcon />
        </Button>
      </Buttons>
    </Bar>
  );
}
