import { SORT_OPTION_LABELS, SORT_OPTIONS, isSortOption, type SortOption } from '@threadline/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../ui/Icons';
import { useHydrated } from '../../../ui/hooks/useHydrated';
import { media } from '../../../ui/theme';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

// On phones the trigger shares a row with the Filters button, so the label is for screen readers
// only there (the chosen order, "Price: Low to High", speaks for itself).
const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  white-space: nowrap;
  ${media.belowMd} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`;

const Trigger = styled.select`
  appearance: none;
  min-height: 2.75rem;
  ${media.md} {
    min-width: 11.5rem;
  }
  /* Room on the right for the chevron drawn over the box. */
  padding: 0 2.25rem 0 ${({ theme }) => theme.space[3]};
  ${media.md} {
    padding-left: ${({ theme }) => theme.space[4]};
  }
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Box = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    width: 1.125rem;
    height: 1.125rem;
    pointer-events: none;
  }
`;

/** The menu's key for "no sort": the search's own order, best matches first. */
const RELEVANCE = 'relevance';

export type SortSelectProps =
  | {
      sort: SortOption;
      onChange: (sort: SortOption) => void;
      withRelevance?: false;
    }
  | {
      /** null: Relevance, the search's best-match order. */
      sort: SortOption | null;
      onChange: (sort: SortOption | null) => void;
      /** Offer "Relevance" first (search results have a best-match order of their own). */
      withRelevance: true;
    };

/**
 * The listing's sort order (spec section 9: price-lowtohigh by default), or the search's with
 * Relevance first. A native <select>: the phone's own picker, the browser's keyboard handling, and
 * nothing to set up on hydration (react-aria's Select built Intl collators there, ~66 ms of a
 * 4x-slowed main thread).
 */
export function SortSelect(props: SortSelectProps) {
  const { sort } = props;
  const id = useId();
  const isHydrated = useHydrated();
  const options = [
    ...(props.withRelevance ? [{ id: RELEVANCE, label: 'Relevance' }] : []),
    ...SORT_OPTIONS.map((option) => ({ id: option, label: SORT_OPTION_LABELS[option] })),
  ];
  const choose = (key: unknown) => {
    if (props.withRelevance && key === RELEVANCE) {
      if (sort !== null) props.onChange(null);
    } else if (isSortOption(key) && key !== sort) {
      props.onChange(key);
    }
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>Sort by</FieldLabel>
      <Box>
        {/* Until the page hydrates a choice would do nothing: the box says so rather than look ready. */}
        <Trigger id={id} value={sort ?? RELEVANCE} onChange={(event) => choose(event.target.value)} disabled={!isHydrated}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Trigger>
        <ChevronDownIcon aria-hidden="true" />
      </Box>
    </Field>
  );
}
