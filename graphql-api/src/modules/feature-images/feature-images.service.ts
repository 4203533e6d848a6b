import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { notFound } from '../../shared/errors.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import { validateImageReference } from '../catalog/image-reference.js';
import { FeatureImage } from './feature-image.entity.js';
import type { AddFeatureImageInput, AddFeatureImagePayload, DeleteFeatureImagePayload } from './feature-images.types.js';

export const FEATURE_IMAGE_NOT_FOUND = 'Feature image not found';

export class FeatureImagesService {
  constructor(private readonly scope: RequestScope) {}

  list(): Promise<FeatureImage[]> {
    return this.scope.em.find(FeatureImage, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async addFeatureImage(input: AddFeatureImageInput): Promise<AddFeatureImagePayload> {
    this.requireAdmin();
    const problem = validateImageReference(input.image);
    if (problem) return { featureImage: null, userErrors: [UserError.of(UserErrorCode.INVALID_INPUT, problem, 'image')] };
    const featureImage = new FeatureImage(input.image.trim());
    await this.scope.em.persistAndFlush(featureImage);
    return { featureImage, userErrors: [] };
  }

  async deleteFeatureImage(id: string): Promise<DeleteFeatureImagePayload> {
    this.requireAdmin();
    // A malformed id is a malformed request; a well-formed unknown one is the admin's to fix.
    if (!isUuid(id)) throw notFound('Feature image');
    const deleted = await this.scope.em.nativeDelete(FeatureImage, { id });
    if (deleted === 0) {
      return { deletedFeatureImageId: null, userErrors: [UserError.of(UserErrorCode.NOT_FOUND, FEATURE_IMAGE_NOT_FOUND, 'id')] };
    }
    return { deletedFeatureImageId: id, userErrors: [] };
  }

  // The @auth directive guards the GraphQL fields; this guards every other caller (REST).
  private requireAdmin(): void {
    this.scope.requireViewer(Access.ADMIN);
  }
}
