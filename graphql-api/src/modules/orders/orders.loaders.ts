import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../request-scope.js';
import { User } from '../users/user.entity.js';
import { OrderLine } from './order.entity.js';
import type { OrderCustomer } from './orders.types.js';

/** The lines of many orders in one statement, each order's in the order they were sold. */
export const orderLinesLoader: LoaderFactory<string, OrderLine[]> = (em) =>
  new DataLoader<string, OrderLine[]>(async (orderIds) => {
    const lines = await em.find(OrderLine, { order: { $in: [...orderIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const linesByOrder = new Map<string, OrderLine[]>();
    for (const line of lines) {
      const ofOrder = linesByOrder.get(line.order.id) ?? [];
      ofOrder.push(line);
      linesByOrder.set(line.order.id, ofOrder);
    }
    return orderIds.map((id) => linesByOrder.get(id) ?? []);
  });

/**
 * The accounts behind many orders in one statement, keyed by user id. An order goes when its
 * account is deleted (cascade), so every order has one.
 */
export const orderCustomerLoader: LoaderFactory<string, OrderCustomer> = (em) =>
  new DataLoader<string, OrderCustomer>(async (userIds) => {
    const users = await em.find(User, { id: { $in: [...userIds] } });
    const usersById = new Map(users.map((user) => [user.id, user]));
    return userIds.map((id) => {
      const user = usersById.get(id);
      return user ? { userName: user.userName, email: user.email } : new Error(`No account ${id} for an order`);
    });
  });
