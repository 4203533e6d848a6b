import type { RequestScope } from '../../context.js';

export class ReviewsService {
  constructor(private readonly scope: RequestScope) {}
}
