import { MESSAGES } from '@threadline/domain';
import type { RequestScope } from '../../context.js';
import { Access } from '../../shared/auth-directive.js';
import { notFound } from '../../shared/errors.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import type { CreateProductPayload, DeleteProductPayload, ProductInput, UpdateProductPayload } from './admin-catalog.types.js';
import { isUuid } from './ids.js';
import { Product } from './product.entity.js';
import { checkProductInput } from './product-input.js';

const productNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, MESSAGES.PRODUCT_NOT_FOUND, 'id');

/** The back office's product writes. Each refuses as a whole: nothing is saved unless all is valid. */
export class AdminProductsService {
  constructor(private readonly scope: RequestScope) {}

  async createProduct(input: ProductInput): Promise<CreateProductPayload> {
    this.requireAdmin();
    const { fields, userErrors } = checkProductInput(input);
    if (!fields) return { product: null, userErrors };
    const product = new Product(fields);
    await this.scope.em.persistAndFlush(product);
    return { product, userErrors: [] };
  }

  async updateProduct(id: string, input: ProductInput): Promise<UpdateProductPayload> {
    this.requireAdmin();
    const product = await this.scope.em.findOne(Product, { id: wellFormedId(id) });
    if (!product) return { product: null, userErrors: [productNotFound()] };
    const { fields, userErrors } = checkProductInput(input);
    if (!fields) return { product: null, userErrors };
    // The search document is a generated column, so the edited product is searchable by its new
    // words as soon as this flush commits.
    this.scope.em.assign(product, fields);
    await this.scope.em.flush();
    return { product, userErrors: [] };
  }

  /**
   * Cart lines and reviews of the product go with it (their foreign keys cascade); order lines
   * are snapshots without a foreign key, so past orders stay intact.
   */
  async deleteProduct(id: string): Promise<DeleteProductPayload> {
    this.requireAdmin();
    const deleted = await this.scope.em.nativeDelete(Product, { id: wellFormedId(id) });
    if (deleted === 0) return { deletedProductId: null, userErrors: [productNotFound()] };
    return { deletedProductId: id, userErrors: [] };
  }

  // The @auth directive guards the GraphQL fields; this guards every other caller (REST).
  private requireAdmin(): void {
    this.scope.requireViewer(Access.ADMIN);
  }
}

/** A malformed id is a malformed request, answered like the `product` query does. */
function wellFormedId(id: string): string {
  if (!isUuid(id)) throw notFound('Product');
  return id;
}
