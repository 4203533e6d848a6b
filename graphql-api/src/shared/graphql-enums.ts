import { registerEnumType } from 'type-graphql';
import { Category, Measurement, OrderStatus, OrderType, PaymentMethod, PaymentStatus, ProductType, Size, SizingType } from '@threadline/domain';
import { Role } from '../modules/users/user.entity.js';

// The catalogue's vocabulary as GraphQL enums: clients send and receive the keys (MALE,
// ROUND_NECK_HALF, AGE_3_5), the server works with the domain's values ('male', '3-5yr').

registerEnumType(Category, { name: 'Category', description: 'Who a garment is for.' });
registerEnumType(ProductType, { name: 'ProductType', description: 'The cut of a garment.' });
registerEnumType(SizingType, {
  name: 'SizingType',
  description: 'How a product is sized: adult letter sizes (SIZE) or kids age groups (AGE_GROUP).',
});
registerEnumType(Size, {
  name: 'Size',
  description: 'An adult letter size (XS to XXL) or a kids age group (3-5, 6-8 or 9-13 years).',
});
registerEnumType(Measurement, { name: 'Measurement', description: 'Chest measurement of a garment, or free size, or kids.' });
registerEnumType(Role, { name: 'Role', description: 'What an account may do: shop (USER) or run the store (ADMIN).' });
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order is.',
  valuesConfig: {
    ORDER_PLACED: { description: 'Placed; the shopper may still cancel.' },
    IN_SHIPPING: { description: 'On its way.' },
    DELIVERED: { description: 'Delivered; its products may be reviewed.' },
    REJECTED: { description: 'Refused by the store; its stock was returned.' },
    CANCELED: { description: 'Canceled; its stock was returned.' },
  },
});
registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: 'How an order is paid.' });
registerEnumType(PaymentStatus, { name: 'PaymentStatus', description: 'Where an order’s money is; see `Order.paymentStatus`.' });
registerEnumType(OrderType, { name: 'OrderType', description: 'The kind of order.' });
