/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n": typeof types.Viewer_UserFragmentDoc,
    "\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal\n    lines {\n      id\n      size\n      quantity\n      unitPrice\n      regularUnitPrice\n      lineTotal\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n": typeof types.Cart_CartFragmentDoc,
    "\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateCartLineDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    image\n    price\n    salePrice\n    totalStock\n    category\n    productType\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CapturePaymentDocument,
    "\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n": typeof types.CategoryTile_ProductFragmentDoc,
    "\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n": typeof types.HeroCarousel_FeatureImageFragmentDoc,
};
const documents: Documents = {
    "\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n": types.Viewer_UserFragmentDoc,
    "\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal\n    lines {\n      id\n      size\n      quantity\n      unitPrice\n      regularUnitPrice\n      lineTotal\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n": types.Cart_CartFragmentDoc,
    "\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateCartLineDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    image\n    price\n    salePrice\n    totalStock\n    category\n    productType\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductListingDocument,
    "\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CapturePaymentDocument,
    "\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n": types.CategoryTile_ProductFragmentDoc,
    "\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n": types.HeroCarousel_FeatureImageFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment Viewer_user on User {\n    id\n    userName\n    email\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Viewer_user\n      }\n      token\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n      message\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal\n    lines {\n      id\n      size\n      quantity\n      unitPrice\n      regularUnitPrice\n      lineTotal\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Cart_cart on Cart {\n    id\n    itemCount\n    subtotal\n    lines {\n      id\n      size\n      quantity\n      unitPrice\n      regularUnitPrice\n      lineTotal\n      product {\n        id\n        title\n        image\n        category\n        productType\n        totalStock\n        sizeLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      id\n      ...Cart_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartLine($input: UpdateCartLineInput!) {\n    updateCartLine(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      cart {\n        id\n        ...Cart_cart\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    title\n    image\n    price\n    salePrice\n    totalStock\n    category\n    productType\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    title\n    image\n    price\n    salePrice\n    totalStock\n    category\n    productType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CapturePayment($input: CapturePaymentInput!) {\n    capturePayment(input: $input) {\n      order {\n        id\n        paymentStatus\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage($featuredCount: Int!) {\n    featureImages {\n      id\n      ...HeroCarousel_featureImage\n    }\n    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {\n      nodes {\n        id\n        ...CategoryTile_product\n      }\n    }\n    featured: products(first: $featuredCount) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n"): (typeof documents)["\n  fragment CategoryTile_product on Product {\n    id\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n"): (typeof documents)["\n  fragment HeroCarousel_featureImage on FeatureImage {\n    id\n    image\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;