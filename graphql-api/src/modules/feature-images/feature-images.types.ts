import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../../shared/user-error.js';
import { FeatureImage } from './feature-image.entity.js';

@InputType({ description: 'A new hero image for the home carousel.' })
export class AddFeatureImageInput {
  @Field(() => String, { description: 'An uploaded image path (under /media/) or an http(s) URL, at most 500 characters.' })
  image!: string;
}

@ObjectType({ description: 'The result of adding a hero image.' })
export class AddFeatureImagePayload {
  @Field(() => FeatureImage, { nullable: true, description: 'The new hero image; null when refused.' })
  featureImage!: FeatureImage | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting a hero image.' })
export class DeleteFeatureImagePayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted hero image; null when refused.' })
  deletedFeatureImageId!: string | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}
