import { z } from 'zod';
import { Category, Measurement, ProductType, selectableSizes, Size, SizingType, stockOfSize, toRupees } from '@threadline/domain';
import type { Product } from './product.entity.js';

/**
 * A product as the REST layer shows it (spec section 3): `_id`, the spec's field names, enum
 * values spelt as the spec spells them (they are the domain's values), money in rupees. Cart and
 * order documents can embed it as well.
 */
export const ProductDocument = z.object({
  _id: z.uuid(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(Category),
  productType: z.enum(ProductType),
  type: z.enum(SizingType),
  size: z.enum(Size),
  measurement: z.enum(Measurement),
  percentageIncrement: z.number().describe('Percent added for L and XL (twice for XXL) on size-priced products.'),
  price: z.number().describe("Regular price in rupees (₹) for the product's own size."),
  salePrice: z.number().describe('Sale price in rupees (₹); 0 when not on sale.'),
  totalStock: z.int().min(0).describe("Pieces in stock over all sizes: always the sum of `sizeStock`'s quantities."),
  sizeStock: z
    .array(z.object({ size: z.enum(Size), quantity: z.int().min(0) }))
    .describe('Pieces in stock of each size the product offers, smallest first; a size at 0 is sold out.'),
  averageReview: z.number().min(0).max(5),
  reviewCount: z.int().min(0),
  createdAt: z.iso.datetime(),
});
export type ProductDocument = z.infer<typeof ProductDocument>;

export function productDocument(product: Product): ProductDocument {
  return {
    _id: product.id,
    image: product.image,
    title: product.title,
    description: product.description,
    category: product.category,
    productType: product.productType,
    type: product.type,
    size: product.size,
    measurement: product.measurement,
    percentageIncrement: Number(product.percentageIncrement),
    price: toRupees(product.pricePaise),
    salePrice: toRupees(product.salePricePaise),
    totalStock: product.totalStock,
    sizeStock: selectableSizes(product).map((size) => ({ size, quantity: stockOfSize(product.stock, size) })),
    averageReview: Number(product.averageReview),
    reviewCount: product.reviewCount,
    createdAt: product.createdAt.toISOString(),
  };
}
