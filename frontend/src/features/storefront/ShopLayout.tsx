import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_PARAM } from '../../app/paths';
import { warm, type RouteLoader } from '../../app/route-data';
import { MeDocument } from '../auth/operations';
import { CartQuery } from '../cart/operations';
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

/**
 * What every shop page shows beside its own content: the signed-in shopper's cart (the header's
 * count) and, when the URL asks for it, the product dialog's product.
 */
export const loader: RouteLoader = (client, { request }) => {
  const productSlug = new URL(request.url).searchParams.get(PRODUCT_PARAM)?.trim();
  return warm(
    // The root loader asks for the viewer too; Apollo sends the two as one operation.
    client.query({ query: MeDocument }).then(({ data }) => (data?.me ? client.query({ query: CartQuery }) : undefined)),
    // The dialog's document comes with the dialog's code: most pages never open it.
    productSlug
      ? import('../product/operations').then(({ ProductDialogQuery, productDialogVariables }) =>
          client.query({ query: ProductDialogQuery, variables: productDialogVariables(productSlug) }),
        )
      : undefined,
  );
};
