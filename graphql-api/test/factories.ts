import type { EntityManager } from '@mikro-orm/postgresql';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { Product, type ProductFields } from '../src/modules/catalog/product.entity.js';
import { Role, User } from '../src/modules/users/user.entity.js';

let sequence = 0;

/** A valid men's T-shirt; tests override what they are about. */
export function productFields(overrides: Partial<ProductFields> = {}): ProductFields {
  sequence += 1;
  return {
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
    totalStock: 20,
    ...overrides,
  };
}

/**
 * A valid men's T-shirt as the admin's `ProductInput` (GraphQL variables): what createProduct and
 * updateProduct take. Tests override what they are about.
 */
export function productInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
    totalStock: 12,
    ...overrides,
  };
}

export async function createProducts(em: EntityManager, fields: Array<Partial<ProductFields>>): Promise<Product[]> {
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
