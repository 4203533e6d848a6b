import { graphql } from '../../../graphql/generated';

/** Every field the product form edits, plus the review figures it shows read-only. */
export const ProductForm_product = graphql(`
  fragment ProductForm_product on Product {
    id
    image
    title
    description
    category
    productType
    type
    size
    measurement
    percentageIncrement
    basePrice {
      ...Money_money
    }
    baseSalePrice {
      ...Money_money
    }
    totalStock
    sizeOptions {
      size
      quantityAvailable
    }
    averageReview
    reviewCount
  }
`);

export const AdminProductCard_product = graphql(`
  fragment AdminProductCard_product on Product {
    id
    title
    image
    category
    productType
    onSale
    basePrice {
      ...Money_money
    }
    baseSalePrice {
      ...Money_money
    }
    totalStock
    sizeLabel
    sizeOptions {
      size
      quantityAvailable
    }
  }
`);

/** The /admin/products route's query: one page of the catalogue, by title search and category. */
export const AdminProductsQuery = graphql(`
  query AdminProducts($search: String, $category: Category, $first: Int, $after: String) {
    adminProducts(search: $search, category: $category, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...AdminProductCard_product
        ...ProductForm_product
      }
    }
  }
`);

/** A product opened for editing by link (`?edit=<id>`, e.g. from the dashboard's stock lists). */
export const AdminProductToEditQuery = graphql(`
  query AdminProductToEdit($id: ID!) {
    product(id: $id) {
      id
      ...ProductForm_product
    }
  }
`);

/**
 * Each size's stock as the database holds it now, read as the product sheet opens (network-only):
 * the list the sheet opens from may predate a sale, and a save from its figures would undo it.
 */
export const ProductSheetStockQuery = graphql(`
  query ProductSheetStock($id: ID!) {
    product(id: $id) {
      id
      totalStock
      sizeOptions {
        size
        quantityAvailable
      }
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      product {
        id
        ...AdminProductCard_product
        ...ProductForm_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        id
        ...AdminProductCard_product
        ...ProductForm_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      deletedProductId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The product sheet's stock ledger: each size's stock and its last movements (admins only). */
export const ProductStockMovementsQuery = graphql(`
  query ProductStockMovements($productId: ID!, $first: Int) {
    productStockMovements(productId: $productId, first: $first) {
      size
      quantityAvailable
      movements {
        id
        createdAt
        quantityMoved
        quantityAfter
        reason
        orderId
        adminName
      }
    }
  }
`);
