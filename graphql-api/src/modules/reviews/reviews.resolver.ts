import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Product } from '../catalog/product.entity.js';
import { AddReviewInput, AddReviewPayload, DEFAULT_REVIEWS_PER_PRODUCT, MAX_REVIEWS_PER_PRODUCT, ReviewConnection } from './reviews.types.js';

@Resolver(() => Product)
export class ReviewsResolver {
  @FieldResolver(() => ReviewConnection, { description: "The product's reviews, newest first, a page at a time." })
  reviews(
    @Root() product: Product,
    @Arg('first', () => Int, {
      nullable: true,
      defaultValue: DEFAULT_REVIEWS_PER_PRODUCT,
      description: `Page size: ${DEFAULT_REVIEWS_PER_PRODUCT} when omitted, at most ${MAX_REVIEWS_PER_PRODUCT}.`,
    })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: "`pageInfo.endCursor` of the previous page of this product's reviews." })
    after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ReviewConnection> {
    return ctx.services.reviews.reviewsOf(product, { first, after });
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
