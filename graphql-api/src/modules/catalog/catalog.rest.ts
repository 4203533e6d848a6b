import { z } from 'zod';
import { Category, MAX_PAGE_SIZE, MESSAGES, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { RestRefusal, unwrapPayload } from '../../rest/rest-errors.js';
import { defineRoute, envelope, Id, type RestRoute } from '../../rest/route.js';
import type { ProductInput } from './admin-catalog.types.js';
import { productDocument, ProductDocument } from './catalog.documents.js';
import { AgeGroup, ProductSort, type ProductConnection } from './catalog.types.js';

export const SEVERAL_CATEGORIES_MESSAGE = 'Choose one category at a time';
export const SEVERAL_AGE_GROUPS_MESSAGE = 'Choose one age group at a time';

const SORT_BY = {
  'price-lowtohigh': ProductSort.PRICE_LOW_TO_HIGH,
  'price-hightolow': ProductSort.PRICE_HIGH_TO_LOW,
  newest: ProductSort.NEWEST,
  popular: ProductSort.POPULAR,
} as const;
type SortBy = keyof typeof SORT_BY;

/**
 * A filter group as the storefront sends it: values joined by commas (spec section 7), or the
 * parameter repeated. Blank parts are dropped, so `category=` means no filter.
 */
function commaList<T extends Record<string, string>>(values: T) {
  return z
    .union([z.string().max(500), z.array(z.string().max(500)).max(20)])
    .transform((raw) => (Array.isArray(raw) ? raw : [raw]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)));
}

// The REST answer is one page of the same listing GraphQL pages through with cursors: the first
// `limit` products, with `total` telling a client whether it saw everything.
const Limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE)
  .optional()
  .describe(`How many products to answer, 1 to ${MAX_PAGE_SIZE}; ${MAX_PAGE_SIZE} when omitted. \`total\` says how many match.`);

const ListingQuery = z.object({
  category: commaList(Category)
    .optional()
    .describe(`One of ${Object.values(Category).join(', ')}. Not together with \`age\`.`),
  age: commaList(AgeGroup)
    .optional()
    .describe(`One of ${Object.values(AgeGroup).join(', ')}: kids products made in that age group. Not together with \`category\`.`),
  productType: commaList(ProductType)
    .optional()
    .describe(`Any number of cuts, comma-separated (${Object.values(ProductType).join(', ')}); products of any of them.`),
  sortBy: z.enum(Object.keys(SORT_BY) as [SortBy, ...SortBy[]]).optional().describe('price-lowtohigh when omitted.'),
  limit: Limit,
});

const ProductList = envelope(z.array(ProductDocument), { total: z.int().min(0).describe('How many products match, over all pages.') });

function listAnswer(connection: ProductConnection) {
  return { body: { success: true as const, data: connection.nodes.map(productDocument), total: connection.totalCount } };
}

/**
 * Money and stock may come as numbers or, from the store's own product form, as numeric strings.
 * Whether a value is allowed (positive price, whole stock...) is the service's rule, not this one.
 */
const Numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,9})?$/, 'must be a number')
    .transform(Number),
]);

const productFields = {
  image: z.string().max(2000).describe('An uploaded image path (under /media/) or an http(s) URL, at most 500 characters.'),
  title: z.string().max(1000).describe('2 to 120 characters after trimming.'),
  description: z.string().max(10_000).describe('10 to 2000 characters after trimming.'),
  category: z.enum(Category),
  productType: z.enum(ProductType),
  type: z.enum(SizingType),
  size: z.enum(Size),
  measurement: z.enum(Measurement),
  percentageIncrement: Numeric.describe('Percent added for L and XL (twice for XXL), 0 to 100.'),
  price: Numeric.describe('Regular price in rupees (₹).'),
  salePrice: Numeric.describe('Sale price in rupees (₹); 0 for no sale, otherwise below the price.'),
  totalStock: Numeric.describe(
    "Pieces in stock over all sizes. Alone (the spec's body), on a new product or one whose sizes hold none, all of it goes on the " +
      "product's own `size`; on an edit it must otherwise equal the current total (the sizes keep their stock), or it is refused. " +
      'With `sizeStock`, it must be their sum.',
  ),
  sizeStock: z
    .array(z.object({ size: z.enum(Size), quantity: Numeric, expectedStock: Numeric.optional() }))
    .max(20)
    .describe(
      'The stock of each size the product offers; an offered size left out holds 0. A change of type, size or product type that ' +
        'stops offering a size is refused while that size holds stock. On an edit, `expectedStock` is the stock of the size the ' +
        'client read: when the size holds anything else now (a sale came in), the edit is refused (409) and nothing changes; ' +
        'without it the size is set to `quantity` as before.',
    ),
};

// Unknown keys, among them a client's averageReview, reviewCount or _id, are dropped: reviews and
// the server decide those.
const NewProductBody = z.object({
  ...productFields,
  totalStock: productFields.totalStock.optional(),
  sizeStock: productFields.sizeStock.optional(),
  percentageIncrement: productFields.percentageIncrement.default(0),
  salePrice: productFields.salePrice.default(0),
});

/** An edit may send only the fields it changes; the rest keep their saved values. */
const ProductEditBody = z.object(productFields).partial();

const IdParams = z.object({ id: Id });

/** The saved product's fields but its stock: an edit that sends no stock keeps each size's. */
function inputOf(product: ProductDocument): ProductInput {
  const { image, title, description, category, productType, type, size, measurement, percentageIncrement, price, salePrice } = product;
  return { image, title, description, category, productType, type, size, measurement, percentageIncrement, price, salePrice };
}

export const catalogRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/shop/products/get',
    tag: 'Products',
    summary: 'A filtered, sorted listing of the catalogue (the first `limit` products).',
    access: 'public',
    query: ListingQuery,
    response: ProductList,
    async handle({ query, services }) {
      const categories = query.category ?? [];
      const ages = query.age ?? [];
      // GraphQL's filter takes one category or one age group (spec section 4: selecting one
      // replaces the other); several cannot be honoured, so they are refused rather than narrowed.
      if (categories.length > 1) throw new RestRefusal(400, SEVERAL_CATEGORIES_MESSAGE);
      if (ages.length > 1) throw new RestRefusal(400, SEVERAL_AGE_GROUPS_MESSAGE);
      const connection = await services.catalog.listProducts({
        filter: { category: categories[0] ?? null, age: ages[0] ?? null, productTypes: query.productType ?? [] },
        sort: SORT_BY[query.sortBy ?? 'price-lowtohigh'],
        first: query.limit ?? MAX_PAGE_SIZE,
      });
      return listAnswer(connection);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/shop/products/get/:id',
    tag: 'Products',
    summary: 'One product.',
    access: 'public',
    params: IdParams,
    response: envelope(ProductDocument),
    async handle({ params, services }) {
      return { body: { success: true, data: productDocument(await services.catalog.product(params.id)) } };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/shop/search/:keyword',
    tag: 'Products',
    summary: 'Products matching a keyword, best match first; small typos are forgiven. At most 100 characters.',
    access: 'public',
    // The length rule (at most 100 characters, counted after trimming) is the search service's.
    params: z.object({ keyword: z.string() }),
    query: z.object({ limit: Limit }),
    response: ProductList,
    async handle({ params, query, services }) {
      return listAnswer(await services.catalog.searchProducts({ keyword: params.keyword, first: query.limit ?? MAX_PAGE_SIZE }));
    },
  }),

  defineRoute({
    method: 'get',
    path: '/admin/products/get',
    tag: 'Admin products',
    summary: 'The catalogue for the back office, newest first (the first `limit` products).',
    access: 'admin',
    query: z.object({ limit: Limit }),
    response: ProductList,
    async handle({ query, services }) {
      return listAnswer(await services.catalog.adminProducts({ first: query.limit ?? MAX_PAGE_SIZE }));
    },
  }),

  defineRoute({
    method: 'post',
    path: '/admin/products/add',
    tag: 'Admin products',
    summary: 'Adds a product; every field is checked and nothing is saved when one is refused.',
    access: 'admin',
    body: NewProductBody,
    response: envelope(ProductDocument),
    successStatus: 201,
    async handle({ body, services }) {
      const { product } = unwrapPayload(await services.catalog.createProduct(body));
      return { body: { success: true, message: MESSAGES.PRODUCT_ADDED, data: productDocument(product!) } };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/admin/products/edit/:id',
    tag: 'Admin products',
    summary: 'Edits a product: the fields sent replace the saved ones, and the whole product is checked again.',
    access: 'admin',
    params: IdParams,
    body: ProductEditBody,
    response: envelope(ProductDocument),
    async handle({ params, body, services }) {
      const saved = productDocument(await services.catalog.product(params.id));
      const { product } = unwrapPayload(await services.catalog.updateProduct(params.id, { ...inputOf(saved), ...body }));
      return { body: { success: true, message: MESSAGES.PRODUCT_UPDATED, data: productDocument(product!) } };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/admin/products/delete/:id',
    tag: 'Admin products',
    summary: 'Deletes a product and takes it out of every cart; past orders keep their copy.',
    access: 'admin',
    params: IdParams,
    response: z.object({ success: z.literal(true), message: z.string() }),
    async handle({ params, services }) {
      unwrapPayload(await services.catalog.deleteProduct(params.id));
      return { body: { success: true, message: MESSAGES.PRODUCT_DELETED } };
    },
  }),
];
