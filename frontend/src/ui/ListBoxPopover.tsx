import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';

// The option list of a react-aria Select: a popover at least as wide as its trigger, the options,
// and one option style (hover, keyboard focus ring, the chosen one in bold).

export const SelectPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 20rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
`;

export const SelectOptions = styled(ListBox)`
  outline: none;
  display: grid;
  gap: 2px;
` as typeof ListBox;

export const SelectItem = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.color.sunken};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
` as typeof ListBoxItem;
