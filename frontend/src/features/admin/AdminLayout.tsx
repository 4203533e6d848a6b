import { STORE_NAME } from '@threadline/domain';
import { useState, type ComponentType } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Button, IconButton } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { BoxIcon, GridIcon, ImageIcon, LogoutIcon, MenuIcon, PercentIcon, ReceiptIcon, ReturnIcon, StoreIcon, TagIcon, WebhookIcon } from '../../ui/Icons';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { media } from '../../ui/theme';
import { useAuth } from '../auth/auth-context';

const ADMIN_NAV: readonly { label: string; to: string; icon: ComponentType }[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: GridIcon },
  { label: 'Products', to: paths.admin.products, icon: TagIcon },
  { label: 'Orders', to: paths.admin.orders, icon: BoxIcon },
  { label: 'Returns', to: paths.admin.returns, icon: ReturnIcon },
  { label: 'Promotions', to: paths.admin.promotions, icon: PercentIcon },
  { label: 'Feature Images', to: paths.admin.features, icon: ImageIcon },
  { label: 'Webhooks', to: paths.admin.webhooks, icon: WebhookIcon },
  { label: 'Store details', to: paths.admin.storeDetails, icon: StoreIcon },
  { label: 'GST returns', to: paths.admin.gstReturns, icon: ReceiptIcon },
];

const Frame = styled.div`
  flex: 1;
  display: grid;
  min-height: 100vh;
  ${media.md} {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

// The column (background and border) stretches with the grid row, the page's full height however
// long the page; only its content sticks to the top while the page scrolls past.
const Sidebar = styled.aside`
  display: none;
  ${media.md} {
    display: block;
    border-right: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const SidebarContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
`;

const Brand = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  span {
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const NavList = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.muted};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  &:hover {
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.sunken};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.onInk};
    background: ${({ theme }) => theme.color.ink};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding-inline: ${({ theme }) => theme.layout.gutter};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const HeaderStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  ${Brand} {
    padding-inline: 0;
  }
  ${Brand} span {
    display: none;
    ${media.sm} {
      display: inline;
    }
  }
  ${media.md} {
    > * {
      display: none;
    }
  }
`;

const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-left: auto;
`;

const Who = styled.p`
  display: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  ${media.md} {
    display: block;
  }
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.layout.gutter} ${theme.space[16]}`};
  &:focus {
    outline: none;
  }
`;

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <NavList>
        {ADMIN_NAV.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Item to={to} onClick={onNavigate}>
              <Icon />
              {label}
            </Item>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/** /admin: side menu (a drawer on small screens) and a header with Logout. */
export function AdminLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Open only for the page it was opened on, so navigating closes the drawer.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isMenuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  const onLogout = async () => {
    await logout();
    navigate(paths.auth.login, { replace: true });
  };

  return (
    <>
      <SkipLink />
      <Frame>
        <Sidebar>
          <SidebarContent>
            <Brand>
              {STORE_NAME} <span>Admin</span>
            </Brand>
            <AdminNav />
          </SidebarContent>
        </Sidebar>
        <Column>
          <Header>
            <HeaderStart>
              <IconButton aria-label="Open admin menu" onPress={() => setMenuOpen(true)}>
                <MenuIcon />
              </IconButton>
              <Brand>
                {STORE_NAME} <span>Admin</span>
              </Brand>
            </HeaderStart>
            <HeaderEnd>
              {user ? <Who>Logged in as {user.userName}</Who> : null}
              <Button $variant="secondary" $size="sm" onPress={() => void onLogout()}>
                <LogoutIcon width={16} height={16} />
                Logout
              </Button>
            </HeaderEnd>
          </Header>
          <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Outlet />
          </Main>
        </Column>
      </Frame>
      <Drawer isOpen={isMenuOpen} onOpenChange={setMenuOpen} title="Admin menu">
        <AdminNav onNavigate={() => setMenuOpen(false)} />
      </Drawer>
    </>
  );
}
