import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../request-scope.js';
import { EmailMessage } from './email-message.entity.js';

/** The e-mails of many orders in one statement, each order's oldest first (the admin's order list). */
export const orderEmailsLoader: LoaderFactory<string, EmailMessage[]> = (em) =>
  new DataLoader<string, EmailMessage[]>(async (orderIds) => {
    const emails = await em.find(EmailMessage, { orderId: { $in: [...orderIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const byOrder = new Map<string, EmailMessage[]>();
    for (const email of emails) byOrder.set(email.orderId!, [...(byOrder.get(email.orderId!) ?? []), email]);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  });
