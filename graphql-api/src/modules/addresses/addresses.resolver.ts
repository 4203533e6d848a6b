import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Address } from './address.entity.js';
import { AddAddressPayload, AddressInput, DeleteAddressPayload, UpdateAddressPayload } from './addresses.types.js';

@Resolver(() => Address)
export class AddressesResolver {
  @Query(() => [Address], { description: "The signed-in shopper's delivery addresses (at most 3), oldest first." })
  @Auth(Access.SIGNED_IN)
  addresses(@Ctx() ctx: RequestContext): Promise<Address[]> {
    return ctx.services.addresses.list();
  }

  @Mutation(() => AddAddressPayload, { description: 'Adds a delivery address; a shopper may keep at most 3.' })
  @Auth(Access.SIGNED_IN)
  addAddress(@Arg('input', () => AddressInput) input: AddressInput, @Ctx() ctx: RequestContext): Promise<AddAddressPayload> {
    return ctx.services.addresses.addAddress(input);
  }

  @Mutation(() => UpdateAddressPayload, { description: 'Replaces every field of one of the shopper’s addresses.' })
  @Auth(Access.SIGNED_IN)
  updateAddress(
    @Arg('id', () => ID, { description: 'The address to change.' }) id: string,
    @Arg('input', () => AddressInput) input: AddressInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateAddressPayload> {
    return ctx.services.addresses.updateAddress(id, input);
  }

  @Mutation(() => DeleteAddressPayload, { description: 'Deletes one of the shopper’s addresses; orders placed to it keep their copy.' })
  @Auth(Access.SIGNED_IN)
  deleteAddress(
    @Arg('id', () => ID, { description: 'The address to delete.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteAddressPayload> {
    return ctx.services.addresses.deleteAddress(id);
  }
}
