import type { RequestScope } from '../../context.js';
import { FeatureImage } from './feature-image.entity.js';

export class FeatureImagesService {
  constructor(private readonly scope: RequestScope) {}

  list(): Promise<FeatureImage[]> {
    return this.scope.em.find(FeatureImage, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
