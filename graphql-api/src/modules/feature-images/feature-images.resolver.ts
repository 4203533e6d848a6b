import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { FeatureImage } from './feature-image.entity.js';

@Resolver(() => FeatureImage)
export class FeatureImagesResolver {
  @Query(() => [FeatureImage], { description: 'Hero images of the home carousel, oldest first.' })
  featureImages(@Ctx() ctx: RequestContext): Promise<FeatureImage[]> {
    return ctx.services.featureImages.list();
  }
}
