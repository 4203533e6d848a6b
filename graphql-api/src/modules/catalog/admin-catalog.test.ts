import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, Size } from '@threadline/domain';
import { createProducts, createUser, productInput } from '../../../test/factories.js';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { AddressSnapshot, Order, OrderLine } from '../orders/order.entity.js';
import { Product } from './product.entity.js';

const FIELDS = 'id title description image category productType type size measurement percentageIncrement basePrice { amount } baseSalePrice { amount } totalStock';
const USER_ERRORS = 'userErrors { code field message }';
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { product { ${FIELDS} } ${USER_ERRORS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { product { ${FIELDS} } ${USER_ERRORS} } }`;
const DELETE = `mutation ($id: ID!) { deleteProduct(id: $id) { deletedProductId ${USER_ERRORS} } }`;
const ADMIN_PRODUCTS = 'query ($first: Int, $after: String) { adminProducts(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id createdAt } } }';

interface AdminProductsPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string };
  nodes: Array<{ id: string; createdAt: string }>;
}

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
interface ProductData {
  id: string;
  title: string;
  basePrice: { amount: string };
  baseSalePrice: { amount: string } | null;
  [field: string]: unknown;
}
interface ProductPayloadData {
  product: ProductData | null;
  userErrors: UserErrorData[];
}

const validInput = (overrides: Record<string, unknown> = {}) => productInput({ percentageIncrement: 5, salePrice: 499, ...overrides });

const IMAGE_FORMAT = 'Please use an uploaded image (a path under /media/) or an http(s) URL';

/** Each refused input: the override, the field named, and the exact message. */
const REFUSALS: Array<[Record<string, unknown>, string, string]> = [
  [{ image: '' }, 'image', 'Please select an image first'],
  [{ image: '   ' }, 'image', 'Please select an image first'],
  [{ image: 'javascript:alert(1)' }, 'image', IMAGE_FORMAT],
  [{ image: '/etc/passwd' }, 'image', IMAGE_FORMAT],
  [{ image: '/media/../secrets.txt' }, 'image', IMAGE_FORMAT],
  [{ image: 'https://cdn.example.com/a b.webp' }, 'image', IMAGE_FORMAT],
  [{ image: `https://cdn.example.com/${'a'.repeat(480)}.webp` }, 'image', 'The image address must be at most 500 characters'],
  [{ title: '  ' }, 'title', 'This field is required'],
  [{ title: ' A ' }, 'title', 'Title must be 2-120 characters'],
  [{ title: 'T'.repeat(121) }, 'title', 'Title must be 2-120 characters'],
  [{ description: '' }, 'description', 'This field is required'],
  [{ description: ' Too short ' }, 'description', 'Description must be 10-2000 characters'],
  [{ description: 'd'.repeat(2001) }, 'description', 'Description must be 10-2000 characters'],
  [{ price: 0 }, 'price', 'Price must be greater than 0'],
  [{ price: -10, salePrice: 0 }, 'price', 'Price must be greater than 0'],
  [{ price: 1_000_000.01, salePrice: 2_000_000 }, 'price', 'Price cannot be more than ₹10,00,000'],
  [{ price: 1_000_000.01 }, 'price', 'Price cannot be more than ₹10,00,000'],
  [{ price: 599.999 }, 'price', 'Price can have at most 2 decimals'],
  [{ price: '599.999' }, 'price', 'Price can have at most 2 decimals'],
  [{ price: '0.00' }, 'price', 'Price must be greater than 0'],
  [{ salePrice: -1 }, 'salePrice', 'Sale price cannot be negative'],
  [{ salePrice: 99.995 }, 'salePrice', 'Sale price can have at most 2 decimals'],
  [{ salePrice: 599 }, 'salePrice', 'Sale price must be less than the price'],
  [{ salePrice: 700 }, 'salePrice', 'Sale price must be less than the price'],
  [{ salePrice: '599.00' }, 'salePrice', 'Sale price must be less than the price'],
  [{ totalStock: -1 }, 'totalStock', 'Stock must be a whole number of 0 or more'],
  [{ percentageIncrement: -0.5 }, 'percentageIncrement', 'Percentage increment must be between 0 and 100'],
  [{ percentageIncrement: 100.01 }, 'percentageIncrement', 'Percentage increment must be between 0 and 100'],
  [{ percentageIncrement: 7.125 }, 'percentageIncrement', 'Percentage increment can have at most 2 decimals'],
  [{ size: 'AGE_3_5' }, 'size', 'A product sized by letter needs a size from XS to XXL'],
  [{ type: 'AGE_GROUP', size: 'M', measurement: 'KIDS' }, 'size', 'A product sized by age group needs an age group (3-5, 6-8 or 9-13 years)'],
  [{ measurement: 'KIDS' }, 'measurement', 'A product sized by letter needs an adult measurement'],
  [{ type: 'AGE_GROUP', size: 'AGE_3_5', measurement: 'IN_38', sizeStock: [{ size: 'AGE_3_5', quantity: 1 }] }, 'measurement', 'A product sized by age group needs the kids measurement'],
  [{ productType: 'ROUND_NECK_OVERSIZE', size: 'S' }, 'size', 'Oversized T-shirts come in sizes M to XXL only'],
];

describe('admin product writes', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    ({ server, adminToken, shopperToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  const asAdmin = <T>(query: string, variables: Record<string, unknown>) => server.gql<T>(query, variables, { token: adminToken });
  const productCount = () => server.em().count(Product);

  it('creates a product from the form, trimmed, with money in rupees', async () => {
    const { body } = await asAdmin<{ createProduct: ProductPayloadData }>(CREATE, {
      input: validInput({ title: '  Navy Round Neck Tee  ', price: 599.5, salePrice: 0 }),
    });
    expect(body.data!.createProduct.userErrors).toEqual([]);
    const product = body.data!.createProduct.product!;
    expect(product).toMatchObject({
      title: 'Navy Round Neck Tee',
      basePrice: { amount: '599.50' },
      baseSalePrice: null,
      category: 'MALE',
      size: 'M',
      totalStock: 12,
    });
    const stored = await server.em().findOneOrFail(Product, product.id);
    expect(stored).toMatchObject({ pricePaise: 59_950, salePricePaise: 0, effectivePricePaise: 59_950 });
  });

  it('takes prices as decimal strings too, and a null or missing sale price as no sale', async () => {
    const asText = await asAdmin<{ createProduct: ProductPayloadData }>(CREATE, { input: validInput({ price: '1299.5', salePrice: '999.99' }) });
    expect(asText.body.data!.createProduct).toMatchObject({ userErrors: [], product: { basePrice: { amount: '1299.50' }, baseSalePrice: { amount: '999.99' } } });
    const { salePrice: _omitted, ...withoutSale } = validInput();
    for (const input of [validInput({ salePrice: null }), withoutSale]) {
      const { body } = await asAdmin<{ createProduct: ProductPayloadData }>(CREATE, { input });
      expect(body.data!.createProduct).toMatchObject({ userErrors: [], product: { basePrice: { amount: '599.00' }, baseSalePrice: null } });
    }
  });

  it('accepts the limits themselves', async () => {
    const input = validInput({
      title: 'Ab',
      description: 'Ten chars.',
      price: 1_000_000,
      salePrice: 999_999.99,
      totalStock: 0,
      percentageIncrement: 100,
      productType: 'ROUND_NECK_OVERSIZE',
      size: 'M',
      image: 'https://cdn.example.com/tee.webp',
    });
    const { body } = await asAdmin<{ createProduct: ProductPayloadData }>(CREATE, { input });
    expect(body.data!.createProduct.userErrors).toEqual([]);
    const kids = validInput({
      category: 'KIDS',
      type: 'AGE_GROUP',
      size: 'AGE_9_13',
      measurement: 'KIDS',
      title: 'T'.repeat(120),
      description: 'd'.repeat(2000),
      sizeStock: [{ size: 'AGE_9_13', quantity: 1_000_000 }],
    });
    const kidsResult = await asAdmin<{ createProduct: ProductPayloadData }>(CREATE, { input: kids });
    expect(kidsResult.body.data!.createProduct.userErrors).toEqual([]);
  });

  it.each(REFUSALS)('refuses %j on %s with its message, creating nothing', async (overrides, field, message) => {
    const before = await productCount();
    const { body } = await asAdmin<{ createProduct: ProductPayloadData }>(CREATE, { input: validInput(overrides) });
    expect(body.data!.createProduct).toEqual({ product: null, userErrors: [{ code: 'INVALID_INPUT', field, message }] });
    expect(await productCount()).toBe(before);
  });

  it('reports every refused field at once', async () => {
    const { body } = await asAdmin<{ createProduct: ProductPayloadData }>(CREATE, { input: validInput({ title: '', price: 0, image: '', salePrice: -1 }) });
    expect(body.data!.createProduct.userErrors.map((error) => error.field).sort()).toEqual(['image', 'price', 'salePrice', 'title']);
  });

  it('leaves unknown enum values and fractional stock to GraphQL input validation', async () => {
    for (const overrides of [{ category: 'PETS' }, { totalStock: 1.5 }, { size: 'XXXL' }, { price: 'about 500' }, { price: '1e3' }]) {
      const { status, body } = await asAdmin(CREATE, { input: validInput(overrides) });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('updates every field of a product', async () => {
    // No stock yet: a total sent alone goes on the product's own size, here the only one it will offer.
    const [product] = await createProducts(server.em(), [{ totalStock: 0 }]);
    const input = validInput({ title: 'Olive Polo', productType: 'POLO_NECK', size: 'XXL', measurement: 'IN_44', price: 799, salePrice: 0, totalStock: 3 });
    const { body } = await asAdmin<{ updateProduct: ProductPayloadData }>(UPDATE, { id: product!.id, input });
    expect(body.data!.updateProduct.userErrors).toEqual([]);
    expect(body.data!.updateProduct.product).toMatchObject({
      id: product!.id,
      title: 'Olive Polo',
      productType: 'POLO_NECK',
      size: 'XXL',
      basePrice: { amount: '799.00' },
      baseSalePrice: null,
      totalStock: 3,
    });
    const stored = await server.em().findOneOrFail(Product, product!.id);
    expect(stored).toMatchObject({ title: 'Olive Polo', pricePaise: 79_900, effectivePricePaise: 79_900, measurement: '44in' });
  });

  it('changes nothing when an update is refused', async () => {
    const [product] = await createProducts(server.em(), [{ title: 'Untouched Tee', pricePaise: 45_000 }]);
    const { body } = await asAdmin<{ updateProduct: ProductPayloadData }>(UPDATE, { id: product!.id, input: validInput({ title: 'New Title', salePrice: 900 }) });
    expect(body.data!.updateProduct).toEqual({
      product: null,
      userErrors: [{ code: 'INVALID_INPUT', field: 'salePrice', message: 'Sale price must be less than the price' }],
    });
    expect(await server.em().findOneOrFail(Product, product!.id)).toMatchObject({ title: 'Untouched Tee', pricePaise: 45_000 });
  });

  it('answers an unknown product id with NOT_FOUND, and a malformed one with a NOT_FOUND error', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const update = await asAdmin<{ updateProduct: ProductPayloadData }>(UPDATE, { id: unknown, input: validInput() });
    expect(update.body.data!.updateProduct).toEqual({ product: null, userErrors: [{ code: 'NOT_FOUND', field: 'id', message: 'Product not found' }] });
    const del = await asAdmin<{ deleteProduct: unknown }>(DELETE, { id: unknown });
    expect(del.body.data!.deleteProduct).toEqual({ deletedProductId: null, userErrors: [{ code: 'NOT_FOUND', field: 'id', message: 'Product not found' }] });
    for (const [query, variables] of [[UPDATE, { id: "1' or '1'='1", input: validInput() }], [DELETE, { id: 'not-a-uuid' }]] as const) {
      const { status, body } = await asAdmin(query, variables);
      expect(status).toBe(200);
      expect(body.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('deletes a product: gone from carts, past orders intact', async () => {
    const em = server.em();
    const [product, other] = await createProducts(em, [{ title: 'Doomed Tee' }, { title: 'Staying Tee' }]);
    const shopper = await createUser(em);
    const cart = new Cart(shopper);
    const order = new Order({
      user: shopper,
      cartId: cart.id,
      paymentMethod: PaymentMethod.COD,
      subtotalPaise: 49_900,
      discountPaise: 0,
      discountCode: null,
      addressInfo: new AddressSnapshot({ addressId: null, address: '12 Station Road', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: '' }),
      idempotencyKey: null,
    });
    em.persist([
      cart,
      new CartLine({ cart, product: product!, size: Size.M, quantity: 2 }),
      new CartLine({ cart, product: other!, size: Size.L, quantity: 1 }),
      order,
      new OrderLine({ order, ...soldCopyOf(product!), unitPricePaise: 49_900, quantity: 1, discountPaise: 0 }),
    ]);
    await em.flush();

    const { body } = await asAdmin<{ deleteProduct: unknown }>(DELETE, { id: product!.id });
    expect(body.data!.deleteProduct).toEqual({ deletedProductId: product!.id, userErrors: [] });

    const check = server.em();
    expect(await check.count(Product, product!.id)).toBe(0);
    const lines = await check.find(CartLine, { cart: cart.id }, { populate: ['product'] });
    expect(lines.map((line) => line.product.title)).toEqual(['Staying Tee']);
    const orderLines = await check.find(OrderLine, { order: order.id });
    expect(orderLines).toHaveLength(1);
    expect(orderLines[0]).toMatchObject({ productId: product!.id, title: 'Doomed Tee', unitPricePaise: 49_900 });
    const gone = await server.gql('query ($id: ID!) { product(id: $id) { id } }', { id: product!.id });
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lists every product newest first for the back office, page by page', async () => {
    const total = await productCount();
    const seen: Array<{ id: string; createdAt: string }> = [];
    let after: string | null = null;
    do {
      const { body }: { body: { data?: { adminProducts: AdminProductsPage } | null } } = await asAdmin(ADMIN_PRODUCTS, { first: 4, after });
      // Typed here: `after` comes from the page and goes into the next request, a loop inference cannot close.
      const page: AdminProductsPage = body.data!.adminProducts;
      expect(page.totalCount).toBe(total);
      seen.push(...page.nodes);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(new Set(seen.map((node) => node.id)).size).toBe(total);
    expect(seen.map((node) => node.createdAt)).toEqual(seen.map((node) => node.createdAt).sort().reverse());
  });

  describe('search and category', () => {
    const SEARCH =
      'query ($search: String, $category: Category, $first: Int, $after: String) { adminProducts(search: $search, category: $category, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id title category } } }';
    interface SearchPage {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: Array<{ id: string; title: string; category: string }>;
    }
    const searchPage = async (variables: Record<string, unknown>) => {
      const { body } = await asAdmin<{ adminProducts: SearchPage }>(SEARCH, variables);
      return body.data!.adminProducts;
    };

    beforeAll(async () => {
      const em = server.em();
      const products = await createProducts(em, [
        { title: 'Zebrawood Polo One', category: 'male' },
        { title: 'Zebrawood Polo Two', category: 'female' },
        { title: 'zebrawood polo three', category: 'male' },
        { title: 'Plain 100% Cotton_Tee', category: 'kids', type: 'age_group', size: '3-5yr', measurement: 'kids' },
      ]);
      // One flush can stamp them in the same millisecond; a minute apart, "newest first" is certain.
      products.forEach((product, i) => (product.createdAt = new Date(Date.now() + (i + 1) * 60_000)));
      await em.flush();
    });

    it('finds products by part of their title in any case, newest first, with the total', async () => {
      const page = await searchPage({ search: '  ZEBRAWOOD po ' });
      expect(page.nodes.map((node) => node.title)).toEqual(['zebrawood polo three', 'Zebrawood Polo Two', 'Zebrawood Polo One']);
      expect(page.totalCount).toBe(3);
    });

    it('narrows by category, alone or with a search', async () => {
      const male = await searchPage({ category: 'MALE', first: 100 });
      expect(male.nodes.every((node) => node.category === 'MALE')).toBe(true);
      expect(male.totalCount).toBe(await server.em().count(Product, { category: 'male' }));
      const both = await searchPage({ search: 'zebrawood', category: 'MALE' });
      expect(both.nodes.map((node) => node.title)).toEqual(['zebrawood polo three', 'Zebrawood Polo One']);
      expect(both.totalCount).toBe(2);
    });

    it('pages through a search with after, each product once', async () => {
      const first = await searchPage({ search: 'zebrawood', first: 2 });
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = await searchPage({ search: 'zebrawood', first: 2, after: first.pageInfo.endCursor });
      expect(second.pageInfo.hasNextPage).toBe(false);
      expect([...first.nodes, ...second.nodes].map((node) => node.title)).toEqual([
        'zebrawood polo three',
        'Zebrawood Polo Two',
        'Zebrawood Polo One',
      ]);
      expect(second.totalCount).toBe(3);
    });

    it('takes % and _ literally, and a blank search as no search', async () => {
      expect((await searchPage({ search: '100% cotton_' })).nodes.map((node) => node.title)).toEqual(['Plain 100% Cotton_Tee']);
      expect((await searchPage({ search: '%' })).nodes.map((node) => node.title)).toEqual(['Plain 100% Cotton_Tee']);
      expect((await searchPage({ search: '   ', first: 1 })).totalCount).toBe(await productCount());
    });

    it('refuses an over-long search and a cursor that is not one', async () => {
      const long = await asAdmin(SEARCH, { search: 'x'.repeat(101) });
      expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const forged = await asAdmin(SEARCH, { after: 'not-a-cursor' });
      expect(forged.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('permissions', () => {
    const ADMIN_OPERATIONS: Array<[string, string, () => Record<string, unknown>]> = [
      ['adminProducts', ADMIN_PRODUCTS, () => ({})],
      ['adminProducts with a search', 'query { adminProducts(search: "Guarded", category: MALE) { totalCount nodes { id title } } }', () => ({})],
      ['createProduct', CREATE, () => ({ input: validInput() })],
      ['updateProduct', UPDATE, () => ({ id: victimId, input: validInput({ title: 'Hijacked' }) })],
      ['deleteProduct', DELETE, () => ({ id: victimId })],
    ];
    let victimId: string;

    beforeAll(async () => {
      const [victim] = await createProducts(server.em(), [{ title: 'Guarded Tee' }]);
      victimId = victim!.id;
    });

    it.each(ADMIN_OPERATIONS)('%s refuses anonymous callers and shoppers, changing nothing', async (_name, query, variables) => {
      const before = await productCount();
      for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [shopperToken, 'FORBIDDEN']] as const) {
        const { body } = await server.gql(query, variables(), { token });
        expect(body.data).toBeNull();
        expect(body.errors?.[0]?.extensions?.code).toBe(code);
      }
      expect(await productCount()).toBe(before);
      expect(await server.em().findOneOrFail(Product, victimId)).toMatchObject({ title: 'Guarded Tee' });
    });

    it('keeps the catalogue, one product and search open to anyone', async () => {
      for (const token of [undefined, shopperToken]) {
        const { body } = await server.gql<{ products: { totalCount: number } }>(
          'query ($id: ID!) { products { totalCount } product(id: $id) { title } searchProducts(keyword: "guarded") { totalCount } }',
          { id: victimId },
          { token },
        );
        expect(body.errors).toBeUndefined();
        expect(body.data).toMatchObject({ product: { title: 'Guarded Tee' }, searchProducts: { totalCount: 1 } });
      }
    });
  });
});

/** The product as an order line copies it when sold. */
function soldCopyOf(product: Product) {
  return {
    productId: product.id,
    title: product.title,
    image: product.image,
    category: product.category,
    productType: product.productType,
    type: product.type,
    size: product.size,
    measurement: product.measurement,
    percentageIncrement: product.percentageIncrement,
  };
}
