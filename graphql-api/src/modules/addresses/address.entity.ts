import { Entity, Index, ManyToOne, Property } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../users/user.entity.js';

/** A delivery address of a shopper; at most MAX_ADDRESSES (3) each. */
@ObjectType('Address', { description: 'A delivery address of the signed-in shopper.' })
@Entity({ tableName: 'address' })
@Index({ name: 'address_user_idx', properties: ['user', 'createdAt'] })
export class Address extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Field(() => String, { description: 'House, street and area.' })
  @Property({ type: 'text' })
  address: string;

  @Field(() => String, { description: 'City or town: letters and spaces.' })
  @Property({ type: 'text' })
  city: string;

  @Field(() => String, { description: 'Six-digit Indian PIN code.' })
  @Property({ type: 'text' })
  pincode: string;

  @Field(() => String, { description: 'Ten-digit mobile number starting with 6-9.' })
  @Property({ type: 'text' })
  phone: string;

  @Field(() => String, { description: 'Delivery notes; empty when none.' })
  @Property({ type: 'text', default: '' })
  notes: string;

  constructor(fields: { user: User; address: string; city: string; pincode: string; phone: string; notes: string }) {
    super();
    this.user = fields.user;
    this.address = fields.address;
    this.city = fields.city;
    this.pincode = fields.pincode;
    this.phone = fields.phone;
    this.notes = fields.notes;
  }
}
