import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../shared/pagination.js';
import { UserError } from '../../shared/user-error.js';
import { Product } from '../catalog/product.entity.js';
import { Review } from './review.entity.js';

/** How many reviews `Product.reviews` gives when `first` is omitted, and at most. */
export const DEFAULT_REVIEWS_PER_PRODUCT = 5;
export const MAX_REVIEWS_PER_PRODUCT = 50;

@ObjectType({ simpleResolvers: true, description: "A page of a product's reviews, newest first." })
export class ReviewConnection {
  @Field(() => [Review], { description: 'The reviews of this page, newest first.' })
  nodes!: Review[];

  @Field(() => PageInfo, { description: 'Where this page ends, and whether more follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many reviews the product has, over all pages: its `reviewCount`.' })
  totalCount!: number;
}

@InputType({ description: 'A review of a product the signed-in shopper received.' })
export class AddReviewInput {
  @Field(() => ID, { description: 'The product reviewed.' })
  productId!: string;

  @Field(() => Int, { description: 'Stars from 1 to 5.' })
  rating!: number;

  @Field(() => String, { description: 'What the shopper has to say; required, at most 1,000 characters, stored without surrounding whitespace.' })
  message!: string;
}

@ObjectType({ description: 'The result of adding a review.' })
export class AddReviewPayload {
  @Field(() => Review, { nullable: true, description: 'The new review; null when refused.' })
  review!: Review | null;

  @Field(() => Product, {
    nullable: true,
    description: 'The reviewed product with its new `averageReview` and `reviewCount`; null when refused.',
  })
  product!: Product | null;

  @Field(() => [UserError], {
    description:
      'Why the review was refused: INVALID_INPUT (rating or message), NOT_FOUND (product), NOT_ELIGIBLE (no delivered order of the product) or ALREADY_EXISTS (one review per product). Empty on success.',
  })
  userErrors!: UserError[];
}
