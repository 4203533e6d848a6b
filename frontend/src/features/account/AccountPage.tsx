import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../ui/Container';
import { Eyebrow, PageTitle } from '../../ui/Typography';
import { useAuth } from '../auth/auth-context';
import { AddressManager } from '../addresses/AddressManager';
import { OrderHistory } from './OrderHistory';

/** The tab lives in the URL (`?tab=address`), so a reload or a shared link opens the same one. */
const TAB_PARAM = 'tab';
const TABS = { orders: 'Orders', address: 'Address' } as const;
type AccountTab = keyof typeof TABS;

function tabFrom(value: string | null): AccountTab {
  return value === 'address' ? 'address' : 'orders';
}

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[16]};
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledTabList = styled(TabList)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sunken};
` as typeof TabList;

const StyledTab = styled(Tab)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[6]};
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

const Panel = styled(TabPanel)`
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** /shop/account: Orders (Order History) and Address tabs. */
export function AccountPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const selected = tabFrom(params.get(TAB_PARAM));

  const select = (key: Key) => {
    const next = new URLSearchParams(params);
    // The default tab is left out of the URL, so /shop/account stays the canonical address.
    if (key === 'orders') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, String(key));
    setParams(next, { replace: true });
  };

  return (
    <Page>
      <title>My account · Threadline</title>
      <Intro>
        <Eyebrow>{user ? `Signed in as ${user.userName}` : 'My account'}</Eyebrow>
        <PageTitle>My Account</PageTitle>
      </Intro>
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <StyledTabList aria-label="Account sections">
          {(Object.keys(TABS) as AccountTab[]).map((tab) => (
            <StyledTab key={tab} id={tab}>
              {TABS[tab]}
            </StyledTab>
          ))}
        </StyledTabList>
        <Panel id="orders">
          <OrderHistory />
        </Panel>
        <Panel id="address">
          <AddressManager title="Saved Addresses" mode="manage" />
        </Panel>
      </Tabs>
    </Page>
  );
}
