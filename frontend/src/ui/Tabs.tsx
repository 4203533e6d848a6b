import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel } from 'react-aria-components';
import styled from 'styled-components';

// The store's tabs (react-aria Tabs): pills on a sunken track. Use inside react-aria's <Tabs>.

export const TabList = styled(AriaTabList)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sunken};
` as typeof AriaTabList;

export const Tab = styled(AriaTab)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    color: ${({ theme }) => theme.color.ink};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const TabPanel = styled(AriaTabPanel)`
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
