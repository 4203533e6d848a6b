import { SORT_OPTION_LABELS, SORT_OPTIONS, isSortOption, type SortOption } from '@threadline/domain';
import { Button, Label, Select, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../../../ui/Icons';
import { SelectItem, SelectOptions, SelectPopover } from '../../../ui/ListBoxPopover';
import { media } from '../../../ui/theme';

const Field = styled(Select)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
` as typeof Select;

// On phones the trigger shares a row with the Filters button, so the label is for screen readers
// only there (the chosen order, "Price: Low to High", speaks for itself).
const FieldLabel = styled(Label)`
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

const Trigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  ${media.md} {
    min-width: 11.5rem;
  }
  padding: 0 ${({ theme }) => theme.space[3]};
  ${media.md} {
    padding-left: ${({ theme }) => theme.space[4]};
  }
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
  &[data-hovered],
  &[data-pressed] {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
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

/** The listing's sort order (spec section 9: price-lowtohigh by default), or the search's with Relevance first. */
export function SortSelect(props: SortSelectProps) {
  const { sort } = props;
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
    <Field value={sort ?? RELEVANCE} onChange={choose}>
      <FieldLabel>Sort by</FieldLabel>
      <Trigger>
        <SelectValue />
        <ChevronDownIcon aria-hidden="true" />
      </Trigger>
      <SelectPopover placement="bottom end">
        <SelectOptions>
          {options.map((option) => (
            <SelectItem key={option.id} id={option.id} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected ? <CheckIcon /> : null}
                </>
              )}
            </SelectItem>
          ))}
        </SelectOptions>
      </SelectPopover>
    </Field>
  );
}
