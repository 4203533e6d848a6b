import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Product } from '../catalog/product.entity.js';
import { Review } from './review.entity.js';
import { AddReviewInput, AddReviewPayload, DEFAULT_REVIEWS_PER_PRODUCT, MAX_REVIEWS_PER_PRODUCT } from './reviews.types.js';

@Resolver(() => Product)
export class ReviewsResolver {
  @FieldResolver(() => [Review], { description: 'The newest reviews of the product, newest first.' })
  reviews(
    @Root() product: Product,
    @Arg('first', () => Int, {
      nullable: true,
      defaultValue: DEFAULT_REVIEWS_PER_PRODUCT,
      description: `How many reviews: ${DEFAULT_REVIEWS_PER_PRODUCT} when omitted, at most ${MAX_REVIEWS_PER_PRODUCT}.`,
    })
    first: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Review[]> {
    return ctx.services.reviews.newestReviews(product.id, first);
  }

  @Auth(Access.SIGNED_IN)
  @Mutation(() => AddReviewPayload, {
    description:
      'Reviews a product the signed-in shopper received in a delivered order, once per product. The name shown is the account name.',
  })
  addReview(@Arg('input', () => AddReviewInput) input: AddReviewInput, @Ctx() ctx: RequestContext): Promise<AddReviewPayload> {
    return ctx.services.reviews.addReview(input);
  }
}
