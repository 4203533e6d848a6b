import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../request-scope.js';
import { Product } from '../catalog/product.entity.js';
import { CartLine } from './cart.entity.js';

// One SQL statement per batch, however many carts or lines a response shows.

/** The lines of each cart, oldest first, so a line keeps its place when its quantity changes. */
export const linesByCartId: LoaderFactory<string, CartLine[]> = (em) =>
  new DataLoader(async (cartIds) => {
    const lines = await em.find(CartLine, { cart: { $in: [...cartIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const byCart = new Map<string, CartLine[]>(cartIds.map((id) => [id, []]));
    for (const line of lines) byCart.get(line.cart.id)?.push(line);
    return cartIds.map((id) => byCart.get(id) ?? []);
  });

/** Products by id; a cart line always has its product, since deleting a product deletes its lines. */
export const productsById: LoaderFactory<string, Product> = (em) =>
  new DataLoader(async (ids) => {
    const products = await em.find(Product, { id: { $in: [...ids] } });
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.map((id) => byId.get(id) ?? new Error(`Product ${id} not found`));
  });
