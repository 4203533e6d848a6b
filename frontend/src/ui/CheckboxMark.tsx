import styled, { css } from 'styled-components';
import { CheckIcon } from './Icons';

/** The square of a react-aria `Checkbox`, ticked when selected. */
const Mark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  border: 1.5px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.onInk};
  transition:
    background-color ${({ theme }) => theme.duration.fast},
    border-color ${({ theme }) => theme.duration.fast};
  svg {
    width: 0.95rem;
    height: 0.95rem;
    stroke-width: 2.4;
  }
`;

export function CheckboxMark({ isSelected }: { isSelected: boolean }) {
  return <Mark aria-hidden="true">{isSelected ? <CheckIcon /> : null}</Mark>;
}

/** The mark's hovered, selected and disabled looks, read from the state attributes of the Checkbox it sits in. */
export const checkboxMarkStates = css`
  &[data-hovered] ${Mark} {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-selected] ${Mark} {
    background: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-disabled] ${Mark} {
    background: ${({ theme }) => theme.color.sunken};
    border-color: ${({ theme }) => theme.color.border};
  }
`;
