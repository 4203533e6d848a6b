import { STORE_NAME } from '@threadline/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../app/paths';
import { ViewerSlot } from '../../app/viewer-slot';
import { Container } from '../../ui/Container';
import { IconButton } from '../../ui/Button';
import { MenuIcon } from '../../ui/Icons';
import { media } from '../../ui/theme';
import { CartButton } from '../cart/CartButton';
import { SHOP_NAV } from './shop-nav';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'menu logo actions';
  align-items: center;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  column-gap: ${({ theme }) => theme.space[2]};
  ${media.md} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas:
      'logo . actions'
      'nav nav nav';
  }
  ${media.lg} {
    grid-template-areas: 'logo nav actions';
    column-gap: ${({ theme }) => theme.space[8]};
  }
`;

const MenuButtonSlot = styled.div`
  grid-area: menu;
  ${media.md} {
    display: none;
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  justify-self: center;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  ${media.md} {
    justify-self: start;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

const DesktopNav = styled.nav`
  grid-area: nav;
  display: none;
  ${media.md} {
    display: block;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  ${media.lg} {
    padding-bottom: 0;
    justify-self: center;
  }
`;

const NavList = styled.ul<{ $vertical?: boolean }>`
  list-style: none;
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  ${({ $vertical }) =>
    $vertical
      ? css`
          flex-direction: column;
        `
      : css`
          justify-content: center;
          flex-wrap: wrap;
        `}
`;

const NavLink = styled(Link)<{ $vertical?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme, $vertical }) => ($vertical ? theme.fontSize.lg : theme.fontSize.sm)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  letter-spacing: ${({ $vertical }) => ($vertical ? '0' : '0.02em')};
  color: ${({ theme }) => theme.color.muted};
  text-decoration: none;
  transition: color ${({ theme }) => theme.duration.fast};
  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  ${({ $vertical, theme }) =>
    $vertical
      ? css`
          &[aria-current='page'] {
            background: ${theme.color.sunken};
          }
        `
      : css`
          &[aria-current='page']::after {
            content: '';
            position: absolute;
            left: ${theme.space[3]};
            right: ${theme.space[3]};
            bottom: 0.5rem;
            height: 2px;
            background: ${theme.color.accent};
          }
        `}
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

// The phone menu's modal code comes on first use; most visits never open it.
const Drawer = lazy(async () => ({ default: (await import('../../ui/Drawer')).Drawer }));

function NavItems({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const location = useLocation();
  return (
    <NavList $vertical={vertical}>
      {SHOP_NAV.map((item) => (
        <li key={item.label}>
          <NavLink
            to={item.to}
            $vertical={vertical}
            aria-current={item.isCurrent(location) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </NavList>
  );
}

export function ShopHeader() {
  const location = useLocation();
  // The mobile menu is open for the page it was opened on: any navigation (a link in it, or
  // back/forward) closes it without an effect.
  const here = `${location.pathname}${location.search}`;
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isMenuOpen = openedOn === here;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? here : null);

  return (
    <Bar>
      <Inner>
        <MenuButtonSlot>
          <IconButton aria-label="Open menu" onPress={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
        </MenuButtonSlot>
        <Logo to={paths.shop.home}>{STORE_NAME}</Logo>
        <DesktopNav aria-label="Main">
          <NavItems />
        </DesktopNav>
        <Actions>
          {/* Who is looking: the rest of the header is the same for every shopper. */}
          <ViewerSlot name="header-actions">
            <CartButton />
            <UserMenu />
          </ViewerSlot>
        </Actions>
      </Inner>
      {isMenuOpen ? (
        <Suspense fallback={null}>
          <Drawer isOpen onOpenChange={setMenuOpen} title="Menu">
            <nav aria-label="Main">
              <NavItems vertical onNavigate={() => setMenuOpen(false)} />
            </nav>
          </Drawer>
        </Suspense>
      ) : null}
    </Bar>
  );
}
