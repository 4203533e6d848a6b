import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { PRODUCT_PARAM, productPreviewIdOf, withoutProductDialog } from '../../app/paths';
import { whenIdle } from '../../ui/when-idle';

// The dialog's code is not needed to show a page, so it stays out of the first download. It is
// fetched when the browser is idle after the page has loaded (or at once, when a link opens it).
const loadProductDialog = () => import('./ProductDialog');
const ProductDialog = lazy(async () => ({ default: (await loadProductDialog()).ProductDialog }));

/** The slug of the product the URL asks the dialog to show, or null. */
function productSlugIn(search: string): string | null {
  return new URLSearchParams(search).get(PRODUCT_PARAM)?.trim() || null;
}

/**
 * Whether the dialog was opened by an in-app link on this same page (a history push from the page
 * without the dialog), remembered from the moment it opened: then closing goes Back, so Back and
 * close agree and history holds no stale dialog entry. Opened any other way (a shared link, a
 * reload) closing replaces the entry instead, so it never leaves the store. Choosing a size
 * replaces the entry too, which is why this is decided once, when the product appears.
 */
function useOpenedByInAppLink(productSlug: string | null): boolean {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The last location seen, to compare the next one with (state, not a ref: it is read in render).
  const [seen, setSeen] = useState({ location, productSlug, byLink: false });

  if (seen.location !== location) {
    const opened = seen.productSlug !== productSlug;
    const byLink = opened
      ? productSlug !== null &&
        navigationType === 'PUSH' &&
        seen.location.pathname === location.pathname &&
        productSlugIn(seen.location.search) === null
      : seen.byLink;
    setSeen({ location, productSlug, byLink });
  }

  return seen.productSlug === productSlug && seen.byLink;
}

/**
 * Opens the product detail dialog whenever the URL says `?product=<slug>`; rendered once by the
 * shop layout so every page can open it with a link.
 */
export function ProductDialogHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const productSlug = productSlugIn(location.search);
  const openedByLink = useOpenedByInAppLink(productSlug);
  const previewId = productPreviewIdOf(location.state);

  useEffect(() => whenIdle(() => void loadProductDialog()), []);

  function close() {
    if (openedByLink) navigate(-1);
    else void navigate(withoutProductDialog(location), { replace: true });
  }

  if (productSlug === null) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialog
        key={productSlug}
        productSlug={productSlug}
        previewId={previewId}
        onClose={close}
        closeHref={withoutProductDialog(location)}
      />
    </Suspense>
  );
}
