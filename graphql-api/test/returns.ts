import { expect } from 'vitest';
import type { Size } from '@threadline/domain';
import { Address } from '../src/modules/addresses/address.entity.js';
import { Cart, CartLine } from '../src/modules/cart/cart.entity.js';
import { Product } from '../src/modules/catalog/product.entity.js';
import { Role, User } from '../src/modules/users/user.entity.js';
import { createUser } from './factories.js';
import type { TestServer } from './harness.js';

// Returns (issue 28) through the API: delivered orders to return pieces of, and the operations.

export interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}

export interface ReturnData {
  id: string;
  kind: string;
  state: string;
  stateLabel: string;
  reason: string;
  reasonLabel: string;
  note: string;
  declineReason: string | null;
  refund: { amount: string };
  exchangeDifference: { amount: string };
  lines: Array<{ id: string; quantity: number; exchangeSize: string | null; received: number | null; damaged: number | null; refund: { amount: string }; productName: string; size: string; orderLine: { id: string } }>;
  payout: { method: string; reference: string | null; amount: { amount: string }; recordedAt: string | null } | null;
  history: Array<{ type: string; note: string | null }>;
}

export interface ReturnPayload {
  returnRequest: ReturnData | null;
  userErrors: UserErrorData[];
}

export const RETURN_FIELDS = `id kind state stateLabel reason reasonLabel note declineReason refund { amount } exchangeDifference { amount }
  lines { id quantity exchangeSize received damaged refund { amount } productName size orderLine { id } }
  payout { method reference amount { amount } recordedAt } history { type note }`;
const PAYLOAD = `returnRequest { ${RETURN_FIELDS} } userErrors { code field message }`;

export const REQUEST_RETURN = `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { ${PAYLOAD} } }`;
export const CANCEL_RETURN = `mutation ($id: ID!) { cancelReturn(returnId: $id) { ${PAYLOAD} } }`;
export const APPROVE_RETURN = `mutation ($id: ID!) { approveReturn(returnId: $id) { ${PAYLOAD} } }`;
export const DECLINE_RETURN = `mutation ($id: ID!, $reason: String!) { declineReturn(returnId: $id, reason: $reason) { ${PAYLOAD} } }`;
export const RECEIVE_RETURN = `mutation ($id: ID!, $lines: [ReceiveReturnLineInput!]!) { receiveReturn(returnId: $id, lines: $lines) { ${PAYLOAD} } }`;
export const RECORD_REFUND = `mutation ($input: RecordRefundInput!) { recordRefund(input: $input) { ${PAYLOAD} } }`;
export const SHIP_EXCHANGE = `mutation ($id: ID!) { shipExchange(returnId: $id) { ${PAYLOAD} } }`;
export const CLOSE_RETURN = `mutation ($id: ID!) { closeReturn(returnId: $id) { ${PAYLOAD} } }`;

export interface Shopper {
  user: User;
  token: string;
}

export interface OrderWish {
  product: Product;
  size?: Size;
  quantity: number;
}

/** One test's view of returns: shoppers, delivered orders, and each operation as a call. */
export function returnsApi(server: TestServer, adminToken: string) {
  async function mutate(query: string, variables: Record<string, unknown>, token: string, field: string): Promise<ReturnPayload> {
    const { body } = await server.gql<Record<string, ReturnPayload>>(query, variables, { token });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data![field]!;
  }

  return {
    async shopper(): Promise<Shopper> {
      const user = await createUser(server.em(), { role: Role.USER });
      return { user, token: await server.tokenFor(user) };
    },

    /** Places a cash-on-delivery order through the API and has the admin mark it delivered; returns its id and line ids in order. */
    async deliveredOrder(who: Shopper, wishes: OrderWish[], options: { deliver?: boolean } = {}): Promise<{ orderId: string; lineIds: string[] }> {
      const em = server.em();
      const user = em.getReference(User, who.user.id);
      const address = new Address({ user, address: '4 Lake View', city: 'Kolkata', pincode: '700001', phone: '9123456780', notes: '' });
      const cart = (await em.findOne(Cart, { user })) ?? new Cart(user);
      const lines = wishes.map((wish) => new CartLine({ cart, product: em.getReference(Product, wish.product.id), size: wish.size ?? wish.product.size, quantity: wish.quantity }));
      await em.persistAndFlush([address, cart, ...lines]);
      const placed = await server.gql<{ placeOrder: { order: { id: string; lines: Array<{ id: string }> } | null; userErrors: UserErrorData[] } }>(
        'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id lines { id } } userErrors { code field message } } }',
        { input: { addressId: address.id } },
        { token: who.token },
      );
      expect(placed.body.data?.placeOrder.userErrors).toEqual([]);
      const order = placed.body.data!.placeOrder.order!;
      if (options.deliver !== false) await this.setStatus(order.id, 'DELIVERED');
      return { orderId: order.id, lineIds: order.lines.map((line) => line.id) };
    },

    async setStatus(orderId: string, status: string): Promise<void> {
      const { body } = await server.gql<{ updateOrderStatus: { userErrors: UserErrorData[] } }>(
        'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { userErrors { code field message } } }',
        { input: { orderId, status } },
        { token: adminToken },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateOrderStatus.userErrors).toEqual([]);
    },

    request(who: Shopper, input: Record<string, unknown>) {
      return mutate(REQUEST_RETURN, { input: { reason: 'TOO_SMALL', ...input } }, who.token, 'requestReturn');
    },
    cancel(token: string, id: string) {
      return mutate(CANCEL_RETURN, { id }, token, 'cancelReturn');
    },
    approve(id: string, token = adminToken) {
      return mutate(APPROVE_RETURN, { id }, token, 'approveReturn');
    },
    decline(id: string, reason: string) {
      return mutate(DECLINE_RETURN, { id, reason }, adminToken, 'declineReturn');
    },
    receive(id: string, lines: Array<{ returnLineId: string; received: number; damaged?: number }>, token = adminToken) {
      return mutate(RECEIVE_RETURN, { id, lines }, token, 'receiveReturn');
    },
    refund(input: Record<string, unknown>, token = adminToken) {
      return mutate(RECORD_REFUND, { input }, token, 'recordRefund');
    },
    ship(id: string) {
      return mutate(SHIP_EXCHANGE, { id }, adminToken, 'shipExchange');
    },
    close(id: string) {
      return mutate(CLOSE_RETURN, { id }, adminToken, 'closeReturn');
    },
  };
}

/** A size's stock as the database has it now. */
export async function sizeStock(server: TestServer, productId: string, size: Size): Promise<number> {
  const [row] = await server.em().execute<Array<{ quantity: number }>>('select quantity from product_size_stock where product_id = ? and size = ?', [productId, size]);
  return row?.quantity ?? 0;
}

/** The ledger's movements of a size for one reason, as (moved) quantities, oldest first. */
export async function movements(server: TestServer, productId: string, size: Size, reason: string): Promise<number[]> {
  const rows = await server.em().execute<Array<{ quantity_moved: number }>>(
    'select quantity_moved from stock_movement where product_id = ? and size = ? and reason = ? order by id',
    [productId, size, reason],
  );
  return rows.map((row) => row.quantity_moved);
}
