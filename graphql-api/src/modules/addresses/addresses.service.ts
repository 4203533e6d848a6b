import type { RequestScope } from '../../context.js';

export class AddressesService {
  constructor(private readonly scope: RequestScope) {}
}
