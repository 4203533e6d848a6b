// Products as the ProductDialog query answers them, and a render of the dialog host the way the
// shop layout mounts it (signed in, with a probe that shows the current URL).
import type { MockLink } from '@apollo/client/testing';
import { decimalStringToPaise, toDecimalString } from '@threadline/domain';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import {
  CartDocument,
  ProductDialogDocument,
  type Cart_CartFragment,
  type ProductDialogQuery,
} from '../../graphql/generated/graphql';
import { money, times } from '../../test/money';
import { renderWithProviders } from '../../test/render';
import { AuthContext, signedIn, type AuthContextValue } from '../auth/auth-context';
import { ProductDialogHost } from './ProductDialogHost';

/**
 * A query result as the server sends it: the generated types leave out `__typename`, but the
 * cache needs it on every object to normalize (and the app's cache updates rely on that).
 */
type WithTypenames<T> = T extends readonly (infer Item)[]
  ? WithTypenames<Item>[]
  : T extends object
    ? { [K in keyof T]: WithTypenames<T[K]> } & { __typename?: string }
    : T;

export type DialogProduct = WithTypenames<NonNullable<ProductDialogQuery['product']>>;
type Option = DialogProduct['sizeOptions'][number];

/**
 * A size at `price` (rupees as the API writes them), or on sale at `salePrice` with `price` to
 * compare with; `inStock` pieces of it (10 unless said).
 */
export function option(size: Option['size'], price: string, salePrice?: string, inStock = 10): Option {
  const stock = { quantityAvailable: inStock, available: inStock > 0 };
  return salePrice
    ? { __typename: 'SizeOption', size, price: money(salePrice), compareAtPrice: money(price), ...stock }
    : { __typename: 'SizeOption', size, price: money(price), compareAtPrice: null, ...stock };
}

/** A men's tee in letter sizes XS–XXL, L and XL 10% dearer, XXL 20%. */
export function letterSizedProduct(overrides: Partial<DialogProduct> = {}): DialogProduct {
  return {
    __typename: 'Product',
    id: 'p1',
    title: "Men's Navy Round Neck T-Shirt",
    description: 'Soft combed cotton.',
    image: '/media/products/navy.webp',
    category: 'MALE',
    productType: 'ROUND_NECK_HALF',
    totalStock: 60,
    onSale: false,
    offers: [],
    sizeLabel: 'Size',
    defaultSize: 'XS',
    sizeOptions: [
      option('XS', '1000.00'),
      option('S', '1000.00'),
      option('M', '1000.00'),
      option('L', '1100.00'),
      option('XL', '1100.00'),
      option('XXL', '1200.00'),
    ],
    averageReview: 0,
    reviewCount: 0,
    reviews: reviewPage([]),
    ...overrides,
  };
}

type ReviewPage = DialogProduct['reviews'];

/** A page of reviews as Product.reviews answers it: `hasNextPage` when more follow `endCursor`. */
export function reviewPage(
  nodes: ReviewPage['nodes'],
  { hasNextPage = false, totalCount = nodes.length, endCursor = nodes.length ? `after-${nodes.at(-1)!.id}` : null }: { hasNextPage?: boolean; totalCount?: number; endCursor?: string | null } = {},
): ReviewPage {
  return { __typename: 'ReviewConnection', totalCount, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor }, nodes };
}

/** The product's slug, as the URL's `?product=` names it: "Men's Navy Tee" → "men-s-navy-tee". */
export function slugOf(product: DialogProduct): string {
  return product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** An oversized tee: the API offers M–XXL only, M first. */
export function oversizeProduct(): DialogProduct {
  return letterSizedProduct({
    id: 'p2',
    title: "Women's Lavender Oversized T-Shirt",
    productType: 'ROUND_NECK_OVERSIZE',
    onSale: true,
    defaultSize: 'M',
    sizeOptions: [
      option('M', '989.00', '789.00'),
      option('L', '1063.18', '848.18'),
      option('XL', '1063.18', '848.18'),
      option('XXL', '1137.35', '907.35'),
    ],
  });
}

/** A product whose own size is XXL: XXL is the only choice. */
export function xxlOnlyProduct(): DialogProduct {
  return letterSizedProduct({ id: 'p3', title: "Women's Sky Blue Tee", defaultSize: 'XXL', sizeOptions: [option('XXL', '619.00')] });
}

/** A kids' product, chosen by age group. */
export function kidsProduct(): DialogProduct {
  return letterSizedProduct({
    id: 'p4',
    title: "Kids' Teal Crop Top",
    category: 'KIDS',
    productType: 'CROP_TOP',
    sizeLabel: 'Age Group',
    defaultSize: 'AGE_3_5',
    sizeOptions: [option('AGE_3_5', '389.00'), option('AGE_6_8', '389.00'), option('AGE_9_13', '389.00')],
  });
}

/** The dialog's query for `product`, asked for by its slug. */
export function productMock(product: DialogProduct): MockLink.MockedResponse {
  return { request: { query: ProductDialogDocument, variables: { slug: slugOf(product) } }, result: { data: { product } } };
}

/** A cart of `lines` as the server prices it with no promotion: the total is the lines' sum. */
export function pricedCart(lines: CartLine[]): WithTypenames<Cart_CartFragment> {
  const subtotal = money(toDecimalString(lines.reduce((sum, line) => sum + (decimalStringToPaise(line.lineTotal.amount) ?? Number.NaN), 0)));
  return {
    __typename: 'Cart',
    id: 'cart-1',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount: money('0.00'),
    total: subtotal,
    discountCode: null,
    discountCodeProblem: null,
    promotions: [],
    lines,
  };
}

export function cartMock(cart: Partial<WithTypenames<Cart_CartFragment>> = {}): MockLink.MockedResponse {
  return {
    request: { query: CartDocument },
    result: { data: { cart: { ...pricedCart([]), ...cart } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const auth: AuthContextValue = {
  ...signedIn({ id: 'u1', userName: 'Meera Das', email: 'meera@example.com', role: 'USER' }, 'token'),
  login: () => Promise.resolve(true),
  logout: () => Promise.resolve(),
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The dialog host at `route`, as the shop layout renders it for a signed-in shopper. */
export function renderDialog(route: string, mocks: ReadonlyArray<MockLink.MockedResponse>, extra?: ReactElement) {
  return renderWithProviders(
    <AuthContext.Provider value={auth}>
      <LocationProbe />
      {extra}
      <ProductDialogHost />
    </AuthContext.Provider>,
    { route, mocks },
  );
}

type CartLine = WithTypenames<Cart_CartFragment['lines'][number]>;

/** A cart line of `product` in `size`. */
export function cartLine(product: DialogProduct, size: CartLine['size'], quantity: number): CartLine {
  const option = product.sizeOptions.find((candidate) => candidate.size === size);
  if (!option) throw new Error(`${product.title} is not offered in ${size}`);
  return {
    __typename: 'CartLine',
    id: `line-${product.id}-${size}`,
    size,
    quantity,
    price: option.price,
    compareAtPrice: option.compareAtPrice,
    lineTotal: times(option.price, quantity),
    discount: money('0.00'),
    finalTotal: times(option.price, quantity),
    quantityAvailable: option.quantityAvailable,
    product: {
      __typename: 'Product',
      id: product.id,
      title: product.title,
      image: product.image,
      category: product.category,
      productType: product.productType,
      totalStock: product.totalStock,
      sizeLabel: product.sizeLabel,
    },
  };
}
