import { CombinedGraphQLErrors } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@threadline/domain';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { ModalDialog } from '../../ui/ModalDialog';
import { Skeleton } from '../../ui/Skeleton';
import { InfoColumn, Layout, MediaColumn, ProductDetails, ProductImage } from './components/ProductDetails';
import { ProductReviews } from './components/ProductReviews';
import { ProductDialogPreviewFragment, ProductDialogQuery, productDialogVariables } from './operations';

const DIALOG_WIDTH = '56rem';

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[6]};
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

export interface ProductDialogProps {
  /** The product to show, as the URL names it. */
  productSlug: string;
  /** The product's id when a card opened the dialog: its title and image are then in the cache already. */
  previewId?: string;
  /** Closes the dialog the way it was opened (Back, or a replace). */
  onClose: () => void;
  /** The page without the dialog: where Close goes before the page hydrates. */
  closeHref?: string;
}

/** The product detail dialog (spec section 2): image, details, size, cart controls and reviews. */
export function ProductDialog({ productSlug, previewId, onClose: close, closeHref }: ProductDialogProps) {
  const { data, error, loading, refetch } = useQuery(ProductDialogQuery, {
    variables: productDialogVariables(productSlug),
  });
  // A product seen in a listing is already in the cache: its title and image show at once.
  const preview = useFragment({
    fragment: ProductDialogPreviewFragment,
    from: previewId ? { __typename: 'Product', id: previewId } : null,
  });

  const product = data?.product;
  const notFound =
    !product && CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.['code'] === 'NOT_FOUND');
  const previewTitle = preview.complete ? preview.data.title : undefined;
  const title = product?.title ?? (notFound ? MESSAGES.PRODUCT_NOT_FOUND : (previewTitle ?? 'Loading product'));

  let body;
  if (product) {
    body = (
      <ProductDetails product={product}>
        <ProductReviews product={product} />
      </ProductDetails>
    );
  } else if (notFound) {
    body = (
      <Notice>
        <p>This product is no longer in the store, or the link is wrong.</p>
        <Button onPress={close}>Continue Shopping</Button>
      </Notice>
    );
  } else if (error && !loading) {
    body = (
      <Notice role="alert">
        <p>We could not load this product. Please try again.</p>
        <Button onPress={() => void refetch()}>Try Again</Button>
      </Notice>
    );
  } else {
    body = (
      <Layout aria-busy="true">
        <MediaColumn>
          {preview.complete ? (
            <ProductImage src={preview.data.image} alt="" sizes="(max-width: 767px) 100vw, 28rem" width={800} height={1000} />
          ) : null}
        </MediaColumn>
        <InfoColumn>
          <Skeleton $width="40%" $height="0.75rem" />
          <Skeleton $width="30%" $height="1.75rem" />
          <Skeleton $height="4.5rem" />
          <Skeleton $width="70%" $height="2.75rem" />
          <Skeleton $height="3.25rem" $radius="999px" />
        </InfoColumn>
      </Layout>
    );
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={title}
      width={DIALOG_WIDTH}
      closeHref={closeHref}
    >
      {body}
    </ModalDialog>
  );
}
