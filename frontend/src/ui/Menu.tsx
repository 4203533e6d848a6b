import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  Separator,
} from 'react-aria-components';
import styled from 'styled-components';

export const Popover = styled(AriaPopover)`
  min-width: 14rem;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
`;

export const Menu = styled(AriaMenu)`
  outline: none;
  display: grid;
  gap: 2px;
` as typeof AriaMenu;

export const MenuSection = styled(AriaMenuSection)`
  display: grid;
  gap: 2px;
` as typeof AriaMenuSection;

export const MenuHeader = styled(Header)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  strong {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export const MenuSeparator = styled(Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  background: ${({ theme }) => theme.color.border};
`;

export const MenuItem = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
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
  svg {
    width: 1.125rem;
    height: 1.125rem;
    color: ${({ theme }) => theme.color.muted};
  }
` as typeof AriaMenuItem;
