import {
  AGE_GROUP_LABELS,
  AGE_GROUPS,
  CATEGORIES,
  CATEGORY_LABELS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  isFilterActive,
  type FilterGroup,
  type FilterValue,
  type ListingFilters,
} from '@threadline/domain';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import type { FilterPanel_FacetsFragment } from '../../../graphql/generated/graphql';
import { CheckboxMark, checkboxMarkStates } from '../../../ui/CheckboxMark';
import { ageGroupParam, categoryParam, productTypeParam } from '../catalog-labels';

export const FilterPanelFragment = graphql(`
  fragment FilterPanel_facets on ProductFacets {
    categories {
      value
      count
    }
    ageGroups {
      value
      count
    }
    productTypes {
      value
      count
    }
  }
`);

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Group = styled(CheckboxGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  &:first-child {
    padding-top: 0;
    border-top: 0;
  }
`;

const GroupLabel = styled(Label)`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const Option = styled(Checkbox)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  margin-inline: calc(-1 * ${({ theme }) => theme.space[2]});
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.sunken};
  }
  ${checkboxMarkStates}
  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    /* Inside the row, so the panel's scroll box never clips it. */
    outline-offset: -2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const OptionLabel = styled.span`
  flex: 1;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const OptionCount = styled.span`
  flex: none;
  min-width: 1.75rem;
  padding: 0.0625rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sunken};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

interface OptionData<G extends FilterGroup> {
  value: FilterValue<G>;
  label: string;
  /** Undefined until the counts arrive. */
  count: number | undefined;
}

export interface FilterPanelProps {
  filters: ListingFilters;
  /** The listing's option counts; undefined while the first page loads. */
  facets: FilterPanel_FacetsFragment | undefined;
  onToggle: <G extends FilterGroup>(group: G, value: FilterValue<G>) => void;
}

/**
 * The listing's filter options (spec section 4): Category and Age are single choices that exclude
 * each other (pressing the chosen one again clears it), Product Type is a multi-select. Each
 * option shows how many products it would give. An option that would give none is disabled,
 * unless it is chosen, so it can always be cleared.
 */
export function FilterPanel({ filters, facets, onToggle }: FilterPanelProps) {
  const categoryCounts = new Map(facets?.categories.map((facet) => [categoryParam(facet.value), facet.count]));
  const ageCounts = new Map(facets?.ageGroups.map((facet) => [ageGroupParam(facet.value), facet.count]));
  const typeCounts = new Map(facets?.productTypes.map((facet) => [productTypeParam(facet.value), facet.count]));

  return (
    <Groups>
      <FilterOptions
        group="category"
        label="Category"
        filters={filters}
        onToggle={onToggle}
        options={CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value], count: categoryCounts.get(value) }))}
      />
      <FilterOptions
        group="age"
        label="Age"
        filters={filters}
        onToggle={onToggle}
        options={AGE_GROUPS.map((value) => ({ value, label: AGE_GROUP_LABELS[value], count: ageCounts.get(value) }))}
      />
      <FilterOptions
        group="productType"
        label="Product Type"
        filters={filters}
        onToggle={onToggle}
        options={PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value], count: typeCounts.get(value) }))}
      />
    </Groups>
  );
}

interface FilterOptionsProps<G extends FilterGroup> {
  group: G;
  label: string;
  filters: ListingFilters;
  options: readonly OptionData<G>[];
  onToggle: FilterPanelProps['onToggle'];
}

function FilterOptions<G extends FilterGroup>({ group, label, filters, options, onToggle }: FilterOptionsProps<G>) {
  const selected = options.filter((option) => isFilterActive(filters, group, option.value)).map((option) => option.value);

  // The group reports its whole new value; the one option that changed is what was pressed, and
  // the domain's toggleFilter decides what that means for the group and the other groups.
  const onChange = (next: string[]) => {
    const pressed =
      next.find((value) => !selected.includes(value as FilterValue<G>)) ??
      selected.find((value) => !next.includes(value));
    if (pressed !== undefined) onToggle(group, pressed as FilterValue<G>);
  };

  return (
    <Group value={selected} onChange={onChange}>
      <GroupLabel>{label}</GroupLabel>
      {options.map((option) => {
        const isSelected = selected.includes(option.value);
        return (
          <Option
            key={option.value}
            value={option.value}
            isDisabled={option.count === 0 && !isSelected}
            // The count badge reads as a bare number; spoken, it says what it counts.
            aria-label={
              option.count === undefined
                ? option.label
                : `${option.label} (${option.count} ${option.count === 1 ? 'product' : 'products'})`
            }
          >
            <CheckboxMark isSelected={isSelected} />
            <OptionLabel>{option.label}</OptionLabel>
            {option.count !== undefined ? <OptionCount aria-hidden="true">{option.count}</OptionCount> : null}
          </Option>
        );
      })}
    </Group>
  );
}
