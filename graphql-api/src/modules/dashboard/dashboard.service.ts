import type { RequestScope } from '../../context.js';

export class DashboardService {
  constructor(private readonly scope: RequestScope) {}
}
