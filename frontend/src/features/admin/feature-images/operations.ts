import { graphql } from '../../../graphql/generated';

export const AdminFeatureImage_featureImage = graphql(`
  fragment AdminFeatureImage_featureImage on FeatureImage {
    id
    image
    createdAt
  }
`);

/** The /admin/features route's query: the home carousel's hero images, in carousel order. */
export const AdminFeatureImagesQuery = graphql(`
  query AdminFeatureImages {
    featureImages {
      id
      ...AdminFeatureImage_featureImage
    }
  }
`);

export const AddFeatureImageMutation = graphql(`
  mutation AddFeatureImage($input: AddFeatureImageInput!) {
    addFeatureImage(input: $input) {
      featureImage {
        id
        ...AdminFeatureImage_featureImage
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const DeleteFeatureImageMutation = graphql(`
  mutation DeleteFeatureImage($id: ID!) {
    deleteFeatureImage(id: $id) {
      deletedFeatureImageId
      userErrors {
        code
        field
        message
      }
    }
  }
`);
