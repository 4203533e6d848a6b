import { graphql } from '../../../graphql/generated';

/** What the Store details form shows and edits. */
export const StoreDetailsForm_details = graphql(`
  fragment StoreDetailsForm_details on StoreDetails {
    legalName
    address
    state {
      code
      name
    }
    gstin
    taxpayerKind
    issuesInvoices
    updatedAt
    hsnCodes {
      productType
      hsn
      defaultHsn
    }
  }
`);

/** The /admin/store-details route's query. */
export const AdminStoreDetailsQuery = graphql(`
  query AdminStoreDetails {
    storeDetails {
      ...StoreDetailsForm_details
    }
  }
`);

export const UpdateStoreDetailsMutation = graphql(`
  mutation UpdateStoreDetails($input: UpdateStoreDetailsInput!) {
    updateStoreDetails(input: $input) {
      storeDetails {
        ...StoreDetailsForm_details
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
