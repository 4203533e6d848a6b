import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { FeatureImage } from './feature-image.entity.js';
import { AddFeatureImageInput, AddFeatureImagePayload, DeleteFeatureImagePayload } from './feature-images.types.js';

@Resolver(() => FeatureImage)
export class FeatureImagesResolver {
  @Query(() => [FeatureImage], { description: 'Hero images of the home carousel, oldest first.' })
  featureImages(@Ctx() ctx: RequestContext): Promise<FeatureImage[]> {
    return ctx.services.featureImages.list();
  }

  @Auth(Access.ADMIN)
  @Mutation(() => AddFeatureImagePayload, { description: 'Adds a hero image to the end of the home carousel.' })
  addFeatureImage(
    @Arg('input', () => AddFeatureImageInput, { description: 'The image to add.' }) input: AddFeatureImageInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AddFeatureImagePayload> {
    return ctx.services.featureImages.addFeatureImage(input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => DeleteFeatureImagePayload, { description: 'Removes a hero image from the home carousel.' })
  deleteFeatureImage(
    @Arg('id', () => ID, { description: 'The hero image to remove.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteFeatureImagePayload> {
    return ctx.services.featureImages.deleteFeatureImage(id);
  }
}
