import type { EntityManager } from '@mikro-orm/postgresql';
import { FeatureImage } from './feature-image.entity.js';

export class FeatureImagesService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<FeatureImage[]> {
    return this.em.find(FeatureImage, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
