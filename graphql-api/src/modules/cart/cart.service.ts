import type { RequestScope } from '../../context.js';

export class CartService {
  constructor(private readonly scope: RequestScope) {}
}
