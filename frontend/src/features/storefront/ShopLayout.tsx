import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { ProductDialogHost } from '../product/ProductDialogHost';
import { ShopFooter } from './ShopFooter';
import { ShopHeader } from './ShopHeader';

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;

/** /shop: header, the page, footer, and the product dialog when the URL asks for it. */
export function ShopLayout() {
  return (
    <>
      <SkipLink />
      <ShopHeader />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <ShopFooter />
      {/* Any shop page opens the product dialog with a `?product=<id>` link. */}
      <ProductDialogHost />
    </>
  );
}
