import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../request-scope.js';
import { OrderPromotion } from '../promotions/promotion.entity.js';
import { User } from '../users/user.entity.js';
import { OrderLine } from './order.entity.js';
import { OrderEvent } from './order-event.entity.js';
import type { OrderCustomer } from './orders.types.js';

/** The lines of many orders in one statement, each order's in the order they were sold. */
export const orderLinesLoader: LoaderFactory<string, OrderLine[]> = (em) =>
  new DataLoader<string, OrderLine[]>(async (orderIds) => {
    const lines = await em.find(OrderLine, { order: { $in: [...orderIds] } }, { orderBy: { position: 'asc' } });
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

/** The history of many orders in one statement, each order's oldest first (every entry: the service decides who sees which). */
export const orderEventsLoader: LoaderFactory<string, OrderEvent[]> = (em) =>
  new DataLoader<string, OrderEvent[]>(async (orderIds) => {
    const events = await em.find(OrderEvent, { order: { $in: [...orderIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const byOrder = new Map<string, OrderEvent[]>();
    for (const event of events) byOrder.set(event.order.id, [...(byOrder.get(event.order.id) ?? []), event]);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  });

/** The names of the accounts behind history entries, in one statement; null for an account deleted since. */
export const accountNamesLoader: LoaderFactory<string, string | null> = (em) =>
  new DataLoader<string, string | null>(async (userIds) => {
    const users = await em.find(User, { id: { $in: [...userIds] } }, { fields: ['id', 'userName'] });
    const names = new Map(users.map((user) => [user.id, user.userName]));
    return userIds.map((id) => names.get(id) ?? null);
  });

/** What promotions gave many orders, in one statement, each order's in the order they applied. */
export const orderPromotionsLoader: LoaderFactory<string, OrderPromotion[]> = (em) =>
  new DataLoader<string, OrderPromotion[]>(async (orderIds) => {
    const rows = await em.find(OrderPromotion, { order: { $in: [...orderIds] } }, { orderBy: { position: 'asc', id: 'asc' } });
    const byOrder = new Map<string, OrderPromotion[]>(orderIds.map((id) => [id, []]));
    for (const row of rows) byOrder.get(row.order.id)?.push(row);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  });
