import type { RequestScope } from '../../context.js';

export class OrdersService {
  constructor(private readonly scope: RequestScope) {}
}
