import type { EntityManager } from '@mikro-orm/postgresql';
import { Category, Measurement, ProductType, selectableSizes, Size, SizingType, stockFromTotal, type StockBySize } from '@threadline/domain';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { Product, type ProductFields } from '../src/modules/catalog/product.entity.js';
import { Role, User } from '../src/modules/users/user.entity.js';

let sequence = 0;

/**
 * What a test may say about a product: its fields, and its stock either per size (`stock`; the
 * offered sizes not named hold none) or as `totalStock`, which all goes on the product's own size,
 * as the REST layer places a total (domain `stockFromTotal`). Saying neither gives 20 pieces in
 * every offered size.
 */
export type TestProductFields = Partial<Omit<ProductFields, 'stock'>> & { stock?: StockBySize; totalStock?: number };

/** A valid men's T-shirt; tests override what they are about. */
export function productFields(overrides: TestProductFields = {}): ProductFields {
  sequence += 1;
  const { stock, totalStock, ...rest } = overrides;
  const fields = {
    title: `Test Tee ${sequence}`,
    description: 'A plain cotton tee for tests.',
    image: `/media/products/test-${sequence}.webp`,
    category: Category.MALE,
    productType: ProductType.ROUND_NECK_HALF,
    type: SizingType.SIZE,
    size: Size.M,
    measurement: Measurement.IN_38,
    percentageIncrement: 5,
    pricePaise: 49_900,
    salePricePaise: 0,
    ...rest,
  };
  const offered = selectableSizes(fields);
  const given: StockBySize = stock ?? (totalStock === undefined ? Object.fromEntries(offered.map((size) => [size, 20])) : stockFromTotal(fields, totalStock));
  return { ...fields, stock: Object.fromEntries(offered.map((size) => [size, given[size] ?? 0])) };
}

/**
 * A valid men's T-shirt as the admin's `ProductInput` (GraphQL variables): what createProduct and
 * updateProduct take, with 12 pieces in M. Tests override what they are about; overriding
 * `totalStock` alone sends the total instead, as the spec's clients do.
 */
export function productInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const stock = 'totalStock' in overrides && !('sizeStock' in overrides) ? {} : { sizeStock: [{ size: 'M', quantity: 12 }] };
  return {
    image: '/media/products/navy-tee.webp',
    title: 'Navy Round Neck Tee',
    description: 'Soft combed cotton, regular fit.',
    category: 'MALE',
    productType: 'ROUND_NECK_HALF',
    type: 'SIZE',
    size: 'M',
    measurement: 'IN_38',
    percentageIncrement: 0,
    price: 599,
    salePrice: 0,
    ...stock,
    ...overrides,
  };
}

export async function createProducts(em: EntityManager, fields: TestProductFields[]): Promise<Product[]> {
  const products = fields.map((overrides) => new Product(productFields(overrides)));
  await em.persistAndFlush(products);
  return products;
}

export const TEST_PASSWORD = 'Secret@123';

export async function createUser(em: EntityManager, overrides: { email?: string; role?: Role; userName?: string } = {}): Promise<User> {
  sequence += 1;
  const user = new User({
    userName: overrides.userName ?? `Test User ${sequence}`,
    email: overrides.email ?? `user${sequence}@example.com`,
    role: overrides.role ?? Role.USER,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  await em.persistAndFlush(user);
  return user;
}

/**
 * Sets the stock of the named sizes of a product, as an admin's edit would leave it: with its
 * ADMIN_ADJUSTMENT movement in the stock ledger, so the ledger still adds up.
 */
export async function setStock(em: EntityManager, productId: string, stock: StockBySize): Promise<void> {
  for (const [size, quantity] of Object.entries(stock)) {
    await em.getConnection().execute(
      `with old as (select quantity from product_size_stock where product_id = ? and size = ?),
       moved as (update product_size_stock set quantity = ? where product_id = ? and size = ? returning quantity)
       insert into stock_movement (product_id, size, quantity_moved, quantity_after, reason)
       select ?, ?, moved.quantity - old.quantity, moved.quantity, 'ADMIN_ADJUSTMENT' from moved, old where moved.quantity <> old.quantity`,
      [productId, size, quantity, productId, size, productId, size],
    );
  }
}

/** The stock of each size of a product, as the database holds it now. */
export async function stockOf(em: EntityManager, productId: string): Promise<StockBySize> {
  const rows = await em.getConnection().execute<Array<{ size: Size; quantity: number }>>(
    'select size, quantity from product_size_stock where product_id = ?',
    [productId],
  );
  return Object.fromEntries(rows.map((row) => [row.size, row.quantity]));
}
