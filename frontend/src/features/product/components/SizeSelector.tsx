import { Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import type { Size, SizeSelector_ProductFragment } from '../../../graphql/generated/graphql';
import { sizeText } from '../../../graphql/enum-labels';

const Group = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const GroupLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Option = styled(Radio)`
  display: inline-grid;
  place-items: center;
  min-width: 3rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast},
    border-color ${({ theme }) => theme.duration.fast};
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onInk};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  /* Sold out: still shown, so the shopper sees the size exists, but struck through and not pickable. */
  &[data-disabled] {
    cursor: not-allowed;
    border-style: dashed;
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.paper};
    color: ${({ theme }) => theme.color.muted};
    text-decoration: line-through;
  }
`;

export interface SizeSelectorProps {
  product: SizeSelector_ProductFragment;
  value: Size;
  onChange: (size: Size) => void;
}

/**
 * The sizes (or kids' age groups) the API offers for this product, in its order and under its
 * label. The rules of spec section 5 (oversize M–XXL, XXL-only, age groups) live on the server;
 * this only shows what `sizeOptions` says. A sold-out size stays in the row, not selectable, and
 * is named so to screen readers ("XL, sold out").
 */
export function SizeSelector({ product, value, onChange }: SizeSelectorProps) {
  return (
    <Group value={value} onChange={(next) => onChange(next as Size)} orientation="horizontal">
      <GroupLabel>{product.sizeLabel}</GroupLabel>
      <Options>
        {product.sizeOptions.map((option) => (
          <Option
            key={option.size}
            value={option.size}
            isDisabled={!option.available}
            aria-label={option.available ? undefined : `${sizeText(option.size)}, sold out`}
          >
            {sizeText(option.size)}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
