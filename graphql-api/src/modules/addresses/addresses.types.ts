import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../../shared/user-error.js';
import { Address } from './address.entity.js';

@InputType({ description: 'A delivery address as the shopper types it; surrounding spaces are dropped before it is checked and kept.' })
export class AddressInput {
  @Field(() => String, { description: "House, street and area: 3-100 letters, digits, spaces and , . ' -" })
  address!: string;

  @Field(() => String, { description: 'City: 2-50 letters and spaces.' })
  city!: string;

  @Field(() => String, { description: 'Six-digit PIN code.' })
  pincode!: string;

  @Field(() => String, { description: 'Ten-digit mobile number starting with 6-9.' })
  phone!: string;

  @Field(() => String, { nullable: true, description: 'Delivery notes, up to 200 characters; none when omitted.' })
  notes?: string | null;
}

@ObjectType({ description: 'The result of adding a delivery address.' })
export class AddAddressPayload {
  @Field(() => Address, { nullable: true, description: 'The new address; null when refused.' })
  address!: Address | null;

  @Field(() => [Address], { nullable: true, description: "All the shopper's addresses after the change, oldest first; null when refused." })
  addresses!: Address[] | null;

  @Field(() => [UserError], { description: 'Why the address was not added; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of changing a delivery address.' })
export class UpdateAddressPayload {
  @Field(() => Address, { nullable: true, description: 'The address as changed; null when refused.' })
  address!: Address | null;

  @Field(() => [Address], { nullable: true, description: "All the shopper's addresses after the change, oldest first; null when refused." })
  addresses!: Address[] | null;

  @Field(() => [UserError], { description: 'Why the address was not changed; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting a delivery address.' })
export class DeleteAddressPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted address; null when refused.' })
  deletedAddressId!: string | null;

  @Field(() => [Address], { nullable: true, description: "The shopper's remaining addresses, oldest first; null when refused." })
  addresses!: Address[] | null;

  @Field(() => [UserError], { description: 'Why the address was not deleted; empty on success.' })
  userErrors!: UserError[];
}
