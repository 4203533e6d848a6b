import { Check, Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { Product } from '../catalog/product.entity.js';
import { User } from '../users/user.entity.js';

/** One shopper's review of one product they received. */
@ObjectType('Review', { simpleResolvers: true, description: "A shopper's review of a product they received." })
@Entity({ tableName: 'review' })
@Unique({ name: 'review_product_user_unique', properties: ['product', 'user'] })
@Index({ name: 'review_product_idx', properties: ['product', 'createdAt'] })
@Check({ name: 'review_rating_range', expression: 'rating between 1 and 5' })
export class Review extends BaseEntity {
  @ManyToOne(() => Product, { deleteRule: 'cascade' })
  product: Product;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Field(() => String, { description: "The reviewer's account name at the time of the review." })
  @Property({ type: 'text' })
  userName: string;

  @Field(() => Int, { description: 'Rating from 1 to 5.' })
  @Property({ type: 'smallint' })
  rating: number;

  @Field(() => String, { description: 'What the shopper wrote.' })
  @Property({ type: 'text' })
  message: string;

  constructor(fields: { product: Product; user: User; userName: string; rating: number; message: string }) {
    super();
    this.product = fields.product;
    this.user = fields.user;
    this.userName = fields.userName;
    this.rating = fields.rating;
    this.message = fields.message;
  }
}
