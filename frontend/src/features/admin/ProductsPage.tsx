import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE, MESSAGES, SEARCH_DEBOUNCE_MS } from '@threadline/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminProductCard_ProductFragment, Category } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-queue';
import { media } from '../../ui/theme';
import { CATEGORY_NAMES } from './admin-labels';
import { ADMIN_MESSAGES } from './admin-messages';
import { EDIT_PARAM } from './admin-paths';
import { Notice } from '../../ui/Notice';
import { AdminPageHead } from './components/AdminPageHead';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pager } from './components/Pager';
import { SelectField } from '../../ui/SelectField';
import { useCursorPaging } from './components/use-cursor-paging';
import { AdminProductCard } from './products/AdminProductCard';
import { AdminProductsQuery, AdminProductToEditQuery, DeleteProductMutation } from './products/operations';
import { ProductSheet } from './products/ProductSheet';
import { categoryLabel } from '../../graphql/enum-labels';

export const PRODUCTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const SEARCH_PARAM = 'q';
const CATEGORY_PARAM = 'category';
const ALL = 'ALL';

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(12rem, 1fr);
    align-items: end;
  }
`;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

function isCategory(value: string | null): value is Category {
  return value !== null && (CATEGORY_NAMES as readonly string[]).includes(value);
}

function productCount(n: number): string {
  return `${n} ${n === 1 ? 'product' : 'products'}`;
}

/** /admin/products: the catalogue as cards, searchable by title and by category, with the product sheet. */
export function ProductsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const paging = useCursorPaging();
  const search = params.get(SEARCH_PARAM) ?? '';
  const categoryParam = params.get(CATEGORY_PARAM);
  const category = isCategory(categoryParam) ? categoryParam : undefined;
  const editId = params.get(EDIT_PARAM);

  // What is typed shows at once; the URL (and the query) follow once typing pauses. A URL change
  // from elsewhere (Back, a link) replaces what was typed.
  const [searchText, setSearchText] = useState(search);
  const [searchInUrl, setSearchInUrl] = useState(search);
  if (search !== searchInUrl) {
    setSearchInUrl(search);
    setSearchText(search);
  }
  const { setParams } = paging;
  useEffect(() => {
    if (searchText.trim() === search.trim()) return undefined;
    const timer = setTimeout(() => {
      setParams((next) => {
        if (searchText.trim()) next.set(SEARCH_PARAM, searchText.trim());
        else next.delete(SEARCH_PARAM);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, setParams]);

  const { data, error, loading, refetch } = useQuery(AdminProductsQuery, {
    variables: {
      ...(search ? { search } : {}),
      ...(category ? { category } : {}),
      first: PRODUCTS_PAGE_SIZE,
      ...(paging.after ? { after: paging.after } : {}),
    },
    // The back office wants what is stored now, not what this tab saw earlier.
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminProducts;

  const editing = useQuery(AdminProductToEditQuery, { variables: { id: editId ?? '' }, skip: !editId });
  const [isAdding, setIsAdding] = useState(false);
  const [addSession, setAddSession] = useState(0);
  const [deleting, setDeleting] = useState<AdminProductCard_ProductFragment | null>(null);
  const [deleteProduct, { loading: isDeleting }] = useMutation(DeleteProductMutation, {
    refetchQueries: ['AdminProducts'],
    awaitRefetchQueries: true,
  });

  const setEditId = (id: string | null) => {
    const next = new URLSearchParams(location.search);
    if (id) next.set(EDIT_PARAM, id);
    else next.delete(EDIT_PARAM);
    // The sheet is not a page of its own: opening it keeps the history entry (and the paging state).
    void navigate({ search: next.toString() }, { replace: true, state: location.state });
  };

  useEffect(() => {
    if (editId && editing.error) {
      toast({ variant: 'destructive', title: MESSAGES.PRODUCT_NOT_FOUND });
      setEditId(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the lookup fails
  }, [editId, editing.error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    try {
      const { data: result } = await deleteProduct({
        variables: { id: target.id },
        update(cache, { data: answer }) {
          const id = answer?.deleteProduct.deletedProductId;
          if (id) {
            cache.evict({ id: cache.identify({ __typename: 'Product', id }) });
            cache.gc();
          }
        },
      });
      const refusal = result?.deleteProduct.userErrors[0];
      if (refusal) toast({ variant: 'destructive', title: ADMIN_MESSAGES.DELETE_FAILED, description: refusal.message });
      else toast({ title: MESSAGES.PRODUCT_DELETED });
    } catch {
      toast({ variant: 'destructive', title: ADMIN_MESSAGES.DELETE_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    }
    setDeleting(null);
  };

  const isFiltered = Boolean(search || category);
  const editProduct = editId ? (editing.data?.product ?? null) : null;

  return (
    <>
      <AdminPageHead
        title="Products"
        actions={
          <Button
            $variant="primary"
            onPress={() => {
              setAddSession((n) => n + 1);
              setIsAdding(true);
            }}
          >
            Add New Product
          </Button>
        }
      />
      <Toolbar role="search" aria-label="Products">
        <TextField label="Search by title" type="search" value={searchText} onChange={setSearchText} placeholder="e.g. Linen Polo" />
        <SelectField
          label="Category"
          options={[{ value: ALL, label: 'All categories' }, ...CATEGORY_NAMES.map((value) => ({ value, label: categoryLabel(value) }))]}
          value={category ?? ALL}
          onChange={(value) =>
            paging.setParams((next) => {
              if (value === ALL) next.delete(CATEGORY_PARAM);
              else next.set(CATEGORY_PARAM, value);
            })
          }
        />
      </Toolbar>

      {connection ? (
        connection.nodes.length === 0 ? (
          <Notice>
            <h2>{isFiltered ? 'No products match' : 'No products yet'}</h2>
            <p>{isFiltered ? 'Try another title or category.' : 'Add the first one with Add New Product.'}</p>
          </Notice>
        ) : (
          <>
            <Count role="status">{productCount(connection.totalCount)}</Count>
            <Grid aria-label="Products">
              {connection.nodes.map((product) => (
                <li key={product.id}>
                  <AdminProductCard product={product} onEdit={() => setEditId(product.id)} onDelete={() => setDeleting(product)} />
                </li>
              ))}
            </Grid>
            <Pager
              label="Products"
              paging={paging}
              pageSize={PRODUCTS_PAGE_SIZE}
              shown={connection.nodes.length}
              totalCount={connection.totalCount}
              hasNextPage={connection.pageInfo.hasNextPage}
              endCursor={connection.pageInfo.endCursor}
            />
          </>
        )
      ) : error && !loading ? (
        <Notice role="alert">
          <h2>We couldn’t load the products</h2>
          <p>Please check your connection and try again.</p>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <Grid aria-label="Loading products" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton $height="18rem" $radius="8px" />
            </li>
          ))}
        </Grid>
      )}

      {isAdding ? (
        <ProductSheet key={`add-${addSession}`} isOpen onOpenChange={setIsAdding} product={null} />
      ) : null}
      {editProduct ? (
        <ProductSheet key={`edit-${editProduct.id}`} isOpen onOpenChange={(open) => !open && setEditId(null)} product={editProduct} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete product?"
        confirmLabel="Delete product"
        onConfirm={confirmDelete}
        isPending={isDeleting}
      >
        <p>
          <strong>{deleting?.title}</strong> will be removed from the catalogue and from every cart. Orders already placed keep
          their copy of it.
        </p>
      </ConfirmDialog>
    </>
  );
}
