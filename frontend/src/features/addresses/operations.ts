import { graphql } from '../../graphql/generated';

/** What an address card shows, and what the edit form starts from. */
export const AddressCardFragment = graphql(`
  fragment AddressCard_address on Address {
    id
    address
    city
    pincode
    phone
    notes
  }
`);

export const AddressesQuery = graphql(`
  query Addresses {
    addresses {
      id
      ...AddressCard_address
    }
  }
`);

// Every address mutation answers with the whole list, which replaces the cached one: no refetch.

export const AddAddressMutation = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      address {
        id
      }
      addresses {
        id
        ...AddressCard_address
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      address {
        id
      }
      addresses {
        id
        ...AddressCard_address
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      deletedAddressId
      addresses {
        id
        ...AddressCard_address
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
