import { Tabs, type Key } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Tab, TabList, TabPanel } from '../../ui/Tabs';
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
        <TabList aria-label="Account sections">
          {(Object.keys(TABS) as AccountTab[]).map((tab) => (
            <Tab key={tab} id={tab}>
              {TABS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="orders">
          <OrderHistory />
        </TabPanel>
        <TabPanel id="address">
          <AddressManager title="Saved Addresses" mode="manage" />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
