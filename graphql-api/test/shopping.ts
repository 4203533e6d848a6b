import { expect } from 'vitest';
import { Address } from '../src/modules/addresses/address.entity.js';
import { Cart, CartLine } from '../src/modules/cart/cart.entity.js';
import { Product } from '../src/modules/catalog/product.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import type { TestServer } from './harness.js';

export interface CartLineWish {
  product: Product;
  quantity: number;
}

/** Gives the shopper an address and a cart of these lines in the database; returns the address id. */
export async function fillCart(server: TestServer, userId: string, lines: CartLineWish[]): Promise<string> {
  const em = server.em();
  const user = em.getReference(User, userId);
  const address = new Address({ user, address: '4 Lake View', city: 'Kolkata', pincode: '700001', phone: '9123456780', notes: 'Ring twice' });
  const cart = (await em.findOne(Cart, { user })) ?? new Cart(user);
  const cartLines = lines.map((line) => new CartLine({ cart, product: em.getReference(Product, line.product.id), size: line.product.size, quantity: line.quantity }));
  await em.persistAndFlush([address, cart, ...cartLines]);
  return address.id;
}

/** Places a cash-on-delivery order through the API from a cart filled in the database; returns its id. */
export async function placeCodOrder(server: TestServer, who: { userId: string; token: string }, lines: CartLineWish[]): Promise<string> {
  const addressId = await fillCart(server, who.userId, lines);
  const { body } = await server.gql<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code message } } }',
    { input: { addressId } },
    { token: who.token },
  );
  expect(body.data?.placeOrder.userErrors).toEqual([]);
  return body.data!.placeOrder.order!.id;
}
