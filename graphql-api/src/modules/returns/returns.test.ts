import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Size } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { createPromotion } from '../../../test/promotions.js';
import { movements, RETURN_FIELDS, returnsApi, sizeStock } from '../../../test/returns.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Order } from '../orders/order.entity.js';
import { Role } from '../users/user.entity.js';

// Returns and size exchanges (issue 28) through the GraphQL API on a real database: every step of
// a request and its refusals, stock and money as they move, and who may see what.

describe('returns and exchanges', () => {
  let server: TestServer;
  let adminToken: string;
  let api: ReturnType<typeof returnsApi>;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    api = returnsApi(server, adminToken);
  });
  afterAll(() => server?.stop());

  /** Moves the order's delivery back in time, as if it had been delivered then. */
  async function deliveredAt(orderId: string, when: Date): Promise<void> {
    await server.em().nativeUpdate(Order, { id: orderId }, { deliveredAt: when });
  }

  it('refunds part of a line: the request, its approval, what arrived, the payout, each in the history', async () => {
    // 3 pieces at ₹499.00 with ₹100.00 off the line: ₹1,397.00 over 3 pieces: shares 465.67, 465.67, 465.66 (rule 3).
    const [product] = await createProducts(server.em(), [{ pricePaise: 49_900, stock: { M: 10 } }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, quantity: 3 }]);
    await server.em().execute('update order_line set discount_paise = 10000 where id = ?', [lineIds[0]]);

    const asked = await api.request(buyer, { orderId, kind: 'REFUND', note: '  Runs small  ', lines: [{ orderLineId: lineIds[0], quantity: 2 }] });
    expect(asked.userErrors).toEqual([]);
    const request = asked.returnRequest!;
    expect(request).toMatchObject({ kind: 'REFUND', state: 'REQUESTED', stateLabel: 'Requested', reasonLabel: 'Too small', note: 'Runs small', refund: { amount: '931.34' }, exchangeDifference: { amount: '0.00' } });
    expect(request.lines).toMatchObject([{ quantity: 2, exchangeSize: null, received: null, refund: { amount: '931.34' }, size: 'M', orderLine: { id: lineIds[0] } }]);

    // The third piece is still returnable; it would take the last share.
    const order = await server.gql<{ order: { returnWindowEndsAt: string; returnableLines: Array<{ returnableQuantity: number }>; returns: Array<{ id: string }> } }>(
      'query ($id: ID!) { order(id: $id) { returnWindowEndsAt returnableLines { returnableQuantity } returns { id } } }',
      { id: orderId },
      { token: buyer.token },
    );
    expect(order.body.data!.order.returnableLines).toEqual([{ returnableQuantity: 1 }]);
    expect(order.body.data!.order.returns).toEqual([{ id: request.id }]);

    const approved = await api.approve(request.id);
    expect(approved.returnRequest!.state).toBe('APPROVED');
    const stockBefore = await sizeStock(server, product!.id, Size.M);
    const received = await api.receive(request.id, [{ returnLineId: request.lines[0]!.id, received: 2, damaged: 1 }]);
    expect(received.returnRequest).toMatchObject({ state: 'RECEIVED', lines: [{ received: 2, damaged: 1 }] });
    // Only the undamaged piece goes back to stock, as a RETURN movement.
    expect(await sizeStock(server, product!.id, Size.M)).toBe(stockBefore + 1);
    expect(await movements(server, product!.id, Size.M, 'RETURN')).toEqual([1]);

    const tooMuch = await api.refund({ returnId: request.id, method: 'UPI', reference: 'UTR123', amount: '931.35' });
    expect(tooMuch.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'amount', message: 'A refund can be at most ₹931.34, what was paid for these pieces' }]);
    const noUtr = await api.refund({ returnId: request.id, method: 'UPI' });
    expect(noUtr.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'reference', message: 'Please enter the UTR of the transfer' }]);
    const viaProvider = await api.refund({ returnId: request.id, method: 'PROVIDER' });
    expect(viaProvider.userErrors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'method' });

    const refunded = await api.refund({ returnId: request.id, method: 'UPI', reference: ' 412345678901 ' });
    expect(refunded.userErrors).toEqual([]);
    expect(refunded.returnRequest).toMatchObject({ state: 'REFUNDED', payout: { method: 'UPI', reference: '412345678901', amount: { amount: '931.34' } } });
    const again = await api.refund({ returnId: request.id, method: 'UPI', reference: '999' });
    expect(again.userErrors).toEqual([{ code: 'ALREADY_EXISTS', field: 'returnId', message: 'The refund of this request is already recorded' }]);

    const closed = await api.close(request.id);
    expect(closed.returnRequest!.state).toBe('CLOSED');
    expect(closed.returnRequest!.history.map((entry) => entry.type)).toEqual([
      'RETURN_REQUESTED',
      'RETURN_APPROVED',
      'RETURN_RECEIVED',
      'RETURN_REFUNDED',
      'RETURN_CLOSED',
    ]);
    expect(closed.returnRequest!.history[3]!.note).toBe('₹931.34 refunded by UPI (412345678901)');

    // The last piece takes the last share, so the line never refunds more than it was paid.
    const last = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    expect(last.returnRequest!.refund.amount).toBe('465.66');
    await expectLedgerAddsUp(server.em());
  });

  it('refunds an amount less than paid when the admin says so, and never a second time', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 30_000 }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, quantity: 1 }]);
    const { returnRequest } = await api.request(buyer, { orderId, kind: 'REFUND', reason: 'CHANGED_MIND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    await api.approve(returnRequest!.id);
    await api.receive(returnRequest!.id, [{ returnLineId: returnRequest!.lines[0]!.id, received: 1 }]);
    const partial = await api.refund({ returnId: returnRequest!.id, method: 'BANK_TRANSFER', reference: 'NEFT-1', amount: '250' });
    expect(partial.returnRequest).toMatchObject({ state: 'REFUNDED', payout: { method: 'BANK_TRANSFER', amount: { amount: '250.00' } } });
  });

  it('exchanges an S for an M: the M is held on approval, the S restocked on arrival, the M leaves when shipped', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 49_900, stock: { S: 5, M: 2, L: 0 } }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, size: Size.S, quantity: 1 }]);
    const stock = async () => [await sizeStock(server, product!.id, Size.S), await sizeStock(server, product!.id, Size.M)];
    expect(await stock()).toEqual([4, 2]);

    const options = await server.gql<{ order: { returnableLines: Array<{ exchangeSizes: Array<{ size: string; unitPrice: { amount: string }; differencePerPiece: { amount: string } }> }> } }>(
      'query ($id: ID!) { order(id: $id) { returnableLines { exchangeSizes { size unitPrice { amount } differencePerPiece { amount } } } } }',
      { id: orderId },
      { token: buyer.token },
    );
    // Only the sizes in stock, the line's own left out.
    expect(options.body.data!.order.returnableLines[0]!.exchangeSizes.map((option) => option.size)).toEqual(['M']);

    const outOfStock = await api.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 1, exchangeSize: 'L' }] });
    expect(outOfStock.userErrors).toEqual([{ code: 'OUT_OF_STOCK', field: 'lines.0.exchangeSize', message: 'Size L is out of stock' }]);
    const same = await api.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 1, exchangeSize: 'S' }] });
    expect(same.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'lines.0.exchangeSize', message: 'Please choose another size for the exchange' }]);

    const asked = await api.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 1, exchangeSize: 'M' }] });
    expect(asked.userErrors).toEqual([]);
    const id = asked.returnRequest!.id;
    expect(asked.returnRequest).toMatchObject({ kind: 'EXCHANGE', exchangeDifference: { amount: '0.00' }, lines: [{ exchangeSize: 'M', size: 'S' }] });
    expect(await stock()).toEqual([4, 2]);

    await api.approve(id);
    expect(await stock()).toEqual([4, 1]);
    expect(await movements(server, product!.id, Size.M, 'EXCHANGE')).toEqual([-1]);
    await api.receive(id, [{ returnLineId: asked.returnRequest!.lines[0]!.id, received: 1, damaged: 0 }]);
    expect(await stock()).toEqual([5, 1]);
    // An exchange at the same price has nothing to refund.
    const nothing = await api.refund({ returnId: id, method: 'UPI', reference: 'X' });
    expect(nothing.userErrors[0]!.code).toBe('INVALID_STATE');
    const shipped = await api.ship(id);
    expect(shipped.returnRequest!.state).toBe('EXCHANGED');
    expect(await stock()).toEqual([5, 1]);
    const canceled = await api.cancel(adminToken, id);
    expect(canceled.userErrors[0]!.code).toBe('INVALID_STATE');
    expect((await api.close(id)).returnRequest!.state).toBe('CLOSED');
    // The product sheet's ledger names the request and the order its pieces came from.
    const ledger = await server.gql<{ productStockMovements: Array<{ size: string; movements: Array<{ reason: string; orderId: string | null; returnRequestId: string | null }> }> }>(
      'query ($id: ID!) { productStockMovements(productId: $id) { size movements { reason orderId returnRequestId } } }',
      { id: product!.id },
      { token: adminToken },
    );
    const bySize = new Map(ledger.body.data!.productStockMovements.map((entry) => [entry.size, entry.movements]));
    expect(bySize.get('S')![0]).toEqual({ reason: 'RETURN', orderId, returnRequestId: id });
    expect(bySize.get('M')![0]).toEqual({ reason: 'EXCHANGE', orderId, returnRequestId: id });
    await expectLedgerAddsUp(server.em());
  });

  it('prices an exchange up (collected on delivery) and down (refunded, at most what was paid)', async () => {
    // M at ₹499.00; XL is +5 % (₹523.95).
    const [product] = await createProducts(server.em(), [{ pricePaise: 49_900, percentageIncrement: 5, stock: { M: 5, XL: 5 } }]);
    const buyer = await api.shopper();
    const up = await api.deliveredOrder(buyer, [{ product: product!, size: Size.M, quantity: 2 }]);
    const dearer = await api.request(buyer, { orderId: up.orderId, kind: 'EXCHANGE', lines: [{ orderLineId: up.lineIds[0], quantity: 2, exchangeSize: 'XL' }] });
    expect(dearer.returnRequest!.exchangeDifference.amount).toBe('49.90');

    const down = await api.deliveredOrder(buyer, [{ product: product!, size: Size.XL, quantity: 1 }]);
    const cheaper = await api.request(buyer, { orderId: down.orderId, kind: 'EXCHANGE', reason: 'TOO_LARGE', lines: [{ orderLineId: down.lineIds[0], quantity: 1, exchangeSize: 'M' }] });
    expect(cheaper.returnRequest!.exchangeDifference.amount).toBe('-24.95');
    const id = cheaper.returnRequest!.id;
    await api.approve(id);
    await api.receive(id, [{ returnLineId: cheaper.returnRequest!.lines[0]!.id, received: 1 }]);
    const refunded = await api.refund({ returnId: id, method: 'UPI', reference: 'UTR-DOWN' });
    // The exchange records its refund but stays RECEIVED until the replacement ships.
    expect(refunded.returnRequest).toMatchObject({ state: 'RECEIVED', payout: { amount: { amount: '24.95' } } });
    expect((await api.ship(id)).returnRequest!.state).toBe('EXCHANGED');
  });

  it('refuses what the rules do not allow, and changes nothing', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 40_000 }]);
    const buyer = await api.shopper();
    const notYet = await api.deliveredOrder(buyer, [{ product: product!, quantity: 2 }], { deliver: false });
    const early = await api.request(buyer, { orderId: notYet.orderId, kind: 'REFUND', lines: [{ orderLineId: notYet.lineIds[0], quantity: 1 }] });
    expect(early.userErrors).toEqual([{ code: 'INVALID_STATE', field: 'orderId', message: 'Returns and exchanges can be asked once the order is delivered' }]);

    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, quantity: 2 }]);
    const tooMany = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 3 }] });
    expect(tooMany.userErrors).toEqual([{ code: 'LIMIT_REACHED', field: 'lines.0', message: 'You can send back at most 2 pieces of this item' }]);
    const none = await api.request(buyer, { orderId, kind: 'REFUND', lines: [] });
    expect(none.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'lines', message: 'Please choose at least one piece to send back' }]);
    const unknown = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: notYet.lineIds[0], quantity: 1 }] });
    expect(unknown.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'lines.0', message: 'That item is not part of this order' }]);
    const first = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 2 }] });
    expect(first.userErrors).toEqual([]);
    const second = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    expect(second.userErrors).toEqual([{ code: 'LIMIT_REACHED', field: 'lines.0', message: 'Every piece of this item is already in a return or exchange' }]);

    // Someone else's order is not found; an admin cannot approve twice; receiving needs approval.
    const other = await api.shopper();
    const foreign = await api.request(other, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    expect(foreign.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'orderId', message: 'Order not found' }]);
    const unapproved = await api.receive(first.returnRequest!.id, [{ returnLineId: first.returnRequest!.lines[0]!.id, received: 2 }]);
    expect(unapproved.userErrors).toEqual([{ code: 'INVALID_STATE', field: 'returnId', message: 'This request is requested; it can no longer be received' }]);
    await api.approve(first.returnRequest!.id);
    const twice = await api.approve(first.returnRequest!.id);
    expect(twice.userErrors).toEqual([{ code: 'INVALID_STATE', field: 'returnId', message: 'This request is approved; it can no longer be approved' }]);
    const badCount = await api.receive(first.returnRequest!.id, [{ returnLineId: first.returnRequest!.lines[0]!.id, received: 3 }]);
    expect(badCount.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'lines.0.received', message: 'Pieces received must be a whole number from 0 to 2' }]);
    const badDamage = await api.receive(first.returnRequest!.id, [{ returnLineId: first.returnRequest!.lines[0]!.id, received: 1, damaged: 2 }]);
    expect(badDamage.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'lines.0.damaged', message: 'Damaged pieces must be a whole number from 0 to the 1 received' }]);
    // An order with a standing request stays delivered: moving it would move its stock twice.
    const { body: moved } = await server.gql<{ updateOrderStatus: { userErrors: unknown[] } }>(
      'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { userErrors { code field message } } }',
      { input: { orderId, status: 'CANCELED' } },
      { token: adminToken },
    );
    expect(moved.data!.updateOrderStatus.userErrors).toEqual([
      { code: 'INVALID_STATE', field: 'status', message: 'This order has a return or exchange under way or done; its status can no longer change' },
    ]);
    // The shopper can no longer cancel once approved.
    const late = await api.cancel(buyer.token, first.returnRequest!.id);
    expect(late.userErrors[0]!.code).toBe('INVALID_STATE');
    const rows = await server.em().execute<Array<{ state: string; received: number | null }>>(
      'select r.state, l.received from return_request r join return_line l on l.return_request_id = r.id where r.order_id = ?',
      [orderId],
    );
    expect(rows).toEqual([{ state: 'APPROVED', received: null }]);
  });

  it('holds the window to the end of the IST day RETURN_WINDOW_DAYS after delivery', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 40_000 }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, quantity: 1 }]);
    const ask = () => api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    const istDayStart = (daysAgo: number) => {
      const istNow = new Date(Date.now() + 5.5 * 3600_000);
      return new Date(Date.UTC(istNow.getUTCFullYear(), istNow.getUTCMonth(), istNow.getUTCDate() - daysAgo) - 5.5 * 3600_000);
    };
    // Delivered 8 IST days ago at 00:00: the window (7 days) ended at the start of today.
    await deliveredAt(orderId, istDayStart(8));
    expect((await ask()).userErrors).toEqual([{ code: 'INVALID_STATE', field: 'orderId', message: 'Returns and exchanges can be asked within 7 days of delivery' }]);
    const window = await server.gql<{ order: { returnWindowEndsAt: string; returnableLines: unknown[] } }>(
      'query ($id: ID!) { order(id: $id) { returnWindowEndsAt returnableLines { returnableQuantity } } }',
      { id: orderId },
      { token: buyer.token },
    );
    expect(window.body.data!.order).toEqual({ returnWindowEndsAt: new Date(istDayStart(0).getTime() - 1).toISOString(), returnableLines: [] });
    // Delivered 7 IST days ago at its last millisecond: today is the window's last day.
    await deliveredAt(orderId, new Date(istDayStart(6).getTime() - 1));
    expect((await ask()).userErrors).toEqual([]);
  });

  it('lets the shopper cancel until approval, an admin cancel an approved exchange, and gives held pieces back once', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 40_000, stock: { S: 3, M: 3 } }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, size: Size.S, quantity: 2 }]);
    const first = await api.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 2, exchangeSize: 'M' }] });
    const other = await api.shopper();
    expect((await api.cancel(other.token, first.returnRequest!.id)).userErrors).toEqual([{ code: 'NOT_FOUND', field: 'returnId', message: 'Return request not found' }]);
    const canceled = await api.cancel(buyer.token, first.returnRequest!.id);
    expect(canceled.returnRequest!.state).toBe('CANCELED');

    // Canceled pieces may be asked again.
    const second = await api.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 2, exchangeSize: 'M' }] });
    expect(second.userErrors).toEqual([]);
    await api.approve(second.returnRequest!.id);
    expect(await sizeStock(server, product!.id, Size.M)).toBe(1);
    expect((await api.cancel(adminToken, second.returnRequest!.id)).returnRequest!.state).toBe('CANCELED');
    expect(await sizeStock(server, product!.id, Size.M)).toBe(3);
    expect((await api.cancel(adminToken, second.returnRequest!.id)).userErrors[0]!.code).toBe('INVALID_STATE');
    expect(await movements(server, product!.id, Size.M, 'EXCHANGE_RELEASE')).toEqual([2]);

    const third = await api.request(buyer, { orderId, kind: 'REFUND', reason: 'NOT_AS_PICTURED', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    const declined = await api.decline(third.returnRequest!.id, '  Worn and washed  ');
    expect(declined.returnRequest).toMatchObject({ state: 'DECLINED', declineReason: 'Worn and washed' });
    expect((await api.decline(third.returnRequest!.id, 'again')).userErrors[0]!.code).toBe('INVALID_STATE');
    const mine = await server.gql<{ returnRequest: { declineReason: string; history: Array<{ type: string; note: string }> } }>(
      'query ($id: ID!) { returnRequest(id: $id) { declineReason history { type note } } }',
      { id: third.returnRequest!.id },
      { token: buyer.token },
    );
    expect(mine.body.data!.returnRequest.history.at(-1)).toEqual({ type: 'RETURN_DECLINED', note: 'Worn and washed' });
    await expectLedgerAddsUp(server.em());
  });

  it('shows a shopper her own requests only; the admin lists them all by state', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 40_000 }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, quantity: 1 }]);
    const { returnRequest } = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    const other = await api.shopper();
    const theirs = await server.gql(`query ($id: ID!) { returnRequest(id: $id) { ${RETURN_FIELDS} } }`, { id: returnRequest!.id }, { token: other.token });
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listing = await server.gql('{ returnRequests(state: REQUESTED) { nodes { id } } }', {}, { token: other.token });
    expect(listing.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const approving = await server.gql('mutation ($id: ID!) { approveReturn(returnId: $id) { userErrors { code } } }', { id: returnRequest!.id }, { token: buyer.token });
    expect(approving.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const all = await server.gql<{ returnRequests: { nodes: Array<{ id: string; state: string; order: { id: string } }>; totalCount: number } }>(
      '{ returnRequests(state: REQUESTED, first: 100) { nodes { id state order { id } } totalCount } }',
      {},
      { token: adminToken },
    );
    expect(all.body.data!.returnRequests.nodes.every((node) => node.state === 'REQUESTED')).toBe(true);
    expect(all.body.data!.returnRequests.nodes.find((node) => node.id === returnRequest!.id)?.order.id).toBe(orderId);
  });

  it('refunds a buy-2-get-1 order as the order spread it: the free piece refunds nothing', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 30_000, stock: { S: 5, M: 5, L: 5 } }]);
    await createPromotion(server.em(), {
      name: 'Buy 2 get 1',
      action: { kind: 'BUY_X_GET_Y', buy: 2, get: 1, percentOffGiven: 100 },
      conditions: { productIds: [product!.id] },
    });
    const buyer = await api.shopper();
    // L costs 5 % more: the cheapest pieces (S and M at ₹300.00) are the ones given... one of them.
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [
      { product: product!, size: Size.S, quantity: 1 },
      { product: product!, size: Size.M, quantity: 1 },
      { product: product!, size: Size.L, quantity: 1 },
    ]);
    const lines = await server.em().execute<Array<{ id: string; discount_paise: string; unit_price_paise: number }>>(
      'select id, discount_paise, unit_price_paise from order_line where order_id = ? order by position',
      [orderId],
    );
    const refundOf = async (index: number) => {
      const asked = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[index], quantity: 1 }] });
      expect(asked.userErrors).toEqual([]);
      return asked.returnRequest!.refund.amount;
    };
    const refunds = [await refundOf(0), await refundOf(1), await refundOf(2)];
    // Each line refunds its final total as frozen: the given piece's line refunds ₹0.00.
    expect(refunds).toEqual(lines.map((line) => ((line.unit_price_paise - Number(line.discount_paise)) / 100).toFixed(2)));
    expect(refunds.filter((amount) => amount === '0.00')).toHaveLength(1);
  });

  it('queues the shopper an e-mail and owes webhooks an order.return_updated for each step', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 40_000 }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [{ product: product!, quantity: 1 }]);
    const heard: string[] = [];
    server.events.subscribe(['order.return_updated'], (_em, event) => {
      if ((event.data.order as { id: string }).id === orderId) heard.push((event.data.returnRequest as { state: string }).state);
    });
    const { returnRequest } = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] });
    await api.decline(returnRequest!.id, 'Outside our policy');
    expect(heard).toEqual(['REQUESTED', 'DECLINED']);
    const mails = await server.em().execute<Array<{ kind: string }>>(
      `select kind from email_message where order_id = ? and kind = 'RETURN_UPDATE' order by created_at`,
      [orderId],
    );
    expect(mails).toHaveLength(2);
  });

  it('shows the dashboard the return rate by product and size, and the reasons', async () => {
    // The range starts now: the requests of the tests before are out of it.
    const from = new Date();
    const [product] = await createProducts(server.em(), [{ title: 'Runs Small Tee', pricePaise: 40_000, stock: { S: 10, M: 10 } }]);
    const buyer = await api.shopper();
    const { orderId, lineIds } = await api.deliveredOrder(buyer, [
      { product: product!, size: Size.S, quantity: 4 },
      { product: product!, size: Size.M, quantity: 4 },
    ]);
    const exchange = await api.request(buyer, { orderId, kind: 'EXCHANGE', reason: 'TOO_SMALL', lines: [{ orderLineId: lineIds[0], quantity: 2, exchangeSize: 'M' }] });
    expect(exchange.userErrors).toEqual([]);
    const refund = await api.request(buyer, { orderId, kind: 'REFUND', reason: 'CHANGED_MIND', lines: [{ orderLineId: lineIds[1], quantity: 1 }] });
    // A canceled request counts for nothing.
    await api.cancel(buyer.token, refund.returnRequest!.id);
    expect((await api.request(buyer, { orderId, kind: 'REFUND', reason: 'TOO_SMALL', lines: [{ orderLineId: lineIds[1], quantity: 1 }] })).userErrors).toEqual([]);

    const { body } = await server.gql<{ dashboard: { returns: { requestCount: number; awaitingDecision: number; byProduct: unknown[]; bySize: unknown[]; reasons: Array<{ reason: string; requests: number; pieces: number }> } } }>(
      `query ($from: DateTimeISO) { dashboard(from: $from) { returns { requestCount awaitingDecision
        byProduct { productId title size sold returned rate } bySize { productId size sold returned rate } reasons { reason label requests pieces } } } }`,
      { from: from.toISOString() },
      { token: adminToken },
    );
    expect(body.errors).toBeUndefined();
    const returns = body.data!.dashboard.returns;
    expect([returns.requestCount, returns.awaitingDecision]).toEqual([3, 2]);
    expect(returns.byProduct).toContainEqual({ productId: product!.id, title: 'Runs Small Tee', size: null, sold: 8, returned: 3, rate: 0.375 });
    expect(returns.bySize.filter((row) => (row as { productId: string }).productId === product!.id)).toEqual([
      { productId: product!.id, size: 'S', sold: 4, returned: 2, rate: 0.5 },
      { productId: product!.id, size: 'M', sold: 4, returned: 1, rate: 0.25 },
    ]);
    expect(returns.reasons[0]).toMatchObject({ reason: 'TOO_SMALL' });
    expect(returns.reasons.find((row) => row.reason === 'CHANGED_MIND')).toMatchObject({ requests: 0, pieces: 0 });
  });
});
